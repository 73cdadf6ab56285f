import { sql } from 'kysely';
import type { Appointment } from '@contract/appointments';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import type { Realtime } from '../realtime';
import { addDays, changeAppointmentStatus, nepalToday } from './appointments';
import { randomToken, sha256 } from './crypto';
import { deliver, notificationText, queueNotification, storeNotification } from './notifications';
import { getSetting } from './settings';

/**
 * The day-before reminder (issue 7): for every confirmed appointment tomorrow (in Nepal),
 * one message through the outbox, by email or else WhatsApp, in English and Nepali, with
 * a link that cancels it. Safe with several server processes: an appointment is claimed
 * by a conditional update in the same transaction as its message, so only one process
 * queues it.
 */

type Due = {
  id: string;
  patient_id: string;
  email: string | null;
  phone: string | null;
  patient_phone: string;
  doctor_name: string;
  date: string;
  start_time: string;
  hospital_name: string;
};

export async function sendDueReminders({
  db,
  realtime,
  now,
  publicUrl,
}: {
  db: Db;
  realtime: Realtime;
  now: Date;
  publicUrl: string;
}): Promise<number> {
  // Switched off by the admin: nothing is claimed, so turning it back on reminds of what is due.
  const { appointmentReminders } = await getSetting(db, 'notifications');
  if (!appointmentReminders) return 0;
  const tomorrow = addDays(nepalToday(now), 1);
  const { rows } = await sql<Due>`select a.id, a.patient_id, u.email, u.phone, a.patient_phone,
      d.full_name as doctor_name, a.date::text as date, a.start_time, p.name as hospital_name
    from appointments a
    join users u on u.id = a.patient_id
    join doctors d on d.id = a.doctor_id
    join providers p on p.id = a.hospital_id
    where a.status = 'confirmed' and a.reminder_sent_at is null and a.date = ${tomorrow}
    limit 500`.execute(db);
  let sent = 0;
  for (const due of rows) {
    const token = randomToken();
    const params = {
      appointmentId: due.id,
      doctor: due.doctor_name,
      date: due.date,
      time: due.start_time,
      hospital: due.hospital_name,
    };
    const notice = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('appointments')
        .set({ reminder_sent_at: now, cancel_token_hash: sha256(token) })
        .where('id', '=', due.id)
        .where('status', '=', 'confirmed')
        .where('reminder_sent_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return null;
      const en = notificationText('appointment_reminder', 'en', params);
      const ne = notificationText('appointment_reminder', 'ne', params);
      const link = `${publicUrl}/appointments/cancel?token=${token}`;
      // Each channel the patient keeps on for appointments (ADR 0036).
      await queueNotification(trx, {
        userId: due.patient_id,
        type: 'appointment',
        email: due.email,
        phone: due.phone ?? due.patient_phone,
        subject: `${en.title} · ${ne.title}`,
        body: `${en.message}\nCannot come? Cancel here: ${link}\n\n${ne.message}\nआउन सक्नुहुन्न? यहाँ रद्द गर्नुहोस्: ${link}`,
      });
      return storeNotification(trx, {
        userId: due.patient_id,
        event: 'appointment_reminder',
        params,
      });
    });
    if (notice) {
      deliver(realtime, due.patient_id, notice);
      sent += 1;
    }
  }
  return sent;
}

/** POST /appointments/cancel-by-link: the reminder's link cancels its appointment once. */
export async function cancelByLink(
  deps: { db: Db; realtime: Realtime; now: Date },
  token: string,
): Promise<Appointment> {
  const row = await deps.db
    .selectFrom('appointments')
    .select(['id', 'patient_id', 'status'])
    .where('cancel_token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || (row.status !== 'requested' && row.status !== 'confirmed'))
    throw new AppError(400, 'LINK_INVALID', 'token');
  return changeAppointmentStatus(
    deps,
    { userId: row.patient_id, role: 'patient' },
    row.id,
    'cancelled',
    'reminder-link',
  );
}

/** Runs the reminders every `seconds` (and once at start) until stopped. */
export function startReminders(
  deps: { db: Db; realtime: Realtime; clock: () => Date; publicUrl: string },
  seconds: number,
  log: { error(obj: unknown, msg: string): void },
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await sendDueReminders({ ...deps, now: deps.clock() });
    } catch (error) {
      log.error({ err: error }, 'appointment reminders failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
