import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import {
  advanceOrder,
  cancelOrder,
  orderPharmacies,
  patientOrder,
  patientOrders,
  pharmacyOrders,
  placeOrder,
} from '../domain/orders';
import { route } from '../http/route';
import type { Realtime } from '../realtime';

type Deps = { db: Db; realtime: Realtime; clock: () => Date };

/**
 * Medicine orders (issue 17; 002 §2, §3, §7; ADR 0034): the patient's pharmacies, orders,
 * placing and cancelling; the pharmacy's orders and moving one forward.
 */
export function orderRoutes(app: FastifyInstance, { db, realtime, clock }: Deps) {
  route(app, 'orderPharmacies', async () => ({ pharmacies: await orderPharmacies(db) }));
  route(app, 'orders', async ({ caller }) => ({ orders: await patientOrders(db, caller.userId) }));
  route(app, 'order', async ({ caller, params }) => ({
    order: await patientOrder(db, caller.userId, params.id),
  }));
  route(app, 'placeOrder', async ({ caller, body }) => ({
    order: await placeOrder(caller.userId, body, { db, realtime, now: clock() }),
  }));
  route(app, 'cancelOrder', async ({ caller, params }) => ({
    order: await cancelOrder(caller.userId, params.id, { db, realtime, now: clock() }),
  }));
  route(app, 'pharmacyOrders', async ({ caller }) => ({
    orders: await pharmacyOrders(db, caller.userId),
  }));
  route(app, 'advanceOrder', async ({ caller, params, body, request }) => ({
    order: await advanceOrder(caller.userId, params.id, body.status, {
      db,
      realtime,
      now: clock(),
      ip: request.ip,
    }),
  }));
}
