import { beforeAll, describe, expect, test } from 'vitest';
import { doctorPatientsResponse } from '@contract/patients';
import {
  transferResponse,
  transfersResponse,
  type CreateTransferRequest,
  type Transfer,
} from '@contract/transfers';
import { addDays, nepalToday } from '../../domain/appointments';
import { realtimeRelay } from '../../realtime';
import { suiteApp } from '../harness-suite';
import { bearer, createUser, expectFailure, expectSuccess } from '../harness';

/**
 * Transfers between doctors (issue 18, ADR 0040) through the HTTP API: the seeded demo in
 * every status, create and its refusals, accept, reject, complete, who sees what, the
 * hospital account answering, and the sender's care ending on completion.
 */

/**
 * The app's clock is the time of the run, as the demo's (seeded at the run's start): the
 * seed's appointments are booked at seed time, and a care link ended before them would not
 * outweigh them (ADR 0039), so a fixed date in the past makes this file fail days later.
 */
const NOW = new Date();
const relay = realtimeRelay();
const t = suiteApp({}, { clock: () => NOW, realtime: relay });
const today = nepalToday(NOW);

type Who = { userId: string; doctorId: string | null; token: string };
const who: Record<'aarati' | 'sabina' | 'suman' | 'hospital', Who> = {} as never;
const patients: Record<string, string> = {};

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
  const rows = await t.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [
      'patient@demo.np',
      'ram.thapa@patients.demo.np',
      'hari.koirala@patients.demo.np',
      'gita.shrestha@patients.demo.np',
    ])
    .execute();
  for (const r of rows) patients[r.email.split('@')[0]!.split('.')[0]!] = r.id;
});

const get = async (w: Who, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(w.token) });
const send = async (w: Who, method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(w.token), payload: payload as object });

const list = async (w: Who) => transfersResponse.parse((await get(w, '/transfers')).json()).data;
const myPatients = async (w: Who) =>
  doctorPatientsResponse.parse((await get(w, '/doctor/patients?limit=50')).json()).data.items;

/** The sender no longer reads the records: 404, as if the patient had never been theirs. */
function expectRecordsClosed(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json()).toMatchObject({ success: false });
}

