import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { useFieldControl } from '../field';
import { textControlVariants } from '../input';

// Radix's Select, loaded the first time a person reaches for a dropdown (ADR 0045).
const loadList = () => import('./select-list');
const SelectList = lazy(loadList);

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
    dir?: 'ltr' | 'rtl';
    /** Class for the pop-up list. */
    contentClassName?: string;
  };

/**
 * A single-choice dropdown built on Radix Select: Enter, Space or the arrow keys
 * open it, arrows move, typing jumps, Enter picks, Escape closes. Remaining props
 * (id, aria-*, className) go to the trigger, so `<Field>` and `<label htmlFor>` can name it.
 *
 * Until it is first opened it is a light trigger that looks and reads the same (the chosen
 * label, closed), and Radix's code is not loaded: most pages' dropdowns (the directory's
 * filters) are never opened on a visit. Pointing at it or focusing it starts the download;
 * opening it shows the real one, open, as soon as that has arrived. A page drawn on the
 * server draws the same light trigger (ADR 0048).
 */
export function Select(props: SelectProps) {
  const {
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
  } = props;
  // A form field passes its value from the start, `undefined` until one is chosen: Radix's
  // Select is then controlled from the start too, with '' (its placeholder) for none,
  // instead of switching from uncontrolled to controlled at the first choice. A caller that
  // passes no value at all leaves it uncontrolled.
  const controlled = 'value' in props;
  const field = useFieldControl({
    id,
    'aria-describedby': ariaDescribedBy,
    'aria-labelledby': ariaLabelledBy,
    invalid: invalid ?? undefined,
    required,
  });
  // Opened once (or asked to be open): the real one from then on.
  const [opened, setOpened] = useState(false);
  const trigger = {
    'data-slot': 'select-trigger',
    id: field.id,
    'aria-labelledby': ariaLabelledBy ?? (triggerProps['aria-label'] ? undefined : field.labelId),
    'aria-describedby': field.describedBy,
    'aria-invalid': field.invalid || undefined,
    className: cn(selectVariants({ size, invalid: field.invalid }), className),
  };
  const label = labelOf(options, value ?? defaultValue);
  const light = (
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
      onPointerEnter={() => void loadList()}
      onFocus={(event) => {
        void loadList();
        triggerProps.onFocus?.(event);
      }}
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
  if (!opened && !open && !defaultOpen) return light;
  return (
    <Suspense fallback={light}>
      <SelectList
        options={options}
        placeholder={placeholder}
        contentClassName={contentClassName}
        value={controlled ? (value ?? '') : undefined}
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
        trigger={{ ...trigger, ...triggerProps }}
      />
    </Suspense>
  );
}
