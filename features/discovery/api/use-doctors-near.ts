import { useSyncExternalStore } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import type { DoctorListItem } from '@contract/entities';
import { useApiClient } from '@lib/session';
import { swrOptions } from './fetch-options';

/** 000 §9: the nearby page asks for 20 doctors. */
export const NEARBY_LIMIT = 20;

export type NearbyCriteria = {
  /** Where the visitor is; `null` when location is denied or unavailable. */
  position: { lat: number; lng: number } | null;
  /** Kilometres. */
  radius: number;
  specialty?: string;
  rating?: number;
  /**
   * False while the position is still being found: nothing is sent yet, and the verified
   * list shows only when it is already known (a page drawn on the server came with it).
   */
  enabled: boolean;
};

export type NearbyDoctors = {
  doctors: DoctorListItem[] | undefined;
  isLoading: boolean;
  /** The answer is the verified list, not a nearby search (no location, or it failed). */
  fallback: boolean;
  /** How many verified doctors the radius holds (nearby answers only). */
  total: number | undefined;
  /** The server stopped counting at `total`: there are more. */
  totalCapped: boolean;
};

/**
 * Doctors near the visitor, nearest first (000 §4, §7): with a position the nearby call
 * (lat, lng, radius, specialty, rating, limit 20), falling back to the verified list when
 * it fails; without one, the verified list. A failed list shows empty (000 §8).
 */
export function useDoctorsNear(criteria: NearbyCriteria): NearbyDoctors {
  const client = useApiClient();
  const { position, radius, specialty, rating } = criteria;
  const only = specialty || undefined;
  const enabled = useKnownWhileLocating(['doctorsNear', only]) || criteria.enabled;

  const verifiedList = async (): Promise<Answer> => {
    try {
      const page = await client.call('doctors', {
        query: { verified: 'true', limit: NEARBY_LIMIT, specialty: only },
      });
      return { doctors: page.doctors, fallback: true, total: undefined, totalCapped: false };
    } catch {
      return { doctors: [], fallback: true, total: undefined, totalCapped: false };
    }
  };

  // Its own key: the answer is this hook's (a nearby answer or the fallback list), not one
  // endpoint's, so it must not share a cache entry with a plain read of either endpoint.
  // Without a position only the specialty changes the verified list.
  const key = !enabled
    ? null
    : position
      ? (['doctorsNear', position.lat, position.lng, radius, only, rating || undefined] as const)
      : (['doctorsNear', only] as const);
  const { data, isLoading } = useSWR(
    key,
    async (): Promise<Answer> => {
      if (!position) return verifiedList();
      try {
        const answer = await client.call('doctorsNearby', {
          query: {
            lat: position.lat,
            lng: position.lng,
            radius,
            specialty: only,
            rating: rating || undefined,
            limit: NEARBY_LIMIT,
          },
        });
        return {
          doctors: answer.doctors,
          fallback: false,
          total: answer.total,
          totalCapped: answer.totalCapped,
        };
      } catch {
        return verifiedList();
      }
    },
    swrOptions,
  );
  return {
    doctors: data?.doctors,
    isLoading: !enabled || isLoading || data === undefined,
    fallback: data?.fallback ?? position === null,
    total: data?.total,
    totalCapped: data?.totalCapped ?? false,
  };
}

type Answer = Omit<NearbyDoctors, 'isLoading' | 'doctors'> & { doctors: DoctorListItem[] };

const unchanging = () => () => {};

/**
 * Whether the verified list is already at hand while the position is found (ADR 0048): a
 * page drawn on the server shows it at once, and so does the page that takes it over; a
 * page drawn in the browser waits for the position as before, so asks for nothing extra.
 */
function useKnownWhileLocating(key: readonly unknown[]): boolean {
  const { cache, fallback } = useSWRConfig();
  const id = unstable_serialize(key);
  return useSyncExternalStore(
    unchanging,
    () => id in fallback || cache.get(id)?.data !== undefined,
    // The server draws the list (it asks for it, then draws it with the answer).
    () => true,
  );
}
