import { keyOf, useApiMutation, useApiQuery } from '@lib/data';

const swrOptions = { shouldRetryOnError: false } as const;

/** Every system setting group (002 §3), with the app version. */
export const useSystemSettings = () => useApiQuery('systemSettings', {}, swrOptions);

const isSettingsKey = keyOf('systemSettings', 'publicSettings');

/** Saves the groups that changed; the settings are fetched again. */
export const useSaveSettings = () =>
  useApiMutation('updateSystemSettings', { revalidates: isSettingsKey });

/** Restores every editable setting to its default (002 §9). */
export const useRestoreDefaults = () =>
  useApiMutation('restoreDefaultSettings', { revalidates: isSettingsKey });
