import type { Db } from '../db/database';
import { addDays, nepalToday, weekdayOf } from './appointments/dates';
import { hashPassword, randomToken } from './crypto';

/**
 * A year of history for the admin's analytics (issue 14, ADR 0024): patients who joined
 * month by month across Nepal, their consultations with directory doctors (not the demo
 * doctors, whose own lists stay as the demo practice plays them), and their sign-ins
 * with the device each used. Deterministic, and seeded once: the first patient marks it.
 */

const given = [
  'Aayush',
  'Bimala',
  'Chandra',
  'Dipa',
  'Ganesh',
  'Hira',
  'Ishwor',
  'Januka',
  'Kiran',
  'Laxmi',
  'Manoj',
  'Nabin',
  'Pabitra',
  'Rabin',
  'Sarita',
  'Tek',
  'Usha',
  'Yam',
];
const family = [
  'Adhikari',
  'Basnet',
  'Chaudhary',
  'Dahal',
  'Gurung',
  'Karki',
  'Limbu',
  'Magar',
  'Pandey',
  'Rai',
  'Shrestha',
  'Tharu',
  'Yadav',
];
const PATIENTS = 48;
const MONTHS = 12;
const devices = [
  'mobile',
  'mobile',
  'mobile',
  'desktop',
  'mobile',
  'tablet',
  'mobile',
  'desktop',
] as const;

const email = (i: number) => `history-${String(i + 1).padStart(2, '0')}@patients.demo.np`;

export async function seedAnalyticsHistory(db: Db, now: Date) {
  const marked = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email(0))
    .executeTakeFirst();
  if (marked) return;
  const today = nepalToday(now);
  const day = (back: number) => new Date(`${addDays(today, -back)}T10:00:00+05:45`);
  const hash = await hashPassword(randomToken());
  // Joined over the year, more in recent months, as a growing service does.
  const patients = await db
    .insertInto('users')
    .values(
      Array.from({ length: PATIENTS }, (_, i) => {
        const joined = day(Math.floor(((PATIENTS - i) / PATIENTS) ** 1.5 * MONTHS * 30));
        return {
          name: `${given[i % given.length]} ${family[(i * 7) % family.length]}`,
          email: email(i),
          phone: `98600${String(i + 1).padStart(5, '0')}`,
          role: 'patient' as const,
          verified: true,
          password_hash: hash,
          profile: '{}',
          created_at: joined,
          updated_at: joined,
        };
      }),
    )
    .returning(['id', 'name', 'phone', 'created_at'])
    .execute();

  const schedules = await db
    .selectFrom('doctor_schedules as s')
    .innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .select([
      's.doctor_id',
      's.hospital_id',
      's.day',
      's.start_time',
      's.consultation_fee',
      's.department',
    ])
    .where('d.user_id', 'is', null)
    .orderBy('s.doctor_id')
    .orderBy('s.day')
    .execute();
  if (schedules.length === 0) return;

  const rows = [];
  for (let k = 0; k < 420; k += 1) {
    const s = schedules[(k * 7) % schedules.length]!;
    const patient = patients[(k * 5) % patients.length]!;
    // Later months are busier: k spreads over the year with more of it near today.
    let date = addDays(today, -(1 + Math.floor(((420 - k) / 420) ** 1.3 * (MONTHS * 30 - 2))));
    while (weekdayOf(date) !== s.day) date = addDays(date, 1);
    if (date >= today) continue;
    const joined = nepalToday(patient.created_at);
    if (date < joined) continue;
    const [h, m] = s.start_time.split(':').map(Number) as [number, number];
    const start = h * 60 + m + (k % 6) * 30;
    const clock = (min: number) =>
      `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
    const status = k % 11 === 3 ? 'cancelled' : k % 29 === 5 ? 'confirmed' : 'completed';
    rows.push({
      patient_id: patient.id,
      doctor_id: s.doctor_id,
      hospital_id: s.hospital_id,
      date,
      day: s.day,
      start_time: clock(start),
      end_time: clock(start + 30),
      department: s.department,
      consultation_fee: s.consultation_fee,
      status: status as 'cancelled' | 'confirmed' | 'completed',
      cancel_reason: status === 'cancelled' ? ('patient' as const) : null,
      patient_name: patient.name,
      patient_phone: patient.phone,
      reason: 'Follow-up consultation',
      medical_record_consent: k % 2 === 0,
      created_at: new Date(`${date}T08:00:00+05:45`),
      updated_at: new Date(`${date}T12:00:00+05:45`),
    });
  }
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('appointments')
      .values(rows.slice(i, i + 100))
      .onConflict((oc) => oc.doNothing())
      .execute();

  // Sign-ins over the year, each ended a day later, with the device used.
  await db
    .insertInto('sessions')
    .values(
      Array.from({ length: 240 }, (_, k) => {
        const back = Math.floor(((240 - k) / 240) * (MONTHS * 30 - 1));
        const at = day(back);
        // Only someone who had joined by then signs in.
        const joinedBy = Math.floor(PATIENTS - PATIENTS * (back / (MONTHS * 30)) ** (1 / 1.5));
        return {
          user_id: patients[(k * 3) % Math.max(1, joinedBy)]!.id,
          device: devices[k % devices.length],
          created_at: at,
          revoked_at: new Date(at.getTime() + 86_400_000),
        };
      }),
    )
    .execute();
}
