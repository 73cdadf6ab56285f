import { describe, expect, test } from 'vitest';
import { systemSettingsResponse, type SystemSettings } from '@contract/admin-settings';
import { errorText } from '@contract/errors';
import { publicSettingsResponse } from '@contract/system';
import { defaultSettings, setSetting } from '../../../domain/settings';
import { suiteApp } from '../../harness-suite';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectFailure,
  expectSuccess,
} from '../../harness';

/**
 * System settings (issue 14, ADR 0026) through the HTTP API: the admin reads every group,
 * saves the ones that changed (bounds of 002 §5 refused on their field), restores the
 * defaults; every change is audited with its old and new value.
 */
const t = suiteApp();

const adminToken = async () => accessToken(t.tokens, await demoUser(t.db, 'admin'));
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...(token ? bearer(token) : {}), 'accept-language': 'en' },
  });
const settingsOf = (res: Awaited<ReturnType<typeof call>>): SystemSettings =>
  systemSettingsResponse.parse({ success: true, data: expectSuccess(res) }).data.settings;
const read = async (token: string) => settingsOf(await call('GET', '/api/admin/settings', token));
const save = (token: string, body: object, lang = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    payload: body,
    headers: { ...bearer(token), 'accept-language': lang },
  });
const restore = (token: string) => call('POST', '/api/admin/settings/restore-defaults', token);

