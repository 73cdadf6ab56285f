import { http, type RequestHandler } from 'msw';
import { updateSettingsRequest, type SystemSettings } from '@contract/admin-settings';
import { errorCatalogue, type ErrorCode } from '@contract/errors';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/admin-settings';
import { api, failures, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

/**
 * System settings (issue 14): answered from a small store each story resets, so a save
 * in one story is gone in the next, and a saved value is what the next read shows.
 */
const store = { settings: structuredClone(fixtures.defaultSystemSettings) };

export function resetAdminSettingsStore(settings: SystemSettings = fixtures.defaultSystemSettings) {
  store.settings = structuredClone(settings);
}

export const adminSettingsStore = { settings: (): SystemSettings => store.settings };

const isCode = (value: string): value is ErrorCode => value in errorCatalogue;

/** GET /admin/settings. */
export const systemSettings = {
  success: () => http.get(api(paths.systemSettings), () => ok({ settings: store.settings })),
  forbidden: () =>
    http.get(api(paths.systemSettings), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.systemSettings),
};

/** PUT /admin/settings: the changed groups, checked by the contract like the server. */
export const updateSystemSettings = {
  success: () =>
    http.put(api(paths.systemSettings), async ({ request }) => {
      const parsed = updateSettingsRequest.safeParse(await readJson(request));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.map(String).join('.') || undefined;
        return refuse(
          request,
          400,
          issue && isCode(issue.message) ? issue.message : 'VALIDATION',
          field,
        );
      }
      const { general, backup, ...rest } = parsed.data;
      store.settings = {
        ...store.settings,
        ...rest,
        ...(general ? { general: { ...store.settings.general, ...general } } : {}),
        ...(backup ? { backup: { ...store.settings.backup, ...backup } } : {}),
      };
      return ok({ settings: store.settings });
    }),
  /** The server refuses a bound the form let through (an older form, say). */
  uploadSizeRange: () =>
    http.put(api(paths.systemSettings), ({ request }) =>
      refuse(request, 400, 'SETTING_UPLOAD_SIZE_RANGE', 'general.maxFileUploadSize'),
    ),
  ...failures('put', paths.systemSettings),
};

/** POST /admin/settings/restore-defaults. */
export const restoreDefaultSettings = {
  success: () =>
    http.post(api(paths.restoreDefaultSettings), () => {
      store.settings = {
        ...structuredClone(fixtures.defaultSystemSettings),
        backup: {
          ...fixtures.defaultSystemSettings.backup,
          lastBackup: store.settings.backup.lastBackup,
        },
      };
      return ok({ settings: store.settings });
    }),
  ...failures('post', paths.restoreDefaultSettings),
};

export const adminSettingsHandlers = (): RequestHandler[] => [
  systemSettings.success(),
  updateSystemSettings.success(),
  restoreDefaultSettings.success(),
];

resetBeforeEachStory(resetAdminSettingsStore);
