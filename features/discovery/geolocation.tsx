import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** The part of `navigator.geolocation` the nearby page uses; stories pass their own. */
export type GeolocationSource = {
  getCurrentPosition(
    success: (position: { coords: { latitude: number; longitude: number } }) => void,
    error?: ((error: { code: number }) => void) | null,
    options?: PositionOptions,
  ): void;
};

const browserGeolocation = (): GeolocationSource | null =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;

const unchanging = () => () => {};
const hasBrowserGeolocation = () => browserGeolocation() !== null;
/** A page drawn on the server is drawn as a browser that can locate starts: locating. */
const drawnOnServer = () => true;

const GeolocationContext = createContext<GeolocationSource | null | undefined>(undefined);

/** Replaces the browser's geolocation below it (`null`: none available). */
export function GeolocationProvider({
  value,
  children,
}: {
  value: GeolocationSource | null;
  children: ReactNode;
}) {
  return <GeolocationContext.Provider value={value}>{children}</GeolocationContext.Provider>;
}

export type PositionState =
  | { status: 'locating' }
  | { status: 'granted'; lat: number; lng: number }
  | { status: 'denied' | 'unavailable' };

const PERMISSION_DENIED = 1;

/** The visitor's position, asked for once; denied, unavailable or failed all end the wait. */
export function useCurrentPosition(override?: GeolocationSource | null): PositionState {
  const fromContext = useContext(GeolocationContext);
  const canLocate = useSyncExternalStore(unchanging, hasBrowserGeolocation, drawnOnServer);
  const source =
    override !== undefined
      ? override
      : fromContext !== undefined
        ? fromContext
        : browserGeolocation();
  // The answer is kept with the source it came from, so a new source starts over.
  const [answer, setAnswer] = useState<{ from: GeolocationSource; state: PositionState }>();
  useEffect(() => {
    if (!source) return;
    let live = true;
    source.getCurrentPosition(
      ({ coords }) => {
        if (live)
          setAnswer({
            from: source,
            state: { status: 'granted', lat: coords.latitude, lng: coords.longitude },
          });
      },
      (error) => {
        if (live)
          setAnswer({
            from: source,
            state: { status: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' },
          });
      },
      // A position up to five minutes old is close enough to find a doctor.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
    return () => {
      live = false;
    };
  }, [source]);
  if (!source)
    return canLocate && override === undefined && fromContext === undefined
      ? { status: 'locating' }
      : { status: 'unavailable' };
  return answer?.from === source ? answer.state : { status: 'locating' };
}
