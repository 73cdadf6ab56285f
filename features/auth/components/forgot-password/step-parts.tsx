import type { Ref } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { FieldError, FieldValues, Path } from 'react-hook-form';
import { isApiError } from '@lib/api';
import { useErrorText, type ErrorOverrides } from '@lib/errors';
import { Alert } from '@ui/alert';
import { messages } from './messages';

/** A step's heading; it takes focus when its step opens, so the move is announced. */
export function StepHeading({
  id,
  text,
  ref,
}: {
  id: string;
  text: MessageDescriptor;
  ref: Ref<HTMLHeadingElement>;
}) {
  const intl = useIntl();
  return (
    <h2
      ref={ref}
      id={id}
      tabIndex={-1}
      className="text-lg font-semibold text-foreground focus:outline-none"
    >
      {intl.formatMessage(text)}
    </h2>
  );
}

/**
 * How recovery words a failed call: connection failures in the flow's own texts; a 4xx
 * answer in the server's words (already in the reader's language and specific: expired
 * code, wait N seconds); anything else (5xx, no JSON) the step's catalogue text, since
 * "Something went wrong" says less than "Failed to send…".
 */
export const failureWording = (
  stepFailed: MessageDescriptor,
  refused: MessageDescriptor = stepFailed,
): ErrorOverrides => ({
  NETWORK: messages.network,
  SERVER_CONNECTION: stepFailed,
  HTTP_ERROR: stepFailed,
  INVALID_RESPONSE: stepFailed,
  serverError: stepFailed,
  fallback: refused,
});

/**
 * A step's failed call as an alert (mounted anew for each failure, so a repeat is
 * announced), with the field it is about, which `linkedTo` marks and points here.
 */
export function useStepFailure(
  id: string,
  error: unknown,
  pending: boolean,
  overrides: ErrorOverrides,
) {
  const text = useErrorText(overrides);
  const shown = error && !pending ? error : undefined;
  const field = isApiError(shown) ? shown.field : undefined;
  return {
    alert: shown ? (
      <Alert id={id} role="alert" tone="danger">
        {text(shown)}
      </Alert>
    ) : null,
    /** Links a server error about a field to that field, without repeating its text. */
    linkedTo: (name: string) => (field === name ? { invalid: true, 'aria-describedby': id } : {}),
    field,
  };
}

/** What `fieldWording` reads of a contract form. */
type FormLike = {
  getFieldState(name: string): { error?: FieldError };
  getValues(name: string): unknown;
  describeError: (error: FieldError) => string;
};

/**
 * A form's field errors in the step's words: an empty field says what is missing
 * ("Please enter your email address"), a field with its own wording uses it, and every
 * other code is worded by the form (the catalogue's text).
 */
export function fieldWording<T extends FieldValues>(
  form: FormLike,
  words: Partial<Record<Path<T>, { missing?: string; any?: string }>>,
) {
  return (error: FieldError) => {
    const name = Object.keys(words).find((field) => form.getFieldState(field).error === error);
    const own = name ? words[name as Path<T>] : undefined;
    if (name && error.type !== 'server' && error.type !== 'server-text') {
      if (own?.missing && !form.getValues(name)) return own.missing;
      if (own?.any) return own.any;
    }
    return form.describeError(error);
  };
}
