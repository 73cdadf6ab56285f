/** Public reads: no retries on a metered connection, no refetch on focus mid-form. */
export const swrOptions = { shouldRetryOnError: false, revalidateOnFocus: false } as const;
