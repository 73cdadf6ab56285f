import { beforeAll, describe, expect, test } from 'vitest';
import { appointmentListResponse, slotsResponse } from '@contract/appointments';
import {
  careRequestListResponse,
  careRequestResponse,
  myCareRequestsResponse,
  type CareRequest,
} from '@contract/care-requests';
import { addDays, nepalToday } from '../../domain/appointments';
import { realtimeRelay } from '../../realtime';
import { suiteApp } from '../harness-suite';
import { bearer, expectFailure } from '../harness';

/**
 * Requests (issue 18, ADR 0042) through the HTTP API: the seeded demo in every status, a
 * patient's ask from a completed appointment and its refusals, the doctor's accept (which
 * books a confirmed appointment), reschedule (which moves it) and reject, and strangers.
 */

const NOW = new Date();
const relay = realtimeRelay();
const t = suiteApp({}, { clock: () => NOW, realtime: relay });
const today = nepalToday(NOW);

type Who = { userId: string; doctorId: string | null; token: string };
const who: Record<'aarati' | 'sabina' | 'suman' | 'sita' | 'bikash', Who> = {} as never;

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
  who.sita = await signIn('patient@demo.np');
  who.bikash = await signIn('patient2@demo.np');
});

const get = (w: Who, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(w.token) });
const send = (w: Who, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(w.token), payload });

const incoming = async (w: Who) =>
  careRequestListResponse.parse((await get(w, '/doctor/requests')).json()).data;
const answer = async (w: Who, id: string, body: object) => {
  const res = await send(w, 'PUT', `/doctor/requests/${id}/respond`, body);
  return { res, request: () => careRequestResponse.parse(res.json()).data.request };
};

/** The first free slot of the doctor on a day from `after` days ahead. */
async function freeSlot(w: Who, after = 1, skip?: string) {
  for (let d = after; d < after + 21; d++) {
    const date = addDays(today, d);
    const res = await get(w, `/doctors/${w.doctorId}/slots?date=${date}`);
    const slot = slotsResponse
      .parse(res.json())
      .data.slots.find((s) => s.available && `${date} ${s.startTime}` !== skip);
    if (slot) return { date, time: slot.startTime };
  }
  throw new Error('no free slot');
}

async function sitasAppointments() {
  const res = await get(who.sita, '/appointments');
  return appointmentListResponse.parse(res.json()).data.appointments;
}

describe('the seeded requests', () => {
  test('Dr. Joshi has pending follow-ups and second opinions, an accepted one with its appointment and a rejected one with its message; counts match', async () => {
    const { requests, counts } = await incoming(who.aarati);
    const by = (s: CareRequest['status']) => requests.filter((r) => r.status === s);
    expect(counts).toEqual({
      pending: by('pending').length,
      accepted: by('accepted').length,
      rejected: by('rejected').length,
    });
    expect(
      by('pending')
        .map((r) => r.type)
        .sort(),
    ).toEqual(['follow-up', 'second-opinion']);
    const accepted = by('accepted')[0]!;
    // One of her practice patients: Bikash's own booking with her still waits for her answer.
    expect(['Sita Sharma', 'Bikash Gurung']).not.toContain(accepted.requesterName);
    expect(accepted.scheduledAppointment!.date >= today).toBe(true);
    expect(by('rejected')[0]!.responseMessage).toMatch(/too early/);
    const sita = requests.find((r) => r.requesterName === 'Sita Sharma' && r.status === 'pending')!;
    expect(sita.patientInfo.condition).toMatch(/hypertension/i);
  });

  test("Dr. Sabina has Sita's second opinion about pregnancy", async () => {
    const { requests } = await incoming(who.sabina);
    const mine = requests.filter((r) => r.requesterName === 'Sita Sharma');
    expect(mine.map((r) => r.type)).toEqual(['second-opinion']);
    expect(mine[0]!.fromAppointment.doctorName).toMatch(/Aarati Joshi/);
  });
});

