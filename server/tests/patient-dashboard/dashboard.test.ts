import { describe, expect, test } from 'vitest';
import { historyPaperResponse, patientDashboardResponse } from '@contract/patient-dashboard';
import { patientRecordsResponse, recordListResponse } from '@contract/records';
import { demoPdf } from '../../domain/verification/demo-files';
import { suiteApp } from '../harness-suite';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectFailure,
  expectSuccess,
} from '../harness';

/**
 * The patient's dashboard and history paper (issue 17; 002 §2, §3, §7, ADR 0037): the
 * sidebar's figures from real rows, recent activity, and a history paper kept as a record
 * that the patient's doctor reads once the patient is theirs.
 */

const t = suiteApp();

const dashboard = async (token: string) =>
  patientDashboardResponse.parse({
    success: true,
    data: expectSuccess(
      await t.app.inject({ method: 'GET', url: '/api/patient/dashboard', headers: bearer(token) }),
    ),
  }).data;

async function historyPaperForm(paper: unknown, files: { name: string; bytes: Uint8Array }[] = []) {
  const form = new FormData();
  form.set('historyPaperData', JSON.stringify(paper));
  for (const f of files)
    form.append(
      'attachments',
      new Blob([Buffer.from(f.bytes)], { type: 'application/pdf' }),
      f.name,
    );
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

const PAPER = {
  language: 'np',
  symptoms: [
    { symptom: 'fever', days: 3 },
    { symptom: 'cough', days: 5 },
  ],
  otherSymptoms: 'राति पसिना आउँछ',
  pastHistory: true,
  pastHistoryDetails: 'Typhoid in 2079',
  familyHistory: { present: true, text: 'Father: diabetes' },
  knownDiseases: { present: false, text: '' },
  allergies: { present: true, text: 'Penicillin' },
};

describe("Sita's dashboard", () => {
  test('the figures count her own rows; recent activity is at most 2 of a kind', async () => {
    const sita = await demoUser(t.db, 'patient');
    const token = await accessToken(t.tokens, sita);
    const { figures, recent } = await dashboard(token);
    const records = await t.db
      .selectFrom('medical_records')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('patient_id', '=', sita.id)
      .executeTakeFirstOrThrow();
    expect(figures.medicalRecords).toBe(Number(records.n));
    expect(figures.upcomingAppointments).toBeGreaterThanOrEqual(1);
    expect(figures.activePrescriptions).toBeGreaterThanOrEqual(1);
    const orders = await t.db
      .selectFrom('medicine_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('patient_id', '=', sita.id)
      .where('status', 'in', ['processing', 'shipped'])
      .executeTakeFirstOrThrow();
    expect(figures.ordersInProgress).toBe(Number(orders.n));
    expect(figures.ordersInProgress).toBeGreaterThan(0);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBe(6);
    for (const kind of ['appointment', 'record', 'order'] as const)
      expect(recent.filter((r) => r.kind === kind).length).toBeLessThanOrEqual(2);
    const times = recent.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);

    // A new patient starts from nothing.
    const fresh = await createUser(t.db, { name: 'Sarita Magar' });
    expect(await dashboard(await accessToken(t.tokens, fresh))).toEqual({
      figures: {
        upcomingAppointments: 0,
        activePrescriptions: 0,
        medicalRecords: 0,
        ordersInProgress: 0,
      },
      recent: [],
    });
  });
});

describe('history paper', () => {
  test('kept as a record in Records, its count on the dashboard, read by her doctor', async () => {
    const sita = await demoUser(t.db, 'patient');
    const token = await accessToken(t.tokens, sita);
    const before = (await dashboard(token)).figures.medicalRecords;
    const form = await historyPaperForm(PAPER, [
      { name: 'old-xray-report.pdf', bytes: demoPdf(['Chest X-ray', 'No active lesion']) },
    ]);
    const saved = historyPaperResponse.parse({
      success: true,
      data: expectSuccess(
        await t.app.inject({
          method: 'POST',
          url: '/api/history-paper',
          headers: { ...bearer(token), ...form.headers },
          payload: form.payload,
        }),
      ),
    }).data;
    expect(saved).toMatchObject({ title: 'आपतकालीन इतिहास पत्र', attachments: 1 });
    const after = await dashboard(token);
    expect(after.figures.medicalRecords).toBe(before + 1);
    expect(after.recent[0]).toMatchObject({ kind: 'record', id: saved.recordId });

    const list = recordListResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/records', headers: bearer(token) })).json(),
    ).data;
    const listed = JSON.stringify(list);
    expect(listed).toContain(saved.recordId);
    expect(list.items.find((r) => r._id === saved.recordId)?.type).toBe('emergency-history');
    expect(listed).toContain('Penicillin');

    // Dr. Joshi accepted Sita's appointments: she reads the paper among Sita's records.
    const doctor = await demoUser(t.db, 'doctor');
    const doctorToken = await accessToken(t.tokens, doctor);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/records/${saved.recordId}`,
      headers: bearer(doctorToken),
    });
    expect(JSON.stringify(expectSuccess(seen))).toContain('fever 3 d');
    expect(
      JSON.stringify(
        patientRecordsResponse.parse(
          (
            await t.app.inject({
              method: 'GET',
              url: `/api/patients/${sita.id}/records`,
              headers: bearer(doctorToken),
            })
          ).json(),
        ),
      ),
    ).toContain(saved.recordId);

    // A doctor with no appointment with Sita is refused.
    const stranger = await createUser(t.db, { role: 'doctor', name: 'Dr. Suman Gautam' });
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/records/${saved.recordId}`,
      headers: bearer(await accessToken(t.tokens, stranger)),
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(403);
  });

  test('bad days, a bad language and a bad file are refused, nothing kept', async () => {
    const patient = await createUser(t.db, { name: 'Bishnu Pariyar' });
    const token = await accessToken(t.tokens, patient);
    const send = async (paper: unknown, files: { name: string; bytes: Uint8Array }[] = []) => {
      const form = await historyPaperForm(paper, files);
      return t.app.inject({
        method: 'POST',
        url: '/api/history-paper',
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      });
    };
    expect((await send({ ...PAPER, symptoms: [{ symptom: 'fever', days: -1 }] })).statusCode).toBe(
      400,
    );
    expect((await send({ ...PAPER, language: 'fr' })).statusCode).toBe(400);
    expectFailure(
      await send(PAPER, [{ name: 'notes.pdf', bytes: new TextEncoder().encode('plain text') }]),
      415,
    );
    expect((await dashboard(token)).figures.medicalRecords).toBe(0);
  });
});
