import { sql } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { errorText } from '@contract/errors';
import { DEMO_DOCTOR_ID } from '../../domain/seed-directory';
import { expectFailure, expectSuccess } from '../harness';
import { PNG, bookingFields, fieldParts, multipart, postFields, type Part } from './forms';
import { gateHeaders, openBadInputSuite, t } from './setup';

/**
 * What issue 13 §3 found answering 500, each answered now as bad input: a 400 in the
 * envelope naming the field, in the reader's language, or the request simply works.
 */

openBadInputSuite();

const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const SOME_ID = '00000000-0000-4000-8000-000000000001';
const NEPALI = errorText('VALIDATION', 'ne');

let hospitalId: string;
let postId: string;
beforeAll(async () => {
  const { rows } = await sql<{
    id: string;
  }>`select id from providers where type = 'hospital' limit 1`.execute(t.db);
  hospitalId = rows[0]!.id;
  const created = await send('createPost', multipart(fieldParts(postFields())));
  postId = expectSuccess<{ post: { _id: string } }>(created).post._id;
});

function send(
  name: 'book' | 'createPost' | 'updatePost',
  form: ReturnType<typeof multipart>,
  lang = 'en',
) {
  const e = endpoints[name];
  return t.app.inject({
    method: e.method,
    url: `/api${e.path.replace(':id', postId ?? SOME_ID)}`,
    payload: form.payload,
    headers: { ...form.headers, ...gateHeaders(e), 'accept-language': lang },
  });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('dates are calendar dates', () => {
  test.each(['2026-11-31', '2027-02-29', '2026-04-31', '0000-01-01', '2026-13-01'])(
    'GET /api/doctors/{id}/slots?date=%s: 400 on date',
    async (date) => {
      const res = await get(`/api/doctors/${DEMO_DOCTOR_ID}/slots?date=${date}`);
      expectFailure(res, 400, { code: 'VALIDATION', field: 'date' });
    },
  );

  test('a real day, 29 February of a leap year, passes the contract and is judged as a day', async () => {
    const res = await get(`/api/doctors/${DEMO_DOCTOR_ID}/slots?date=2028-02-29`);
    expectFailure(res, 400, { code: 'DATE_NOT_BOOKABLE', field: 'date' });
  });

  test('a booking for 31 November is refused on its date, in Nepali too', async () => {
    const fields = bookingFields(DEMO_DOCTOR_ID, hospitalId, '2026-11-31');
    const res = await send('book', multipart(fieldParts(fields)), 'ne');
    expectFailure(res, 400, { field: 'appointmentData.date', message: NEPALI });
  });
});

describe('cursors are checked when read', () => {
  // Times JavaScript reads as dates and PostgreSQL refuses, for the lists sorted by time.
  const badTimes = [
    cursorOf(['1', SOME_ID]),
    cursorOf(['0', SOME_ID]),
    cursorOf(['+275760-09-13T00:00:00.000Z', SOME_ID]),
    cursorOf(['0000-01-01T00:00:00.000Z', SOME_ID]),
    cursorOf(['2026-11-20T10:00:00.000Z\u0000', SOME_ID]),
  ];
  const bad = [
    cursorOf(['Bir\u0000 Hospital', SOME_ID]),
    cursorOf([4, 'Bir\u0000']),
    cursorOf(['\ud800', SOME_ID]),
    cursorOf([1e308 * 10, SOME_ID]),
    'not a cursor!',
    'A'.repeat(5000),
  ];
  const lists: [string, 'anyone' | 'doctor' | 'admin', boolean][] = [
    ['/api/feed', 'anyone', true],
    ['/api/feed/my-posts', 'doctor', true],
    ['/api/feed/{post}/comments', 'anyone', true],
    ['/api/admin/contact-messages', 'admin', true],
    ['/api/hospitals', 'anyone', false],
    ['/api/labs', 'anyone', false],
    ['/api/pharmacies', 'anyone', false],
    ['/api/ambulances', 'anyone', false],
    ['/api/doctors', 'anyone', false],
  ];
  test.each(lists)('%s: 400 on cursor for every bad cursor', async (path, who, byTime) => {
    const headers =
      who === 'doctor'
        ? gateHeaders(endpoints.myPosts)
        : who === 'admin'
          ? gateHeaders(endpoints.contactMessages)
          : {};
    const url = path.replace('{post}', postId);
    for (const cursor of byTime ? [...badTimes, ...bad] : bad) {
      const res = await get(`${url}?cursor=${encodeURIComponent(cursor)}`, headers);
      expectFailure(res, 400, { field: 'cursor' });
    }
    // The list itself still reads.
    expectSuccess(await get(url, headers));
  });
});

describe('emoji comments on someone else’s post', () => {
  const comment = async (content: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/feed/${postId}/comments`,
      headers: gateHeaders(endpoints.addComment),
      payload: { content },
    });
    const data = expectSuccess<{ comment: { content: string } }>(res);
    expect(data.comment.content).toBe(content);
    const { rows } = await sql<{ comment: string }>`select params->>'comment' as comment
      from notifications where event = 'post_commented' and params->>'postId' = ${postId}
      order by created_at desc limit 1`.execute(t.db);
    return rows[0]!.comment;
  };

  test('61 emoji (122 UTF-16 units, 61 characters) are stored and quoted whole', async () => {
    const content = '🙂'.repeat(61);
    expect(await comment(content)).toBe(content);
  });

  test('a longer one is quoted up to 120 characters, cut between emoji', async () => {
    const preview = await comment('🙂'.repeat(130));
    expect(preview.isWellFormed()).toBe(true);
    expect(preview).toBe(`${'🙂'.repeat(119)}…`);
    // A family emoji is one grapheme of seven code points: it is kept whole or not at all.
    const family = '👨‍👩‍👧‍👦';
    const cut = await comment(`${'a'.repeat(115)}${family}`);
    expect(cut).toBe(`${'a'.repeat(115)}…`);
  });
});

describe('NUL and lone surrogates in multipart text fields and file names', () => {
  type Case = [string, string, () => Record<string, unknown>];
  // Titled by what and where; the fields are built when the test runs (ids come from beforeAll).
  const booking = () => bookingFields(DEMO_DOCTOR_ID, hospitalId, '2026-12-20');
  const withData = (key: string, value: string) => {
    const fields = booking();
    return { ...fields, appointmentData: { ...fields.appointmentData, [key]: value } };
  };
  const withPaper = (paper: Record<string, unknown>) => {
    const fields = booking();
    return { ...fields, historyPaperData: { ...fields.historyPaperData, ...paper } };
  };
  const bookingCases: Case[] = [
    ['a NUL', 'appointmentData.patientName', () => withData('patientName', 'Maya\u0000Gurung')],
    [
      'a lone surrogate',
      'appointmentData.patientName',
      () => withData('patientName', 'Maya \ud800'),
    ],
    ['a NUL', 'appointmentData.reason', () => withData('reason', 'Chest\u0000pain')],
    ['a lone surrogate', 'appointmentData.reason', () => withData('reason', '\udfff pain')],
    ['a NUL', 'historyPaperData.otherSymptoms', () => withPaper({ otherSymptoms: 'a\u0000' })],
    [
      'a lone surrogate',
      'historyPaperData.knownDiseases.text',
      () => withPaper({ knownDiseases: { present: true, text: '\ud83d' } }),
    ],
  ];
  test.each(bookingCases)('booking: %s in %s → 400 on it', async (_label, field, fields) => {
    for (const lang of ['en', 'ne']) {
      const res = await send('book', multipart(fieldParts(fields())), lang);
      expectFailure(res, 400, {
        code: 'VALIDATION',
        field,
        message: errorText('VALIDATION', lang === 'ne' ? 'ne' : 'en'),
      });
    }
  });

  const postCases: [string, unknown, string][] = [
    ['title', 'Boil\u0000water', 'title'],
    ['content', 'Typhoid\u0000', 'content'],
    ['tags', ['Monsoon', 'wa\u0000ter'], 'tags.1'],
    ['tags', ['\ud800'], 'tags.0'],
    ['videoUrl', 'https://example.org/\u0000', 'videoUrl'],
    ['articleLink', 'https://example.org/a\u0000b', 'articleLink'],
  ];
  test.each(postCases)('post %s, create and edit → 400 on %s', async (key, value, field) => {
    for (const name of ['createPost', 'updatePost'] as const) {
      const form = multipart(fieldParts({ ...postFields(), [key]: value }));
      expectFailure(await send(name, form, 'ne'), 400, { field, message: NEPALI });
    }
  });

  test('a file name with a NUL → 400 on the file field; an emoji name is kept whole', async () => {
    const file = (disposition: string): Part => ({
      name: 'media',
      file: PNG,
      rawDisposition: disposition,
    });
    for (const name of ['createPost', 'updatePost'] as const) {
      const form = multipart([
        ...fieldParts(postFields()),
        file(`form-data; name="media"; filename*=UTF-8''a%00b.png`),
      ]);
      expectFailure(await send(name, form), 400, { field: 'media' });
    }
    const booked = multipart([
      ...fieldParts(booking()),
      {
        name: 'historyDocuments',
        file: PNG,
        rawDisposition: `form-data; name="historyDocuments"; filename*=UTF-8''x%00.png`,
      },
    ]);
    expectFailure(await send('book', booked), 400, { field: 'historyDocuments' });
    // 199 letters and an emoji: a cut at 200 code units would have split it.
    const long = `${'a'.repeat(199)}🙂.png`;
    const form = multipart([
      ...fieldParts(postFields()),
      file(`form-data; name="media"; filename*=UTF-8''${encodeURIComponent(long)}`),
    ]);
    expectSuccess(await send('createPost', form));
  });
});

describe('path and query strings', () => {
  test('a NUL in a path parameter or a query names it', async () => {
    expectFailure(await get('/api/doctors/a%00b'), 400, { field: 'id' });
    expectFailure(await get('/api/feed/x%00/comments'), 400, { field: 'id' });
    expectFailure(await get('/api/search?q=a%00b'), 400, { field: 'q' });
    expectFailure(await get('/api/hospitals?location=%00', { 'accept-language': 'ne' }), 400, {
      field: 'location',
      message: NEPALI,
    });
  });
});
