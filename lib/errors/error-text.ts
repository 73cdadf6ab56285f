import { useCallback } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { isApiError, isConnectionFailure, type ApiErrorCode } from '@lib/api';
import { errorMessages } from './messages';

/**
 * A screen's own wording (000 §8, 001 §8, 002 §8), by error code, or by case:
 * `connection` for every failure to reach the server (time-out, network, server
 * connection), `serverError` for a 5xx answer, `fallback` for anything unexplained.
 */
export type ErrorOverrides = Partial<
  Record<ApiErrorCode | 'connection' | 'serverError' | 'fallback', MessageDescriptor>
>;

/** Formats any descriptor: overrides come from many screens' typed catalogues. */
export const formatAny = (
  intl: IntlShape,
  message: MessageDescriptor,
  values?: Record<string, number>,
) =>
  (intl.formatMessage as (m: MessageDescriptor, v?: Record<string, number>) => string)(
    message,
    values,
  );

/**
 * The text a screen shows for a failed call, in the reader's language: the screen's
 * override for the code or case, the catalogue's text for the client's own failures,
 * `HTTP error! status: {n}` for an answer without one, else the server's message (the
 * server writes it in the reader's language). Screens never switch on codes themselves.
 */
export function errorText(intl: IntlShape, error: unknown, overrides: ErrorOverrides = {}): string {
  const fallback = () => formatAny(intl, overrides.fallback ?? errorMessages.INVALID_RESPONSE);
  if (!isApiError(error)) return fallback();
  const own = overrides[error.code];
  if (own) return formatAny(intl, own, { status: error.status });
  // Offline says what happened to the change, whatever a screen says of connections.
  if (error.code === 'OFFLINE') return formatAny(intl, errorMessages.OFFLINE);
  if (isConnectionFailure(error))
    return formatAny(
      intl,
      overrides.connection ?? errorMessages[error.code as keyof typeof errorMessages],
      { status: error.status },
    );
  if (error.status >= 500 && overrides.serverError)
    return formatAny(intl, overrides.serverError, { status: error.status });
  if (error.code === 'HTTP_ERROR')
    return formatAny(intl, errorMessages.HTTP_ERROR, { status: error.status });
  if (error.code in errorMessages && error.code !== 'HTTP_ERROR')
    return formatAny(intl, errorMessages[error.code as keyof typeof errorMessages]);
  return error.message || fallback();
}

/** `errorText` bound to the reader's language and a screen's overrides. */
export function useErrorText(overrides?: ErrorOverrides): (error: unknown) => string {
  const intl = useIntl();
  return useCallback((error: unknown) => errorText(intl, error, overrides), [intl, overrides]);
}
