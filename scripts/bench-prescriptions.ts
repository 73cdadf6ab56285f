import { sql } from 'kysely';
import { migrate, openDatabase } from '../server/db/database';
import { seedDemo } from '../server/domain/seed';

type Measured = Record<string, unknown>;
type Deps = {
  dataDir: string;
  serve: () => Promise<{ port: number; stop(): Promise<void> }>;
  measure: (
    port: number,
    options: {
      paths: string[];
      connections: number;
      duration: number;
      headers?: Record<string, string>;
    },
  ) => Promise<Measured>;
  seconds: number;
  warmUpSeconds: number;
};

// ---- The doctor's prescriptions (issue 15, ADR 0028) ----
// BENCH_PRESCRIPTIONS (default 5,000; 0 skips) completed appointments of the demo doctor,
// each with a prescription, more than a year back (clear of the demo's slots); then the
// doctor's list: first page, later pages, search (JSON diagnosis and medicine names) and
// the status filters whose "expired" is computed on read.
export async function benchPrescriptions({
  dataDir,
  serve,
  measure,
  seconds,
  warmUpSeconds,
}: Deps) {
  const prescriptionCount = Number(process.env.BENCH_PRESCRIPTIONS ?? 5000);
  if (prescriptionCount <= 0) return undefined;
  {
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
    await migrate(db);
    await seedDemo(db);
    await sql`insert into appointments (patient_id, doctor_id, hospital_id, date, day, start_time,
      end_time, department, consultation_fee, status, patient_name, patient_phone, reason,
      medical_record_consent)
    select pat.ids[1 + g % array_length(pat.ids, 1)], doc.id, doc.hospital_id, v.date,
      trim(to_char(v.date, 'Day')), to_char(time '06:00' + make_interval(mins => (g % 24) * 30), 'HH24:MI'),
      to_char(time '06:30' + make_interval(mins => (g % 24) * 30), 'HH24:MI'), 'Cardiology', 500,
      'completed', pat.names[1 + g % array_length(pat.ids, 1)], '9800000000', 'Bench visit ' || g, true
    from generate_series(1, ${prescriptionCount}) g
    cross join lateral (select current_date - 400 - g / 24 as date) v
    cross join (select d.id, s.hospital_id from doctors d join users u on u.id = d.user_id
      join doctor_schedules s on s.doctor_id = d.id where u.email = 'doctor@demo.np' limit 1) doc
    cross join (select array_agg(id order by email) as ids, array_agg(name order by email) as names
      from users where role = 'patient') pat`.execute(db);
    await sql`insert into prescriptions (appointment_id, patient_id, doctor_id, status, body,
      valid_until, created_at, updated_at)
    select a.id, a.patient_id, a.doctor_id,
      (array['active','active','completed','cancelled'])[1 + n % 4],
      jsonb_build_object(
        'diagnosis', (array['Essential hypertension','Stable angina','Hyperlipidaemia',
          'Atrial fibrillation','Heart failure'])[1 + n % 5],
        'medications', jsonb_build_array(jsonb_build_object(
          'name', (array['Amlodipine','Atorvastatin','Metoprolol','Aspirin','Losartan'])[1 + n % 5],
          'dosage', '5 mg', 'frequency', 'Once a day', 'duration', '30 days',
          'instructions', '', 'timing', 'after meals')),
        'tests', '[]'::jsonb, 'advice', 'Less salt.', 'allergies', '[]'::jsonb,
        'followUp', jsonb_build_object('required', false, 'notes', ''), 'vitalSigns', '{}'::jsonb),
      a.date + 30, a.date + time '12:00', a.date + time '12:00'
    from (select a.*, row_number() over (order by a.id) as n from appointments a
      where a.reason like 'Bench visit %') a`.execute(db);
    await sql`analyze appointments`.execute(db);
    await sql`analyze prescriptions`.execute(db);
    await db.destroy();

    const server = await serve();
    const doctorLogin = (await fetch(`http://127.0.0.1:${server.port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        identifier: 'doctor@demo.np',
        password: 'Demo@12345',
        role: 'doctor',
      }),
    }).then((res) => res.json())) as { data: { token: string } };
    const headers = { authorization: `Bearer ${doctorLogin.data.token}` };
    const list = '/api/doctor/prescriptions';
    const scenarios: Record<string, string[]> = {
      firstPage: [list],
      laterPages: [2, 10, 50, 120, 250].map((page) => `${list}?page=${page}`),
      search: ['amlo', 'angina', 'sita', 'fibrillation'].map((q) => `${list}?search=${q}`),
      status: ['active', 'expired', 'completed', 'cancelled'].map((s) => `${list}?status=${s}`),
    };
    const results: Record<string, unknown> = {};
    for (const [name, paths] of Object.entries(scenarios)) {
      await measure(server.port, { paths, connections: 10, duration: warmUpSeconds, headers });
      results[name] = await measure(server.port, {
        paths,
        connections: 10,
        duration: seconds,
        headers,
      });
    }
    await server.stop();
    return {
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      prescriptions: prescriptionCount,
      secondsPerScenario: seconds,
      ...results,
    };
  }
}
