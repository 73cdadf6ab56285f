import type { ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { useIntl } from 'react-intl';
import { CloseButton } from '../icon-button';
import { cn } from '../lib/cn';
import { messages } from './messages';

/**
 * The backdrop. It is also the layout box: on small screens the panel sits at the
 * bottom edge like a sheet, from `sm` up it is centred. Long content scrolls the
 * backdrop, so the panel is never cut off.
 */
export const dialogOverlayClassName = cn(
  'fixed inset-0 z-50 grid items-end justify-items-center overflow-y-auto bg-overlay sm:items-center sm:p-4',
  'transition-opacity duration-(--duration-normal) ease-standard starting:opacity-0',
  'motion-reduce:transition-none',
);

export const dialogContentVariants = cva(
  [
    // min-w-0: the overlay's grid would otherwise widen the content to its widest child (a
    // table), past a phone's screen; wide content scrolls inside instead.
    'relative flex w-full min-w-0 flex-col gap-4 bg-surface text-surface-foreground shadow-lg outline-none',
    'rounded-t-xl p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:rounded-xl sm:pb-6',
    'transition-[translate,scale] duration-(--duration-normal) ease-standard',
    'starting:translate-y-6 sm:starting:translate-y-0 sm:starting:scale-95',
    'motion-reduce:transition-none',
  ],
  {
    variants: {
      size: {
        sm: 'sm:max-w-sm',
        md: 'sm:max-w-lg',
        lg: 'sm:max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** The root: holds open state. Controlled with `open`/`onOpenChange` or `defaultOpen`. */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

/** Opens the dialog; pass `asChild` to use a Button. Focus returns here on close. */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Closes the dialog; pass `asChild` to use a Button ("Cancel", say). */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants>;

/**
 * The modal panel, rendered in a portal over a backdrop, with a close button in the
 * top corner. Focus moves in and is trapped; Escape or a click on the backdrop closes.
 * Always give it a DialogTitle, and a DialogDescription or `aria-describedby={undefined}`.
 */
export function DialogContent({ className, size, children, ...props }: DialogContentProps) {
  const intl = useIntl();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className={dialogOverlayClassName}>
        <DialogPrimitive.Content
          data-slot="dialog-content"
          className={cn(dialogContentVariants({ size }), className)}
          {...props}
        >
          {children}
          <DialogPrimitive.Close asChild>
            <CloseButton data-slot="dialog-close" label={intl.formatMessage(messages.close)} />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Overlay>
    </DialogPrimitive.Portal>
  );
}

/** Title and description, stacked; leaves room for the close button. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-1.5 pe-10 text-start', className)}
      {...props}
    />
  );
}

/** Actions: stacked full-width on phones (main action on top), in a row at the end from `sm` up. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        'flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end [&>*]:w-full sm:[&>*]:w-auto',
        className,
      )}
      {...props}
    />
  );
}