async function sabinasHospital() {
  const row = await t.db
    .selectFrom('doctor_schedules as s')
    .innerJoin('providers as p', 'p.id', 's.hospital_id')
    .select('p.id')
    .where('s.doctor_id', '=', who.sabina.doctorId!)
    .orderBy('p.name')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function form(
  overrides: Partial<CreateTransferRequest> = {},
): Promise<CreateTransferRequest> {
  return {
    patientId: patients.ram!,
    targetHospitalId: await sabinasHospital(),
    targetDoctorId: who.sabina.doctorId!,
    requiredSpecialty: 'Gynecology',
    reason: 'Moving to Pokhara',
    urgency: 'high',
    medicalSummary: 'Stable.',
    expectedTransferDate: addDays(today, 3),
    estimatedDuration: '2 weeks',
    notes: '',
    attachments: [],
    ...overrides,
  };
}

describe('the seeded transfers', () => {
  test('Dr. Joshi sees outgoing and incoming transfers in every status, with counts', async () => {
    const data = await list(who.aarati);
    const statuses = new Set([...data.outgoing, ...data.incoming].map((x) => x.status));
    expect(statuses).toEqual(new Set(['pending', 'accepted', 'rejected', 'completed']));
    expect(data.counts).toEqual({
      outgoing: data.outgoing.length,
      incoming: data.incoming.length,
      pending: data.pending.length,
    });
    expect(data.incoming.some((x) => x.status === 'pending')).toBe(true);
    expect(data.outgoing.some((x) => x.status === 'pending')).toBe(true);
    expect(data.pending.every((x) => x.status === 'pending')).toBe(true);
    const rejected = data.incoming.find((x) => x.status === 'rejected');
    expect(rejected?.responseMessage).toMatch(/Cannot accommodate/);
    const done = data.outgoing.find((x) => x.status === 'completed')!;
    expect(done.patientName).toBe('Hari Prasad Koirala');
    expect(done.actualTransferDate).not.toBeNull();
  });

  test("the completed one ended Dr. Joshi's care: Hari is gone from her list and his records answer 404", async () => {
    expect((await myPatients(who.aarati)).some((p) => p.id === patients.hari)).toBe(false);
    expectRecordsClosed(await get(who.aarati, `/patients/${patients.hari}/records`));
    const hers = await myPatients(who.sabina);
    expect(hers.find((p) => p.id === patients.hari)?.status).toBe('my-patient');
    expectSuccess(await get(who.sabina, `/patients/${patients.hari}/records`));
  });
});

describe('creating a transfer', () => {
  test('refuses what the form must not send, on its field', async () => {
    const cases: [Partial<CreateTransferRequest>, number, string, string][] = [
      [{ reason: '  ' }, 400, 'TRANSFER_FIELDS_REQUIRED', 'reason'],
      [{ targetDoctorId: '' }, 400, 'TRANSFER_FIELDS_REQUIRED', 'targetDoctorId'],
      [{ requiredSpecialty: '' }, 400, 'TRANSFER_SPECIALTY_REQUIRED', 'requiredSpecialty'],
      [{ targetDoctorId: who.aarati.doctorId! }, 400, 'TRANSFER_TO_SELF', 'targetDoctorId'],
      [
        { expectedTransferDate: addDays(today, -1) },
        400,
        'TRANSFER_DATE_PAST',
        'expectedTransferDate',
      ],
      [
        { targetHospitalId: '00000000-0000-4000-8000-000000000000' },
        404,
        'TRANSFER_HOSPITAL_UNAVAILABLE',
        'targetHospitalId',
      ],
      [
        { targetDoctorId: '00000000-0000-4000-8000-000000000000' },
        404,
        'TRANSFER_DOCTOR_UNAVAILABLE',
        'targetDoctorId',
      ],
      [{ patientId: patients.hari! }, 404, 'PATIENT_NOT_FOUND', 'patientId'],
    ];
    for (const [override, status, code, field] of cases)
      expectFailure(await send(who.aarati, 'POST', '/transfers', await form(override)), status, {
        code,
        field,
      });
  });

  test("refuses another patient's record as an attachment, and a stranger patient", async () => {
    const other = await t.db
      .selectFrom('medical_records')
      .select('id')
      .where('patient_id', '<>', patients.ram!)
      .executeTakeFirstOrThrow();
    expectFailure(
      await send(who.aarati, 'POST', '/transfers', await form({ attachments: [other.id] })),
      400,
      { code: 'TRANSFER_ATTACHMENT_NOT_FOUND', field: 'attachments' },
    );
    const stranger = await createUser(t.db, { name: 'Kiran Lama' });
    expectFailure(
      await send(who.aarati, 'POST', '/transfers', await form({ patientId: stranger.id })),
      404,
      { code: 'PATIENT_NOT_FOUND' },
    );
  });
});

describe('a transfer from start to end', () => {
  let transfer: Transfer;

  test('Dr. Joshi transfers Ram to Dr. Adhikari; both hear of it, nobody else sees it', async () => {
    relay.sent.length = 0;
    const res = await send(who.aarati, 'POST', '/transfers', await form());
    transfer = transferResponse.parse(res.json()).data;
    expect(res.statusCode).toBe(200);
    expect(transfer).toMatchObject({
      status: 'pending',
      direction: 'outgoing',
      patientName: 'Ram Bahadur Thapa',
      targetDoctorName: 'Dr. Sabina Adhikari',
      urgency: 'high',
      responseMessage: null,
    });
    const told = relay.sent.filter((m) => m.event === 'transferCreated').map((m) => m.userId);
    expect(told).toEqual(expect.arrayContaining([who.aarati.userId, who.sabina.userId]));
    expect(told).not.toContain(who.suman.userId);

    const incoming = await list(who.sabina);
    expect(incoming.incoming.find((x) => x.id === transfer.id)?.direction).toBe('incoming');
    expect(incoming.pending.some((x) => x.id === transfer.id)).toBe(true);
    expect((await list(who.suman)).incoming.some((x) => x.id === transfer.id)).toBe(false);
    expectFailure(await get(who.suman, `/transfers/${transfer.id}`), 404, {
      code: 'TRANSFER_NOT_FOUND',
    });
    expectFailure(
      await send(who.suman, 'PUT', `/transfers/${transfer.id}/status`, { status: 'accepted' }),
      404,
    );
    expectFailure(await get(who.hospital, `/transfers/${transfer.id}`), 404);
    expectFailure(await get(who.aarati, '/transfers/not-an-id'), 404);
  });

  test('a second one for the same patient waits for the first answer', async () => {
    expectFailure(await send(who.aarati, 'POST', '/transfers', await form()), 409, {
      code: 'TRANSFER_ALREADY_PENDING',
    });
  });

  test('the sender can neither accept nor complete a pending transfer', async () => {
    const url = `/transfers/${transfer.id}/status`;
    expectFailure(await send(who.aarati, 'PUT', url, { status: 'accepted' }), 403, {
      code: 'TRANSFER_ANSWER_FORBIDDEN',
    });
    expectFailure(await send(who.sabina, 'PUT', url, { status: 'completed' }), 409, {
      code: 'TRANSFER_NOT_ACCEPTED',
    });
  });

  test('Dr. Adhikari accepts: Ram becomes her patient and is told; it is audited', async () => {
    relay.sent.length = 0;
    const res = await send(who.sabina, 'PUT', `/transfers/${transfer.id}/status`, {
      status: 'accepted',
    });
    expect(transferResponse.parse(res.json()).data.status).toBe('accepted');
    expect((await myPatients(who.sabina)).find((p) => p.id === patients.ram)?.status).toBe(
      'my-patient',
    );
    expect(relay.sent.some((m) => m.userId === patients.ram && m.event === 'notification')).toBe(
      true,
    );
    expect(
      relay.sent.find((m) => m.event === 'transferStatusChanged' && m.userId === who.aarati.userId)
        ?.payload,
    ).toEqual({ transferId: transfer.id, status: 'accepted' });
    expectFailure(
      await send(who.sabina, 'PUT', `/transfers/${transfer.id}/status`, { status: 'rejected' }),
      409,
      { code: 'TRANSFER_NOT_PENDING' },
    );
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('subject_type', '=', 'transfer')
      .where('subject_id', '=', transfer.id)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(who.sabina.userId);
    expect(JSON.stringify(entry.details)).toContain('"old":{"status":"pending"');
  });

  test('Dr. Joshi marks it complete: Ram leaves her list and his records answer 404 to her', async () => {
    expectSuccess(await get(who.aarati, `/patients/${patients.ram}/records`));
    const res = await send(who.aarati, 'PUT', `/transfers/${transfer.id}/status`, {
      status: 'completed',
    });
    const done = transferResponse.parse(res.json()).data;
    expect(done.status).toBe('completed');
    expect(done.actualTransferDate).toBe(NOW.toISOString());
    expect((await myPatients(who.aarati)).some((p) => p.id === patients.ram)).toBe(false);
    expectRecordsClosed(await get(who.aarati, `/patients/${patients.ram}/records`));
    expectSuccess(await get(who.sabina, `/patients/${patients.ram}/records`));
    // The transfer itself stays in both doctors' lists.
    expect((await list(who.aarati)).outgoing.find((x) => x.id === transfer.id)?.status).toBe(
      'completed',
    );
  });

  test('a rejection without a message says "Cannot accommodate"', async () => {
    const created = transferResponse.parse(
      (
        await send(who.aarati, 'POST', '/transfers', await form({ patientId: patients.patient! }))
      ).json(),
    ).data;
    const res = await send(who.sabina, 'PUT', `/transfers/${created.id}/status`, {
      status: 'rejected',
    });
    expect(transferResponse.parse(res.json()).data).toMatchObject({
      status: 'rejected',
      responseMessage: 'Cannot accommodate',
    });
    // A rejected transfer changes nothing about whose patient she is.
    expect((await myPatients(who.aarati)).some((p) => p.id === patients.patient)).toBe(true);
  });
});

describe('the hospital account', () => {
  test('sees the transfers to its hospital only, and answers one through the API', async () => {
    const data = await list(who.hospital);
    expect(data.outgoing).toEqual([]);
    expect(data.incoming.length).toBeGreaterThan(0);
    expect(new Set(data.incoming.map((x) => x.targetHospitalName))).toEqual(
      new Set(['Bir Hospital']),
    );
    const pending = data.incoming.find(
      (x) => x.status === 'pending' && x.targetDoctorId === who.suman.doctorId,
    )!;
    const res = await send(who.hospital, 'PUT', `/transfers/${pending.id}/status`, {
      status: 'accepted',
      message: 'Bed 12, neurology ward',
    });
    expect(transferResponse.parse(res.json()).data).toMatchObject({
      status: 'accepted',
      responseMessage: 'Bed 12, neurology ward',
    });
    const seenByDoctor = (await list(who.suman)).incoming.find((x) => x.id === pending.id);
    expect(seenByDoctor?.status).toBe('accepted');
  });

  test('a patient may not call the transfers API', async () => {
    const patient = await createUser(t.db, { name: 'Asha Gurung' });
    const token = await t.tokens.signIn(patient);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/transfers',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
  });
});
