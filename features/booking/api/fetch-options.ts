/** Public reads: no retries on a metered connection, no refetch on focus mid-form. */
export const swrOptions = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/** A path of the contract with its `:id` filled in. */
export const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));
