import {
  ORDER_UPDATED_EVENT,
  pharmacyTransitions,
  type Order,
  type OrderStatus,
} from '@contract/orders';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Realtime } from '../../realtime';
import { audit } from '../audit';
import { isUuid } from '../cursor';
import { deliver, notify } from '../notifications';
import { patientOrder, pharmacyOf, pharmacyOrder } from './read';

type Deps = { db: Db; realtime: Realtime; now: Date; ip?: string };

/** The patient cancels an order of theirs while it is processing; later it answers 409. */
export async function cancelOrder(
  patientId: string,
  id: string,
  { db, realtime, now }: Deps,
): Promise<Order> {
  const current = await patientOrder(db, patientId, id);
  const updated = isUuid(id)
    ? await db
        .updateTable('medicine_orders')
        .set({ status: 'cancelled', updated_at: now })
        .where('id', '=', id)
        .where('patient_id', '=', patientId)
        .where('status', '=', 'processing')
        .returning(['id', 'pharmacy_id'])
        .executeTakeFirst()
    : undefined;
  if (!updated) throw new AppError(409, 'ORDER_NOT_CANCELLABLE');
  const pharmacy = await db
    .selectFrom('providers')
    .select('user_id')
    .where('id', '=', updated.pharmacy_id)
    .executeTakeFirst();
  if (pharmacy?.user_id)
    realtime.toUser(pharmacy.user_id, ORDER_UPDATED_EVENT, { id, status: 'cancelled' });
  realtime.toUser(patientId, ORDER_UPDATED_EVENT, { id, status: 'cancelled' });
  return { ...current, status: 'cancelled' };
}

/**
 * The pharmacy moves its order one step forward (processing → shipped → delivered). The
 * change is audited with the old and new status, and the patient is told live and by a
 * notification; another pharmacy's order answers 404.
 */
export async function advanceOrder(
  pharmacyUserId: string,
  id: string,
  next: Extract<OrderStatus, 'shipped' | 'delivered'>,
  { db, realtime, now, ip }: Deps,
): Promise<Order> {
  const current = await pharmacyOrder(db, pharmacyUserId, id);
  const from = current.status as OrderStatus;
  if (pharmacyTransitions[from] !== next) throw new AppError(409, 'ORDER_STATUS_INVALID', 'status');
  const pharmacyId = (await pharmacyOf(db, pharmacyUserId))!;
  const { patientId, notice } = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('medicine_orders')
      .set({ status: next, updated_at: now, delivered_at: next === 'delivered' ? now : null })
      .where('id', '=', id)
      .where('pharmacy_id', '=', pharmacyId)
      .where('status', '=', from)
      .returning(['patient_id'])
      .executeTakeFirst();
    if (!row) throw new AppError(409, 'ORDER_STATUS_INVALID', 'status');
    await audit(trx, {
      actor: { id: pharmacyUserId, role: 'pharmacy' },
      action: 'update',
      subjectType: 'medicine_order',
      subjectId: id,
      patientId: row.patient_id,
      ip: ip ?? null,
      details: { status: { old: from, new: next } },
    });
    const notice = await notify(trx, {
      userId: row.patient_id,
      event: next === 'shipped' ? 'order_shipped' : 'order_delivered',
      params: { orderId: id, pharmacy: current.pharmacyName },
    });
    return { patientId: row.patient_id, notice };
  });
  deliver(realtime, patientId, notice);
  realtime.toUser(patientId, ORDER_UPDATED_EVENT, { id, status: next });
  return {
    ...current,
    status: next,
    deliveryDate: next === 'delivered' ? now.toISOString() : current.deliveryDate,
  };
}
