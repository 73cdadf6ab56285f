import type { ErrorCode } from '@contract/errors';

/**
 * Texts of the failures the client itself produces (000 §8), in English. The server
 * answers in the caller's language; these happen before or instead of an answer, so
 * the UI maps `ApiError.code` to its own react-intl message and falls back to these.
 * Written out rather than read from the contract's catalogue, which would bring every
 * error text in both languages into the first load; a test keeps them equal.
 */
export const clientMessages = {
  TIMEOUT: 'Connection timeout. Please try again.',
  NETWORK: 'Network error. Please check your connection.',
  OFFLINE: 'You are offline: this was not sent.',
  SERVER_CONNECTION: 'Server connection error',
  SESSION_EXPIRED: 'Authentication failed. Please login again.',
  UNAUTHORIZED: 'Unauthorized',
  INVALID_RESPONSE: 'Something went wrong',
} as const;

/** Codes only the client produces; `HTTP_ERROR` is a failure without a JSON answer. */
export type ClientErrorCode = keyof typeof clientMessages | 'HTTP_ERROR';

/** Every code an `ApiError` may carry: the server's, the client's, or an unknown one. */
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

/** The generic text of a failed answer that carries no message (000 §8). */
export const httpErrorMessage = (status: number) => `HTTP error! status: ${status}`;
