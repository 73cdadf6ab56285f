import { afterEach, describe, expect, test } from 'vitest';
import { publicSettingsResponse } from '@contract/system';
import {
  DEMO_PASSWORD,
  accessToken,
  bearer,
  buildTestApp,
  demoUser,
  expectFailure,
  expectSuccess,
  login,
  post,
} from './harness';
import { suiteApp } from './harness-suite';

const t = suiteApp();

const tokenOf = async (role: 'admin' | 'patient' | 'doctor') =>
  accessToken(t.tokens, await demoUser(t.db, role));

const setMaintenance = async (enabled: boolean, role: 'admin' | 'patient' = 'admin') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/maintenance',
    headers: bearer(await tokenOf(role)),
    payload: { enabled },
  });

afterEach(async () => {
  expectSuccess(await setMaintenance(false));
});

describe('maintenance mode', () => {
  test('only an admin can switch it, and the public settings show it', async () => {
    expectFailure(await setMaintenance(true, 'patient'), 403);
    expect(expectSuccess(await setMaintenance(true))).toEqual({ maintenanceMode: true });
    const settings = publicSettingsResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json(),
    );
    expect(settings.data.maintenanceMode).toBe(true);
  });

  test('refuses everyone but admins with 503, in their language', async () => {
    expectSuccess(await setMaintenance(true));
    const patientMe = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...bearer(await tokenOf('patient')), 'accept-language': 'ne' },
    });
    const failure = expectFailure(patientMe, 503, { code: 'MAINTENANCE' });
    expect(failure.message).toMatch(/[\u0900-\u097F]/);
    expectFailure(
      await post(t.app, '/api/contact', {
        name: 'A',
        email: 'a@b.np',
        subject: 'S',
        message: 'M',
      }),
      503,
      { code: 'MAINTENANCE' },
    );
    // The admin still works.
    const adminMe = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(await tokenOf('admin')),
    });
    expect(expectSuccess<{ role: string }>(adminMe).role).toBe('admin');
  });

  test('keeps open what the maintenance page and an admin sign-in need', async () => {
    expectSuccess(await setMaintenance(true));
    expectSuccess(await t.app.inject({ method: 'GET', url: '/api/health' }));
    expectSuccess(await t.app.inject({ method: 'GET', url: '/api/settings/public' }));
    const admin = await login(t.app, { identifier: 'admin@demo.np', password: DEMO_PASSWORD });
    expect(expectSuccess<{ user: { role: string } }>(admin).user.role).toBe('admin');
    // A patient's correct password does not get them in.
    const patient = await login(t.app, {
      identifier: 'patient@demo.np',
      password: DEMO_PASSWORD,
    });
    expectFailure(patient, 503, { code: 'MAINTENANCE' });
    expect(patient.headers['set-cookie']).toBeUndefined();
  });

  test('reaches other server processes on the same database', async () => {
    const other = await buildTestApp(t.db);
    try {
      expectSuccess(await setMaintenance(true));
      // The other process keeps its answer for at most two seconds.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const res = await other.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(await tokenOf('doctor')),
      });
      expectFailure(res, 503, { code: 'MAINTENANCE' });
    } finally {
      await other.app.close();
    }
  });

  test('turning it off lets everyone back in', async () => {
    expectSuccess(await setMaintenance(true));
    expectSuccess(await setMaintenance(false));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(await tokenOf('patient')),
    });
    expectSuccess(res);
  });

  test('a switch is recorded in the audit log', async () => {
    expectSuccess(await setMaintenance(true));
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_id', '=', 'general.maintenanceMode')
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.actor_role).toBe('admin');
  });
});
