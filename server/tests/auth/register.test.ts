import { describe, expect, test } from 'vitest';
import { registerResponse } from '@contract/auth';
import { registrableRoles } from '@contract/roles';
import {
  GOOD_PASSWORD,
  countUsers,
  createUser,
  expectFailure,
  expectSuccess,
  login,
  post,
  registration,
  uniqueEmail,
  uniquePhone,
} from '../harness';
import { openAuthSuite, register, t, usersWithEmail } from './setup';

openAuthSuite();

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