describe('a patient asks', () => {
  let sitasVisit: string;
  beforeAll(async () => {
    sitasVisit = (await sitasAppointments()).find(
      (a) => a.status === 'completed' && a.doctor._id === who.aarati.doctorId,
    )!._id;
  });
  const body = (over: object = {}) => ({
    type: 'second-opinion',
    doctorId: who.suman.doctorId,
    preferredDate: addDays(today, 4),
    preferredTime: '10:00',
    description: 'Are the morning headaches from the blood pressure?',
    urgency: 'normal',
    ...over,
  });

  test('a second opinion from her completed visit goes to the doctor she names, who is told live', async () => {
    const res = await send(who.sita, 'POST', `/appointments/${sitasVisit}/requests`, body());
    const request = careRequestResponse.parse(res.json()).data.request;
    expect(res.statusCode).toBe(200);
    expect(request).toMatchObject({ status: 'pending', doctorId: who.suman.doctorId });
    expect((await incoming(who.suman)).requests.map((r) => r._id)).toContain(request._id);
    expect(relay.sent).toContainEqual(
      expect.objectContaining({ userId: who.suman.userId, event: 'request_created' }),
    );
  });

  test('a second pending follow-up from the same visit is refused', async () => {
    const res = await send(
      who.sita,
      'POST',
      `/appointments/${sitasVisit}/requests`,
      body({ type: 'follow-up', doctorId: undefined }),
    );
    expectFailure(res, 409, { code: 'REQUEST_ALREADY_PENDING' });
  });

  test('an appointment not completed is refused; someone else’s, or none, is not found', async () => {
    const upcoming = (await sitasAppointments()).find((a) => a.status === 'confirmed')!;
    expectFailure(
      await send(who.sita, 'POST', `/appointments/${upcoming._id}/requests`, body()),
      409,
      { code: 'REQUEST_NOT_COMPLETED' },
    );
    expectFailure(
      await send(who.bikash, 'POST', `/appointments/${sitasVisit}/requests`, body()),
      404,
      { code: 'APPOINTMENT_NOT_FOUND' },
    );
    expectFailure(await send(who.sita, 'POST', '/appointments/not-a-uuid/requests', body()), 404);
  });

  test('a second opinion from an unknown or unverified doctor is refused on the doctor field', async () => {
    const ask = (doctorId: string) =>
      send(who.sita, 'POST', `/appointments/${sitasVisit}/requests`, body({ doctorId }));
    expectFailure(await ask('00000000-0000-4000-8000-000000000000'), 404, {
      code: 'DOCTOR_NOT_FOUND',
      field: 'doctorId',
    });
    const other = await t.db
      .selectFrom('doctors')
      .select('id')
      .where('id', 'not in', [who.aarati.doctorId!, who.sabina.doctorId!, who.suman.doctorId!])
      .where('verification_status', '=', 'verified')
      .executeTakeFirstOrThrow();
    const mark = (status: 'pending' | 'verified') =>
      t.db
        .updateTable('doctors')
        .set({ verification_status: status })
        .where('id', '=', other.id)
        .execute();
    await mark('pending');
    try {
      expectFailure(await ask(other.id), 403, { code: 'DOCTOR_NOT_VERIFIED', field: 'doctorId' });
    } finally {
      await mark('verified');
    }
  });

  test('a preferred date before today is refused on its field', async () => {
    const res = await send(
      who.sita,
      'POST',
      `/appointments/${sitasVisit}/requests`,
      body({ preferredDate: addDays(today, -1), doctorId: who.sabina.doctorId }),
    );
    expectFailure(res, 400, { code: 'REQUEST_DATE_PAST', field: 'preferredDate' });
  });
});

