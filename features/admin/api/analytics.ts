import type { AnalyticsPeriod } from '@contract/admin-analytics';
import { useApiQuery } from '@lib/data';

/** A period's figures (ADR 0024); the previous period's stay shown while the next loads. */
export function useAnalytics(period: AnalyticsPeriod) {
  return useApiQuery('adminAnalytics', { query: { period } }, { keepPreviousData: true });
}
