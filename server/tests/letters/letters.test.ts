import { beforeAll, describe, expect, test } from 'vitest';
import { notificationListResponse } from '@contract/appointments';
import { letterListResponse, letterResponse, type LetterRequest } from '@contract/letters';
import { realtimeRelay } from '../../realtime';
import { suiteApp } from '../harness-suite';
import { bearer, expectFailure } from '../harness';

/**
 * Letters (issue 18, ADR 0043) through the HTTP API: the seeded demo, writing a draft,
 * editing and sending it, the recipient reading it with its `letter` notification, a
 * stranger's 404, a sent letter being final, and the form's refusals.
 */

const NOW = new Date('2026-11-24T04:15:00Z');
const relay = realtimeRelay();
const t = suiteApp({}, { clock: () => NOW, realtime: relay });

type Who = { userId: string; doctorId: string | null; token: string };
const who: Record<'aarati' | 'sabina' | 'suman' | 'hospital' | 'sita' | 'bikash', Who> =
  {} as never;
let hospitalId = '';

async function signIn(email: string): Promise<Who> {
  const user = await t.db
    .selectFrom('users as u')
    .leftJoin('doctors as d', 'd.user_id', 'u.id')
    .select(['u.id', 'u.role', 'd.id as doctorId'])
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
  return {
    userId: user.id,
    doctorId: user.doctorId,
    token: await t.tokens.signIn({ id: user.id, role: user.role }),
  };
}

beforeAll(async () => {
  who.aarati = await signIn('doctor@demo.np');
  who.sabina = await signIn('doctor2@demo.np');
  who.suman = await signIn('doctor3@demo.np');
  who.hospital = await signIn('hospital@demo.np');
  who.sita = await signIn('patient@demo.np');
  who.bikash = await signIn('patient2@demo.np');
  const h = await t.db
    .selectFrom('providers')
    .select('id')
    .where('user_id', '=', who.hospital.userId)
    .executeTakeFirstOrThrow();
  hospitalId = h.id;
});

