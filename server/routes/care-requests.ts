import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { nepalToday } from '../domain/appointments';
import { createRequest, doctorRequests, patientRequests, respond } from '../domain/care-requests';
import { doctorIdOf } from '../domain/patients/list';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import type { Realtime } from '../realtime';

type Deps = { db: Db; realtime: Realtime; clock: () => Date };

/**
 * Requests (issue 18, ADR 0042): the patient's follow-up or second-opinion ask from a
 * completed appointment, the doctor's incoming list with counts, and the doctor's answer.
 */
export function careRequestRoutes(app: FastifyInstance, { db, realtime, clock }: Deps) {
  const deps = () => ({ db, realtime, now: clock() });

  route(app, 'doctorRequests', async ({ caller, query }) => {
    const doctorId = await doctorIdOf(db, caller.userId);
    if (!doctorId) return { requests: [], counts: { pending: 0, accepted: 0, rejected: 0 } };
    return doctorRequests(db, doctorId, query.status, nepalToday(clock()));
  });
  route(app, 'respondToRequest', async ({ caller, params, body }) => {
    const doctorId = await doctorIdOf(db, caller.userId);
    if (!doctorId) throw new AppError(404, 'REQUEST_NOT_FOUND');
    return { request: await respond(deps(), caller, doctorId, params.id, body) };
  });
  route(app, 'createCareRequest', async ({ caller, params, body }) => ({
    request: await createRequest(deps(), caller.userId, params.id, body),
  }));
  route(app, 'myRequests', async ({ caller, query }) => ({
    requests: await patientRequests(db, caller.userId, query.appointmentId, nepalToday(clock())),
  }));
}
