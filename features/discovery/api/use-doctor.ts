import type { DoctorProfile, ScheduleEntry } from '@contract/entities';
import { weekdays } from '@contract/weekdays';
import { useApiQuery } from '@lib/data';
import { isNotFound, swrOptions } from './fetch-options';

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
  const { data, error, isLoading, mutate } = useApiQuery(
    'doctor',
    id ? { params: { id } } : null,
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
 * fails the schedule is shown empty, silently (000 §8). The booking wizard reads the same
 * endpoint with the same arguments, so opening it from the profile costs no call.
 */
export function useDoctorAvailability(id: string): { days: DaySlots[] | undefined } {
  const { data, error } = useApiQuery(
    'doctorAvailability',
    id ? { params: { id } } : null,
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