describe('reading and saving the settings', () => {
  test('the admin reads every group with the §9 defaults and the app version; nobody else may', async () => {
    const admin = await adminToken();
    await restore(admin);
    const settings = await read(admin);
    expect(settings.general).toMatchObject({
      appName: 'Ujyalo Health',
      maxFileUploadSize: 10,
      sessionTimeout: 30,
      defaultLanguage: 'en',
    });
    expect(settings.general.appVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(settings.security).toMatchObject({ passwordMinLength: 8, maxLoginAttempts: 5 });
    expect(settings.subscription.plans.map((p) => [p.name, p.price, p.durationDays])).toEqual([
      ['Basic', 999, 30],
      ['Premium', 1999, 30],
      ['Enterprise', 4999, 30],
    ]);
    expect(settings.backup).toMatchObject({ backupFrequency: 'daily', retentionPeriod: 30 });

    const doctor = await createUser(t.db, { role: 'doctor', name: 'Dr. Sunita Gurung' });
    const token = await accessToken(t.tokens, doctor);
    expectFailure(await call('GET', '/api/admin/settings', token), 403);
    expectFailure(await save(token, { notifications: defaultSettings.notifications }), 403);
    expectFailure(await call('GET', '/api/admin/settings'), 401);
  });

  test('a saved group is what the next read shows, and each changed field is audited with old and new', async () => {
    const admin = await adminToken();
    await restore(admin);
    const before = await read(admin);
    const plans = [
      ...before.subscription.plans,
      { name: 'Clinic Plus', price: 2999, durationDays: 90 },
    ];
    const saved = settingsOf(
      await save(admin, {
        security: { ...before.security, maxLoginAttempts: 7, requireNumbers: true },
        subscription: { ...before.subscription, freeTrialDays: 14, plans },
      }),
    );
    expect(saved.security).toMatchObject({ maxLoginAttempts: 7, requireNumbers: true });
    expect(saved.subscription.freeTrialDays).toBe(14);
    expect((await read(admin)).subscription.plans.at(-1)).toEqual({
      name: 'Clinic Plus',
      price: 2999,
      durationDays: 90,
    });
    // Groups not sent are untouched.
    expect(saved.general).toEqual(before.general);

    const rows = await t.db
      .selectFrom('audit_log')
      .select(['subject_id', 'details', 'actor_role'])
      .where('subject_type', '=', 'settings')
      .where('subject_id', 'in', [
        'security.maxLoginAttempts',
        'security.requireNumbers',
        'subscription.freeTrialDays',
        'subscription.plans',
      ])
      .orderBy('id', 'desc')
      .limit(4)
      .execute();
    const byField = Object.fromEntries(rows.map((r) => [r.subject_id, r.details]));
    expect(byField['security.maxLoginAttempts']).toMatchObject({ old: 5, new: 7 });
    expect(byField['security.requireNumbers']).toMatchObject({ old: false, new: true });
    expect(byField['subscription.freeTrialDays']).toMatchObject({ old: 30, new: 14 });
    expect(byField['subscription.plans']).toMatchObject({ new: plans });
    expect(rows.every((r) => r.actor_role === 'admin')).toBe(true);
  });

  test('each bound of 002 §5 is refused on its field with the catalogue text, and nothing is saved', async () => {
    const admin = await adminToken();
    await restore(admin);
    const s = await read(admin);
    const { appVersion: _v, ...general } = s.general;
    const { lastBackup: _l, ...backup } = s.backup;
    const cases: [object, string, string][] = [
      [
        { general: { ...general, maxFileUploadSize: 101 } },
        'general.maxFileUploadSize',
        'SETTING_UPLOAD_SIZE_RANGE',
      ],
      [
        { general: { ...general, maxFileUploadSize: 0 } },
        'general.maxFileUploadSize',
        'SETTING_UPLOAD_SIZE_RANGE',
      ],
      [
        { general: { ...general, sessionTimeout: 4 } },
        'general.sessionTimeout',
        'SETTING_SESSION_TIMEOUT_RANGE',
      ],
      [
        { general: { ...general, sessionTimeout: 481 } },
        'general.sessionTimeout',
        'SETTING_SESSION_TIMEOUT_RANGE',
      ],
      [
        { security: { ...s.security, passwordMinLength: 21 } },
        'security.passwordMinLength',
        'SETTING_PASSWORD_LENGTH_RANGE',
      ],
      [
        { security: { ...s.security, passwordMinLength: 5 } },
        'security.passwordMinLength',
        'SETTING_PASSWORD_LENGTH_RANGE',
      ],
      [
        { security: { ...s.security, maxLoginAttempts: 2 } },
        'security.maxLoginAttempts',
        'SETTING_LOGIN_ATTEMPTS_RANGE',
      ],
      [
        { security: { ...s.security, lockoutDuration: 61 } },
        'security.lockoutDuration',
        'SETTING_LOCKOUT_RANGE',
      ],
      [
        { verification: { ...s.verification, verificationTimeout: 31 } },
        'verification.verificationTimeout',
        'SETTING_VERIFICATION_TIMEOUT_RANGE',
      ],
      [
        { subscription: { ...s.subscription, freeTrialDays: 91 } },
        'subscription.freeTrialDays',
        'SETTING_FREE_TRIAL_RANGE',
      ],
      [
        { subscription: { ...s.subscription, gracePeriodDays: -1 } },
        'subscription.gracePeriodDays',
        'SETTING_GRACE_PERIOD_RANGE',
      ],
      [
        { subscription: { ...s.subscription, refundPeriodDays: 31 } },
        'subscription.refundPeriodDays',
        'SETTING_REFUND_PERIOD_RANGE',
      ],
      [
        { backup: { ...backup, retentionPeriod: 366 } },
        'backup.retentionPeriod',
        'SETTING_RETENTION_RANGE',
      ],
      [
        { backup: { ...backup, retentionPeriod: 0 } },
        'backup.retentionPeriod',
        'SETTING_RETENTION_RANGE',
      ],
      [
        { general: { ...general, maxFileUploadSize: 2.5 } },
        'general.maxFileUploadSize',
        'SETTING_UPLOAD_SIZE_RANGE',
      ],
      [
        {
          subscription: { ...s.subscription, plans: [{ name: ' ', price: 10, durationDays: 30 }] },
        },
        'subscription.plans.0.name',
        'SETTING_PLAN_NAME_REQUIRED',
      ],
      [
        {
          subscription: {
            ...s.subscription,
            plans: [{ name: 'Basic', price: -5, durationDays: 30 }],
          },
        },
        'subscription.plans.0.price',
        'SETTING_PLAN_PRICE_INVALID',
      ],
      [
        { subscription: { ...s.subscription, plans: [] } },
        'subscription.plans',
        'SETTING_PLANS_REQUIRED',
      ],
    ];
    for (const [body, field, code] of cases) {
      expectFailure(await save(admin, body), 400, {
        code,
        field,
        message: errorText(code as Parameters<typeof errorText>[0], 'en'),
      });
    }
    expectFailure(
      await save(admin, { general: { ...general, maxFileUploadSize: 500 } }, 'ne'),
      400,
      { message: 'फाइल अपलोडको अधिकतम आकार १ देखि १०० MB सम्म हुनुपर्छ' },
    );
    expectFailure(await save(admin, {}), 400, { code: 'SETTINGS_NOTHING_TO_SAVE' });
    expect(await read(admin)).toEqual(s);
  });

  test('maintenance mode saved with the general group takes effect at once', async () => {
    const admin = await adminToken();
    await restore(admin);
    const { appVersion: _v, ...general } = (await read(admin)).general;
    const patient = await accessToken(
      t.tokens,
      await createUser(t.db, { role: 'patient', name: 'Kamala Shrestha' }),
    );
    expectSuccess(await call('GET', '/api/auth/me', patient));
    settingsOf(await save(admin, { general: { ...general, maintenanceMode: true } }));
    expectFailure(await call('GET', '/api/auth/me', patient), 503, { code: 'MAINTENANCE' });
    settingsOf(await save(admin, { general: { ...general, maintenanceMode: false } }));
    expectSuccess(await call('GET', '/api/auth/me', patient));
  });

  test('restore defaults puts every group back, keeps the last backup time, and is audited', async () => {
    const admin = await adminToken();
    const s = await read(admin);
    await setSetting(t.db, 'backup', {
      ...defaultSettings.backup,
      retentionPeriod: 90,
      lastBackup: '2026-11-20T18:15:00.000Z',
    });
    settingsOf(
      await save(admin, { notifications: { ...s.notifications, sms: true, push: false } }),
    );
    const restored = settingsOf(await restore(admin));
    expect(restored.notifications).toEqual(defaultSettings.notifications);
    expect(restored.backup).toMatchObject({
      retentionPeriod: 30,
      lastBackup: '2026-11-20T18:15:00.000Z',
    });
    const row = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('subject_id', '=', 'backup.retentionPeriod')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.details).toMatchObject({ old: 90, new: 30, reason: 'restore-defaults' });
  });
});

describe('the default language', () => {
  test('is served to every visitor in the public settings', async () => {
    const admin = await adminToken();
    await restore(admin);
    const { appVersion: _v, ...general } = (await read(admin)).general;
    const publicOf = async () =>
      publicSettingsResponse.parse((await call('GET', '/api/settings/public')).json()).data;
    expect((await publicOf()).defaultLanguage).toBe('en');
    settingsOf(await save(admin, { general: { ...general, defaultLanguage: 'ne' } }));
    expect((await publicOf()).defaultLanguage).toBe('ne');
    await restore(admin);
  });
});
