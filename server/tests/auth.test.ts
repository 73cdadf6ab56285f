import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loginResponse, meResponse, registerResponse } from '@contract/auth';
import { registrableRoles } from '@contract/roles';
import { defaultSettings, setSetting } from '../domain/settings';
import { tokenService } from '../domain/tokens';
import {
  DEMO_PASSWORD,
  GOOD_PASSWORD,
  REFRESH_COOKIE,
  accessToken,
  bearer,
  buildTestApp,
  countUsers,
  createUser,
  expectFailure,
  expectSuccess,
  expiredToken,
  login,
  post,
  refreshCookieOf,
  registration,
  startTestApp,
  uniqueEmail,
  uniquePhone,
  type TestApp,
} from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const me = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: token ? bearer(token) : {} });
const refresh = (cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: cookie ? { [REFRESH_COOKIE]: cookie } : {},
  });
const register = (body: unknown) => post(t.app, '/api/auth/register', body);
const usersWithEmail = (email: string) =>
  t.db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute();

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
      await otherTokens.issueAccess({ userId: patient.id, role: 'patient' }),
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

describe('refresh cookie', () => {
  test('is httpOnly, SameSite=Strict, scoped to /api/auth and kept 30 days', async () => {
    const user = await createUser(t.db);
    const res = await login(t.app, { identifier: user.email, password: user.password });
    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.maxAge).toBe(30 * 86_400);
    expect(String(cookie?.value).length).toBeGreaterThan(30);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\/api\/auth/);
  });

  test('without "remember me" it ends with the browser session', async () => {
    const user = await createUser(t.db);
    const res = await login(t.app, {
      identifier: user.email,
      password: user.password,
      rememberMe: false,
    });
    const cookie = refreshCookieOf(res);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
  });

  test('POST /api/auth/refresh answers a new token and a new cookie', async () => {
    const user = await createUser(t.db, { role: 'lab' });
    const first = refreshCookieOf(
      await login(t.app, { identifier: user.email, password: user.password }),
    );
    const res = await refresh(first?.value);
    const data = loginResponse.parse(res.json()).data;
    expect(data.user).toMatchObject({ id: user.id, role: 'lab' });
    const next = refreshCookieOf(res);
    expect(next).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(next?.value).toBeTruthy();
    expect(next?.value).not.toBe(first?.value);
    const who = meResponse.parse((await me(data.token)).json()).data;
    expect(who.user.id).toBe(user.id);
  });

  test('reusing a rotated cookie is refused and ends the whole session family', async () => {
    const user = await createUser(t.db);
    const old = refreshCookieOf(
      await login(t.app, { identifier: user.email, password: user.password }),
    )!;
    const rotated = await refresh(old.value);
    expect(rotated.statusCode).toBe(200);
    const fresh = refreshCookieOf(rotated)!;

    const reuse = await refresh(old.value);
    expectFailure(reuse, 401, {
      code: 'SESSION_EXPIRED',
      message: 'Authentication failed. Please login again.',
    });
    expect(refreshCookieOf(reuse)?.value).toBe('');
    // The thief's reuse also revokes the cookie the real user holds now.
    expectFailure(await refresh(fresh.value), 401, { code: 'SESSION_EXPIRED' });
  });

  test('refresh without a cookie, or with an unknown one, is 401', async () => {
    expectFailure(await refresh(), 401, { code: 'SESSION_EXPIRED' });
    expectFailure(await refresh('not-a-real-refresh-token'), 401, { code: 'SESSION_EXPIRED' });
  });

  test('an expired refresh token is refused', async () => {
    const user = await createUser(t.db);
    const cookie = refreshCookieOf(
      await login(t.app, { identifier: user.email, password: user.password }),
    )!;
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expectFailure(await refresh(cookie.value), 401, { code: 'SESSION_EXPIRED' });
  });

  test('logout revokes the session and clears the cookie; other sessions live on', async () => {
    const user = await createUser(t.db);
    const session = refreshCookieOf(
      await login(t.app, { identifier: user.email, password: user.password }),
    )!;
    const otherDevice = refreshCookieOf(
      await login(t.app, { identifier: user.email, password: user.password }),
    )!;

    const out = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      cookies: { [REFRESH_COOKIE]: session.value },
    });
    expect(expectSuccess<{ message: string }>(out).message).toBe('Logged out');
    const cleared = refreshCookieOf(out);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');
    expect(new Date(String(cleared?.expires)).getTime()).toBeLessThanOrEqual(Date.now());

    expectFailure(await refresh(session.value), 401, { code: 'SESSION_EXPIRED' });
    expect((await refresh(otherDevice.value)).statusCode).toBe(200);
  });

  test('logout without a cookie still answers success', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/logout' });
    expect(expectSuccess<{ message: string }>(res).message).toBe('Logged out');
  });
});

