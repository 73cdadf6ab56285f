import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { adminUserResponse, adminUsersResponse } from '@contract/admin-users';
import { loginResponse } from '@contract/auth';
import { errorText } from '@contract/errors';
import { changeUser } from '../../../domain/admin-users';
import { suiteApp } from '../../harness-suite';
import {
  REFRESH_COOKIE,
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectFailure,
  expectSuccess,
  login,
  refreshCookieOf,
  type TestUser,
} from '../../harness';

/**
 * Users management (issue 14, ADR 0025) through the HTTP API: the admin's list, editing
 * an account, and suspending or deactivating it, which ends its sessions at once.
 */
const t = suiteApp();

const adminToken = async () => accessToken(t.tokens, await demoUser(t.db, 'admin'));
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const put = (url: string, token: string, payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({
    method: 'PUT',
    url,
    payload,
    headers: { ...bearer(token), 'accept-language': lang },
  });
const listOf = async (query: string, token: string) =>
  adminUsersResponse.parse((await get(`/api/admin/users?${query}`, token)).json()).data;
const userOf = (res: Awaited<ReturnType<typeof put>>) =>
  adminUserResponse.parse({ success: true, data: expectSuccess(res) }).data.user;

async function signIn(user: TestUser) {
  const res = await login(t.app, { identifier: user.email, password: user.password });
  const { token } = loginResponse.parse(res.json()).data;
  return { token, cookie: refreshCookieOf(res)!.value };
}

const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: cookie } });

describe('the list', () => {
  test('searches name, email and phone, filters by role and status, sorts both ways, pages', async () => {
    const token = await adminToken();
    const tag = randomUUID().slice(0, 6);
    const a = await createUser(t.db, { name: `Aarati Gurung ${tag}`, role: 'patient' });
    const b = await createUser(t.db, { name: `Bikash Thapa ${tag}`, role: 'doctor' });
    const c = await createUser(t.db, { name: `Chandra Rai ${tag}`, role: 'patient' });
    await put(`/api/admin/users/${c.id}/status`, token, { status: 'suspended' });

    const byName = await listOf(`search=${tag}&sort=name&order=asc`, token);
    expect(byName.total).toBe(3);
    expect(byName.items.map((u) => u.name)).toEqual([a.name, b.name, c.name]);
    const desc = await listOf(`search=${tag}&sort=name&order=desc`, token);
    expect(desc.items.map((u) => u.name)).toEqual([c.name, b.name, a.name]);

    expect((await listOf(`search=${b.email}`, token)).items.map((u) => u.id)).toEqual([b.id]);
    expect((await listOf(`search=${a.phone}`, token)).items.map((u) => u.id)).toEqual([a.id]);
    const doctors = await listOf(`search=${tag}&role=doctor`, token);
    expect(doctors.items.map((u) => u.id)).toEqual([b.id]);
    const suspended = await listOf(`search=${tag}&status=suspended`, token);
    expect(suspended.items.map((u) => [u.id, u.status])).toEqual([[c.id, 'suspended']]);

    const page2 = await listOf(`search=${tag}&sort=name&order=asc&limit=2&page=2`, token);
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.items.map((u) => u.id)).toEqual([c.id]);
  });

  test('a wildcard in the search is a plain character, and a bad sort is a 400', async () => {
    const token = await adminToken();
    expect((await listOf('search=%25%25%25', token)).total).toBe(0);
    expectFailure(await get('/api/admin/users?sort=password', token), 400);
  });

  test('last login is recorded at sign-in and sorts with never-signed-in last', async () => {
    const token = await adminToken();
    const tag = randomUUID().slice(0, 6);
    const never = await createUser(t.db, { name: `Never ${tag}` });
    const once = await createUser(t.db, { name: `Once ${tag}` });
    await signIn(once);
    const rows = await listOf(`search=${tag}&sort=lastLogin&order=desc`, token);
    expect(rows.items.map((u) => u.id)).toEqual([once.id, never.id]);
    expect(rows.items[0]!.lastLogin).not.toBeNull();
    expect(rows.items[1]!.lastLogin).toBeNull();
  });

  test('only an admin may list', async () => {
    const patient = await createUser(t.db);
    expectFailure(await get('/api/admin/users', await accessToken(t.tokens, patient)), 403);
  });
});

describe('editing', () => {
  test('name, email, role and status change and are audited with old and new values', async () => {
    const token = await adminToken();
    const user = await createUser(t.db, { name: 'Sita Adhikari' });
    const email = `sita.${randomUUID().slice(0, 6)}@example.np`;
    const edited = userOf(
      await put(`/api/admin/users/${user.id}`, token, {
        name: 'Sita Adhikari Koirala',
        email,
        role: 'doctor',
        status: 'inactive',
      }),
    );
    expect(edited).toMatchObject({
      name: 'Sita Adhikari Koirala',
      email,
      role: 'doctor',
      status: 'inactive',
    });
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'user')
      .where('subject_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.action).toBe('update');
    expect(row.details).toMatchObject({
      name: { from: 'Sita Adhikari', to: 'Sita Adhikari Koirala' },
      role: { from: 'patient', to: 'doctor' },
      status: { from: 'active', to: 'inactive' },
    });
  });

  test("another account's email is EMAIL_EXISTS on the email field, in both languages", async () => {
    const token = await adminToken();
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const body = {
      name: 'Ram',
      email: other.email.toUpperCase(),
      role: 'patient',
      status: 'active',
    };
    expectFailure(await put(`/api/admin/users/${user.id}`, token, body), 409, {
      code: 'EMAIL_EXISTS',
      field: 'email',
      message: errorText('EMAIL_EXISTS', 'en'),
    });
    expectFailure(await put(`/api/admin/users/${user.id}`, token, body, 'ne'), 409, {
      message: errorText('EMAIL_EXISTS', 'ne'),
    });
  });

  test('a missing status is a 400 on its field; an unknown id is 404', async () => {
    const token = await adminToken();
    const user = await createUser(t.db);
    expectFailure(
      await put(`/api/admin/users/${user.id}`, token, {
        name: 'Ram',
        email: user.email,
        role: 'patient',
      }),
      400,
      { field: 'status' },
    );
    const body = { name: 'Ram', email: 'ram@example.np', role: 'patient', status: 'active' };
    expectFailure(await put(`/api/admin/users/${randomUUID()}`, token, body), 404, {
      code: 'USER_NOT_FOUND',
    });
    expectFailure(await put('/api/admin/users/not-a-uuid', token, body), 404);
  });
});

