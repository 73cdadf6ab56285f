import { describe, expect, test } from 'vitest';
import {
  ORDER_UPDATED_EVENT,
  orderListResponse,
  orderPharmaciesResponse,
  orderResponse,
} from '@contract/orders';
import { realtimeRelay } from '../../realtime';
import { ordersInProgress } from '../../domain/orders';
import { suiteApp } from '../harness-suite';
import { bearer, createUser, demoUser, expectFailure, expectSuccess } from '../harness';

/**
 * Medicine orders (issue 17; 002 §2, §3, §5, §8; ADR 0034) through the HTTP API: the
 * pharmacies to order from, ordering from Sita's active prescription and manually, the
 * server's totals, the refusals, cancelling, and the pharmacy moving an order forward
 * while Sita is told live and by notification.
 */

const relay = realtimeRelay();
const t = suiteApp({}, { realtime: relay });

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
const data = <T>(
  schema: { parse(v: unknown): { data: T } },
  res: Parameters<typeof expectSuccess>[0],
) => schema.parse({ success: true, data: expectSuccess(res) }).data;

async function people() {
  const sita = await demoUser(t.db, 'patient');
  const pharmacyUser = await demoUser(t.db, 'pharmacy');
  const other = await createUser(t.db, { name: 'Bishnu Adhikari' });
  return {
    sita,
    sitaToken: await t.tokens.signIn(sita),
    pharmacyToken: await t.tokens.signIn(pharmacyUser),
    otherToken: await t.tokens.signIn(other),
  };
}

async function pharmacies(token: string) {
  return data(orderPharmaciesResponse, await call(token, 'GET', '/orders/pharmacies')).pharmacies;
}

async function activePrescriptionWith(patientId: string, medicine: string) {
  const rows = await t.db
    .selectFrom('prescriptions')
    .select(['id', 'body', 'status'])
    .where('patient_id', '=', patientId)
    .where('status', '=', 'active')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.find((r) => JSON.stringify(r.body).includes(`"name":"${medicine}"`))!;
}

