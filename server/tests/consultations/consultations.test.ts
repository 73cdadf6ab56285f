import { beforeAll, describe, expect, test } from 'vitest';
import {
  consultationListResponse,
  consultationMessageResponse,
  consultationMessagesResponse,
  consultationResponse,
  type Consultation,
  type CreateConsultationRequest,
} from '@contract/consultations';
import { realtimeRelay } from '../../realtime';
import { suiteApp } from '../harness-suite';
import { bearer, expectFailure } from '../harness';

/**
 * Consultations between two doctors (issue 18, ADR 0041) through the HTTP API: the seeded
 * demo in every status, asking a colleague, accepting, starting, the chat (stored, live to
 * the other doctor only), ending with notes, and who may see what.
 */

const NOW = new Date('2026-11-24T04:15:00Z');
const relay = realtimeRelay();
const t = suiteApp({}, { clock: () => NOW, realtime: relay });

type Who = { userId: string; doctorId: string | null; token: string };
const who: Record<'aarati' | 'sabina' | 'suman' | 'patient', Who> = {} as never;
let gita = '';

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
  who.patient = await signIn('patient@demo.np');
  gita = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'gita.shrestha@patients.demo.np')
      .executeTakeFirstOrThrow()
  ).id;
});

const get = (w: Who, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(w.token) });
const send = (w: Who, method: 'POST' | 'PUT', url: string, payload: unknown = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(w.token), payload: payload as object });

const tab = async (w: Who, name: string) =>
  consultationListResponse.parse((await get(w, `/consultations?tab=${name}`)).json()).data;
const one = (res: { json(): unknown }) => consultationResponse.parse(res.json()).data.consultation;

const ask = (over: Partial<CreateConsultationRequest> = {}): CreateConsultationRequest => ({
  patientId: gita,
  doctorId: who.sabina.doctorId!,
  reason: 'Second opinion on her valve before delivery',
  scheduledTime: new Date(NOW.getTime() + 24 * 3_600_000).toISOString(),
  fee: 1500,
  ...over,
});

describe('the demo', () => {
  test('Dr. Joshi sees one consultation in each tab, her counts agree', async () => {
    const counts = (await tab(who.aarati, 'active')).counts;
    for (const name of ['active', 'scheduled', 'requests', 'completed'] as const) {
      const list = await tab(who.aarati, name);
      expect(list.consultations.length, name).toBe(counts[name]);
      expect(counts[name], name).toBeGreaterThan(0);
    }
    const completed = (await tab(who.aarati, 'completed')).consultations;
    expect(completed.map((c) => c.status).sort()).toEqual(['cancelled', 'completed']);
    const done = completed.find((c) => c.status === 'completed')!;
    expect(done.endNotes).toMatch(/vaginal delivery is safe/);
    expect(done.actualDuration).toBeGreaterThan(0);
    const history = consultationMessagesResponse.parse(
      (await get(who.aarati, `/consultations/${done.id}/messages`)).json(),
    ).data.messages;
    expect(history.length).toBe(4);
    expect(history[0]!.mine).toBe(true);
    expect(history[1]!.body).toMatch(/नमस्ते/);
  });
});

