import { useEffect, useState } from 'react';
import { privateDataUpdatedAt } from './private-data';
import { useOnline } from './use-online';

export type OfflineStatus =
  | { offline: false }
  | {
      offline: true;
      /** When the kept data was fetched, if any is kept. */ updatedAt: Date | null;
    };

/** Offline or not, and when offline, how old the data kept for reading is. */
export function useOfflineStatus(): OfflineStatus {
  const online = useOnline();
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  useEffect(() => {
    if (online) return;
    let live = true;
    void privateDataUpdatedAt().then((at) => {
      if (live) setUpdatedAt(at);
    });
    return () => {
      live = false;
    };
  }, [online]);
  return online ? { offline: false } : { offline: true, updatedAt };
}
