import { ApiError } from '@lib/api';

/** Discovery reads are public: no retries on a metered connection. */
export const swrOptions = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/** The answer was a 404: the thing does not exist (or is not public). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
