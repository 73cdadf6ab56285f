import useSWR from 'swr';
import { slotsResponse, type Slot } from '@contract/appointments';
import { paths } from '@contract/paths';
import { useApiClient } from '@lib/session';
import { swrOptions, withId } from './fetch-options';

export type DaySlots = {
  /** `undefined` while loading, when nothing is asked, or after a failure. */
  slots: Slot[] | undefined;
  isLoading: boolean;
  failed: boolean;
  /** Asks again (after a failure, or when a slot turned out to be taken). */
  refresh: () => Promise<unknown>;
};

/** The doctor's 30-minute slots on one date, with which are taken (GET /doctors/{id}/slots). */
export function useSlots(doctorId: string, date: string | null): DaySlots {
  const client = useApiClient();
  const key = doctorId && date ? ([paths.doctorSlots, doctorId, date] as const) : null;
  const { data, error, isLoading, mutate } = useSWR(
    key,
    ([path, id, day]) =>
      client.get(withId(path, id), { auth: false, query: { date: day }, schema: slotsResponse }),
    { ...swrOptions, keepPreviousData: false },
  );
  return {
    slots: error ? undefined : data?.slots,
    isLoading: key !== null && isLoading,
    failed: key !== null && error !== undefined,
    refresh: () => mutate(),
  };
}
