/**
 * Uploaded files (issue 13 §5): a file is visible under its stored name only once its
 * row has committed, what a crash leaves is swept when the server starts, a request's
 * files have a total from the settings, and stored files go back with their detected
 * type, nosniff and a safe Content-Disposition.
 */
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { errorText } from '@contract/errors';
import { loadConfig } from '../config';
import { defaultSettings, setSetting } from '../domain/settings';
import { contentDisposition, PENDING, withStoredFiles } from '../http/stored-files';
import { startServer } from '../main';
import { bookingBody } from './appointments/setup';
import { bearer, createUser, expectFailure, expectSuccess, login } from './harness';
import {
  call,
  doctor,
  member,
  MP4,
  openFeedSuite,
  PNG,
  postBody,
  postOf,
  storedFiles,
  t,
  write,
} from './feed/setup';

openFeedSuite();

const png = (bytes: number, name = 'scan.png') => ({
  name,
  type: 'image/png',
  bytes: Uint8Array.from([...PNG, ...new Array<number>(Math.max(0, bytes - PNG.length)).fill(0)]),
});

async function bir() {
  return (
    await t.db
      .selectFrom('providers')
      .select('id')
      .where('name', '=', 'Bir Hospital')
      .executeTakeFirstOrThrow()
  ).id;
}

async function book(token: string, files: ReturnType<typeof png>[], start = '09:00') {
  const end = start === '09:00' ? '09:30' : '10:00';
  const { payload, headers } = await bookingBody({ hospital: await bir(), start, end, files });
  return t.app.inject({
    method: 'POST',
    url: '/api/appointments/enhanced',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

describe('files become visible only with their row', () => {
  test('while the row is written the file is pending; after, it has its name; a failure keeps none', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ujyalo-store-'));
    const upload = {
      name: 'a.png',
      type: 'png' as const,
      size: PNG.length,
      bytes: Buffer.from(PNG),
    };
    const stored = await withStoredFiles(dir, [upload], async (files) => {
      expect(readdirSync(dir)).toEqual([files[0]!.storedName + PENDING]);
      return files;
    });
    expect(readdirSync(dir)).toEqual([stored[0]!.storedName]);
    await expect(
      withStoredFiles(dir, [upload], async () => {
        throw new Error('the row was refused');
      }),
    ).rejects.toThrow('the row was refused');
    expect(readdirSync(dir)).toEqual([stored[0]!.storedName]);
  });

  test('a booking’s documents are stored under their names, a refused booking’s not at all', async () => {
    const before = storedFiles();
    const unverified = await member('patient', { verified: false });
    expect((await book(unverified.token, [png(1000)])).statusCode).toBe(403);
    expect(storedFiles()).toEqual(before);
    const patient = await member('patient');
    expectSuccess(await book(patient.token, [png(1000), png(2000)]));
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(2);
    expect(added.every((f) => /^[0-9a-f]{32}\.png$/.test(f))).toBe(true);
  });
});

describe('a total per request, from the settings', () => {
  test('five 5 MB documents (25 MB) in one booking: 413 FILES_TOTAL_TOO_LARGE, nothing kept', async () => {
    const before = storedFiles();
    const patient = await member('patient');
    const five = Array.from({ length: 5 }, (_, i) => png(5_000_000, `report-${i}.png`));
    const res = await book(patient.token, five, '09:30');
    expectFailure(res, 413, {
      code: 'FILES_TOTAL_TOO_LARGE',
      field: 'historyDocuments',
      message: errorText('FILES_TOTAL_TOO_LARGE', 'en', {
        megabytes: defaultSettings.uploads.maxRequestMegabytes,
      }),
    });
    expect(storedFiles()).toEqual(before);
    // Four of them (20,000,000 bytes) fit the default 20 MB.
    expectSuccess(await book(patient.token, five.slice(0, 4), '09:30'));
  });

  test('the admin’s setting decides, for posts as well, in the reader’s language', async () => {
    await setSetting(t.db, 'uploads', { maxRequestMegabytes: 1 });
    try {
      const two = [png(600_000, 'a.png'), png(600_000, 'b.png')];
      const { payload, headers } = await postBody({}, two);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/feed',
        payload,
        headers: { ...headers, ...bearer(doctor.token), 'accept-language': 'ne' },
      });
      expectFailure(res, 413, {
        code: 'FILES_TOTAL_TOO_LARGE',
        message: errorText('FILES_TOTAL_TOO_LARGE', 'ne', { megabytes: 1 }),
      });
      expect((await write(doctor.token, {}, two.slice(0, 1))).statusCode).toBe(200);
    } finally {
      await setSetting(t.db, 'uploads', defaultSettings.uploads);
    }
  });
});

