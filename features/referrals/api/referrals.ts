import { useSWRConfig } from 'swr';
import type { ReferralBox } from '@contract/referrals';
import { keyOf, useApiMutation, useApiQuery } from '@lib/data';
import { useRealtimeEvent } from '@lib/realtime';

/** Every cached read of referrals (each box). */
export const isReferralsKey = keyOf('referrals');

/**
 * The caller's referrals in one box (outgoing, incoming, pending) and the three counts
 * (001 §2.5). Live: referral_created, referral_updated and referral_status_changed,
 * which the server sends only to the two doctors of a referral, fetch every box again.
 */
export function useReferrals(box: ReferralBox) {
  const { mutate } = useSWRConfig();
  const {
    data,
    error,
    isLoading,
    mutate: refetch,
  } = useApiQuery('referrals', { query: { box } }, { keepPreviousData: true });
  const refresh = () => void mutate(isReferralsKey);
  useRealtimeEvent('referral_created', refresh);
  useRealtimeEvent('referral_updated', refresh);
  useRealtimeEvent('referral_status_changed', refresh);
  return { data, error, isLoading, failed: !!error && !data, retry: () => void refetch() };
}

/** Refer a patient: the referrals and the patient list (its referral block) change. */
export const useCreateReferral = () =>
  useApiMutation('createReferral', { revalidates: keyOf('referrals', 'doctorPatients') });

/**
 * Accept, decline, mark active or completed. Accepting makes the patient the caller's, so
 * the patient list and their records are fetched again too.
 */
export const useChangeReferralStatus = () =>
  useApiMutation('referralStatus', {
    revalidates: keyOf('referrals', 'doctorPatients', 'patientRecords'),
  });

/** The caller's patients a referral can be about (the create modal of the tab). */
export function useReferablePatients(enabled: boolean) {
  const { data } = useApiQuery(
    'doctorPatients',
    enabled ? { query: { limit: 50, sort: 'name' } } : null,
  );
  return data?.items.filter((p) => p.status !== 'pending-acceptance') ?? null;
}