describe('ordering medicines', () => {
  test('pharmacies, an order from the active prescription, a manual one, and the refusals', async () => {
    const { sita, sitaToken, otherToken } = await people();
    const list = await pharmacies(sitaToken);
    expect(list.length).toBeGreaterThanOrEqual(4);
    const sajha = list.find((p) => p.name === 'Sajha Pharmacy')!;
    expect(sajha).toMatchObject({ verified: true, deliveryTime: '30-45 mins', deliveryFee: 50 });
    expect(sajha.medicines.find((m) => m.name === 'Amoxicillin')?.prescriptionOnly).toBe(true);
    expect(sajha.medicines.find((m) => m.name === 'Amlodipine')?.price).toBe(45);
    const everest = list.find((p) => p.name.startsWith('Everest'))!;
    expect(everest.deliveryFee).toBe(40);

    // From the prescription: items are its medications, priced by the server.
    const rx = await activePrescriptionWith(sita.id, 'Amlodipine');
    const before = await ordersInProgress(t.db, sita.id);
    const placed = data(
      orderResponse,
      await call(sitaToken, 'POST', '/orders', {
        type: 'prescription',
        prescriptionId: rx.id,
        pharmacyId: sajha.id,
        deliveryAddress: 'House 14, Tokha Road, Kathmandu',
        phoneNumber: '980 000 0001',
        preferredTime: 'morning',
        notes: 'Ring twice',
      }),
    ).order;
    const medications = (rx.body as { medications: { name: string; dosage: string }[] })
      .medications;
    expect(placed).toMatchObject({
      type: 'prescription',
      prescriptionId: rx.id,
      pharmacyName: 'Sajha Pharmacy',
      status: 'processing',
      phoneNumber: '9800000001',
      preferredTime: 'morning',
      deliveryFee: 50,
      priceToConfirm: false,
    });
    expect(placed.items.map((i) => [i.name, i.dosage, i.quantity])).toEqual(
      medications.map((m) => [m.name, m.dosage, 1]),
    );
    expect(placed.items.find((i) => i.name === 'Amlodipine')).toMatchObject({
      price: 45,
      amount: 45,
    });
    const sum = placed.items.reduce((total, i) => total + (i.amount ?? 0), 0);
    expect(placed.subtotal).toBe(sum);
    expect(placed.totalAmount).toBe(sum + 50);
    expect(await ordersInProgress(t.db, sita.id)).toBe(before + 1);

    // Manual: quantities multiply; an unknown medicine's price is confirmed by the pharmacy.
    const manual = data(
      orderResponse,
      await call(sitaToken, 'POST', '/orders', {
        type: 'manual',
        pharmacyId: everest.id,
        deliveryAddress: 'Jhamsikhel, Lalitpur',
        medicines: [
          { name: 'Paracetamol', quantity: 3 },
          { name: 'ORS (Jeevan Jal)', quantity: 4 },
          { name: 'Sinex', quantity: 1 },
        ],
      }),
    ).order;
    expect(manual.items.map((i) => [i.name, i.price, i.amount])).toEqual([
      ['Paracetamol', 20, 60],
      ['ORS (Jeevan Jal)', 15, 60],
      ['Sinex', null, null],
    ]);
    expect(manual).toMatchObject({
      subtotal: 120,
      deliveryFee: 40,
      totalAmount: 160,
      priceToConfirm: true,
    });

    // A prescription-only medicine cannot be ordered manually.
    const refused = expectFailure(
      await call(sitaToken, 'POST', '/orders', {
        type: 'manual',
        pharmacyId: sajha.id,
        deliveryAddress: 'Tokha Road',
        medicines: [
          { name: 'Paracetamol', quantity: 1 },
          { name: 'amoxicillin 500 mg', quantity: 1 },
        ],
      }),
      409,
      { code: 'ORDER_PRESCRIPTION_ONLY', field: 'medicines.1.name' },
    );
    expect(refused.message).toContain('amoxicillin 500 mg needs a prescription');

    // §5's texts, on their fields.
    expectFailure(
      await call(sitaToken, 'POST', '/orders', { type: 'prescription', pharmacyId: sajha.id }),
      400,
      { code: 'ORDER_PRESCRIPTION_FIELDS_REQUIRED', field: 'prescriptionId' },
    );
    const noMedicine = expectFailure(
      await call(sitaToken, 'POST', '/orders', {
        type: 'manual',
        pharmacyId: sajha.id,
        deliveryAddress: 'Tokha Road',
      }),
      400,
      { code: 'ORDER_MEDICINE_REQUIRED', field: 'medicines' },
    );
    expect(noMedicine.message).toBe('Please add at least one medicine');
    expectFailure(
      await call(sitaToken, 'POST', '/orders', {
        type: 'manual',
        deliveryAddress: 'Tokha Road',
        medicines: [{ name: 'Paracetamol', quantity: 1 }],
      }),
      400,
      { code: 'ORDER_FIELDS_REQUIRED', field: 'pharmacyId' },
    );
    expectFailure(
      await call(sitaToken, 'POST', '/orders', {
        type: 'manual',
        pharmacyId: sajha.id,
        deliveryAddress: 'Tokha Road',
        medicines: [{ name: 'Paracetamol', quantity: 0 }],
      }),
      400,
      { code: 'ORDER_QUANTITY_INVALID', field: 'medicines.0.quantity' },
    );

    // Another patient's prescription is not found; a finished one cannot be ordered from.
    expectFailure(
      await call(otherToken, 'POST', '/orders', {
        type: 'prescription',
        prescriptionId: rx.id,
        pharmacyId: sajha.id,
        deliveryAddress: 'Baneshwor',
        phoneNumber: '9811111111',
      }),
      404,
      { code: 'PRESCRIPTION_NOT_FOUND' },
    );
    const completed = await t.db
      .selectFrom('prescriptions')
      .select('id')
      .where('patient_id', '=', sita.id)
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    expectFailure(
      await call(sitaToken, 'POST', '/orders', {
        type: 'prescription',
        prescriptionId: completed.id,
        pharmacyId: sajha.id,
        deliveryAddress: 'Tokha Road',
        phoneNumber: '9800000001',
      }),
      409,
      { code: 'ORDER_PRESCRIPTION_NOT_ACTIVE' },
    );

    // Sita's list has it first; another patient sees neither list nor order.
    const mine = data(orderListResponse, await call(sitaToken, 'GET', '/orders')).orders;
    expect(mine[0]!.id).toBe(manual.id);
    expect(new Set(mine.map((o) => o.status))).toEqual(
      new Set(['processing', 'shipped', 'delivered', 'cancelled']),
    );
    expect(data(orderListResponse, await call(otherToken, 'GET', '/orders')).orders).toEqual([]);
    expectFailure(await call(otherToken, 'GET', `/orders/${placed.id}`), 404, {
      code: 'ORDER_NOT_FOUND',
    });
    expect(data(orderResponse, await call(sitaToken, 'GET', `/orders/${placed.id}`)).order.id).toBe(
      placed.id,
    );
  });

  test('Sita cancels while processing; the pharmacy moves its order forward and she is told', async () => {
    const { sita, sitaToken, pharmacyToken, otherToken } = await people();
    const sajha = (await pharmacies(sitaToken)).find((p) => p.name === 'Sajha Pharmacy')!;
    const order = (medicines: { name: string; quantity: number }[]) =>
      call(sitaToken, 'POST', '/orders', {
        type: 'manual',
        pharmacyId: sajha.id,
        deliveryAddress: 'Tokha Road, Kathmandu',
        medicines,
      });
    const toCancel = data(orderResponse, await order([{ name: 'Cetirizine', quantity: 1 }])).order;
    expectFailure(await call(otherToken, 'PUT', `/orders/${toCancel.id}/cancel`), 404, {
      code: 'ORDER_NOT_FOUND',
    });
    const cancelled = data(
      orderResponse,
      await call(sitaToken, 'PUT', `/orders/${toCancel.id}/cancel`),
    );
    expect(cancelled.order.status).toBe('cancelled');
    expectFailure(await call(sitaToken, 'PUT', `/orders/${toCancel.id}/cancel`), 409, {
      code: 'ORDER_NOT_CANCELLABLE',
    });

    const placed = data(orderResponse, await order([{ name: 'Paracetamol', quantity: 2 }])).order;
    const theirs = data(
      orderListResponse,
      await call(pharmacyToken, 'GET', '/pharmacy/orders'),
    ).orders;
    expect(theirs.map((o) => o.id)).toContain(placed.id);
    expect(theirs.every((o) => o.pharmacy.id === sajha.id)).toBe(true);
    expect(theirs.find((o) => o.id === placed.id)?.patientName).toBe('Sita Sharma');

    // Straight to delivered is refused; shipped, then delivered.
    expectFailure(
      await call(pharmacyToken, 'PUT', `/pharmacy/orders/${placed.id}/status`, {
        status: 'delivered',
      }),
      409,
      { code: 'ORDER_STATUS_INVALID' },
    );
    relay.sent.length = 0;
    const shipped = data(
      orderResponse,
      await call(pharmacyToken, 'PUT', `/pharmacy/orders/${placed.id}/status`, {
        status: 'shipped',
      }),
    ).order;
    expect(shipped.status).toBe('shipped');
    expect(relay.sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: sita.id, event: ORDER_UPDATED_EVENT }),
        expect.objectContaining({ userId: sita.id, event: 'notification' }),
      ]),
    );
    const seen = data(orderResponse, await call(sitaToken, 'GET', `/orders/${placed.id}`)).order;
    expect(seen.status).toBe('shipped');
    expectFailure(await call(sitaToken, 'PUT', `/orders/${placed.id}/cancel`), 409, {
      code: 'ORDER_NOT_CANCELLABLE',
    });
    const notices = expectSuccess<{ notifications: { title: string; message: string }[] }>(
      await call(sitaToken, 'GET', '/notifications'),
    ).notifications;
    expect(notices[0]).toMatchObject({
      title: 'Your medicines are on the way',
      message: 'Sajha Pharmacy has shipped your order.',
    });
    const delivered = data(
      orderResponse,
      await call(pharmacyToken, 'PUT', `/pharmacy/orders/${placed.id}/status`, {
        status: 'delivered',
      }),
    ).order;
    expect(delivered.status).toBe('delivered');
    expect(delivered.deliveryDate).not.toBeNull();

    // The audit log keeps the old and new status, about Sita.
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['actor_role', 'patient_id', 'details'])
      .where('subject_type', '=', 'medicine_order')
      .where('subject_id', '=', placed.id)
      .execute();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actor_role: 'pharmacy', patient_id: sita.id });
    expect(JSON.stringify(entries.map((e) => e.details))).toContain('"old":"processing"');

    // Another pharmacy's account does not see or move Sajha's orders.
    const rival = await createUser(t.db, { name: 'Everest Aushadhi', role: 'pharmacy' });
    const rivalToken = await t.tokens.signIn(rival);
    expect(
      data(orderListResponse, await call(rivalToken, 'GET', '/pharmacy/orders')).orders,
    ).toEqual([]);
    const another = data(orderResponse, await order([{ name: 'Paracetamol', quantity: 1 }])).order;
    expectFailure(
      await call(rivalToken, 'PUT', `/pharmacy/orders/${another.id}/status`, { status: 'shipped' }),
      404,
      { code: 'ORDER_NOT_FOUND' },
    );
  });
});
