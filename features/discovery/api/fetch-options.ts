import { ApiError } from '@lib/api';

/** Discovery reads are public: no token, no retries on a metered connection. */
export const swrOptions = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/** A path of the contract with its `:id` filled in. */
export const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** The answer was a 404: the thing does not exist (or is not public). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
