import { afterEach, describe, expect, test } from 'vitest';
import { loginResponse, registerResponse } from '@contract/auth';
import {
  createUser,
  expectFailure,
  expectSuccess,
  latestCode,
  login,
  outboxFor,
  post,
  registration,
} from '../../harness';
import { suiteApp } from '../../harness-suite';
import { configure, restoreDefaults } from './setup';

const t = suiteApp();
afterEach(() => restoreDefaults(t.db));

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('requireEmailVerification', () => {
  test('off (the default): a new account signs in straight away', async () => {
    const body = registration();
    const data = registerResponse.parse(
      (await post(t.app, '/api/auth/register', body)).json(),
    ).data;
    expect(data.emailVerificationRequired).toBeUndefined();
    expectSuccess(await login(t.app, { identifier: body.email, password: body.password }));
  });

  test('on: a new account gets a code, is refused sign-in until it verifies, then signs in', async () => {
    await configure(t.db, 'general', { requireEmailVerification: true });
    const body = registration();
    const res = await post(t.app, '/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    const data = registerResponse.parse(res.json()).data;
    expect(data.emailVerificationRequired).toBe(true);
    expect(data.message).toMatch(/code we sent to your email/);
    const code = await latestCode(t.db, body.email);

    expectFailure(await login(t.app, { identifier: body.email, password: body.password }), 403, {
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email first: enter the code we sent to your email.',
    });
    // Sending again at once waits; a wrong code is refused on its field.
    expectFailure(
      await post(t.app, '/api/auth/email-verification/send-code', { email: body.email }),
      429,
      { code: 'RESEND_TOO_SOON' },
    );
    expectFailure(
      await post(t.app, '/api/auth/email-verification/verify', {
        email: body.email,
        verificationCode: wrongOf(code),
      }),
      400,
      { code: 'RESET_CODE_INVALID', field: 'verificationCode' },
    );
    expectSuccess(
      await post(t.app, '/api/auth/email-verification/verify', {
        email: body.email,
        verificationCode: code,
      }),
    );
    // Single use: the same code again is refused.
    expectFailure(
      await post(t.app, '/api/auth/email-verification/verify', {
        email: body.email,
        verificationCode: code,
      }),
      400,
      { code: 'RESET_CODE_INVALID' },
    );
    expectSuccess(await login(t.app, { identifier: body.email, password: body.password }));
  });

  test('on: accounts that existed before it was turned on still sign in', async () => {
    const user = await createUser(t.db);
    await configure(t.db, 'general', { requireEmailVerification: true });
    expectSuccess(await login(t.app, { identifier: user.email, password: user.password }));
  });

  test('send-code answers an unknown address as a known one and sends nothing', async () => {
    const email = 'nobody.here@test.np';
    const data = expectSuccess(
      await post(t.app, '/api/auth/email-verification/send-code', { email }),
    );
    expect(data).toEqual({ resendAfter: 60, expiresIn: 600 });
    expect(await outboxFor(t.db, email)).toHaveLength(0);
  });

  test('the code is stored hashed, not as sent', async () => {
    await configure(t.db, 'general', { requireEmailVerification: true });
    const body = registration();
    await post(t.app, '/api/auth/register', body);
    const code = await latestCode(t.db, body.email);
    const rows = await t.db.selectFrom('auth_codes').select('code_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.code_hash).not.toContain(code);
  });
});

describe('twoFactorAuth', () => {
  test('off (the default): the right password signs in at once', async () => {
    const user = await createUser(t.db);
    loginResponse.parse(
      (await login(t.app, { identifier: user.email, password: user.password })).json(),
    );
  });

  test('on: the right password sends a code and answers "code required"; the code completes it', async () => {
    await configure(t.db, 'security', { twoFactorAuth: true });
    const user = await createUser(t.db);
    const first = { identifier: user.email, password: user.password };
    expectFailure(await login(t.app, first), 401, {
      code: 'TWO_FACTOR_REQUIRED',
      field: 'twoFactorCode',
    });
    const code = await latestCode(t.db, user.email);
    expect((await outboxFor(t.db, user.email))[0]?.subject).toMatch(/sign-in code/);
    // A wrong password with the right code is still a wrong password.
    expectFailure(
      await login(t.app, { ...first, password: 'Wrong#2083', twoFactorCode: code }),
      401,
      {
        code: 'INVALID_CREDENTIALS',
      },
    );
    expectFailure(await login(t.app, { ...first, twoFactorCode: wrongOf(code) }), 400, {
      code: 'RESET_CODE_INVALID',
      field: 'twoFactorCode',
    });
    const session = loginResponse.parse(
      (await login(t.app, { ...first, twoFactorCode: code })).json(),
    );
    expect(session.data.user.email).toBe(user.email);
    // Single use.
    expectFailure(await login(t.app, { ...first, twoFactorCode: code }), 400, {
      code: 'RESET_CODE_INVALID',
    });
  });

  test('on: a wrong password sends no code', async () => {
    await configure(t.db, 'security', { twoFactorAuth: true });
    const user = await createUser(t.db);
    expectFailure(await login(t.app, { identifier: user.email, password: 'Wrong#2083' }), 401, {
      code: 'INVALID_CREDENTIALS',
    });
    expect(await outboxFor(t.db, user.email)).toHaveLength(0);
  });

  test('on: five wrong codes spend the code; the right one is then refused too', async () => {
    await configure(t.db, 'security', { twoFactorAuth: true });
    const user = await createUser(t.db);
    const first = { identifier: user.email, password: user.password };
    await login(t.app, first);
    const code = await latestCode(t.db, user.email);
    for (let i = 0; i < 5; i += 1)
      expectFailure(await login(t.app, { ...first, twoFactorCode: wrongOf(code) }), 400, {
        code: 'RESET_CODE_INVALID',
      });
    expectFailure(await login(t.app, { ...first, twoFactorCode: code }), 429, {
      code: 'RESET_TOO_MANY_ATTEMPTS',
    });
  });

  test('on: an expired code is refused', async () => {
    await configure(t.db, 'security', { twoFactorAuth: true });
    const user = await createUser(t.db);
    const first = { identifier: user.email, password: user.password };
    await login(t.app, first);
    const code = await latestCode(t.db, user.email);
    await t.db
      .updateTable('auth_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expectFailure(await login(t.app, { ...first, twoFactorCode: code }), 400, {
      code: 'RESET_CODE_EXPIRED',
    });
  });
});
