import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, test } from 'vitest';
import { errorText } from '@contract/errors';
import { formatRxCode, rxVerificationResponse } from '@contract/rx-verify';
import {
  bearer,
  buildTestApp,
  createUser,
  demoUser,
  expectFailure,
  expectSuccess,
} from '../harness';
import { suiteApp } from '../harness-suite';

/**
 * A prescription's PDF (its doctor and its patient only) and the public check of its
 * verification code (issue 15): what a patient, a doctor and a pharmacist get.
 */
const t = suiteApp();

type Seeded = {
  id: string;
  code: string;
  patient_id: string;
  doctor_user_id: string;
  patient_name: string;
  medicine: string;
};

/** One of the demo patient's seeded prescriptions, with its doctor's account. */
async function seeded(): Promise<Seeded> {
  const patient = await demoUser(t.db, 'patient');
  const { rows } = await sql<Seeded>`select r.id, r.verification_code as code, r.patient_id,
      d.user_id as doctor_user_id, a.patient_name, r.body->'medications'->0->>'name' as medicine
    from prescriptions r join doctors d on d.id = r.doctor_id
    join appointments a on a.id = r.appointment_id
    where r.patient_id = ${patient.id} order by r.created_at limit 1`.execute(t.db);
  expect(rows[0], 'the demo patient has a prescription').toBeDefined();
  return rows[0]!;
}

const tokenOf = (id: string, role: 'patient' | 'doctor') => t.tokens.signIn({ id, role });
const pdfOf = async (id: string, token: string | null, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/prescriptions/${id}/pdf?lang=${lang}`,
    headers: token ? bearer(token) : {},
  });
const textOf = async (bytes: Buffer) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text;
};

describe('GET /api/prescriptions/:id/pdf', () => {
  test('its patient gets a real PDF holding the medicine, the doctor and the code', async () => {
    const rx = await seeded();
    const res = await pdfOf(rx.id, await tokenOf(rx.patient_id, 'patient'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="prescription-/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(res.rawPayload);
    expect(text).toContain(rx.medicine);
    expect(text).toContain(formatRxCode(rx.code));
    expect(text).toContain(`/rx/${rx.code}`);
    expect(text).toContain('Prescription');
  });

  test('in Nepali it is labelled in Nepali and still names the medicine', async () => {
    const rx = await seeded();
    const res = await pdfOf(rx.id, await tokenOf(rx.patient_id, 'patient'), 'ne');
    expect(res.statusCode).toBe(200);
    const text = await textOf(res.rawPayload);
    expect(text).toContain(rx.medicine);
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(text).not.toContain('Valid until');
  });

  test('its doctor gets it too, and the read is in the audit log', async () => {
    const rx = await seeded();
    const res = await pdfOf(rx.id, await tokenOf(rx.doctor_user_id, 'doctor'));
    expect(res.statusCode).toBe(200);
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('actor_id', '=', rx.doctor_user_id)
      .where('subject_type', '=', 'prescription')
      .where('subject_id', '=', rx.id)
      .executeTakeFirst();
    expect(entry?.patient_id).toBe(rx.patient_id);
  });

  test('another patient, another doctor and a made-up id get 404; nobody signed in 401', async () => {
    const rx = await seeded();
    const stranger = await createUser(t.db, { role: 'patient' });
    expectFailure(await pdfOf(rx.id, await tokenOf(stranger.id, 'patient')), 404, {
      code: 'NOT_FOUND',
    });
    const { user_id: otherDoctor } = await t.db
      .selectFrom('doctors')
      .select('user_id')
      .where('user_id', '!=', rx.doctor_user_id)
      .where('user_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expectFailure(await pdfOf(rx.id, await tokenOf(otherDoctor!, 'doctor')), 404);
    expectFailure(await pdfOf('not-an-id', await tokenOf(rx.patient_id, 'patient')), 404);
    expectFailure(await pdfOf(rx.id, null), 401);
  });

  test('a language it does not know is refused, not guessed', async () => {
    const rx = await seeded();
    expectFailure(await pdfOf(rx.id, await tokenOf(rx.patient_id, 'patient'), 'fr'), 400);
  });
});

const verify = (code: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/rx/${encodeURIComponent(code)}`, headers });

describe('GET /api/rx/:code (public)', () => {
  test('a genuine code, as typed from paper, shows the doctor, medicines and initials only', async () => {
    const rx = await seeded();
    const res = await verify(formatRxCode(rx.code).toLowerCase());
    const { verification } = rxVerificationResponse.parse({
      success: true,
      data: expectSuccess(res),
    }).data;
    expect(verification.genuine).toBe(true);
    expect(verification.code).toBe(rx.code);
    expect(verification.medicines).toContain(rx.medicine);
    expect(verification.doctor.nmcNumber).not.toBe('');
    const [first, last] = [rx.patient_name.split(' ')[0]!, rx.patient_name.split(' ').at(-1)!];
    expect(verification.patientInitials).toBe(`${first[0]}. ${last[0]}.`);
    expect(res.body).not.toContain(first);
    expect(res.body).not.toContain(last);
    expect(res.body).not.toContain(rx.patient_id);
  });

  test('an active prescription past its valid-until shows as expired', async () => {
    const rx = await seeded();
    await sql`update prescriptions set status = 'active', valid_until = date '2020-01-31'
      where id = ${rx.id}`.execute(t.db);
    const { verification } = expectSuccess<{
      verification: { status: string; validUntil: string };
    }>(await verify(rx.code));
    expect(verification).toMatchObject({ status: 'expired', validUntil: '2020-01-31' });
  });

  test('a wrong code says no prescription matches it, in the reader language', async () => {
    expectFailure(await verify('ZZZZ-ZZZZ-ZZZZ'), 404, {
      code: 'RX_NOT_FOUND',
      message: 'No prescription matches this code.',
    });
    expectFailure(await verify('not a code at all', { 'accept-language': 'ne' }), 404, {
      code: 'RX_NOT_FOUND',
      message: errorText('RX_NOT_FOUND', 'ne'),
    });
  });

  test('every prescription has its own 12-character code', async () => {
    const { rows } = await sql<{ code: string }>`select verification_code as code
      from prescriptions`.execute(t.db);
    expect(rows.length).toBeGreaterThan(1);
    for (const { code } of rows) expect(code).toMatch(/^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{12}$/);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });

  test('is rate limited per address with RATE_LIMITED', async () => {
    const limited = await buildTestApp(t.db, { RATE_LIMIT_RX_VERIFY_PER_MINUTE: '2' });
    try {
      const ask = (remoteAddress: string) =>
        limited.app.inject({ method: 'GET', url: '/api/rx/ZZZZZZZZZZZZ', remoteAddress });
      expectFailure(await ask('10.7.7.1'), 404);
      expectFailure(await ask('10.7.7.1'), 404);
      const third = await ask('10.7.7.1');
      expectFailure(third, 429, { code: 'RATE_LIMITED' });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expectFailure(await ask('10.7.7.2'), 404);
    } finally {
      await limited.app.close();
    }
  });
});