describe('stored files are served with their type, nosniff and a safe disposition', () => {
  test('an image inline, a video as an attachment, both named safely', async () => {
    const post = postOf(
      await write(doctor.token, {}, [
        { name: 'x.html', type: 'text/html', bytes: PNG },
        { name: '"; evil.html', type: 'text/html', bytes: MP4 },
      ]),
    );
    const [image, video] = post.media;
    const shownImage = await call('GET', image!.url);
    expect(shownImage.statusCode).toBe(200);
    expect(shownImage.headers['content-type']).toBe('image/png');
    expect(shownImage.headers['x-content-type-options']).toBe('nosniff');
    expect(shownImage.headers['content-disposition']).toMatch(
      new RegExp(`^inline; filename="ujyalo-post-media-${image!._id}\\.png"`),
    );
    const playedVideo = await call('GET', video!.url);
    expect(playedVideo.headers['content-type']).toBe('video/mp4');
    expect(playedVideo.headers['x-content-type-options']).toBe('nosniff');
    expect(playedVideo.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="ujyalo-post-media-${video!._id}\\.mp4"`),
    );
  });

  test.each([
    ['../../etc/passwd', 'passwd', 'passwd'],
    [
      'a"b\r\nSet-Cookie: x=1.pdf',
      'a_b_Set-Cookie_x_1.pdf',
      'a%22b%0D%0ASet-Cookie%3A%20x%3D1.pdf',
    ],
    [
      'रिपोर्ट २०८३.pdf',
      'file.pdf',
      '%E0%A4%B0%E0%A4%BF%E0%A4%AA%E0%A5%8B%E0%A4%B0%E0%A5%8D%E0%A4%9F%20%E0%A5%A8%E0%A5%A6%E0%A5%AE%E0%A5%A9.pdf',
    ],
    ['C:\\Users\\me\\scan.jpg', 'scan.jpg', 'scan.jpg'],
    ['', 'file', 'file'],
  ])('a name like %j gives a header with no quote, break or path', (name, ascii, encoded) => {
    const header = contentDisposition(name, false);
    expect(header).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`);
    expect(header).not.toMatch(/[\r\n]/);
  });
});

test('at start, files without their row are swept and a pending one whose row committed is named', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ujyalo-sweep-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DEMO: 'false',
  });
  const files = path.join(dataDir, 'files');
  let running = await startServer(config);
  let mediaUrl: string;
  try {
    const author = await createUser(running.db, { role: 'doctor' });
    await running.db
      .updateTable('users')
      .set({ verified: true })
      .where('id', '=', author.id)
      .execute();
    const signedIn = await login(running.app, {
      identifier: author.email,
      password: author.password,
    });
    const token = expectSuccess<{ token: string }>(signedIn).token;
    const { payload, headers } = await postBody({}, [png(500)]);
    const created = await running.app.inject({
      method: 'POST',
      url: '/api/feed',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    mediaUrl = postOf(created).media[0]!.url;
  } finally {
    await running.close();
  }
  const [kept] = readdirSync(files);
  // What a kill -9 leaves: a file written before its row (today's orphan), a pending one
  // whose row never came, and a pending one whose row committed just before the kill.
  const orphan = `${'a'.repeat(32)}.jpg`;
  const pendingOrphan = `${'b'.repeat(32)}.pdf${PENDING}`;
  writeFileSync(path.join(files, orphan), PNG);
  writeFileSync(path.join(files, pendingOrphan), PNG);
  writeFileSync(path.join(files, 'README.txt'), 'not ours');
  await rename(path.join(files, kept!), path.join(files, kept! + PENDING));

  running = await startServer(config);
  try {
    expect(readdirSync(files).sort()).toEqual(['README.txt', kept].sort());
    expect(existsSync(path.join(files, orphan))).toBe(false);
    const served = await running.app.inject({ method: 'GET', url: mediaUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  } finally {
    await running.close();
  }
}, 120_000);
