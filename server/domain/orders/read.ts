import { sql } from 'kysely';
import {
  DEFAULT_DELIVERY_FEE,
  DEFAULT_DELIVERY_TIME,
  preferredTimes,
  type Order,
  type OrderPharmacy,
  type PreferredTime,
} from '@contract/orders';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { isUuid } from '../cursor';

/**
 * Reading medicine orders (issue 17, ADR 0034): the pharmacies one can order from with
 * their price lists, and orders as the patient or the pharmacy sees them. Money is kept
 * in paisa and answered in rupees.
 */

export const rupees = (paisa: number) => Math.round(paisa) / 100;
export const DEFAULT_DELIVERY_FEE_PAISA = DEFAULT_DELIVERY_FEE * 100;

/** Verified, active pharmacies with a price list: those that take orders. */
export async function orderPharmacies(db: Db): Promise<OrderPharmacy[]> {
  const rows = await db
    .selectFrom('providers as p')
    .leftJoin('pharmacy_delivery as d', 'd.pharmacy_id', 'p.id')
    .select([
      'p.id',
      'p.name',
      'p.address',
      'p.city',
      'p.rating',
      'p.rating_count',
      'd.delivery_time',
      'd.delivery_fee_paisa',
    ])
    .where('p.type', '=', 'pharmacy')
    .where('p.status', '=', 'active')
    .where('p.verification_status', '=', 'verified')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('pharmacy_medicines as m')
          .select('m.id')
          .whereRef('m.pharmacy_id', '=', 'p.id'),
      ),
    )
    .orderBy('p.rating', (o) => o.desc().nullsLast())
    .orderBy('p.name')
    .execute();
  if (rows.length === 0) return [];
  const medicines = await db
    .selectFrom('pharmacy_medicines')
    .select(['id', 'pharmacy_id', 'name', 'strength', 'price_paisa', 'prescription_only'])
    .where(
      'pharmacy_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('name')
    .orderBy('strength')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    address: [r.address, r.city].filter(Boolean).join(', '),
    verified: true,
    rating: r.rating === null ? 0 : Number(r.rating),
    ratingCount: Number(r.rating_count),
    deliveryTime: r.delivery_time ?? DEFAULT_DELIVERY_TIME,
    deliveryFee: rupees(r.delivery_fee_paisa ?? DEFAULT_DELIVERY_FEE_PAISA),
    medicines: medicines
      .filter((m) => m.pharmacy_id === r.id)
      .map((m) => ({
        id: m.id,
        name: m.name,
        strength: m.strength,
        price: m.price_paisa === null ? null : rupees(m.price_paisa),
        prescriptionOnly: m.prescription_only,
      })),
  }));
}

type OrderRow = {
  id: string;
  type: 'prescription' | 'manual';
  prescription_id: string | null;
  pharmacy_id: string;
  pharmacy_name: string;
  patient_name: string;
  status: string;
  created_at: Date;
  delivered_at: Date | null;
  delivery_address: string;
  phone_number: string;
  preferred_time: string;
  notes: string;
  subtotal_paisa: number;
  delivery_fee_paisa: number;
  total_paisa: number;
  price_to_confirm: boolean;
};

function ordersQuery(db: Db) {
  return db
    .selectFrom('medicine_orders as o')
    .innerJoin('providers as p', 'p.id', 'o.pharmacy_id')
    .innerJoin('users as u', 'u.id', 'o.patient_id')
    .select([
      'o.id',
      'o.type',
      'o.prescription_id',
      'o.pharmacy_id',
      'p.name as pharmacy_name',
      'u.name as patient_name',
      'o.status',
      'o.created_at',
      'o.delivered_at',
      'o.delivery_address',
      'o.phone_number',
      'o.preferred_time',
      'o.notes',
      'o.subtotal_paisa',
      'o.delivery_fee_paisa',
      'o.total_paisa',
      'o.price_to_confirm',
    ]);
}

async function withItems(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('medicine_order_items')
    .selectAll()
    .where(
      'order_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    prescriptionId: r.prescription_id,
    pharmacy: { id: r.pharmacy_id, name: r.pharmacy_name },
    pharmacyName: r.pharmacy_name,
    patientName: r.patient_name,
    status: r.status,
    orderDate: new Date(r.created_at).toISOString(),
    deliveryDate: r.delivered_at ? new Date(r.delivered_at).toISOString() : null,
    deliveryAddress: r.delivery_address,
    phoneNumber: r.phone_number,
    preferredTime: (preferredTimes as readonly string[]).includes(r.preferred_time)
      ? (r.preferred_time as PreferredTime)
      : 'any',
    notes: r.notes,
    items: items
      .filter((i) => i.order_id === r.id)
      .map((i) => ({
        name: i.name,
        dosage: i.dosage,
        quantity: Number(i.quantity),
        instructions: i.instructions,
        price: i.price_paisa === null ? null : rupees(i.price_paisa),
        amount: i.price_paisa === null ? null : rupees(i.price_paisa * Number(i.quantity)),
        prescriptionOnly: i.prescription_only,
      })),
    subtotal: rupees(r.subtotal_paisa),
    deliveryFee: rupees(r.delivery_fee_paisa),
    totalAmount: rupees(r.total_paisa),
    priceToConfirm: r.price_to_confirm,
  }));
}

/** The patient's orders, newest first. */
export async function patientOrders(db: Db, patientId: string): Promise<Order[]> {
  const rows = await ordersQuery(db)
    .where('o.patient_id', '=', patientId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id')
    .limit(200)
    .execute();
  return withItems(db, rows);
}

/** One of the patient's orders; another patient's (or no such) order answers 404. */
export async function patientOrder(db: Db, patientId: string, id: string): Promise<Order> {
  const row = isUuid(id)
    ? await ordersQuery(db)
        .where('o.id', '=', id)
        .where('o.patient_id', '=', patientId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new AppError(404, 'ORDER_NOT_FOUND');
  return (await withItems(db, [row]))[0]!;
}

/** The pharmacy (provider row) a pharmacy account runs, or null. */
export async function pharmacyOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('providers')
    .select('id')
    .where('type', '=', 'pharmacy')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The calling pharmacy's orders, newest first (none when the account runs no pharmacy). */
export async function pharmacyOrders(db: Db, userId: string): Promise<Order[]> {
  const pharmacyId = await pharmacyOf(db, userId);
  if (!pharmacyId) return [];
  const rows = await ordersQuery(db)
    .where('o.pharmacy_id', '=', pharmacyId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id')
    .limit(200)
    .execute();
  return withItems(db, rows);
}

/** One order of the calling pharmacy; another pharmacy's answers 404. */
export async function pharmacyOrder(db: Db, userId: string, id: string): Promise<Order> {
  const pharmacyId = await pharmacyOf(db, userId);
  const row =
    pharmacyId && isUuid(id)
      ? await ordersQuery(db)
          .where('o.id', '=', id)
          .where('o.pharmacy_id', '=', pharmacyId)
          .executeTakeFirst()
      : undefined;
  if (!row) throw new AppError(404, 'ORDER_NOT_FOUND');
  return (await withItems(db, [row]))[0]!;
}

/** How many of the patient's orders are on their way (processing or shipped): the dashboard's count. */
export async function ordersInProgress(db: Db, patientId: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from medicine_orders
    where patient_id = ${patientId} and status in ('processing', 'shipped')`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
