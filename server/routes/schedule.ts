import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import {
  addHospital,
  connectHospital,
  createSlot,
  deleteSlot,
  listDoctorHospitals,
  listSlots,
  updateSlot,
} from '../domain/schedule';
import { route } from '../http/route';

type Deps = { db: Db; clock: () => Date };

/** The doctor's weekly schedule and hospitals (issue 16, ADR 0031). */
export function scheduleRoutes(app: FastifyInstance, { db, clock }: Deps) {
  route(app, 'scheduleSlots', ({ caller }) => listSlots(db, caller, clock()));
  route(app, 'createScheduleSlot', async ({ caller, body, request }) => ({
    slot: await createSlot(db, body, { caller, ip: request.ip, now: clock() }),
  }));
  route(app, 'updateScheduleSlot', async ({ caller, params, body, request }) => ({
    slot: await updateSlot(db, params.id, body, { caller, ip: request.ip, now: clock() }),
  }));
  route(app, 'deleteScheduleSlot', ({ caller, params, request }) =>
    deleteSlot(db, params.id, { caller, ip: request.ip, now: clock() }),
  );
  route(app, 'doctorHospitals', ({ caller }) => listDoctorHospitals(db, caller));
  route(app, 'addHospital', ({ caller, body, request }) =>
    addHospital(db, body, { caller, ip: request.ip, now: clock() }),
  );
  route(app, 'connectHospital', ({ caller, params, request }) =>
    connectHospital(db, params.id, { caller, ip: request.ip, now: clock() }),
  );
}