describe('suspension', () => {
  test("a suspended user's next call is refused and refresh fails; they cannot sign in again", async () => {
    const token = await adminToken();
    const patient = await createUser(t.db, { name: 'Hari Bahadur Tamang' });
    const session = await signIn(patient);
    expectSuccess(await get('/api/auth/me', session.token));

    const suspended = userOf(
      await put(`/api/admin/users/${patient.id}/status`, token, { status: 'suspended' }),
    );
    expect(suspended.status).toBe('suspended');

    expectFailure(await get('/api/auth/me', session.token), 401, { code: 'UNAUTHORIZED' });
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    expectFailure(
      await login(t.app, { identifier: patient.email, password: patient.password }),
      403,
      {
        code: 'ACCOUNT_SUSPENDED',
        message: errorText('ACCOUNT_SUSPENDED', 'en'),
      },
    );
    expectFailure(
      await login(
        t.app,
        { identifier: patient.email, password: patient.password },
        { headers: { 'accept-language': 'ne' } },
      ),
      403,
      { message: errorText('ACCOUNT_SUSPENDED', 'ne') },
    );
    // A wrong password tells nothing about the account's status.
    expectFailure(await login(t.app, { identifier: patient.email, password: 'Wrong#Pass99' }), 401);

    // Reactivated, the account signs in again.
    await put(`/api/admin/users/${patient.id}/status`, token, { status: 'active' });
    expectSuccess(await get('/api/auth/me', (await signIn(patient)).token));
  });

  test('an inactive account cannot sign in either', async () => {
    const token = await adminToken();
    const user = await createUser(t.db);
    await put(`/api/admin/users/${user.id}/status`, token, { status: 'inactive' });
    expectFailure(await login(t.app, { identifier: user.email, password: user.password }), 403, {
      code: 'ACCOUNT_INACTIVE',
    });
  });

  test('a change of role ends the sessions too; a change of name does not', async () => {
    const token = await adminToken();
    const user = await createUser(t.db, { name: 'Gita Shrestha' });
    const session = await signIn(user);
    const body = {
      name: 'Gita Shrestha Pradhan',
      email: user.email,
      role: 'patient',
      status: 'active',
    };
    userOf(await put(`/api/admin/users/${user.id}`, token, body));
    expectSuccess(await get('/api/auth/me', session.token));
    userOf(await put(`/api/admin/users/${user.id}`, token, { ...body, role: 'doctor' }));
    expectFailure(await get('/api/auth/me', session.token), 401);
  });
});

describe('the admins themselves', () => {
  test('an admin cannot suspend, deactivate or demote themselves (409, both languages)', async () => {
    const me = await createUser(t.db, { role: 'admin', name: 'Prakash Joshi' });
    const token = await accessToken(t.tokens, me);
    for (const status of ['suspended', 'inactive'])
      expectFailure(await put(`/api/admin/users/${me.id}/status`, token, { status }), 409, {
        code: 'CANNOT_CHANGE_OWN_ACCOUNT',
        message: errorText('CANNOT_CHANGE_OWN_ACCOUNT', 'en'),
      });
    const demote = { name: me.name, email: me.email, role: 'patient', status: 'active' };
    expectFailure(await put(`/api/admin/users/${me.id}`, token, demote, 'ne'), 409, {
      message: errorText('CANNOT_CHANGE_OWN_ACCOUNT', 'ne'),
    });
    // Their own name is theirs to change.
    expect(
      userOf(
        await put(`/api/admin/users/${me.id}`, token, {
          ...demote,
          role: 'admin',
          name: 'Prakash Raj Joshi',
        }),
      ).name,
    ).toBe('Prakash Raj Joshi');
  });

  test('an admin can suspend another admin, whose sessions end', async () => {
    const other = await createUser(t.db, { role: 'admin' });
    const session = await signIn(other);
    await put(`/api/admin/users/${other.id}/status`, await adminToken(), { status: 'suspended' });
    expectFailure(await get('/api/admin/users', session.token), 401);
  });

  test('the last active admin stays one (two admins demoting each other at once)', async () => {
    const admins = await t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .execute();
    const [last, ...rest] = admins;
    const sessions = t.app.sessions;
    for (const a of rest)
      await changeUser(
        { db: t.db, sessions },
        { userId: last!.id, role: 'admin' },
        a.id,
        { status: 'inactive' },
        '::1',
      );
    // A caller whose own demotion has just committed tries to demote the one left.
    const error = await changeUser(
      { db: t.db, sessions },
      { userId: rest[0]?.id ?? randomUUID(), role: 'admin' },
      last!.id,
      { role: 'patient' },
      '::1',
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'LAST_ADMIN' });
  });
});