describe('the doctor answers', () => {
  let followUp: CareRequest;
  let secondOpinion: CareRequest;
  beforeAll(async () => {
    const { requests } = await incoming(who.aarati);
    followUp = requests.find((r) => r.status === 'pending' && r.type === 'follow-up')!;
    secondOpinion = requests.find((r) => r.status === 'pending' && r.type === 'second-opinion')!;
  });

  test('a date before today, or a time outside the schedule, is refused', async () => {
    const past = await answer(who.aarati, followUp._id, {
      action: 'accept',
      scheduledDate: addDays(today, -1),
      scheduledTime: '10:00',
    });
    expectFailure(past.res, 400, { code: 'REQUEST_DATE_PAST', field: 'scheduledDate' });
    const night = await answer(who.aarati, followUp._id, {
      action: 'accept',
      scheduledDate: addDays(today, 3),
      scheduledTime: '03:00',
    });
    expectFailure(night.res, 409, { code: 'REQUEST_NO_SLOT', field: 'scheduledTime' });
  });

  test('accepting books a confirmed appointment the patient sees, and tells her', async () => {
    const slot = await freeSlot(who.aarati, 2);
    const { res, request } = await answer(who.aarati, followUp._id, {
      action: 'accept',
      scheduledDate: slot.date,
      scheduledTime: slot.time,
      message: 'Bring the readings.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const accepted = request();
    expect(accepted.status).toBe('accepted');
    expect(accepted.scheduledAppointment).toMatchObject({ date: slot.date, startTime: slot.time });
    const booked = (await sitasAppointments()).find(
      (a) => a._id === accepted.scheduledAppointment!._id,
    );
    expect(booked).toMatchObject({ status: 'confirmed', date: slot.date });
    const notice = await t.db
      .selectFrom('notifications')
      .select(['type', 'event'])
      .where('user_id', '=', who.sita.userId)
      .where('event', '=', 'care_request_accepted')
      .executeTakeFirst();
    expect(notice?.type).toBe('appointment');
    expect(relay.sent).toContainEqual(
      expect.objectContaining({ userId: who.sita.userId, event: 'request_status_changed' }),
    );
    const again = await answer(who.aarati, followUp._id, { action: 'reject' });
    expectFailure(again.res, 409, { code: 'REQUEST_ALREADY_ANSWERED' });
    followUp = accepted;
  });

  test('rescheduling moves that appointment', async () => {
    const current = followUp.scheduledAppointment!;
    const slot = await freeSlot(who.aarati, 3, `${current.date} ${current.startTime}`);
    const { res, request } = await answer(who.aarati, followUp._id, {
      action: 'reschedule',
      scheduledDate: slot.date,
      scheduledTime: slot.time,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(request().scheduledAppointment).toMatchObject({
      _id: current._id,
      date: slot.date,
      startTime: slot.time,
    });
    const moved = (await sitasAppointments()).find((a) => a._id === current._id);
    expect(moved).toMatchObject({ date: slot.date, timeSlot: { startTime: slot.time } });
  });

  test('rejecting keeps the message for the patient; a rejected one cannot be rescheduled', async () => {
    const { request } = await answer(who.aarati, secondOpinion._id, {
      action: 'reject',
      message: 'Please see Dr. Shrestha again first.',
    });
    expect(request()).toMatchObject({ status: 'rejected' });
    const mine = myCareRequestsResponse.parse((await get(who.bikash, '/patient/requests')).json())
      .data.requests;
    expect(mine.find((r) => r._id === secondOpinion._id)?.responseMessage).toBe(
      'Please see Dr. Shrestha again first.',
    );
    const slot = await freeSlot(who.aarati, 2);
    const moved = await answer(who.aarati, secondOpinion._id, {
      action: 'reschedule',
      scheduledDate: slot.date,
      scheduledTime: slot.time,
    });
    expectFailure(moved.res, 409, { code: 'REQUEST_NOT_RESCHEDULABLE' });
  });

  test('another doctor neither sees nor answers them', async () => {
    const theirs = (await incoming(who.sabina)).requests.map((r) => r._id);
    expect(theirs).not.toContain(followUp._id);
    const { res } = await answer(who.sabina, followUp._id, { action: 'reject' });
    expectFailure(res, 404, { code: 'REQUEST_NOT_FOUND' });
    expectFailure(await get(who.sita, '/doctor/requests'), 403);
  });
});
