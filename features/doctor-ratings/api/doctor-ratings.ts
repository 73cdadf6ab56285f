import { useApiMutation, useApiQuery } from '@lib/data';

/** The doctors the patient has seen, with what is left to rate (issue 17). */
export const useVisitedDoctors = () => useApiQuery('visitedDoctors', {});

/** 002 §7 can-rate for one doctor; null skips it (the dialog is closed). */
export const useCanRateDoctor = (doctorId: string | null) =>
  useApiQuery('doctorCanRate', doctorId ? { params: { id: doctorId } } : null);

/** The doctor's public profile, as the rating dialog shows it; null skips it. */
export const useRatedDoctor = (doctorId: string | null) =>
  useApiQuery('doctor', doctorId ? { params: { id: doctorId } } : null);

/** Rates one visit; the list, can-rate and the doctor's public pages refetch. */
export const useRateDoctor = () =>
  useApiMutation('rateDoctor', {
    revalidates: ['visitedDoctors', 'doctorCanRate', 'doctor', 'doctorsSearch', 'doctors'],
  });
