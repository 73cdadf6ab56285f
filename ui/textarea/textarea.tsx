import { useId, useState, type ChangeEvent, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { useFieldControl } from '../field';
import { useHydrated } from '../lib/use-hydrated';
import { textControlVariants } from '../input';
import { messages } from './messages';

export const textareaVariants = cva(
  [
    'flex w-full min-w-0 rounded-md border bg-surface px-3 py-2.5 text-base text-foreground shadow-sm',
    'placeholder:text-muted-foreground',
    'transition-colors duration-fast ease-standard',
    'focus-ring',
    'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 read-only:bg-muted',
  ],
  {
    variants: {
      resize: {
        vertical: 'resize-y',
        none: 'resize-none',
      },
      invalid: textControlVariants.invalid,
    },
    defaultVariants: { resize: 'vertical', invalid: false },
  },
);

export type TextareaProps = ComponentProps<'textarea'> & VariantProps<typeof textareaVariants>;

function lengthOf(value: ComponentProps<'textarea'>['value']): number {
  if (value == null) return 0;
  return String(Array.isArray(value) ? value.join(',') : value).length;
}

/**
 * A multi-line text input. With `maxLength` it shows a live "{count}/{max}"
 * counter, linked to the text area as its description, which turns red at the limit.
 */
export function Textarea({
  className,
  resize,
  invalid,
  id,
  required,
  rows = 4,
  maxLength,
  value,
  defaultValue,
  onChange,
  readOnly,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextareaProps) {
  const hydrated = useHydrated();
  const intl = useIntl();
  const counterId = `${useId()}-count`;
  const hasLimit = typeof maxLength === 'number' && maxLength > 0;
  const field = useFieldControl({
    id,
    'aria-describedby': hasLimit
      ? [ariaDescribedBy, counterId].filter(Boolean).join(' ')
      : ariaDescribedBy,
    invalid: invalid ?? undefined,
    required,
  });
  const [uncontrolledLength, setUncontrolledLength] = useState(() => lengthOf(defaultValue));
  const count = value !== undefined ? lengthOf(value) : uncontrolledLength;
  const atLimit = hasLimit && count >= maxLength;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    if (value === undefined) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  }

  const textarea = (
    <textarea
      data-slot="textarea"
      id={field.id}
      rows={rows}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      required={field.required || undefined}
      aria-describedby={field.describedBy}
      aria-invalid={field.invalid || undefined}
      className={cn(textareaVariants({ resize, invalid: field.invalid }), className)}
      readOnly={readOnly || !hydrated || undefined}
      {...props}
    />
  );
  if (!hasLimit) return textarea;

  const numbers = { count: intl.formatNumber(count), max: intl.formatNumber(maxLength) };
  return (
    <div data-slot="textarea-wrapper" className="flex w-full flex-col gap-1">
      {textarea}
      <p
        data-slot="textarea-counter"
        id={counterId}
        className={cn(
          'self-end text-sm tabular-nums',
          atLimit ? 'font-medium text-danger' : 'text-muted-foreground',
        )}
      >
        <span aria-hidden="true">{intl.formatMessage(messages.count, numbers)}</span>
        <span className="sr-only">{intl.formatMessage(messages.countDescription, numbers)}</span>
      </p>
      <span aria-live="polite" className="sr-only">
        {atLimit ? intl.formatMessage(messages.limitReached) : null}
      </span>
    </div>
  );
}
