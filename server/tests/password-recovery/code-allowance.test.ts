/**
 * Wrong verification codes are counted per account (issues 13 §2 and 20): a resend keeps
 * the token's count, and every token of an account draws on one allowance of 10 wrong
 * codes an hour; then recovery for that account waits, with the wait in the reader's
 * language.
 */
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { codeAllowance } from '../../domain/lockout';
import { createUser, expectFailure, expectSuccess, latestCode, login, outboxFor } from '../harness';
import {
  NEW_PASSWORD,
  openRecoverySuite,
  otherThan,
  resend,
  reset,
  sendCode,
  startRecovery,
  t,
  verify,
} from './setup';

openRecoverySuite();

const allowResend = (userId: string) =>
  t.db
    .updateTable('password_resets')
    .set({ last_sent_at: new Date(Date.now() - 61_000) })
    .where('user_id', '=', userId)
    .execute();

/** `count` wrong codes on one token, each answered as a wrong code. */
async function guessWrong(resetToken: string, code: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    expectFailure(await verify(resetToken, otherThan(code)), 400, { code: 'RESET_CODE_INVALID' });
  }
}

describe('a resend keeps the count', () => {
  test('a new code on the same token has only the tries the token had left', async () => {
    const { user, resetToken, code } = await startRecovery();
    await guessWrong(resetToken, code, 4);
    await allowResend(user.id);
    expect((await resend(resetToken)).statusCode).toBe(200);
    const newCode = await latestCode(t.db, user.email);

    await guessWrong(resetToken, newCode, 1);
    expectFailure(await verify(resetToken, newCode), 429, {
      code: 'RESET_TOO_MANY_ATTEMPTS',
      message: 'Too many wrong codes. Please request a new code.',
    });
    // Nor does a further resend: no code goes out for a token without tries.
    await allowResend(user.id);
    expectFailure(await resend(resetToken), 429, { code: 'RESET_TOO_MANY_ATTEMPTS' });
    expect(await outboxFor(t.db, user.email)).toHaveLength(2);
  });
});

describe('one allowance per account, across its tokens', () => {
  test('the 10th wrong code in an hour closes recovery, even for the right code', async () => {
    const user = await createUser(t.db);
    const first = await startRecovery(user);
    await guessWrong(first.resetToken, first.code, 4);
    const second = await startRecovery(user);
    await guessWrong(second.resetToken, second.code, 4);
    const third = await startRecovery(user);
    await guessWrong(third.resetToken, third.code, 2);

    const refused = await verify(third.resetToken, third.code);
    expectFailure(refused, 429, {
      code: 'RECOVERY_LOCKED',
      message: 'Too many wrong codes. Please wait 60 minutes before trying again.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expectFailure(await reset(third.resetToken, third.code), 429, { code: 'RECOVERY_LOCKED' });

    // A new token, or a new code, waits too, in the reader's language.
    expectFailure(
      await sendCode({ method: 'email', email: user.email }, { 'accept-language': 'ne' }),
      429,
      {
        code: 'RECOVERY_LOCKED',
        message: 'धेरै पटक गलत कोड हालियो। कृपया 60 मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।',
      },
    );
    await allowResend(user.id);
    expectFailure(await resend(third.resetToken), 429, { code: 'RECOVERY_LOCKED' });
    // The password did not change, and signing in is not what was locked.
    expect(
      (await login(t.app, { identifier: user.email, password: user.password })).statusCode,
    ).toBe(200);
  });

  test('parallel guesses share the allowance: at most 10 are compared', async () => {
    const user = await createUser(t.db);
    const tokens = [
      await startRecovery(user),
      await startRecovery(user),
      await startRecovery(user),
    ];
    const answers = await Promise.all(
      tokens.flatMap(({ resetToken, code }) =>
        Array.from({ length: 10 }, () => verify(resetToken, otherThan(code))),
      ),
    );
    const codes = answers.map((res) => (res.json() as { code: string }).code);
    expect(codes.filter((code) => code === 'RESET_CODE_INVALID').length).toBeLessThanOrEqual(
      codeAllowance.tries,
    );
    expect(codes.filter((code) => code === 'RECOVERY_LOCKED').length).toBeGreaterThanOrEqual(
      30 - codeAllowance.tries - 5,
    );
    expectFailure(await verify(tokens[2]!.resetToken, tokens[2]!.code), 429, {
      code: 'RECOVERY_LOCKED',
    });
  });

  test('an hour after the wrong codes, recovery opens again', async () => {
    const user = await createUser(t.db);
    const first = await startRecovery(user);
    await guessWrong(first.resetToken, first.code, 5);
    const second = await startRecovery(user);
    await guessWrong(second.resetToken, second.code, 5);
    expectFailure(await sendCode({ method: 'email', email: user.email }), 429, {
      code: 'RECOVERY_LOCKED',
    });
    // The wrong codes move back past the hour.
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    await t.db
      .updateTable('users')
      .set({ reset_code_failures: sql<Date[]>`array_fill(${hourAgo}::timestamptz, array[10])` })
      .where('id', '=', user.id)
      .execute();
    const again = await startRecovery(user);
    expect(expectSuccess(await verify(again.resetToken, again.code))).toEqual({ verified: true });
    expect((await reset(again.resetToken, again.code)).statusCode).toBe(200);
  });

  test('right codes do not use the allowance, and a reset starts it over', async () => {
    const user = await createUser(t.db);
    const first = await startRecovery(user);
    await guessWrong(first.resetToken, first.code, 4);
    const second = await startRecovery(user);
    await guessWrong(second.resetToken, second.code, 5);
    // Nine wrong codes: the right one is still compared, twice (verify, then reset).
    const third = await startRecovery(user);
    expect((await verify(third.resetToken, third.code)).statusCode).toBe(200);
    expect((await reset(third.resetToken, third.code)).statusCode).toBe(200);
    expect(
      (await login(t.app, { identifier: user.email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    // After the reset the account has its full allowance again.
    const fourth = await startRecovery(user);
    await guessWrong(fourth.resetToken, fourth.code, 5);
    const fifth = await startRecovery(user);
    await guessWrong(fifth.resetToken, fifth.code, 4);
    expect((await verify(fifth.resetToken, fifth.code)).statusCode).toBe(200);
  });
});
