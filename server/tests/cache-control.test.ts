/**
 * Who may keep an answer (issue 13 §5): nothing said to a signed-in caller is stored
 * by a browser or a proxy; the public directory, as a visitor sees it, may be kept for
 * a minute; tokens and the rest of the API are never stored.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { DEMO_DOCTOR_ID } from '../domain/seed-directory';
import { bearer, login, refreshCookieOf, DEMO_PASSWORD, demoUser } from './harness';
import { call, doctor, member, openFeedSuite, PNG, postOf, t, write } from './feed/setup';

openFeedSuite();

const cacheOf = (res: { headers: Record<string, unknown> }) => String(res.headers['cache-control']);

describe('signed in: never stored', () => {
  test.each([
    '/api/auth/me',
    '/api/notifications',
    '/api/appointments',
    '/api/feed',
    '/api/doctors',
    `/api/doctors/${DEMO_DOCTOR_ID}`,
    '/api/hospitals',
  ])('GET %s with a token answers no-store', async (url) => {
    const patient = await member('patient');
    const res = await call('GET', url, patient.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(cacheOf(res)).toMatch(/\bno-store\b/);
    expect(cacheOf(res)).not.toMatch(/\bpublic\b|max-age/);
  });

  test('a refusal to a caller with a token is not stored either', async () => {
    const patient = await member('patient');
    const res = await call('GET', '/api/admin/contact-messages', patient.token);
    expect(res.statusCode).toBe(403);
    expect(cacheOf(res)).toBe('no-store');
  });

  test('a public post’s image is public to visitors, but no-store to a signed-in reader', async () => {
    const post = postOf(
      await write(doctor.token, {}, [{ name: 'chart.png', type: 'image/png', bytes: PNG }]),
    );
    const url = post.media[0]!.url;
    expect(cacheOf(await call('GET', url))).toBe('public, max-age=86400');
    const reader = await member('patient');
    expect(cacheOf(await call('GET', url, reader.token))).toBe('no-store');
  });
});

describe('visitors', () => {
  test.each(['/api/doctors', `/api/doctors/${DEMO_DOCTOR_ID}`, '/api/hospitals', '/api/labs'])(
    'the directory %s may be kept by anyone for a minute, apart by sign-in and language',
    async (url) => {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(200);
      expect(cacheOf(res)).toBe('public, max-age=60');
      expect(String(res.headers.vary)).toMatch(/Authorization/);
      expect(String(res.headers.vary)).toMatch(/Accept-Language/);
    },
  );

  test('a sign-in and a refresh, which carry tokens, are no-store', async () => {
    const admin = await demoUser(t.db, 'admin');
    const signedIn = await login(t.app, { identifier: admin.email, password: DEMO_PASSWORD });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(cacheOf(signedIn)).toBe('no-store');
    const cookie = refreshCookieOf(signedIn)!;
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [cookie.name]: cookie.value },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(cacheOf(refreshed)).toBe('no-store');
  });

  test('the feed, an error and an unknown path are not stored', async () => {
    expect(cacheOf(await call('GET', '/api/feed'))).toBe('no-store');
    expect(cacheOf(await call('GET', '/api/doctors/not-a-doctor'))).toBe('no-store');
    expect(cacheOf(await call('GET', '/api/no-such-thing'))).toBe('no-store');
  });

  test('a bad token on a directory path is not cached as the public answer', async () => {
    const res = await call('GET', '/api/doctors', null, undefined, bearer('not-a-token'));
    expect(cacheOf(res)).toBe('no-store');
  });
});

describe('compressed answers (issue 19, ADR 0047)', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  test('a directory page comes in brotli or gzip when asked, the same JSON once opened', async () => {
    const plain = await get('/api/doctors?limit=20');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/);
    expect(String(plain.headers.vary)).toMatch(/Accept-Language/);
    const br = await get('/api/doctors?limit=20', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(cacheOf(br)).toBe('public, max-age=60');
    const gz = await get('/api/doctors?limit=20', 'gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  test('small answers are sent as they are', async () => {
    const small = await get('/api/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });
  });
});