const call = (w: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(w.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const list = async (w: Who, status = 'all') =>
  letterListResponse.parse((await call(w, 'GET', `/letters?status=${status}`)).json()).data;
const read = async (w: Who, id: string) =>
  letterResponse.parse((await call(w, 'GET', `/letters/${id}`)).json()).data.letter;
const notifications = async (w: Who) =>
  notificationListResponse.parse((await call(w, 'GET', '/notifications?filter=letter')).json()).data
    .notifications;

const form = (over: Partial<LetterRequest> = {}): LetterRequest => ({
  type: 'referral',
  patientId: who.sita.userId,
  recipientType: 'doctor',
  recipientId: who.sabina.doctorId!,
  subject: 'Referral for a second look',
  content: 'Dear Dr. Adhikari, please review Sita Sharma for pelvic pain.',
  urgency: 'urgent',
  ...over,
});

describe('the seeded demo', () => {
  test("Dr. Joshi's letters: three sent, one draft, newest first", async () => {
    const data = await list(who.aarati);
    expect(data.sent).toBeGreaterThanOrEqual(3);
    expect(data.drafts).toBeGreaterThanOrEqual(1);
    const types = data.letters.map((l) => `${l.type}:${l.status}:${l.recipientType}`);
    expect(types).toEqual(
      expect.arrayContaining([
        'discharge:sent:patient',
        'referral:sent:doctor',
        'status:draft:patient',
        'transfer:sent:hospital',
      ]),
    );
    const dates = data.letters.map((l) => l.sentAt ?? l.updatedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await list(who.aarati, 'draft')).letters.every((l) => l.status === 'draft')).toBe(true);
  });

  test('Sita has an unread letter notification that opens her discharge letter', async () => {
    const mine = await notifications(who.sita);
    const unread = mine.find((n) => !n.isRead && n.type === 'letter');
    expect(unread?.title).toBe('New letter from Dr. Aarati Joshi');
    const letter = await read(who.sita, unread!.relatedData.letterId!);
    expect(letter.type).toBe('discharge');
    expect(letter.author.name).toBe('Dr. Aarati Joshi');
    expect(letter.mine).toBe(false);
  });
});

describe('writing, sending and reading', () => {
  let draftId = '';

  test('a draft is saved, listed and only its author reads it', async () => {
    const res = await call(who.aarati, 'POST', '/letters', form());
    const letter = letterResponse.parse(res.json()).data.letter;
    expect(letter.status).toBe('draft');
    expect(letter.sentAt).toBeNull();
    expect(letter.recipient.name).toBe('Dr. Sabina Adhikari');
    draftId = letter._id;
    expect((await list(who.aarati, 'draft')).letters.map((l) => l._id)).toContain(draftId);
    expectFailure(await call(who.sabina, 'GET', `/letters/${draftId}`), 404, {
      code: 'LETTER_NOT_FOUND',
    });
    expectFailure(await call(who.sabina, 'DELETE', `/letters/${draftId}`), 404, {
      code: 'LETTER_NOT_FOUND',
    });
  });

  test('editing the draft changes it; sending makes it final and tells the recipient', async () => {
    const edited = letterResponse.parse(
      (
        await call(
          who.aarati,
          'PUT',
          `/letters/${draftId}`,
          form({ subject: 'Pelvic pain review' }),
        )
      ).json(),
    ).data.letter;
    expect(edited.subject).toBe('Pelvic pain review');
    expect((await list(who.sabina)).letters.map((l) => l._id)).not.toContain(draftId);
    const sent = letterResponse.parse(
      (await call(who.aarati, 'POST', `/letters/${draftId}/send`)).json(),
    ).data.letter;
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).toBe(NOW.toISOString());

    const bell = await notifications(who.sabina);
    expect(bell.find((n) => n.relatedData.letterId === draftId)?.type).toBe('letter');
    // Live to the recipient only: their open Letters tab fetches the list again.
    const live = relay.sent.filter(
      (e) => e.event === 'letter_received' && (e.payload as { id: string }).id === draftId,
    );
    expect(live).toEqual([
      {
        userId: who.sabina.userId,
        event: 'letter_received',
        payload: { id: draftId, status: 'sent' },
      },
    ]);
    // Their list shows it came, from whom, without its content (read through the notice).
    const listed = (await list(who.sabina)).letters.find((l) => l._id === draftId);
    expect(listed).toMatchObject({
      mine: false,
      content: '',
      author: { name: 'Dr. Aarati Joshi' },
    });
    const theirs = await read(who.sabina, draftId);
    expect(theirs.subject).toBe('Pelvic pain review');
    expect(theirs.mine).toBe(false);
    const audited = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'letter')
      .where('subject_id', '=', draftId)
      .where('actor_id', '=', who.sabina.userId)
      .execute();
    expect(audited.map((a) => a.action)).toEqual(['read']);

    expectFailure(await call(who.aarati, 'PUT', `/letters/${draftId}`, form()), 409, {
      code: 'LETTER_ALREADY_SENT',
    });
    expectFailure(await call(who.aarati, 'DELETE', `/letters/${draftId}`), 409, {
      code: 'LETTER_ALREADY_SENT',
    });
    expectFailure(await call(who.aarati, 'POST', `/letters/${draftId}/send`), 409, {
      code: 'LETTER_ALREADY_SENT',
    });
  });

  test('strangers get 404: another doctor, another patient', async () => {
    for (const w of [who.suman, who.bikash, who.sita, who.hospital])
      expectFailure(await call(w, 'GET', `/letters/${draftId}`), 404, {
        code: 'LETTER_NOT_FOUND',
      });
  });

  test('sent at once to a hospital: its account reads it and is told', async () => {
    const res = await call(
      who.aarati,
      'POST',
      '/letters',
      form({ type: 'transfer', recipientType: 'hospital', recipientId: hospitalId, send: true }),
    );
    const letter = letterResponse.parse(res.json()).data.letter;
    expect(letter.status).toBe('sent');
    expect((await read(who.hospital, letter._id)).type).toBe('transfer');
    expect(
      (await notifications(who.hospital)).some((n) => n.relatedData.letterId === letter._id),
    ).toBe(true);
  });

  test('to the patient: Sita sees it under her Letters filter and reads it without audit', async () => {
    const res = await call(
      who.aarati,
      'POST',
      '/letters',
      form({ type: 'status', recipientType: 'patient', recipientId: '', send: true }),
    );
    const letter = letterResponse.parse(res.json()).data.letter;
    expect(letter.recipient.name).toBe('Sita Sharma');
    const found = (await notifications(who.sita)).find(
      (n) => n.relatedData.letterId === letter._id,
    );
    expect(found?.type).toBe('letter');
    expect((await read(who.sita, letter._id)).content).toContain('pelvic pain');
    const audited = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('subject_id', '=', letter._id)
      .where('actor_id', '=', who.sita.userId)
      .execute();
    expect(audited).toHaveLength(0);
  });

  test('a draft is deleted by its author', async () => {
    const letter = letterResponse.parse((await call(who.aarati, 'POST', '/letters', form())).json())
      .data.letter;
    const res = await call(who.aarati, 'DELETE', `/letters/${letter._id}`);
    expect(res.statusCode).toBe(200);
    expectFailure(await call(who.aarati, 'GET', `/letters/${letter._id}`), 404);
  });
});

describe('refusals', () => {
  test.each([
    [{ subject: '  ' }, 400, 'LETTER_SUBJECT_REQUIRED', 'subject'],
    [{ content: '' }, 400, 'LETTER_CONTENT_REQUIRED', 'content'],
    [{ content: 'x'.repeat(10_001) }, 400, 'LETTER_CONTENT_TOO_LONG', 'content'],
    [{ urgency: 'low' }, 400, 'LETTER_URGENCY_INVALID', 'urgency'],
    [{ recipientId: '' }, 400, 'LETTER_RECIPIENT_REQUIRED', 'recipientId'],
    [{ type: 'memo' }, 400, 'LETTER_TYPE_INVALID', 'type'],
  ] as const)('%o is refused with %s %s', async (over, status, code, field) => {
    expectFailure(await call(who.aarati, 'POST', '/letters', form(over as never)), status, {
      code,
      field,
    });
  });

  test("a patient who is not the doctor's, and a recipient who is not a verified doctor", async () => {
    expectFailure(
      await call(who.aarati, 'POST', '/letters', form({ patientId: who.sabina.userId })),
      404,
      { code: 'LETTER_PATIENT_NOT_FOUND', field: 'patientId' },
    );
    expectFailure(
      await call(who.aarati, 'POST', '/letters', form({ recipientId: hospitalId })),
      404,
      { code: 'LETTER_RECIPIENT_NOT_FOUND', field: 'recipientId' },
    );
  });

  test('only doctors write letters', async () => {
    expectFailure(await call(who.sita, 'POST', '/letters', form()), 403);
    expectFailure(await call(who.sita, 'GET', '/letters'), 403);
  });
});
