import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** What the ambulance search receives when the phone knows where it is (002 §2). */
export type AmbulanceSearchState = {
  location: { lat: number; lng: number };
  emergency: true;
};

/**
 * Opens the ambulance search with the user's location and an emergency flag in the
 * navigation state when geolocation works; otherwise (refused, unsupported, slow) with
 * nothing extra, as 002 §2 says.
 */
export function useOpenAmbulanceSearch(to: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    const go = (state?: AmbulanceSearchState) => void navigate(to, state ? { state } : undefined);
    if (!('geolocation' in navigator)) return go();
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        go({ location: { lat: coords.latitude, lng: coords.longitude }, emergency: true }),
      () => go(),
      { timeout: 8000, maximumAge: 60_000 },
    );
  }, [navigate, to]);
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * What the ambulance search reads from its navigation state: the location and the flag
 * when the dashboard sent them, else null (opened from a link, a bookmark, a refusal).
 */
export function readAmbulanceSearchState(state: unknown): AmbulanceSearchState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { location, emergency } = state as Partial<Record<keyof AmbulanceSearchState, unknown>>;
  if (emergency !== true || typeof location !== 'object' || location === null) return null;
  const { lat, lng } = location as Record<string, unknown>;
  return isCoordinate(lat, 90) && isCoordinate(lng, 180)
    ? { location: { lat, lng }, emergency: true }
    : null;
}
