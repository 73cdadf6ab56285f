import useSWR from 'swr';
import { doctorPageResponse, nearbyDoctorsResponse } from '@contract/discovery';
import type { DoctorListItem } from '@contract/entities';
import { paths } from '@contract/paths';
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
  /** False while the position is still being found: nothing is sent yet. */
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
  const { position, radius, specialty, rating, enabled } = criteria;
  const key = !enabled
    ? null
    : position
      ? ([
          paths.doctorsNearby,
          position.lat,
          position.lng,
          radius,
          specialty ?? '',
          rating ?? 0,
        ] as const)
      : ([paths.doctors, specialty ?? ''] as const);

  const verifiedList = async (only: string) => {
    try {
      const page = await client.get(paths.doctors, {
        auth: false,
        schema: doctorPageResponse,
        query: { verified: 'true', limit: NEARBY_LIMIT, specialty: only || undefined },
      });
      return { doctors: page.doctors, fallback: true, total: undefined, totalCapped: false };
    } catch {
      return {
        doctors: [] as DoctorListItem[],
        fallback: true,
        total: undefined,
        totalCapped: false,
      };
    }
  };

  const { data, isLoading } = useSWR(
    key,
    async (args: readonly (string | number)[]) => {
      if (args[0] === paths.doctors) return verifiedList(String(args[1]));
      const [, lat, lng, km, only, min] = args;
      try {
        const answer = await client.get(paths.doctorsNearby, {
          auth: false,
          schema: nearbyDoctorsResponse,
          query: {
            lat: Number(lat),
            lng: Number(lng),
            radius: Number(km),
            specialty: only ? String(only) : undefined,
            rating: Number(min) || undefined,
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
        return verifiedList(only ? String(only) : '');
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
