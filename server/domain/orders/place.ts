import { sql } from 'kysely';
import { ORDER_UPDATED_EVENT, type Order, type PlaceOrderRequest } from '@contract/orders';
import type { z } from 'zod';
import type { placeOrderRequest } from '@contract/orders';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Realtime } from '../../realtime';
import { nepalToday } from '../appointments/dates';
import { isUuid } from '../cursor';
import { DEFAULT_DELIVERY_FEE_PAISA, patientOrder } from './read';
import { priceLines, type Line } from './pricing';

export type { PlaceOrderRequest };
type Body = z.output<typeof placeOrderRequest>;
type Deps = { db: Db; realtime: Realtime; now: Date };

/** A pharmacy that takes orders: verified, active, with a price list. */
async function orderablePharmacy(db: Db, id: string) {
  const pharmacy = isUuid(id)
    ? await db
        .selectFrom('providers as p')
        .leftJoin('pharmacy_delivery as d', 'd.pharmacy_id', 'p.id')
        .select(['p.id', 'p.user_id', 'p.status', 'p.verification_status', 'd.delivery_fee_paisa'])
        .where('p.id', '=', id)
        .where('p.type', '=', 'pharmacy')
        .executeTakeFirst()
    : undefined;
  if (!pharmacy) throw new AppError(404, 'PROVIDER_NOT_FOUND', 'pharmacyId');
  const list = await db
    .selectFrom('pharmacy_medicines')
    .select(['name', 'strength', 'price_paisa', 'prescription_only'])
    .where('pharmacy_id', '=', pharmacy.id)
    .orderBy('name')
    .orderBy('strength')
    .execute();
  if (
    pharmacy.status !== 'active' ||
    pharmacy.verification_status !== 'verified' ||
    list.length === 0
  )
    throw new AppError(409, 'ORDER_PHARMACY_UNAVAILABLE', 'pharmacyId');
  return { ...pharmacy, list };
}

/**
 * The patient's own prescription, active on Nepal's today; its medicines as lines, each of
 * the quantity the doctor wrote, or one pack where none was written (ADR 0034).
 */
async function activePrescriptionLines(
  db: Db,
  patientId: string,
  id: string,
  now: Date,
): Promise<Line[]> {
  const row = isUuid(id)
    ? await db
        .selectFrom('prescriptions')
        .select(['id', 'status', 'body', sql<string>`valid_until::text`.as('valid_until')])
        .where('id', '=', id)
        .where('patient_id', '=', patientId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new AppError(404, 'PRESCRIPTION_NOT_FOUND', 'prescriptionId');
  if (row.status !== 'active' || row.valid_until < nepalToday(now))
    throw new AppError(409, 'ORDER_PRESCRIPTION_NOT_ACTIVE', 'prescriptionId');
  const body = (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as {
    medications?: {
      name?: string;
      dosage?: string;
      frequency?: string;
      duration?: string;
      quantity?: number;
      instructions?: string;
    }[];
  };
  return (body.medications ?? []).map((m) => ({
    name: m.name ?? '',
    dosage: m.dosage ?? '',
    quantity: m.quantity ?? 1,
    instructions: [m.frequency, m.duration, m.instructions].filter(Boolean).join(', '),
  }));
}

/**
 * Places an order (002 §3): from the patient's own active prescription, or manually, where
 * a prescription-only medicine is refused. The server prices it; it starts processing,
 * and the pharmacy's account hears of it live.
 */
export async function placeOrder(
  patientId: string,
  body: Body,
  { db, realtime, now }: Deps,
): Promise<Order> {
  const pharmacy = await orderablePharmacy(db, body.pharmacyId);
  const lines: Line[] =
    body.type === 'prescription'
      ? await activePrescriptionLines(db, patientId, body.prescriptionId, now)
      : body.medicines.map((m) => ({
          name: m.name,
          dosage: '',
          quantity: m.quantity,
          instructions: '',
        }));
  const { priced, subtotal, priceToConfirm } = priceLines(pharmacy.list, lines);
  if (body.type === 'manual') {
    const index = priced.findIndex((l) => l.prescription_only);
    if (index >= 0)
      throw new AppError(409, 'ORDER_PRESCRIPTION_ONLY', `medicines.${index}.name`, {
        medicine: priced[index]!.name,
      });
  }
  const fee = pharmacy.delivery_fee_paisa ?? DEFAULT_DELIVERY_FEE_PAISA;
  const id = await db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('medicine_orders')
      .values({
        patient_id: patientId,
        pharmacy_id: pharmacy.id,
        prescription_id: body.type === 'prescription' ? body.prescriptionId : null,
        type: body.type,
        status: 'processing',
        delivery_address: body.deliveryAddress,
        phone_number: body.phoneNumber,
        preferred_time: body.preferredTime,
        notes: body.notes,
        delivery_fee_paisa: fee,
        subtotal_paisa: subtotal,
        total_paisa: subtotal + fee,
        price_to_confirm: priceToConfirm,
        created_at: now,
        updated_at: now,
        delivered_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (priced.length > 0)
      await trx
        .insertInto('medicine_order_items')
        .values(
          priced.map((l, position) => ({
            order_id: order.id,
            position,
            name: l.name,
            dosage: l.dosage,
            quantity: l.quantity,
            instructions: l.instructions,
            price_paisa: l.price_paisa,
            prescription_only: l.prescription_only,
          })),
        )
        .execute();
    return order.id;
  });
  const placed = await patientOrder(db, patientId, id);
  if (pharmacy.user_id)
    realtime.toUser(pharmacy.user_id, ORDER_UPDATED_EVENT, { id, status: placed.status });
  return placed;
}
