import {
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentProps,
  type SyntheticEvent,
} from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useFieldControl } from '../field';

/** One visual box of the code. */
export const codeInputVariants = cva(
  [
    'flex size-12 items-center justify-center rounded-md border bg-surface text-xl font-semibold tabular-nums text-foreground shadow-sm',
    'transition-colors duration-fast ease-standard',
  ],
  {
    variants: {
      invalid: {
        false: 'border-input',
        true: 'border-danger ring-1 ring-danger',
      },
      active: {
        false: '',
        // Mirrors the focus style of the (invisible) real input.
        true: 'outline-2 outline-offset-2 outline-ring',
      },
    },
    defaultVariants: { invalid: false, active: false },
  },
);

export type CodeInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'maxLength' | 'type' | 'children'
> &
  Omit<VariantProps<typeof codeInputVariants>, 'active'> & {
    /** Number of characters; 6 by default. */
    length?: number;
    value?: string;
    defaultValue?: string;
    /** Called with the cleaned code after every change. */
    onChange?: (value: string) => void;
    /** Called once the code has all `length` characters (typed, pasted or autofilled). */
    onComplete?: (value: string) => void;
    /** Accept letters as well as digits (letters are upper-cased). Digits only by default. */
    alphanumeric?: boolean;
  };

const DEVANAGARI_ZERO = 0x0966;

/** Keeps only the characters a code may hold; Devanagari digits become ASCII ones. */
function clean(raw: string, alphanumeric: boolean, length: number): string {
  const ascii = raw.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
  const kept = alphanumeric
    ? ascii.toUpperCase().replace(/[^A-Z0-9]/g, '')
    : ascii.replace(/\D/g, '');
  return kept.slice(0, length);
}

/**
 * A verification code entry shown as separate boxes but built on ONE real input
 * (`autocomplete="one-time-code"`), so SMS autofill, paste, screen readers and
 * backspace all work as in any text field. Works inside `<Field>`.
 */
export function CodeInput({
  length = 6,
  value,
  defaultValue,
  onChange,
  onComplete,
  alphanumeric = false,
  invalid,
  id,
  required,
  disabled,
  className,
  onFocus,
  onBlur,
  onSelect,
  onPaste,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CodeInputProps) {
  const field = useFieldControl({
    id,
    'aria-describedby': ariaDescribedBy,
    invalid: invalid ?? undefined,
    required,
  });
  const [uncontrolled, setUncontrolled] = useState(() =>
    clean(defaultValue ?? '', alphanumeric, length),
  );
  const [focused, setFocused] = useState(false);
  const code = value !== undefined ? clean(value, alphanumeric, length) : uncontrolled;
  const activeIndex = Math.min(code.length, length - 1);

  function update(next: string) {
    if (value === undefined) setUncontrolled(next);
    if (next === code) return;
    onChange?.(next);
    if (next.length === length) onComplete?.(next);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    update(clean(event.target.value, alphanumeric, length));
  }

  // A pasted full code ("Your code is 482 913") replaces whatever was typed.
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    const pasted = clean(event.clipboardData.getData('text'), alphanumeric, length);
    if (pasted.length === length) {
      event.preventDefault();
      update(pasted);
    }
  }

  // The boxes fill left to right, so the caret always stays at the end.
  function keepCaretAtEnd(event: SyntheticEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const end = input.value.length;
    if (input.selectionStart !== end || input.selectionEnd !== end) {
      input.setSelectionRange(end, end);
    }
  }

  return (
    <div
      data-slot="code-input"
      className={cn(
        'relative inline-flex gap-2',
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      {Array.from({ length }, (_, index) => {
        const char = code[index];
        return (
          <div
            data-slot="code-input-cell"
            key={index}
            aria-hidden="true"
            className={codeInputVariants({
              invalid: field.invalid,
              active: focused && index === activeIndex,
            })}
          >
            {char ??
              (focused && index === activeIndex ? (
                <span
                  data-slot="code-input-caret"
                  className="h-6 w-0.5 animate-pulse bg-foreground motion-reduce:animate-none"
                />
              ) : null)}
          </div>
        );
      })}
      <input
        data-slot="code-input-control"
        type="text"
        id={field.id}
        value={code}
        onChange={handleChange}
        onPaste={handlePaste}
        maxLength={length}
        inputMode={alphanumeric ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize={alphanumeric ? 'characters' : 'off'}
        autoCorrect="off"
        spellCheck={false}
        pattern={alphanumeric ? `[A-Z0-9]{${length}}` : `[0-9]{${length}}`}
        disabled={disabled}
        required={field.required || undefined}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid || undefined}
        onFocus={(event) => {
          setFocused(true);
          keepCaretAtEnd(event);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          onBlur?.(event);
        }}
        onSelect={(event) => {
          keepCaretAtEnd(event);
          onSelect?.(event);
        }}
        // Invisible but present: it takes the clicks, keys, paste and autofill.
        className="absolute inset-0 size-full cursor-text text-base opacity-0 disabled:cursor-not-allowed"
        {...props}
      />
    </div>
  );
}
