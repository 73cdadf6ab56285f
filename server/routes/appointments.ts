import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import {
  acceptAppointment,
  book,
  changeAppointmentStatus,
  getAppointment,
  listAppointments,
  slotsOn,
} from '../domain/appointments';
import { listNotifications, markAllRead, markRead } from '../domain/notifications';
import { checkedOn, listPrescriptions, prescribe } from '../domain/prescriptions';
import { cancelByLink } from '../domain/reminders';
import { languageOf } from '../http/errors';
import { route } from '../http/route';
import { withStoredFiles } from '../http/stored-files';
import { accountLimiter } from '../domain/limits';
import type { Realtime } from '../realtime';

type Deps = { db: Db; realtime: Realtime; clock: () => Date; filesDir: string };

/** Booking, appointments, prescriptions and notifications (issue 7). */
export function appointmentRoutes(app: FastifyInstance, { db, realtime, clock, filesDir }: Deps) {
  const deps = () => ({ db, realtime, now: clock() });
  const limit = accountLimiter(db, clock);

  route(app, 'doctorSlots', ({ params, query }) => slotsOn(db, params.id, query.date, clock()));

  // Files get their names only once the booking commits; a refused one keeps none.
  route(app, 'book', async ({ caller, multipart: { fields, files } }) => {
    await limit(caller, 'booking');
    await limit(caller, 'upload', files.length);
    const appointment = await withStoredFiles(filesDir, files, (stored) =>
      book(deps(), caller, fields, stored),
    );
    return { appointment };
  });

  route(app, 'appointments', async ({ caller, query }) => ({
    appointments: await listAppointments(db, caller, query, clock()),
  }));
  route(app, 'appointment', async ({ caller, params }) => ({
    appointment: await getAppointment(db, caller, params.id),
  }));
  route(app, 'acceptAppointment', async ({ caller, params }) => ({
    appointment: await acceptAppointment(deps(), caller, params.id),
  }));
  route(app, 'changeAppointmentStatus', async ({ caller, params, body }) => ({
    appointment: await changeAppointmentStatus(deps(), caller, params.id, body.status),
  }));
  route(app, 'cancelByLink', async ({ body }) => ({
    appointment: await cancelByLink(deps(), body.token),
  }));

  // The follow-up date is checked on the server's day in Nepal, as a booking's date is.
  route(app, 'prescribe', async ({ caller, params, body }) => ({
    prescription: await prescribe(deps(), caller, params.id, checkedOn(clock(), body)),
  }));
  route(app, 'prescriptions', async ({ caller }) => ({
    prescriptions: await listPrescriptions(db, caller),
  }));

  route(app, 'notifications', ({ caller, query, request }) =>
    listNotifications(db, caller.userId, query, languageOf(request)),
  );
  route(app, 'readNotification', ({ caller, params }) => markRead(db, caller.userId, params.id));
  route(app, 'readAllNotifications', ({ caller }) => markAllRead(db, caller.userId));
}
