import useSWR from 'swr';
import { availabilityResponse, doctorResponse } from '@contract/discovery';
import { weekdays, type DoctorProfile, type ScheduleEntry } from '@contract/entities';
import { paths } from '@contract/paths';
import { useApiClient } from '@lib/session';
import { isNotFound, swrOptions, withId } from './fetch-options';

export type DoctorState = {
  doctor: DoctorProfile | undefined;
  isLoading: boolean;
  /** 404: no such public profile. */
  notFound: boolean;
  /** Any other failure (server, time-out, network). */
  failed: boolean;
  retry: () => Promise<unknown>;
};

/** A verified doctor's public profile (GET /doctors/{id}). */
export function useDoctor(id: string): DoctorState {
  const client = useApiClient();
  const { data, error, isLoading, mutate } = useSWR(
    id ? ([paths.doctor, id] as const) : null,
    ([path, doctorId]) =>
      client.get(withId(path, doctorId), { auth: false, schema: doctorResponse }),
    swrOptions,
  );
  const notFound = !id || isNotFound(error);
  return {
    doctor: data?.doctor,
    isLoading: Boolean(id) && isLoading,
    notFound,
    failed: error !== undefined && !notFound,
    retry: () => mutate(),
  };
}

export type DaySlots = { day: (typeof weekdays)[number]; slots: ScheduleEntry[] };

/**
 * The doctor's slots by day, Sunday first, days without slots left out. When the call
 * fails the schedule is shown empty, silently (000 §8).
 */
export function useDoctorAvailability(id: string): { days: DaySlots[] | undefined } {
  const client = useApiClient();
  const { data, error } = useSWR(
    id ? ([paths.doctorAvailability, id] as const) : null,
    ([path, doctorId]) =>
      client.get(withId(path, doctorId), { auth: false, schema: availabilityResponse }),
    swrOptions,
  );
  if (error) return { days: [] };
  if (!data) return { days: undefined };
  return {
    days: weekdays
      .map((day) => ({ day, slots: data.availability[day] ?? [] }))
      .filter((entry) => entry.slots.length > 0),
  };
}
