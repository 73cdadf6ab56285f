import { sql } from 'kysely';
import { BOOKING_HORIZON_DAYS, type Appointment, type BookingFields } from '@contract/appointments';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { Realtime } from '../../realtime';
import { deliver, notify } from '../notifications';
import { assertBookable, weekdayOf } from './dates';
import { historyPaperFor } from './history-paper';
import { getAppointment } from './read';
import { cut, isFull, publicDoctor, sessionsOn } from './slots';

// ---- Booking ----

export type StoredFile = {
  name: string;
  type: Appointment['documents'][number]['type'];
  size: number;
  storedName: string;
};

export type BookingDeps = { db: Db; realtime: Realtime; now: Date };

/** POST /appointments/enhanced: one slot for a verified patient with a verified doctor. */
export async function book(
  { db, realtime, now }: BookingDeps,
  caller: NonNullable<Caller>,
  fields: BookingFields,
  files: StoredFile[],
): Promise<Appointment> {
  const patient = await db
    .selectFrom('users')
    .select(['id', 'verified'])
    .where('id', '=', caller.userId)
    .executeTakeFirst();
  if (!patient?.verified) throw new AppError(403, 'PATIENT_NOT_VERIFIED');
  const doctor = await publicDoctor(db, fields.doctorId);

  const { date } = fields.appointmentData;
  assertBookable(date, now);
  if (weekdayOf(date) !== fields.selectedDay)
    throw new AppError(400, 'DATE_NOT_BOOKABLE', 'appointmentData.date', {
      days: BOOKING_HORIZON_DAYS,
    });
  const sessions = await sessionsOn(db, doctor.id, fields.selectedDay);
  const { startTime, endTime } = fields.selectedTimeSlot;
  const session = sessions.find(
    (s) =>
      s.hospital_id === fields.selectedHospital &&
      cut(s).some((slot) => slot.startTime === startTime && slot.endTime === endTime),
  );
  if (!session) throw new AppError(400, 'SLOT_NOT_OFFERED', 'selectedTimeSlot');
  const { rows: booked } = await sql<{ start_time: string }>`select start_time from appointments
    where doctor_id = ${doctor.id} and date = ${date} and hospital_id = ${session.hospital_id}
      and status <> 'cancelled'`.execute(db);
  if (
    isFull(
      session,
      booked.map((b) => b.start_time),
    )
  )
    throw new AppError(409, 'SESSION_FULL', 'selectedTimeSlot');

  const { appointmentId, notice } = await db.transaction().execute(async (trx) => {
    // The partial unique index answers "is it free?": no row comes back when it is taken.
    const inserted = await sql<{ id: string }>`insert into appointments
        (patient_id, doctor_id, hospital_id, date, day, start_time, end_time, department,
         consultation_fee, patient_name, patient_phone, reason, medical_record_consent,
         history_paper)
      values (${caller.userId}, ${doctor.id}, ${session.hospital_id}, ${date}, ${fields.selectedDay},
        ${startTime}, ${endTime}, ${session.department}, ${session.consultation_fee},
        ${fields.appointmentData.patientName}, ${fields.appointmentData.phone},
        ${fields.appointmentData.reason}, ${fields.medicalRecordConsent},
        ${fields.includeHistoryPaper && fields.historyPaperData ? JSON.stringify(fields.historyPaperData) : null}::jsonb)
      on conflict (doctor_id, date, start_time) where status <> 'cancelled' do nothing
      returning id`.execute(trx);
    const id = inserted.rows[0]?.id;
    if (!id) throw new AppError(409, 'SLOT_TAKEN', 'selectedTimeSlot');
    for (const file of files) {
      await trx
        .insertInto('appointment_documents')
        .values({
          appointment_id: id,
          name: file.name,
          type: file.type,
          size: file.size,
          stored_name: file.storedName,
        })
        .execute();
    }
    const notice = doctor.user_id
      ? await notify(trx, {
          userId: doctor.user_id,
          event: 'appointment_requested',
          params: {
            appointmentId: id,
            patient: fields.appointmentData.patientName,
            date,
            time: startTime,
            hospital: session.hospital_name,
          },
        })
      : null;
    return { appointmentId: id, notice };
  });

  const appointment = await getAppointment(db, caller, appointmentId);
  if (doctor.user_id) {
    // The doctor's copy follows the records rule: a new request carries no history paper.
    const [theirs] = await historyPaperFor(db, { userId: doctor.user_id, role: 'doctor' }, [
      appointment,
    ]);
    realtime.toUser(doctor.user_id, 'appointment_booked', { appointment: theirs });
    if (notice) deliver(realtime, doctor.user_id, notice);
  }
  return appointment;
}
