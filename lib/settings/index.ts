import useSWR from 'swr';
import type { PublicSettingsResponse } from '@contract/system';
import { useApiClient } from '@lib/session';

export type PublicSettings = PublicSettingsResponse['data'];

/**
 * The public site settings (maintenance mode, donation QR), shared by every screen and
 * asked again every minute so that maintenance mode reaches open tabs. While they load,
 * or when the call fails, `settings` is undefined: the app then behaves as usual and the
 * server still refuses what maintenance closes.
 */
export function usePublicSettings(): { settings: PublicSettings | undefined } {
  const client = useApiClient();
  const { data } = useSWR('settings/public', () => client.getPublicSettings(), {
    refreshInterval: 60_000,
    shouldRetryOnError: false,
  });
  return { settings: data };
}
