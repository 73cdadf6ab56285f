import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { loginResponse, meResponse } from '@contract/auth';
import { tokenService } from '../../domain/tokens';
import {
  DEMO_PASSWORD,
  accessToken,
  createUser,
  expectFailure,
  expectSuccess,
  expiredToken,
  login,
  refreshCookieOf,
  uniqueEmail,
} from '../harness';
import { openAuthSuite, me, t } from './setup';

openAuthSuite();

describe('POST /api/auth/login', () => {
  test('signs in by email: a token, its lifetime and the user without secrets', async () => {
    const res = await login(t.app, { identifier: 'patient@demo.np', password: DEMO_PASSWORD });
    const data = loginResponse.parse(res.json()).data;
    expect(res.statusCode).toBe(200);
    expect(data.user).toMatchObject({ email: 'patient@demo.np', role: 'patient' });
    expect(data.expiresIn).toBe(15 * 60);
    expect((await me(data.token)).statusCode).toBe(200);
    expect(res.body).not.toMatch(/password|argon2|failed_logins/i);
  });

  test('an identifier without an at-sign is a phone number', async () => {
    const res = await login(t.app, { identifier: '9800000002', password: DEMO_PASSWORD });
    expect(expectSuccess<{ user: { role: string } }>(res).user.role).toBe('doctor');
  });

  test('the older email and phone fields work too, with any case and spaces', async () => {
    const byEmail = await login(t.app, { email: ' PATIENT@Demo.NP ', password: DEMO_PASSWORD });
    expect(expectSuccess<{ user: { email: string } }>(byEmail).user.email).toBe('patient@demo.np');
    const byPhone = await login(t.app, { phone: '980 000 0007', password: DEMO_PASSWORD });
    expect(expectSuccess<{ user: { role: string } }>(byPhone).user.role).toBe('ambulance');
  });

  test('the chosen role must be the account role', async () => {
    const patient = await login(t.app, {
      identifier: 'patient@demo.np',
      password: DEMO_PASSWORD,
      role: 'patient',
    });
    expect(expectSuccess<{ user: { role: string } }>(patient).user.role).toBe('patient');

    const doctorAsPatient = await login(t.app, {
      identifier: 'doctor@demo.np',
      password: DEMO_PASSWORD,
      role: 'patient',
    });
    expectFailure(doctorAsPatient, 403, {
      code: 'ROLE_MISMATCH',
      message: 'This account is not registered for the selected role',
      field: 'role',
    });
    expect(refreshCookieOf(doctorAsPatient)).toBeUndefined();
  });

  test('a member of the public signs in with the patient toggle', async () => {
    const member = await createUser(t.db, { role: 'public' });
    const res = await login(t.app, {
      identifier: member.email,
      password: member.password,
      role: 'patient',
    });
    expect(expectSuccess<{ user: { role: string } }>(res).user.role).toBe('public');
  });

  test('a wrong password and an unknown user get the same answer', async () => {
    const wrong = await login(t.app, { identifier: 'patient@demo.np', password: 'Wrong@12345' });
    const unknown = await login(t.app, {
      identifier: uniqueEmail('nobody'),
      password: DEMO_PASSWORD,
    });
    const unknownPhone = await login(t.app, { identifier: '9899999999', password: DEMO_PASSWORD });
    for (const res of [wrong, unknown, unknownPhone]) {
      expectFailure(res, 401, { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
      expect(refreshCookieOf(res)).toBeUndefined();
    }
  });

  test('answers in Nepali when the caller prefers it', async () => {
    const ne = await login(
      t.app,
      { identifier: 'patient@demo.np', password: 'Wrong@12345' },
      { headers: { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.5' } },
    );
    expectFailure(ne, 401, { code: 'INVALID_CREDENTIALS', message: 'लगइन विवरण मिलेन' });
    const en = await login(
      t.app,
      { identifier: 'patient@demo.np', password: 'Wrong@12345' },
      { headers: { 'accept-language': 'en-US,ne;q=0.5' } },
    );
    expectFailure(en, 401, { message: 'Invalid credentials' });
  });

  test('missing identifier or password: "All fields are required"', async () => {
    expectFailure(await login(t.app, { password: DEMO_PASSWORD }), 400, {
      code: 'REQUIRED',
      message: 'All fields are required',
      field: 'identifier',
    });
    expectFailure(await login(t.app, { identifier: '   ', password: DEMO_PASSWORD }), 400, {
      message: 'All fields are required',
      field: 'identifier',
    });
    expectFailure(await login(t.app, { identifier: 'patient@demo.np', password: '' }), 400, {
      message: 'All fields are required',
      field: 'password',
    });
  });
});

describe('GET /api/auth/me', () => {
  test('with a token: the user and the role', async () => {
    const doctor = await login(t.app, { identifier: 'doctor@demo.np', password: DEMO_PASSWORD });
    const res = await me(expectSuccess<{ token: string }>(doctor).token);
    const data = meResponse.parse(res.json()).data;
    expect(data.user.role).toBe('doctor');
    expect(data.role).toBe('doctor');
    expect(data.user.email).toBe('doctor@demo.np');
  });

  test('without a token: 401 Unauthorized', async () => {
    expectFailure(await me(), 401, { code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  test('a garbage, foreign, expired or malformed token is refused', async () => {
    const patient = await createUser(t.db);
    const otherTokens = tokenService('a-different-secret-of-another-deployment-0123', 15);
    const refused = [
      'garbage',
      'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl',
      await otherTokens.issueAccess({ userId: patient.id, role: 'patient', sid: randomUUID() }),
      await expiredToken(patient),
    ];
    for (const token of refused) expectFailure(await me(token), 401, { code: 'UNAUTHORIZED' });
    const notBearer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Basic ${await accessToken(t.tokens, patient)}` },
    });
    expectFailure(notBearer, 401, { code: 'UNAUTHORIZED' });
  });

  test('the token of a deleted account stops working', async () => {
    const gone = await createUser(t.db);
    const token = await accessToken(t.tokens, gone);
    expect((await me(token)).statusCode).toBe(200);
    await t.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expectFailure(await me(token), 401, { code: 'UNAUTHORIZED' });
  });
});
