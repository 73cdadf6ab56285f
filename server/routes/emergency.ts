import type { FastifyInstance } from 'fastify';
import { MAX_EMERGENCY_CONTACTS } from '@contract/emergency';
import type { Db } from '../db/database';
import {
  activeEmergency,
  addContact,
  cancelSos,
  deleteContact,
  emergencyHistory,
  listContacts,
  triggerSos,
  updateContact,
} from '../domain/emergency';
import { route } from '../http/route';

type Deps = { db: Db; clock: () => Date };

/** Emergency contacts and SOS (issue 17, ADR 0035): the patient's own, nobody else's. */
export function emergencyRoutes(app: FastifyInstance, { db, clock }: Deps) {
  route(app, 'emergencyContacts', async ({ caller }) => ({
    contacts: await listContacts(db, caller.userId),
    max: MAX_EMERGENCY_CONTACTS,
  }));
  route(app, 'addEmergencyContact', async ({ caller, body }) => ({
    contact: await addContact(db, caller.userId, body, clock()),
  }));
  route(app, 'updateEmergencyContact', async ({ caller, params, body }) => ({
    contact: await updateContact(db, caller.userId, params.id, body, clock()),
  }));
  route(app, 'deleteEmergencyContact', ({ caller, params }) =>
    deleteContact(db, caller.userId, params.id),
  );
  route(app, 'activeEmergency', ({ caller }) => activeEmergency(db, caller.userId));
  route(app, 'triggerSos', ({ caller, body }) => triggerSos(db, caller.userId, body, clock()));
  route(app, 'cancelSos', ({ caller }) => cancelSos(db, caller.userId, clock()));
  route(app, 'emergencyHistory', ({ caller }) => emergencyHistory(db, caller.userId));
}
