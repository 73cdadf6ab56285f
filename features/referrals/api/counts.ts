import { careEventNames } from '@contract/care-counts';
import { useApiQuery } from '@lib/data';
import { useRealtimeEvents } from '@lib/realtime';

const quiet = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/** The doctor's sidebar badges, by the tab each sits on (001 §2). */
export type DoctorCareBadges = { referrals: number; consultations: number; requests: number };

/**
 * The doctor's care badges (GET /care/counts; ADR 0044): referrals pending, consultations
 * active, requests new. Every care event of 001 §7 fetches them again, and so does a
 * reconnection (lib/realtime). Pass `false` where the reader is not a doctor: nothing is
 * asked. Undefined until the first answer, so no badge flickers to 0.
 */
export function useDoctorCareCounts(enabled = true): DoctorCareBadges | undefined {
  const { data, mutate } = useApiQuery('careCounts', enabled ? {} : null, quiet);
  useRealtimeEvents(enabled ? careEventNames : [], () => void mutate());
  if (!data) return undefined;
  return {
    referrals: data.referralsPending,
    consultations: data.consultationsActive,
    requests: data.requestsNew,
  };
}