describe('POST /api/auth/register', () => {
  test.each(registrableRoles)('a %s account is created (201) and can sign in', async (role) => {
    const body = registration({ role });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const data = registerResponse.parse(res.json()).data;
    expect(data.user).toMatchObject({ email: body.email, role, verified: false });
    expect(data.message).toMatch(
      new RegExp(`${role === 'ambulance' ? 'ambulance service' : role} account has been created`),
    );
    if (role !== 'patient') expect(data.message).toMatch(/verification/);
    const signIn = await login(t.app, { identifier: body.email, password: body.password });
    expect(expectSuccess<{ user: { role: string } }>(signIn).user.role).toBe(role);
  });

  test('admin accounts cannot be registered', async () => {
    const body = registration({ role: 'admin' });
    const before = await countUsers(t.db);
    expectFailure(await register(body), 400, { field: 'role' });
    expect(await countUsers(t.db)).toBe(before);
    expect(await usersWithEmail(body.email)).toHaveLength(0);
  });

  test('a doctor registration keeps the profile fields and starts unverified', async () => {
    const body = registration({
      role: 'doctor',
      name: 'Dr. Bikash Thapa',
      fullName: 'Dr. Bikash Bahadur Thapa',
      gender: 'Male',
      graduation: 'MBBS, 2015',
      medicalCollege: 'Institute of Medicine, Maharajgunj',
    });
    expect((await register(body)).statusCode).toBe(201);
    const [row] = await usersWithEmail(body.email);
    expect(row?.profile).toMatchObject({
      fullName: 'Dr. Bikash Bahadur Thapa',
      gender: 'Male',
      graduation: 'MBBS, 2015',
      medicalCollege: 'Institute of Medicine, Maharajgunj',
      nmcVerified: false,
      verificationStatus: 'pending',
    });
    expect(row?.verified).toBe(false);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  test('an unknown gender is refused', async () => {
    expectFailure(await register(registration({ role: 'doctor', gender: 'Robot' })), 400, {
      field: 'gender',
    });
  });

  test.each([['dataDisclosure'], ['contentModeration'], ['activityRating']])(
    'all three consents are required (%s missing)',
    async (consent) => {
      const body = registration({
        consentAgreement: {
          dataDisclosure: true,
          contentModeration: true,
          activityRating: true,
          [consent]: false,
        },
      });
      expectFailure(await register(body), 400, {
        code: 'CONSENT_REQUIRED',
        message: 'Please accept all consent agreements',
        field: 'consentAgreement',
      });
      expect(await usersWithEmail(body.email)).toHaveLength(0);
    },
  );

  test('the terms must be accepted', async () => {
    for (const acceptTerms of [false, undefined, 'true']) {
      expectFailure(await register(registration({ acceptTerms })), 400, {
        code: 'TERMS_REQUIRED',
        message: 'Please accept the terms and conditions',
        field: 'acceptTerms',
      });
    }
  });

  test('a password shorter than 8 characters', async () => {
    expectFailure(
      await register(registration({ password: 'Ab#4567', confirmPassword: 'Ab#4567' })),
      400,
      {
        code: 'PASSWORD_TOO_SHORT',
        message: 'Password must be at least 8 characters long',
        field: 'password',
      },
    );
  });

  test('a confirmation that differs', async () => {
    expectFailure(await register(registration({ confirmPassword: `${GOOD_PASSWORD}x` })), 400, {
      code: 'PASSWORDS_DO_NOT_MATCH',
      message: 'Passwords do not match',
      field: 'confirmPassword',
    });
  });

  test.each(['plainaddress', 'ram@', '@demo.np', 'ram@demo', 'ram sharma@demo.np', 'ram@@demo.np'])(
    'an invalid email (%s)',
    async (email) => {
      expectFailure(await register(registration({ email })), 400, {
        code: 'EMAIL_INVALID',
        message: 'Please enter a valid email address',
        field: 'email',
      });
    },
  );

  test.each([
    '0981234567',
    '98-1234-5678',
    'phone',
    '+',
    '+0123',
    '98123456789012345',
    '९८४१२३४५६७',
  ])('an invalid phone (%s)', async (phone) => {
    expectFailure(await register(registration({ phone })), 400, {
      code: 'PHONE_INVALID',
      message: 'Please enter a valid phone number',
      field: 'phone',
    });
  });

  test('a phone with spaces is accepted and stored without them', async () => {
    const digits = uniquePhone();
    const spaced = `+977 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
    const body = registration({ phone: spaced });
    const data = expectSuccess<{ user: { phone: string } }>(await register(body), 201);
    expect(data.user.phone).toBe(`+977${digits}`);
    const signIn = await login(t.app, { identifier: `+977${digits}`, password: body.password });
    expect(signIn.statusCode).toBe(200);
  });

  test('a taken email: 409 on the email field, and no second account', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const again = await register(registration({ email: first.email }));
    expectFailure(again, 409, {
      code: 'EMAIL_EXISTS',
      message: 'Email already exists',
      field: 'email',
    });
    expect(await usersWithEmail(first.email)).toHaveLength(1);
  });

  test('a taken phone: 409 on the phone field', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const spaced = `${first.phone.slice(0, 5)} ${first.phone.slice(5)}`;
    expectFailure(await register(registration({ phone: spaced })), 409, {
      code: 'PHONE_EXISTS',
      message: 'Phone number already exists',
      field: 'phone',
    });
  });

  test('emails differing only in case are the same email', async () => {
    const email = uniqueEmail('Mixed.Case').replace('@test.np', '@Test.NP');
    expect((await register(registration({ email }))).statusCode).toBe(201);
    expectFailure(await register(registration({ email: email.toLowerCase() })), 409, {
      field: 'email',
    });
    expectFailure(await register(registration({ email: email.toUpperCase() })), 409, {
      field: 'email',
    });
    // An address stored with capitals (an older import) still blocks its lower-case twin.
    const legacy = await createUser(t.db, { email: uniqueEmail('LEGACY.User') });
    expectFailure(await register(registration({ email: legacy.email.toLowerCase() })), 409, {
      field: 'email',
    });
  });

  test('20 registrations racing for one email: exactly one wins', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => register(registration({ email }))),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expectFailure(res, 409, { code: 'EMAIL_EXISTS', field: 'email' });
    }
    expect(await usersWithEmail(email)).toHaveLength(1);
  }, 30_000);
});

describe('POST /api/auth/check-duplicate', () => {
  const check = (body: unknown) => post(t.app, '/api/auth/check-duplicate', body);

  test('a free email and phone: success', async () => {
    const data = expectSuccess(await check({ email: uniqueEmail('free'), phone: uniquePhone() }));
    expect(data).toEqual({ available: true });
  });

  test('a taken email or phone: success false with the field', async () => {
    const taken = await createUser(t.db);
    expectFailure(await check({ email: taken.email.toUpperCase(), phone: uniquePhone() }), 409, {
      code: 'EMAIL_EXISTS',
      message: 'Email already exists',
      field: 'email',
    });
    expectFailure(
      await check({
        email: uniqueEmail('free'),
        phone: `${taken.phone.slice(0, 3)} ${taken.phone.slice(3)}`,
      }),
      409,
      { code: 'PHONE_EXISTS', message: 'Phone number already exists', field: 'phone' },
    );
    expectFailure(await check({ phone: taken.phone }), 409, { field: 'phone' });
  });
});

describe('lockout after failed logins', () => {
  const wrong = (identifier: string) => login(t.app, { identifier, password: 'Wrong#Guess1' });

  test('the 5th wrong password locks the account; even the right one waits', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 4; i += 1) {
      expectFailure(await wrong(user.email), 401, { code: 'INVALID_CREDENTIALS' });
    }
    const fifth = await wrong(user.email);
    expectFailure(fifth, 429, {
      code: 'ACCOUNT_LOCKED',
      message: 'Too many failed attempts. Your account is locked for 15 minutes.',
    });
    expect(fifth.headers['retry-after']).toBe('900');

    const right = await login(t.app, { identifier: user.email, password: user.password });
    expectFailure(right, 429, { code: 'ACCOUNT_LOCKED' });
    expect(refreshCookieOf(right)).toBeUndefined();
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
    // Signing in by phone is the same account, so it is locked too.
    expectFailure(await login(t.app, { identifier: user.phone, password: user.password }), 429, {
      code: 'ACCOUNT_LOCKED',
    });

    // When the lock has passed, the right password works again.
    await t.db
      .updateTable('users')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', user.id)
      .execute();
    expect(
      (await login(t.app, { identifier: user.email, password: user.password })).statusCode,
    ).toBe(200);
    // ...and the count starts again from zero.
    expectFailure(await wrong(user.email), 401, { code: 'INVALID_CREDENTIALS' });
  });

  test('a successful login resets the count of failures', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 4; i += 1) expect((await wrong(user.email)).statusCode).toBe(401);
    expect(
      (await login(t.app, { identifier: user.email, password: user.password })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await wrong(user.email)).statusCode).toBe(401);
  });

  test('the limits come from the admin security setting', async () => {
    await setSetting(t.db, 'security', { maxLoginAttempts: 3, lockoutDuration: 2 });
    try {
      const user = await createUser(t.db);
      expect((await wrong(user.email)).statusCode).toBe(401);
      expect((await wrong(user.email)).statusCode).toBe(401);
      const third = await wrong(user.email);
      expectFailure(third, 429, {
        code: 'ACCOUNT_LOCKED',
        message: 'Too many failed attempts. Your account is locked for 2 minutes.',
      });
      expect(third.headers['retry-after']).toBe('120');
    } finally {
      await setSetting(t.db, 'security', defaultSettings.security);
    }
  });

  test('the locked answer is in Nepali too', async () => {
    const user = await createUser(t.db);
    await t.db
      .updateTable('users')
      .set({ locked_until: new Date(Date.now() + 10 * 60_000) })
      .where('id', '=', user.id)
      .execute();
    const res = await login(
      t.app,
      { identifier: user.email, password: user.password },
      { headers: { 'accept-language': 'ne' } },
    );
    expectFailure(res, 429, {
      code: 'ACCOUNT_LOCKED',
      message: 'धेरै पटक गलत प्रयास भयो। तपाईंको खाता 10 मिनेटका लागि बन्द गरिएको छ।',
    });
  });
});

describe('rate limit per address', () => {
  test('the 4th login a minute from one address gets 429 with Retry-After', async () => {
    const limited = await buildTestApp(t.db, { RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      // Unknown accounts, so the limit and not a lockout is what answers.
      const attempt = (remoteAddress: string, headers: Record<string, string> = {}) =>
        login(
          limited.app,
          { identifier: uniqueEmail('ghost'), password: 'Wrong#Guess1' },
          { remoteAddress, headers },
        );
      for (let i = 0; i < 3; i += 1) {
        expectFailure(await attempt('203.0.113.7'), 401, { code: 'INVALID_CREDENTIALS' });
      }
      const fourth = await attempt('203.0.113.7');
      expectFailure(fourth, 429, {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please wait a moment and try again.',
      });
      const retryAfter = Number(fourth.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // A forged X-Forwarded-For does not buy a new allowance (no proxy is trusted).
      expectFailure(await attempt('203.0.113.7', { 'x-forwarded-for': '198.51.100.1' }), 429, {
        code: 'RATE_LIMITED',
      });
      // Another address is not affected.
      expectFailure(await attempt('203.0.113.8'), 401, { code: 'INVALID_CREDENTIALS' });
      const ne = await attempt('203.0.113.7', { 'accept-language': 'ne' });
      expectFailure(ne, 429, { message: 'धेरै अनुरोधहरू भए। कृपया केही बेर पर्खेर फेरि प्रयास गर्नुहोस्।' });
    } finally {
      await limited.app.close();
    }
  });
});
