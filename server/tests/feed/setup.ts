import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, beforeEach } from 'vitest';
import * as f from '@contract/feed';
import { realtimeRelay } from '../../realtime';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectSuccess,
  type TestApp,
  type TestUser,
} from '../harness';
import { suiteApp } from '../harness-suite';

/**
 * The health feed (issue 6) through the HTTP API: writing posts with media and their
 * refusals, public and private, the feed's filters and cursor, likes that count
 * exactly under concurrency, shares, comments, reports, views and the author's
 * analytics, and the live events and notifications they send.
 */

/** Saturday 21 November 2026, noon in Kathmandu. */
export let now = new Date('2026-11-21T06:15:00Z');
export const relay = realtimeRelay();
const dataDir = mkdtempSync(path.join(tmpdir(), 'ujyalo-feed-test-'));
export const storedFiles = () => readdirSync(path.join(dataDir, 'files'));
export let t: TestApp;
export let doctor: TestUser & { token: string };

export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
]);
/** The first box of an MP4 file: enough for its type to be read from its bytes. */
export const MP4 = Uint8Array.from([
  0,
  0,
  0,
  0x18,
  0x66,
  0x74,
  0x79,
  0x70,
  0x69,
  0x73,
  0x6f,
  0x6d,
  0,
  0,
  2,
  0,
  0x69,
  0x73,
  0x6f,
  0x6d,
  0x6d,
  0x70,
  0x34,
  0x31,
  ...new Array(64).fill(0),
]);

export async function member(
  role: 'patient' | 'doctor' | 'hospital' = 'patient',
  { verified = true, name = 'Maya Gurung' } = {},
) {
  const user = await createUser(t.db, { role, name });
  if (verified)
    await t.db.updateTable('users').set({ verified: true }).where('id', '=', user.id).execute();
  return { ...user, token: await accessToken(t.tokens, user) };
}

type Media = { name: string; type: string; bytes: Uint8Array };

/** A multipart post as the Create Post form sends it. */
export async function postBody(fields: Record<string, unknown> = {}, media: Media[] = []) {
  const form = new FormData();
  const all: Record<string, unknown> = {
    title: 'Boil your drinking water this monsoon',
    content: 'Typhoid and cholera spread through water. Boil it for one full minute.',
    category: 'Disease Awareness',
    type: 'post',
    tags: ['Monsoon', ' water '],
    isPublic: true,
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) {
    if (value === undefined) continue;
    form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const m of media)
    form.append('media', new Blob([Buffer.from(m.bytes)], { type: m.type }), m.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

export async function write(
  token: string | null,
  fields: Record<string, unknown> = {},
  media: Media[] = [],
  { method = 'POST', id }: { method?: 'POST' | 'PUT'; id?: string } = {},
) {
  const { payload, headers } = await postBody(fields, media);
  return t.app.inject({
    method,
    url: id ? `/api/feed/${id}` : '/api/feed',
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

export const postOf = (res: LightMyRequestResponse) =>
  f.postResponse.parse(expectSuccess(res) && res.json()).data.post;

export const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

export async function feedOf(query = '', token?: string) {
  const res = await call('GET', `/api/feed${query}`, token);
  expectSuccess(res);
  return f.feedPageResponse.parse(res.json()).data;
}

export async function newPost(fields: Record<string, unknown> = {}, token = doctor.token) {
  return postOf(await write(token, fields));
}

export const likes = async (postId: string) =>
  Number(
    (
      await sql<{ n: string }>`select likes_count as n from posts where id = ${postId}`.execute(
        t.db,
      )
    ).rows[0]!.n,
  );

export const setNow = (value: typeof now) => {
  now = value;
};

/** The suite's app and database, opened before its tests and closed after. */
export function openFeedSuite() {
  t = suiteApp({ DATA_DIR: dataDir }, { clock: () => now, realtime: relay });
  beforeAll(async () => {
    const user = await demoUser(t.db, 'doctor');
    doctor = { ...user, password: '', token: await accessToken(t.tokens, user) };
  });

  beforeEach(() => {
    now = new Date('2026-11-21T06:15:00Z');
  });
}