describe('a consultation from request to notes', () => {
  let c: Consultation;

  test('Dr. Joshi asks Dr. Adhikari about her patient; both are told live', async () => {
    relay.sent.length = 0;
    const res = await send(who.aarati, 'POST', '/consultations', ask());
    expect(res.statusCode, res.body).toBe(200);
    c = one(res);
    expect(c).toMatchObject({
      status: 'pending',
      type: 'video',
      duration: 30,
      fee: 1500,
      direction: 'outgoing',
      patientName: 'Gita Shrestha',
    });
    const created = relay.sent.filter((s) => s.event === 'consultation_created');
    expect(created.map((s) => s.userId).sort()).toEqual(
      [who.aarati.userId, who.sabina.userId].sort(),
    );
    expect(created[0]!.payload).toEqual({ consultationId: c.id, status: 'pending' });
    const incoming = (await tab(who.sabina, 'requests')).consultations.find((x) => x.id === c.id);
    expect(incoming?.direction).toBe('incoming');
  });

  test('only the consulting doctor accepts; the patient is told it is scheduled', async () => {
    expectFailure(
      await send(who.aarati, 'PUT', `/consultations/${c.id}/status`, { status: 'scheduled' }),
      403,
      {
        code: 'CONSULTATION_NOT_YOURS_TO_ACCEPT',
      },
    );
    relay.sent.length = 0;
    const res = await send(who.sabina, 'PUT', `/consultations/${c.id}/status`, {
      status: 'scheduled',
    });
    expect(one(res).status).toBe('scheduled');
    expect(relay.sent.some((s) => s.userId === gita && s.event === 'notification')).toBe(true);
    expect(
      relay.sent
        .filter((s) => s.event === 'consultation_status_changed')
        .map((s) => s.userId)
        .sort(),
    ).toEqual([who.aarati.userId, who.sabina.userId].sort());
    expectFailure(
      await send(who.sabina, 'PUT', `/consultations/${c.id}/status`, { status: 'scheduled' }),
      409,
      {
        code: 'CONSULTATION_STATUS_CONFLICT',
      },
    );
  });

  test('either starts it; a message is stored and goes live to the other doctor only', async () => {
    expect(one(await send(who.aarati, 'PUT', `/consultations/${c.id}/start`)).status).toBe(
      'in-progress',
    );
    relay.sent.length = 0;
    const res = await send(who.aarati, 'POST', `/consultations/${c.id}/messages`, {
      body: 'नमस्ते, her echo is in the records.',
    });
    const message = consultationMessageResponse.parse(res.json()).data.message;
    expect(message).toMatchObject({ mine: true, senderName: 'Dr. Aarati Joshi' });
    const live = relay.sent.filter((s) => s.event === 'consultation_message');
    expect(live.map((s) => s.userId)).toEqual([who.sabina.userId]);
    expect(live[0]!.payload).toMatchObject({
      consultationId: c.id,
      message: { id: message.id, mine: false, body: 'नमस्ते, her echo is in the records.' },
    });
    const history = consultationMessagesResponse.parse(
      (await get(who.sabina, `/consultations/${c.id}/messages`)).json(),
    ).data;
    expect(history.messages.map((m) => [m.body, m.mine])).toEqual([
      ['नमस्ते, her echo is in the records.', false],
    ]);
    expectFailure(
      await send(who.sabina, 'POST', `/consultations/${c.id}/messages`, { body: '  ' }),
      400,
      {
        code: 'CONSULTATION_MESSAGE_REQUIRED',
        field: 'body',
      },
    );
  });

  test('ending saves the notes; after it no message is accepted', async () => {
    const ended = one(
      await send(who.sabina, 'PUT', `/consultations/${c.id}/end`, { notes: 'Safe to deliver.' }),
    );
    expect(ended).toMatchObject({ status: 'completed', endNotes: 'Safe to deliver.' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('subject_id', '=', c.id)
      .execute();
    expect(audit.length).toBe(4);
    expectFailure(
      await send(who.aarati, 'POST', `/consultations/${c.id}/messages`, { body: 'One more thing' }),
      409,
      {
        code: 'CONSULTATION_CLOSED',
      },
    );
  });

  test('another doctor, or the patient, cannot see it', async () => {
    expectFailure(await get(who.suman, `/consultations/${c.id}`), 404, {
      code: 'CONSULTATION_NOT_FOUND',
    });
    expectFailure(await get(who.suman, `/consultations/${c.id}/messages`), 404);
    expectFailure(await send(who.suman, 'PUT', `/consultations/${c.id}/start`), 404);
    expect((await get(who.patient, `/consultations/${c.id}`)).statusCode).toBe(403);
  });
});

describe('refusals when asking', () => {
  test('a missing doctor or reason names the patient card sentence', async () => {
    expectFailure(await send(who.aarati, 'POST', '/consultations', ask({ doctorId: '' })), 400, {
      code: 'CONSULTATION_FIELDS_REQUIRED',
      message: 'Please select a doctor and provide a reason.',
      field: 'doctorId',
    });
    expectFailure(await send(who.aarati, 'POST', '/consultations', ask({ reason: ' ' })), 400, {
      code: 'CONSULTATION_FIELDS_REQUIRED',
      field: 'reason',
    });
  });

  test('someone else’s patient is 404; oneself, a past time, a bad duration are refused', async () => {
    expectFailure(await send(who.suman, 'POST', '/consultations', ask()), 404, {
      field: 'patientId',
    });
    expectFailure(
      await send(who.aarati, 'POST', '/consultations', ask({ doctorId: who.aarati.doctorId! })),
      400,
      { code: 'CONSULTATION_DOCTOR_INVALID', field: 'doctorId' },
    );
    expectFailure(
      await send(
        who.aarati,
        'POST',
        '/consultations',
        ask({ scheduledTime: '2020-01-01T00:00:00Z' }),
      ),
      400,
      { code: 'CONSULTATION_TIME_PAST', field: 'scheduledTime' },
    );
    expectFailure(
      await send(who.aarati, 'POST', '/consultations', { ...ask(), duration: 20 }),
      400,
      { code: 'CONSULTATION_DURATION_INVALID', field: 'duration' },
    );
  });
});
