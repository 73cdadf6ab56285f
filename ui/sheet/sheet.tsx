import { createContext, useCallback, useContext, useState, type ComponentProps } from 'react';
import * as SheetPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { useIntl } from 'react-intl';
import { DialogDescription, DialogTitle } from '../dialog/dialog-text';
import { CloseButton } from '../icon-button';
import { cn } from '../lib/cn';
import { messages } from './messages';

export const sheetVariants = cva(
  [
    'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-surface text-surface-foreground shadow-lg outline-none',
    'p-6 transition-transform duration-(--duration-slow) ease-standard motion-reduce:transition-none',
  ],
  {
    variants: {
      side: {
        left: 'inset-y-0 start-0 h-dvh w-4/5 max-w-sm border-e border-border starting:-translate-x-full',
        right:
          'inset-y-0 end-0 h-dvh w-4/5 max-w-sm border-s border-border starting:translate-x-full',
        bottom:
          'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-xl border-t border-border pb-[max(1.5rem,env(safe-area-inset-bottom))] starting:translate-y-full',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

const SetOpenContext = createContext<(open: boolean) => void>(() => {});

/** The root: holds open state. Controlled with `open`/`onOpenChange` or `defaultOpen`. */
export function Sheet({
  open,
  defaultOpen = false,
  onOpenChange,
  ...props
}: ComponentProps<typeof SheetPrimitive.Root>) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  return (
    <SetOpenContext value={setOpen}>
      <SheetPrimitive.Root open={open ?? uncontrolledOpen} onOpenChange={setOpen} {...props} />
    </SetOpenContext>
  );
}

/** Opens the sheet (the menu button, say); focus returns here on close. */
export function SheetTrigger(props: ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

/**
 * Closes the sheet. Wrap a navigation link in it (`asChild`) so choosing a page closes
 * the menu, even a router link that cancels the browser's own navigation.
 */
export function SheetClose({ onClick, ...props }: ComponentProps<typeof SheetPrimitive.Close>) {
  const setOpen = useContext(SetOpenContext);
  return (
    <SheetPrimitive.Close
      data-slot="sheet-close"
      onClick={(event) => {
        // A client-side router link calls preventDefault(), which would stop Radix closing.
        const handledByChild = event.defaultPrevented;
        onClick?.(event);
        if (handledByChild) setOpen(false);
      }}
      {...props}
    />
  );
}

export type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants>;

/**
 * A modal panel that slides in from an edge, with a close button. Focus is trapped,
 * Escape or a click on the backdrop closes. Give it a SheetTitle, and a SheetDescription
 * or `aria-describedby={undefined}`.
 */
const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function SheetContent({
  className,
  side,
  children,
  onOpenAutoFocus,
  ...props
}: SheetContentProps) {
  const intl = useIntl();
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-overlay transition-opacity duration-(--duration-slow) ease-standard starting:opacity-0 motion-reduce:transition-none"
      />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(sheetVariants({ side }), className)}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Radix skips links when choosing where focus starts; a menu of links needs them.
          const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
            focusable,
          );
          if (first) {
            event.preventDefault();
            first.focus();
          }
        }}
        {...props}
      >
        {children}
        <SheetPrimitive.Close asChild>
          <CloseButton data-slot="sheet-close" label={intl.formatMessage(messages.close)} />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

/** Title and description; leaves room for the close button. */
export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sheet-header"
      className={cn('flex flex-col gap-1.5 pe-10', className)}
      {...props}
    />
  );
}

/** Actions at the foot of the sheet. */
export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sheet-footer"
      className={cn('mt-auto flex flex-col gap-2', className)}
      {...props}
    />
  );
}

/** The sheet's accessible name ("Menu", say); a sheet is a dialog, so it is the dialog's title. */
export function SheetTitle(props: ComponentProps<typeof SheetPrimitive.Title>) {
  return <DialogTitle data-slot="sheet-title" {...props} />;
}

/** The sheet's accessible description. */
export function SheetDescription(props: ComponentProps<typeof SheetPrimitive.Description>) {
  return <DialogDescription data-slot="sheet-description" {...props} />;
}
