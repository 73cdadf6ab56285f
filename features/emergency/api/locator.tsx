import { createContext, useContext, type ReactNode } from 'react';

export type Position = { lat: number; lng: number };

/** Why there is no position: §8's two texts. */
export type LocationFailure = 'unsupported' | 'failed';

export class LocationError extends Error {
  constructor(readonly reason: LocationFailure) {
    super(reason);
  }
}

/** Finds where the patient is, or rejects with a `LocationError`. */
export type Locator = () => Promise<Position>;

/** The browser's Geolocation API: a fresh, precise fix, given 15 seconds. */
export const browserLocator: Locator = () =>
  new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new LocationError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => reject(new LocationError('failed')),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });

const LocatorContext = createContext<Locator>(browserLocator);

/** Replaces the browser's geolocation below it (stories, tests). */
export function LocatorProvider({ locator, children }: { locator: Locator; children: ReactNode }) {
  return <LocatorContext.Provider value={locator}>{children}</LocatorContext.Provider>;
}

export const useLocator = () => useContext(LocatorContext);
