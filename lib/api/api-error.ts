import type { ApiErrorCode } from './messages';

export type ApiErrorInit = {
  /** HTTP status; 0 when no answer came (time-out, network failure). */
  status: number;
  code: ApiErrorCode;
  message: string;
  /** The form field a validation or duplicate failure is about. */
  field?: string;
  cause?: unknown;
};

/** Every failure of a call, answered or not, is one of these. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly field?: string;

  constructor({ status, code, message, field, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (field !== undefined) this.field = field;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Codes of a call that never reached the server, or got no answer in time. */
const connectionCodes: readonly ApiErrorCode[] = [
  'NETWORK',
  'TIMEOUT',
  'SERVER_CONNECTION',
  'OFFLINE',
];

/** A failure the user could fix by getting back online: not a verdict on the request or the session. */
export const isConnectionFailure = (error: unknown): boolean =>
  isApiError(error) && connectionCodes.includes(error.code);
