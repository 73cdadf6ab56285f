import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { listDoctorPatients, setCritical } from '../domain/patients';
import { route } from '../http/route';

type Deps = { db: Db; clock: () => Date };

/** The doctor's Patients tab (issue 15, ADR 0030): the list and the critical flag. */
export function patientRoutes(app: FastifyInstance, { db, clock }: Deps) {
  route(app, 'doctorPatients', ({ caller, query }) =>
    listDoctorPatients(db, caller.userId, query, clock()),
  );
  route(app, 'doctorPatientCritical', async ({ caller, params, body, request }) => ({
    patient: await setCritical(db, caller, params.patientId, body.critical, clock(), request.ip),
  }));
}
