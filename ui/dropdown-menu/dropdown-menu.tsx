import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Circle } from 'lucide-react';
import { cn } from '../lib/cn';

// Radix's menu, loaded the first time a person reaches for a menu (ADR 0045): until then a
// menu is its trigger alone, which looks and reads the same, closed. Once loaded, menus
// drawn after that are Radix's at once.
type Radix = typeof MenuPrimitive;
let loaded: Radix | null = null;
let loading: Promise<Radix> | null = null;
const loadRadix = () =>
  (loading ??= import('@radix-ui/react-dropdown-menu').then((module) => (loaded = module)));

/** Radix's module, inside a menu that has been opened; null in one that never was. */
const RadixContext = createContext<Radix | null>(null);
/** How a menu was first opened. */
type Opening = 'keyboard' | 'pointer';
/** Inside a menu not yet opened: opens it (loading Radix first). */
const OpenContext = createContext<((how: Opening) => void) | null>(null);
/**
 * A menu first opened from the keyboard: its first item takes the focus, as Radix's own
 * trigger does (Radix only learns of the keyboard from keys pressed after it loaded).
 */
const KeyboardOpenedContext = createContext(false);

function useRadix(part: string): Radix {
  const radix = useContext(RadixContext);
  if (!radix) throw new Error(`DropdownMenu${part} belongs inside a DropdownMenuContent`);
  return radix;
}

/** The keys that open a menu from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The root: holds open state. Controlled with `open`/`onOpenChange` or `defaultOpen`.
 * Non-modal by default, as a menu button is: the page is not hidden from assistive
 * technology (the trigger must stay reachable), and a click outside simply closes it.
 */
export function DropdownMenu({
  modal = false,
  open,
  defaultOpen,
  onOpenChange,
  children,
  ...props
}: ComponentProps<Radix['Root']>) {
  const [radix, setRadix] = useState<Radix | null>(loaded);
  // Opened while Radix was loading: it opens as it arrives.
  const [opening, setOpening] = useState<Opening | null>(null);
  const wanted = radix === null && (open === true || defaultOpen === true || opening !== null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadRadix().then((module) => current && setRadix(() => module));
    return () => {
      current = false;
    };
  }, [wanted]);
  if (!radix)
    return (
      <OpenContext.Provider
        value={(how) => {
          setOpening(how);
          onOpenChange?.(true);
        }}
      >
        {children}
      </OpenContext.Provider>
    );
  return (
    <RadixContext.Provider value={radix}>
      <KeyboardOpenedContext.Provider value={opening === 'keyboard'}>
        <radix.Root
          modal={modal}
          open={open}
          defaultOpen={defaultOpen || opening !== null}
          onOpenChange={onOpenChange}
          {...props}
        >
          {children}
        </radix.Root>
      </KeyboardOpenedContext.Provider>
    </RadixContext.Provider>
  );
}

type TriggerProps = ComponentProps<Radix['Trigger']>;

/**
 * Opens the menu with click, Enter, Space or ArrowDown; pass `asChild` to use a Button.
 * Pointing at it or focusing it starts loading the menu's code.
 */
export function DropdownMenuTrigger({ asChild, ...props }: TriggerProps) {
  const radix = useContext(RadixContext);
  const open = useContext(OpenContext);
  if (radix)
    return <radix.Trigger data-slot="dropdown-menu-trigger" asChild={asChild} {...props} />;
  const Component = asChild ? Slot : 'button';
  const { onPointerDown, onKeyDown, onPointerEnter, onFocus, disabled } = props;
  // Opens as Radix's trigger does: on a primary press (without taking the focus), and on
  // Enter, Space or ArrowDown.
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-disabled={disabled ? '' : undefined}
      data-slot="dropdown-menu-trigger"
      {...props}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        void loadRadix();
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        void loadRadix();
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (event.defaultPrevented || disabled || event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open?.('pointer');
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || disabled || !OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open?.('keyboard');
      }}
    />
  );
}

/** The menu panel, in a portal. Arrow keys move, typing jumps to an item, Escape closes. */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  collisionPadding = 8,
  onFocus,
  ...props
}: ComponentProps<Radix['Content']>) {
  const radix = useContext(RadixContext);
  const keyboard = useContext(KeyboardOpenedContext);
  const handedOn = useRef(false);
  // A menu never opened has no panel yet.
  if (!radix) return null;
  return (
    <radix.Portal>
      <radix.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        onFocus={(event) => {
          onFocus?.(event);
          // Radix focuses the panel as it opens; from the keyboard, the first item has it.
          if (!keyboard || handedOn.current || event.target !== event.currentTarget) return;
          handedOn.current = true;
          event.currentTarget
            .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
            ?.focus({ preventScroll: true });
        }}
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
    </radix.Portal>
  );
}

/** Groups related items (with a DropdownMenuLabel, say). */
export function DropdownMenuGroup(props: ComponentProps<Radix['Group']>) {
  const radix = useRadix('Group');
  return <radix.Group data-slot="dropdown-menu-group" {...props} />;
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

export type DropdownMenuItemProps = ComponentProps<Radix['Item']> &
  VariantProps<typeof dropdownMenuItemVariants>;

/** An action. `variant="danger"` for destructive ones; `inset` to line up with checkable items. */
export function DropdownMenuItem({ className, variant, inset, ...props }: DropdownMenuItemProps) {
  const radix = useRadix('Item');
  return (
    <radix.Item
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
  const radix = useRadix('ItemIndicator');
  return (
    <span
      data-slot="dropdown-menu-item-indicator"
      className="absolute start-3 flex size-4 items-center justify-center"
    >
      <radix.ItemIndicator>{children}</radix.ItemIndicator>
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
}: ComponentProps<Radix['CheckboxItem']>) {
  const radix = useRadix('CheckboxItem');
  return (
    <radix.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(checkableClassName, className)}
      {...props}
    >
      <ItemIndicator>
        <Check aria-hidden />
      </ItemIndicator>
      {children}
    </radix.CheckboxItem>
  );
}

/** A set of mutually exclusive options; give it `value` and `onValueChange`. */
export function DropdownMenuRadioGroup(props: ComponentProps<Radix['RadioGroup']>) {
  const radix = useRadix('RadioGroup');
  return <radix.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

/** One option of a DropdownMenuRadioGroup; the chosen one shows a dot. */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<Radix['RadioItem']>) {
  const radix = useRadix('RadioItem');
  return (
    <radix.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(checkableClassName, className)}
      {...props}
    >
      <ItemIndicator>
        <Circle aria-hidden className="size-2.5! fill-current" />
      </ItemIndicator>
      {children}
    </radix.RadioItem>
  );
}

/** A heading for a group of items (not focusable). */
export function DropdownMenuLabel({
  className,
  inset,
  ...props
}: ComponentProps<Radix['Label']> & { inset?: boolean }) {
  const radix = useRadix('Label');
  return (
    <radix.Label
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
export function DropdownMenuSeparator({ className, ...props }: ComponentProps<Radix['Separator']>) {
  const radix = useRadix('Separator');
  return (
    <radix.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}
