import { describe, expect, test } from 'vitest';
import { doctorPatientsResponse, patientCriticalResponse } from '@contract/patients';
import { nepalToday, addDays, weekdayOf } from '../../domain/appointments';
import { suiteApp } from '../harness-suite';
import {
  bearer,
  createUser,
  demoUser,
  expectFailure,
  expectSuccess,
  type TestUser,
} from '../harness';

/**
 * The doctor's Patients tab (issue 15, ADR 0030) through the HTTP API: who is listed,
 * the stats, search, each sort and filter, paging, and the critical flag.
 */

/** Tuesday 24 November 2026, 10:00 in Kathmandu. */
const NOW = new Date('2026-11-24T04:15:00Z');
const t = suiteApp({}, { clock: () => NOW });
const today = nepalToday(NOW);

type Status = 'requested' | 'confirmed' | 'in-progress' | 'completed' | 'cancelled';
let slot = 0;

async function newDoctor(name: string) {
  const user = await createUser(t.db, { role: 'doctor', name });
  const row = await t.db
    .insertInto('doctors')
    .values({
      user_id: user.id,
      full_name: name,
      first_name: name.split(' ')[1]!,
      last_name: name.split(' ').slice(2).join(' '),
      specialization: 'General Medicine',
      education: '[]',
      experience: '[]',
      city: 'Pokhara',
      languages: ['Nepali'],
      photo_url: null,
      clinic_name: null,
      address: null,
      lat: null,
      lng: null,
      nmc_number: null,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { user, doctorId: row.id, token: await t.tokens.signIn(user) };
}

async function patient(name: string, profile: Record<string, unknown> = {}) {
  const user = await createUser(t.db, { name });
  await t.db
    .updateTable('users')
    .set({ profile: JSON.stringify(profile) })
    .where('id', '=', user.id)
    .execute();
  return user;
}

/** An appointment `daysFromToday` away, written straight into the table. */
async function appointment(doctorId: string, who: TestUser, status: Status, daysFromToday: number) {
  const hospital = await t.db.selectFrom('providers').select('id').executeTakeFirstOrThrow();
  const date = addDays(today, daysFromToday);
  slot += 1;
  const hour = String(6 + (slot % 14)).padStart(2, '0');
  const row = await t.db
    .insertInto('appointments')
    .values({
      patient_id: who.id,
      doctor_id: doctorId,
      hospital_id: hospital.id,
      date,
      day: weekdayOf(date),
      start_time: `${hour}:00`,
      end_time: `${hour}:30`,
      department: 'General Medicine',
      consultation_fee: 500,
      status,
      cancel_reason: status === 'cancelled' ? 'declined' : null,
      patient_name: who.name,
      patient_phone: who.phone,
      reason: 'Check-up',
      medical_record_consent: true,
      history_paper: null,
      records_shared_at: null,
      reminder_sent_at: null,
      cancel_token_hash: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function prescription(
  doctorId: string,
  who: TestUser,
  appointmentId: string,
  diagnosis: string,
) {
  await t.db
    .insertInto('prescriptions')
    .values({
      appointment_id: appointmentId,
      patient_id: who.id,
      doctor_id: doctorId,
      body: JSON.stringify({ diagnosis, medications: [] }),
      valid_until: addDays(today, 30),
    })
    .execute();
}

const list = async (token: string, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/doctor/patients${query}`,
    headers: bearer(token),
  });
  return doctorPatientsResponse.parse({ success: true, data: expectSuccess(res) }).data;
};
const mark = (token: string, patientId: string, critical: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/doctor/patients/${patientId}/critical`,
    headers: bearer(token),
    payload: { critical },
  });

/** A practice of five: seen often, seen recently, new, pending, and a declined-only one. */
async function practice() {
  const doctor = await newDoctor('Dr. Bishnu Prasad Adhikari');
  const ram = await patient('Ram Prasad Ghimire', { age: 67, gender: 'Male', bloodGroup: 'B+' });
  const laxmi = await patient('Laxmi Devi Pandey', { dateOfBirth: '1990-12-01', gender: 'female' });
  const dipesh = await patient('Dipesh Shrestha', { age: 24 });
  const kabita = await patient('Kabita Thapa Magar');
  const suman = await patient('Suman Lama');
  // Ram: three visits long ago, the last with a prescription.
  await appointment(doctor.doctorId, ram, 'completed', -60);
  await appointment(doctor.doctorId, ram, 'completed', -40);
  const last = await appointment(doctor.doctorId, ram, 'completed', -20);
  await prescription(doctor.doctorId, ram, last, 'Type 2 diabetes mellitus');
  // Laxmi: seen three days ago (no prescription yet), coming back.
  const recent = await appointment(doctor.doctorId, laxmi, 'completed', -3);
  await appointment(doctor.doctorId, laxmi, 'completed', -30);
  await appointment(doctor.doctorId, laxmi, 'confirmed', 4);
  // Dipesh: accepted, never seen yet.
  await appointment(doctor.doctorId, dipesh, 'confirmed', 2);
  // Kabita: only a request, twice, waiting.
  const kabitaRequest = await appointment(doctor.doctorId, kabita, 'requested', 5);
  await appointment(doctor.doctorId, kabita, 'requested', 9);
  // Suman: declined once: not a patient.
  await appointment(doctor.doctorId, suman, 'cancelled', 1);
  return { doctor, ram, laxmi, dipesh, kabita, suman, recent, kabitaRequest };
}

describe("the doctor's patients", () => {
  test('lists the patients of their appointments with every field, and the stats', async () => {
    const p = await practice();
    await t.db
      .insertInto('medical_records')
      .values({
        patient_id: p.ram.id,
        type: 'lab-report',
        title: 'HbA1c report',
        tags: JSON.stringify(['diabetes']),
        record_date: addDays(today, -21),
        signature: 'Ram Prasad Ghimire',
      })
      .execute();
    const data = await list(p.doctor.token);
    expect(data.items.map((i) => i.name)).toEqual([
      'Dipesh Shrestha',
      'Kabita Thapa Magar',
      'Laxmi Devi Pandey',
      'Ram Prasad Ghimire',
    ]);
    expect(data.stats).toEqual({
      totalPatients: 4,
      recentVisits: 1,
      pendingActions: 2,
      criticalCases: 0,
    });
    const ram = data.items.find((i) => i.id === p.ram.id)!;
    expect(ram).toMatchObject({
      age: 67,
      gender: 'Male',
      bloodGroup: 'B+',
      phone: p.ram.phone,
      email: p.ram.email,
      status: 'my-patient',
      lastVisit: addDays(today, -20),
      totalVisits: 3,
      condition: 'Type 2 diabetes mellitus',
      recordsCount: 1,
      critical: false,
      pendingAppointmentId: null,
    });
    const laxmi = data.items.find((i) => i.id === p.laxmi.id)!;
    expect(laxmi).toMatchObject({ age: 35, gender: 'Female', bloodGroup: null });
    expect(laxmi.prescribableAppointmentId).toBe(p.recent);
    const kabita = data.items.find((i) => i.id === p.kabita.id)!;
    expect(kabita).toMatchObject({
      status: 'pending-acceptance',
      lastVisit: null,
      totalVisits: 0,
      recordsCount: null,
      pendingAppointmentId: p.kabitaRequest,
    });
  });

  test('each filter, each sort, search and paging', async () => {
    const p = await practice();
    const names = async (query: string) =>
      (await list(p.doctor.token, query)).items.map((i) => i.name.split(' ')[0]);
    expect(await names('?filter=recent')).toEqual(['Laxmi']);
    expect(await names('?filter=new')).toEqual(['Dipesh', 'Kabita']);
    expect(await names('?filter=critical')).toEqual([]);
    expect(await names('?sort=lastVisit')).toEqual(['Laxmi', 'Ram', 'Dipesh', 'Kabita']);
    expect(await names('?sort=totalVisits')).toEqual(['Ram', 'Laxmi', 'Dipesh', 'Kabita']);
    expect(await names('?sort=age')).toEqual(['Ram', 'Laxmi', 'Dipesh', 'Kabita']);
    expect(await names('?search=diabetes')).toEqual(['Ram']);
    expect(await names(`?search=${p.dipesh.phone}`)).toEqual(['Dipesh']);
    expect(await names('?search=LAXMI')).toEqual(['Laxmi']);
    const page2 = await list(p.doctor.token, '?limit=3&page=2');
    expect(page2).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page2.items.map((i) => i.name)).toEqual(['Ram Prasad Ghimire']);
    // The stats count the whole list, whatever the filter.
    expect((await list(p.doctor.token, '?filter=recent')).stats.totalPatients).toBe(4);
  });

  test('marking critical is kept, counted, filtered and audited with old and new value', async () => {
    const p = await practice();
    const patient = patientCriticalResponse.parse({
      success: true,
      data: expectSuccess(await mark(p.doctor.token, p.ram.id, true)),
    }).data.patient;
    expect(patient).toMatchObject({ id: p.ram.id, critical: true });
    const data = await list(p.doctor.token, '?filter=critical');
    expect(data.items.map((i) => i.id)).toEqual([p.ram.id]);
    expect(data.stats.criticalCases).toBe(1);
    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'patient-critical')
      .where('subject_id', '=', p.ram.id)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_id: p.doctor.user.id, patient_id: p.ram.id });
    const details = entries[0]!.details as unknown;
    expect(typeof details === 'string' ? JSON.parse(details) : details).toEqual({
      before: { critical: false },
      after: { critical: true },
    });
    expectSuccess(await mark(p.doctor.token, p.ram.id, false));
    expect((await list(p.doctor.token)).stats.criticalCases).toBe(0);
  });

  test("another doctor's patient is neither listed nor markable, and a bad body is refused", async () => {
    const p = await practice();
    const other = await newDoctor('Dr. Sarita Karki');
    expect((await list(other.token)).items).toEqual([]);
    expectFailure(await mark(other.token, p.ram.id, true), 404, { code: 'PATIENT_NOT_FOUND' });
    expectFailure(await mark(p.doctor.token, p.suman.id, true), 404, {
      code: 'PATIENT_NOT_FOUND',
    });
    expectFailure(await mark(p.doctor.token, 'not-a-uuid', true), 404, {
      code: 'PATIENT_NOT_FOUND',
    });
    expectFailure(await mark(p.doctor.token, p.ram.id, 'yes'), 400, { field: 'critical' });
  });

  test('a patient cannot read a doctor list', async () => {
    const sita = await demoUser(t.db, 'patient');
    const token = await t.tokens.signIn(sita);
    expectFailure(
      await t.app.inject({ method: 'GET', url: '/api/doctor/patients', headers: bearer(token) }),
      403,
    );
    expectFailure(await mark(token, sita.id, true), 403);
  });

  test('the demo doctor sees a pending patient whose records are closed, and a critical one', async () => {
    const aarati = await demoUser(t.db, 'doctor');
    const data = await list(await t.tokens.signIn(aarati), '?limit=50');
    const bikash = data.items.find((i) => i.name === 'Bikash Gurung');
    expect(bikash).toMatchObject({ status: 'pending-acceptance', recordsCount: null });
    expect(data.items.some((i) => i.critical)).toBe(true);
    expect(data.items.some((i) => i.totalVisits <= 1)).toBe(true);
  });
});
