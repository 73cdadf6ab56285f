import { addDays, nepalToday, weekdayOf } from '../../domain/appointments';
import { createUser, type TestApp, type TestUser } from '../harness';

/** Doctors, appointments and prescriptions written straight into the tables. */
export function builders(t: TestApp, today: string) {
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
        city: 'Butwal',
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

  /** An appointment on `date`, written straight into the table. */
  async function appointment(doctorId: string, who: TestUser, status: Status, date: string) {
    const hospital = await t.db.selectFrom('providers').select('id').executeTakeFirstOrThrow();
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

  /** A prescription written at `at` (an instant) for a completed appointment. */
  async function prescription(doctorId: string, who: TestUser, at: Date, diagnosis = 'Gastritis') {
    const appointmentId = await appointment(doctorId, who, 'completed', nepalToday(at));
    await t.db
      .insertInto('prescriptions')
      .values({
        appointment_id: appointmentId,
        patient_id: who.id,
        doctor_id: doctorId,
        body: JSON.stringify({
          diagnosis,
          medications: [{ name: 'Paracetamol', dosage: '500 mg', frequency: 'Three times a day' }],
        }),
        valid_until: addDays(today, 30),
        created_at: at,
      })
      .execute();
  }

  return { newDoctor, appointment, prescription };
}
