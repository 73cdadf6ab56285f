import { useCurrentUser } from '@lib/session';

/** The signed-in patient (002 §6: patients rate providers), or null for anyone else. */
export function useRatingPatient() {
  const user = useCurrentUser();
  return user && (user.role === 'patient' || user.role === 'public') ? user : null;
}
