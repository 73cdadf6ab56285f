import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import {
  createAmbulance,
  createProvider,
  kindOf,
  listAdminProviders,
  listAmbulances,
  removeProvider,
  updateAmbulance,
  updateProvider,
  verifyProvider,
} from '../domain/admin-providers';
import { route } from '../http/route';

type Deps = { db: Db; clock: () => Date };

/** The admin's hospitals, pharmacies, labs and ambulances (issue 14, ADR 0021). */
export function adminProviderRoutes(app: FastifyInstance, { db, clock }: Deps) {
  route(app, 'adminProviders', ({ params, query }) =>
    listAdminProviders(db, kindOf(params.kind), query),
  );
  route(app, 'createProvider', async ({ caller, params, body, request }) => ({
    provider: await createProvider(db, kindOf(params.kind), body, {
      admin: caller,
      ip: request.ip,
      now: clock(),
    }),
  }));
  route(app, 'updateProvider', async ({ caller, params, body, request }) => ({
    provider: await updateProvider(db, kindOf(params.kind), params.id, body, {
      admin: caller,
      ip: request.ip,
      now: clock(),
    }),
  }));
  route(app, 'verifyProvider', async ({ caller, params, request }) => ({
    provider: await verifyProvider(db, kindOf(params.kind), params.id, {
      admin: caller,
      ip: request.ip,
      now: clock(),
    }),
  }));
  route(app, 'deleteProvider', ({ caller, params, request }) =>
    removeProvider(db, kindOf(params.kind), params.id, {
      admin: caller,
      ip: request.ip,
      now: clock(),
    }),
  );

  route(app, 'adminAmbulances', ({ query }) => listAmbulances(db, query));
  route(app, 'createAmbulance', ({ caller, body, request }) =>
    createAmbulance(db, body, { admin: caller, ip: request.ip, now: clock() }),
  );
  route(app, 'updateAmbulance', ({ caller, params, body, request }) =>
    updateAmbulance(db, params.id, body, { admin: caller, ip: request.ip, now: clock() }),
  );
  route(app, 'deleteAmbulance', ({ caller, params, request }) =>
    removeProvider(db, 'ambulance', params.id, { admin: caller, ip: request.ip, now: clock() }),
  );
}
