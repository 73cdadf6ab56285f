import { useState, type ComponentProps } from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { cn } from '../lib/cn';
import { useSettled } from '../lib/settled';
import { useFieldControl } from '../field';
import { textControlVariants } from '../input';

export const selectVariants = cva(
  [
    'flex w-full min-w-0 items-center justify-between gap-2 rounded-md border bg-surface px-3 text-start text-foreground shadow-sm',
    'transition-colors duration-fast ease-standard',
    'focus-ring',
    'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
    'data-[placeholder]:text-muted-foreground',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: textControlVariants,
    defaultVariants: { size: 'md', invalid: false },
  },
);

export type SelectOption = {
  value: string;
  label: string;
  disabled?: boolean;
};

/** Options under a visible label (a long list in parts, e.g. topics and specialties). */
export type SelectGroup = { label: string; options: SelectOption[] };

const isGroup = (item: SelectOption | SelectGroup): item is SelectGroup => 'options' in item;

const labelOf = (options: (SelectOption | SelectGroup)[], value: string | undefined) =>
  value === undefined
    ? undefined
    : options
        .flatMap((item) => (isGroup(item) ? item.options : [item]))
        .find((o) => o.value === value)?.label;

/** The keys that open a Select from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

function Item({ option }: { option: SelectOption }) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      value={option.value}
      disabled={option.disabled}
      className={cn(
        'relative flex min-h-touch cursor-default items-center rounded-sm py-2 ps-9 pe-3 text-base outline-none select-none',
        'data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-60',
      )}
    >
      <span
        data-slot="select-item-indicator"
        className="absolute start-2 flex size-5 items-center justify-center"
      >
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText data-slot="select-item-text">
        {option.label}
      </SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

type RootProps = ComponentProps<typeof SelectPrimitive.Root>;

export type SelectProps = Omit<ComponentProps<'button'>, 'value' | 'defaultValue' | 'dir'> &
  VariantProps<typeof selectVariants> & {
    /** The choices, plain or in labelled groups. */
    options: (SelectOption | SelectGroup)[];
    value?: string;
    defaultValue?: string;
    onValueChange?: (value: string) => void;
    /** Shown while nothing is chosen. */
    placeholder?: string;
    open?: boolean;
    defaultOpen?: boolean;
    onOpenChange?: (open: boolean) => void;
    /** Submitted with the form under this name. */
    name?: string;
    /** Marks the choice as required (also set by an enclosing required Field). */
    required?: boolean;
    autoComplete?: string;
    dir?: RootProps['dir'];
    /** Class for the pop-up list. */
    contentClassName?: string;
  };

/**
 * A single-choice dropdown built on Radix Select: Enter, Space or the arrow keys
 * open it, arrows move, typing jumps, Enter picks, Escape closes. Remaining props
 * (id, aria-*, className) go to the trigger, so `<Field>` and `<label htmlFor>` can name it.
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  open,
  defaultOpen,
  onOpenChange,
  name,
  autoComplete,
  dir,
  disabled,
  required,
  invalid,
  size,
  id,
  className,
  contentClassName,
  'aria-describedby': ariaDescribedBy,
  'aria-labelledby': ariaLabelledBy,
  ...triggerProps
}: SelectProps) {
  const field = useFieldControl({
    id,
    'aria-describedby': ariaDescribedBy,
    'aria-labelledby': ariaLabelledBy,
    invalid: invalid ?? undefined,
    required,
  });
  const settled = useSettled();
  // Opened (or reached by keyboard) before the page settled: the real one, opened at once.
  const [opened, setOpened] = useState(false);
  const trigger = {
    'data-slot': 'select-trigger',
    id: field.id,
    'aria-labelledby': ariaLabelledBy ?? (triggerProps['aria-label'] ? undefined : field.labelId),
    'aria-describedby': field.describedBy,
    'aria-invalid': field.invalid || undefined,
    className: cn(selectVariants({ size, invalid: field.invalid }), className),
  };
  if (!settled && !opened) {
    // A page being taken over (ADR 0048): the trigger as Radix draws it, with the chosen
    // label, and nothing of the list yet (Radix renders every item even while closed).
    const label = labelOf(options, value ?? defaultValue);
    return (
      <button
        type="button"
        role="combobox"
        // Closed, as Radix's: what it controls is not there yet.
        aria-controls={`${field.id}-options`}
        aria-expanded={false}
        aria-required={field.required ?? false}
        aria-autocomplete="none"
        dir={dir ?? 'ltr'}
        data-state="closed"
        data-placeholder={label === undefined ? '' : undefined}
        disabled={disabled}
        {...trigger}
        {...triggerProps}
        onClick={() => setOpened(true)}
        onKeyDown={(event) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          setOpened(true);
        }}
      >
        <span data-slot="select-value" className="min-w-0 truncate">
          <span style={{ pointerEvents: 'none' }}>{label ?? placeholder}</span>
        </span>
        <ChevronDown aria-hidden data-slot="select-icon" className="text-muted-foreground" />
      </button>
    );
  }
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      open={open}
      defaultOpen={defaultOpen ?? (opened || undefined)}
      onOpenChange={onOpenChange}
      name={name}
      autoComplete={autoComplete}
      dir={dir}
      disabled={disabled}
      required={field.required}
    >
      <SelectPrimitive.Trigger {...trigger} {...triggerProps}>
        <span data-slot="select-value" className="min-w-0 truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon data-slot="select-icon" asChild>
          <ChevronDown className="text-muted-foreground" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          className={cn(
            'relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden',
            'rounded-md border border-border bg-surface text-surface-foreground shadow-md',
            contentClassName,
          )}
        >
          <SelectPrimitive.ScrollUpButton
            data-slot="select-scroll-up-button"
            className="flex h-6 items-center justify-center text-muted-foreground [&_svg]:size-4"
          >
            <ChevronUp />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport data-slot="select-viewport" className="p-1">
            {options.map((item) =>
              isGroup(item) ? (
                <SelectPrimitive.Group data-slot="select-group" key={item.label}>
                  <SelectPrimitive.Label
                    data-slot="select-label"
                    className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                  >
                    {item.label}
                  </SelectPrimitive.Label>
                  {item.options.map((option) => (
                    <Item key={option.value} option={option} />
                  ))}
                </SelectPrimitive.Group>
              ) : (
                <Item key={item.value} option={item} />
              ),
            )}
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton
            data-slot="select-scroll-down-button"
            className="flex h-6 items-center justify-center text-muted-foreground [&_svg]:size-4"
          >
            <ChevronDown />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
