import { useApiMutation, useApiQuery } from '@lib/data';

/** The caller's own rating of a provider and its average and count; null args skip it. */
export const useMyProviderRating = (providerId: string | null) =>
  useApiQuery('myProviderRating', providerId ? { params: { id: providerId } } : null);

/**
 * Rates (or re-rates) a provider; the caller's rating, the hospital's page and the search
 * results (the cards' average and count) refetch.
 */
export const useRateProvider = () =>
  useApiMutation('rateProvider', { revalidates: ['myProviderRating', 'hospital', 'search'] });
