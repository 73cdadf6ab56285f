import type { Slot } from '@contract/appointments';
import { useApiQuery } from '@lib/data';
import { swrOptions } from './fetch-options';

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
  const asked = Boolean(doctorId && date);
  const { data, error, isLoading, mutate } = useApiQuery(
    'doctorSlots',
    doctorId && date ? { params: { id: doctorId }, query: { date } } : null,
    { ...swrOptions, keepPreviousData: false },
  );
  return {
    slots: error ? undefined : data?.slots,
    isLoading: asked && isLoading,
    failed: asked && error !== undefined,
    refresh: () => mutate(),
  };
}
