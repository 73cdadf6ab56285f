import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { messages } from './messages';

type FieldContextValue = {
  controlId: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
};

const FieldContext = createContext<FieldContextValue | null>(null);

/** What a control passes to `useFieldControl`: its own props, which win over the Field's. */
export type FieldControlInput = {
  id?: string;
  'aria-describedby'?: string;
  'aria-labelledby'?: string;
  invalid?: boolean;
  required?: boolean;
};

/** What a control should apply to its focusable element. */
export type FieldControlProps = {
  id: string | undefined;
  /** The Field's label id; for controls a `<label for>` cannot name (radio groups). */
  labelId: string | undefined;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
};

function joinIds(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/**
 * Lets a form control take its id, description, invalid and required state from
 * the enclosing `<Field>`, if any. Inside a Field the Field's id wins (its label
 * points at it); descriptions are merged; `invalid` / `required` props win when set.
 */
export function useFieldControl(own: FieldControlInput = {}): FieldControlProps {
  const field = useContext(FieldContext);
  return {
    id: field?.controlId ?? own.id,
    labelId: own['aria-labelledby'] ?? field?.labelId,
    describedBy: joinIds(field?.describedBy, own['aria-describedby']),
    invalid: own.invalid ?? field?.invalid ?? false,
    required: own.required ?? field?.required ?? false,
  };
}

export type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The visible label, linked to the control. */
  label: ReactNode;
  /** Help shown under the label and read after it. */
  hint?: ReactNode;
  /** Shown under the control, marks it invalid and is announced when it appears. */
  error?: ReactNode;
  /** Shows an asterisk and makes the control required. */
  required?: boolean;
  /** Id for the control; generated when not given. */
  controlId?: string;
  /** Exactly one form control (Input, Textarea, Select, PasswordInput, CodeInput, …). */
  children: ReactNode;
};

/** A labelled form field: label, optional hint, one control and its error message. */
export function Field({
  label,
  hint,
  error,
  required = false,
  controlId,
  className,
  children,
  ...props
}: FieldProps) {
  const intl = useIntl();
  const generated = useId();
  const id = controlId ?? `field-${generated}`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error != null && error !== false && error !== '';
  const context: FieldContextValue = {
    controlId: id,
    labelId,
    describedBy: joinIds(hint ? hintId : undefined, hasError ? errorId : undefined),
    invalid: hasError,
    required,
  };

  return (
    <div data-slot="field" className={cn('flex flex-col gap-1.5', className)} {...props}>
      <label
        data-slot="field-label"
        id={labelId}
        htmlFor={id}
        className="text-sm font-medium text-foreground"
      >
        {label}
        {required ? (
          <>
            {/* The asterisk is drawn by CSS: it is decoration, the hidden text says it. */}
            <span aria-hidden="true" className="ms-0.5 text-danger after:content-['*']" />
            <span className="sr-only">{intl.formatMessage(messages.required)}</span>
          </>
        ) : null}
      </label>
      {hint ? (
        <p data-slot="field-hint" id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
      {/* Always mounted so an error that appears later is announced. */}
      <div aria-live="polite">
        {hasError ? (
          <p
            data-slot="field-error"
            id={errorId}
            className="flex items-start gap-1.5 text-sm font-medium text-danger"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
