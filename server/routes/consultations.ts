import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import {
  createConsultation,
  endConsultation,
  listConsultations,
  listMessages,
  readConsultation,
  sendConsultationMessage,
  startConsultation,
  updateConsultationStatus,
} from '../domain/consultations';
import { route } from '../http/route';
import type { Realtime } from '../realtime';

type Deps = { db: Db; realtime: Realtime; clock: () => Date };

/** Consultations between two doctors and their chat (issue 18, ADR 0041). */
export function consultationRoutes(app: FastifyInstance, { db, realtime, clock }: Deps) {
  route(app, 'consultations', ({ caller, query }) =>
    listConsultations(db, caller.userId, query.tab),
  );
  route(app, 'createConsultation', async ({ caller, body, request }) => ({
    consultation: await createConsultation(db, body, {
      caller,
      ip: request.ip,
      now: clock(),
      realtime,
    }),
  }));
  route(app, 'consultation', async ({ caller, params }) => ({
    consultation: await readConsultation(db, caller.userId, params.id),
  }));
  route(app, 'updateConsultationStatus', async ({ caller, params, body, request }) => ({
    consultation: await updateConsultationStatus(db, params.id, body.status, {
      caller,
      ip: request.ip,
      now: clock(),
      realtime,
    }),
  }));
  route(app, 'startConsultation', async ({ caller, params, request }) => ({
    consultation: await startConsultation(db, params.id, {
      caller,
      ip: request.ip,
      now: clock(),
      realtime,
    }),
  }));
  route(app, 'endConsultation', async ({ caller, params, body, request }) => ({
    consultation: await endConsultation(db, params.id, body.notes, {
      caller,
      ip: request.ip,
      now: clock(),
      realtime,
    }),
  }));
  route(app, 'consultationMessages', ({ caller, params, query }) =>
    listMessages(db, caller.userId, params.id, query),
  );
  route(app, 'sendConsultationMessage', async ({ caller, params, body, request }) => ({
    message: await sendConsultationMessage(db, params.id, body.body, {
      caller,
      ip: request.ip,
      now: clock(),
      realtime,
    }),
  }));
}
