import type { ComponentProps, ReactNode } from 'react';
import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Circle } from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * The root: holds open state. Controlled with `open`/`onOpenChange` or `defaultOpen`.
 * Non-modal by default, as a menu button is: the page is not hidden from assistive
 * technology (the trigger must stay reachable), and a click outside simply closes it.
 */
export function DropdownMenu({
  modal = false,
  ...props
}: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={modal} {...props} />;
}

/** Opens the menu with click, Enter, Space or ArrowDown; pass `asChild` to use a Button. */
export function DropdownMenuTrigger(props: ComponentProps<typeof MenuPrimitive.Trigger>) {
  return <MenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

/** The menu panel, in a portal. Arrow keys move, typing jumps to an item, Escape closes. */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 flex min-w-48 max-w-(--radix-dropdown-menu-content-available-width) flex-col overflow-y-auto',
          'max-h-(--radix-dropdown-menu-content-available-height) origin-(--radix-dropdown-menu-content-transform-origin)',
          'rounded-lg border border-border bg-surface p-1 text-surface-foreground shadow-md outline-none',
          'transition-[opacity,scale] duration-(--duration-fast) ease-standard starting:scale-95 starting:opacity-0',
          'motion-reduce:transition-none',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

/** Groups related items (with a DropdownMenuLabel, say). */
export function DropdownMenuGroup(props: ComponentProps<typeof MenuPrimitive.Group>) {
  return <MenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

export const dropdownMenuItemVariants = cva(
  [
    'relative flex min-h-touch cursor-default select-none items-center gap-2 rounded-md px-3 text-base outline-none',
    'transition-colors duration-(--duration-fast) ease-standard motion-reduce:transition-none',
    'data-disabled:pointer-events-none data-disabled:opacity-60',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        default:
          'text-foreground data-highlighted:bg-accent data-highlighted:text-accent-foreground',
        danger: 'text-danger data-highlighted:bg-danger data-highlighted:text-danger-foreground',
      },
      inset: { true: 'ps-9', false: '' },
    },
    defaultVariants: { variant: 'default', inset: false },
  },
);

export type DropdownMenuItemProps = ComponentProps<typeof MenuPrimitive.Item> &
  VariantProps<typeof dropdownMenuItemVariants>;

/** An action. `variant="danger"` for destructive ones; `inset` to line up with checkable items. */
export function DropdownMenuItem({ className, variant, inset, ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      className={cn(dropdownMenuItemVariants({ variant, inset }), className)}
      {...props}
    />
  );
}

const checkableClassName = cn(
  dropdownMenuItemVariants({ inset: true }),
  'data-[state=checked]:font-semibold',
);

/** The tick or dot of a checkable item, in the inset before its text; shown while it is checked. */
function ItemIndicator({ children }: { children: ReactNode }) {
  return (
    <span
      data-slot="dropdown-menu-item-indicator"
      className="absolute start-3 flex size-4 items-center justify-center"
    >
      <MenuPrimitive.ItemIndicator>{children}</MenuPrimitive.ItemIndicator>
    </span>
  );
}

/**
 * An on/off option; the checked one shows a tick. Choosing it closes the menu unless
 * `onSelect` calls `event.preventDefault()` (handy for several toggles in a row).
 */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(checkableClassName, className)}
      {...props}
    >
      <ItemIndicator>
        <Check aria-hidden />
      </ItemIndicator>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

/** A set of mutually exclusive options; give it `value` and `onValueChange`. */
export function DropdownMenuRadioGroup(props: ComponentProps<typeof MenuPrimitive.RadioGroup>) {
  return <MenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

/** One option of a DropdownMenuRadioGroup; the chosen one shows a dot. */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(checkableClassName, className)}
      {...props}
    >
      <ItemIndicator>
        <Circle aria-hidden className="size-2.5! fill-current" />
      </ItemIndicator>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

/** A heading for a group of items (not focusable). */
export function DropdownMenuLabel({
  className,
  inset,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label> & { inset?: boolean }) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn(
        'px-3 py-2 text-sm font-semibold text-muted-foreground',
        inset && 'ps-9',
        className,
      )}
      {...props}
    />
  );
}

/** A line between groups of items. */
export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}
