import { sql } from 'kysely';
import type { Db } from '../db/database';
import { nepalToday } from './appointments/dates';
import { priceLines, type Line } from './orders/pricing';
import { seedOtherPriceLists } from './seed-pharmacy-prices';

/**
 * Demo medicine orders (issue 17, ADR 0034). Every verified pharmacy of the directory takes
 * orders with a price list of medicines sold in Nepal at believable prices (per strip of
 * ten, bottle or sachet, in paisa): four named here, the others made from their names
 * (seed-pharmacy-prices.ts). Sajha Pharmacy is run by the pharmacy demo account
 * (pharmacy@demo.np). Sita Sharma (patient@demo.np) has an order in every status, one of
 * them with a price the pharmacy still confirms. Dated from `now`; seeding again changes
 * nothing (the price lists and Sita's orders mark it).
 */

type Price = [name: string, strength: string, rupees: number | null, prescriptionOnly?: boolean];

const common: Price[] = [
  ['Paracetamol', '500 mg, strip of 10 tablets', 20],
  ['Amlodipine', '5 mg, strip of 10 tablets', 45],
  ['Metformin', '500 mg, strip of 10 tablets', 40],
  ['Atorvastatin', '10 mg, strip of 10 tablets', 120],
  ['ORS (Jeevan Jal)', 'sachet for 1 litre', 15],
  ['Amoxicillin', '500 mg, strip of 10 capsules', 110, true],
  ['Azithromycin', '500 mg, strip of 3 tablets', 95, true],
  ['Cetirizine', '10 mg, strip of 10 tablets', 25],
  ['Omeprazole', '20 mg, strip of 10 capsules', 60],
  ['Propranolol', '10 mg, strip of 10 tablets', 30],
];

/** By the directory's name (the first one, by name, where several share it). */
const lists: { match: string; deliveryTime?: string; fee?: number; prices: Price[] }[] = [
  {
    match: 'Sajha Pharmacy',
    deliveryTime: '30-45 mins',
    fee: 50,
    prices: [
      ...common,
      ['Vitamin B complex', 'strip of 10 tablets', 35],
      ['Losartan', '50 mg, strip of 10 tablets', 90, true],
    ],
  },
  {
    match: 'Everest Aushadhi Pasal %',
    deliveryTime: '45-60 mins',
    fee: 40,
    prices: [
      ...common.filter(([n]) => n !== 'Atorvastatin'),
      ['Atorvastatin', '10 mg, strip of 10 tablets', 115],
      ['Vitamin B complex', 'strip of 10 tablets', null],
    ],
  },
  {
    match: 'Shree Pashupati Pharmacy %',
    fee: 60,
    prices: [
      ...common.map(([n, s, r, rx]): Price => [n, s, r === null ? null : r + 5, rx]),
      ['Salbutamol inhaler', '100 mcg, 200 doses', 350, true],
    ],
  },
  {
    match: 'Life Care Pharmacy %',
    deliveryTime: '1-2 hours',
    prices: common.filter(([n]) => n !== 'Omeprazole'),
  },
];

async function seedPriceLists(db: Db): Promise<string[]> {
  const ids: string[] = [];
  for (const list of lists) {
    const pharmacy = await db
      .selectFrom('providers')
      .select('id')
      .where('type', '=', 'pharmacy')
      .where('name', 'like', list.match)
      .where('status', '=', 'active')
      .where('verification_status', '=', 'verified')
      .orderBy('name')
      .orderBy('id')
      .executeTakeFirst();
    if (!pharmacy) continue;
    ids.push(pharmacy.id);
    await db
      .insertInto('pharmacy_medicines')
      .values(
        list.prices.map(([name, strength, rupees, rx]) => ({
          pharmacy_id: pharmacy.id,
          name,
          strength,
          price_paisa: rupees === null ? null : rupees * 100,
          prescription_only: rx ?? false,
        })),
      )
      .onConflict((oc) => oc.columns(['pharmacy_id', 'name', 'strength']).doNothing())
      .execute();
    if (list.deliveryTime || list.fee !== undefined)
      await db
        .insertInto('pharmacy_delivery')
        .values({
          pharmacy_id: pharmacy.id,
          delivery_time: list.deliveryTime ?? '30-45 mins',
          delivery_fee_paisa: (list.fee ?? 50) * 100,
        })
        .onConflict((oc) => oc.column('pharmacy_id').doNothing())
        .execute();
  }
  return ids;
}

/** The pharmacy demo account runs Sajha Pharmacy (its provider row's user). */
async function linkPharmacyAccount(db: Db) {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'pharmacy@demo.np')
    .executeTakeFirst();
  if (!user) return;
  const linked = await db
    .selectFrom('providers')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (linked) return;
  await db
    .updateTable('providers')
    .set({ user_id: user.id })
    .where('type', '=', 'pharmacy')
    .where('name', '=', 'Sajha Pharmacy')
    .where('user_id', 'is', null)
    .execute();
}

type DemoOrder = {
  pharmacy: number;
  daysAgo: number;
  status: 'processing' | 'shipped' | 'delivered' | 'cancelled';
  /** From Sita's active prescription with this medicine, else manual. */
  fromPrescription?: string;
  lines?: Line[];
  address: string;
  notes?: string;
};

const HOME = 'House 14, Tokha Road, Basundhara, Kathmandu';
const line = (name: string, quantity: number, instructions = ''): Line => ({
  name,
  dosage: '',
  quantity,
  instructions,
});

const sitaOrders: DemoOrder[] = [
  { pharmacy: 0, daysAgo: 0, status: 'processing', fromPrescription: 'Amlodipine', address: HOME },
  {
    pharmacy: 1,
    daysAgo: 1,
    status: 'processing',
    fromPrescription: 'Propranolol',
    address: HOME,
    notes: 'Please call before coming; the gate is locked after 7 pm.',
  },
  {
    pharmacy: 1,
    daysAgo: 2,
    status: 'shipped',
    lines: [line('Paracetamol', 1), line('ORS (Jeevan Jal)', 4)],
    address: HOME,
  },
  {
    pharmacy: 3,
    daysAgo: 9,
    status: 'delivered',
    lines: [line('Cetirizine', 1), line('Paracetamol', 2)],
    address: 'Sharma Niwas, Jhamsikhel, Lalitpur',
  },
  {
    pharmacy: 2,
    daysAgo: 15,
    status: 'cancelled',
    lines: [line('Omeprazole', 2)],
    address: HOME,
  },
];

async function seedSitaOrders(db: Db, pharmacies: string[], now: Date) {
  const sita = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'patient@demo.np')
    .executeTakeFirst();
  if (!sita || pharmacies.length < 4) return;
  const { rows } = await sql<{ n: string }>`select count(*) as n from medicine_orders
    where patient_id = ${sita.id}`.execute(db);
  if (Number(rows[0]?.n ?? 0) > 0) return;
  const prescriptions = await db
    .selectFrom('prescriptions')
    .select(['id', 'body'])
    .where('patient_id', '=', sita.id)
    .where('status', '=', 'active')
    .where('valid_until', '>=', nepalToday(now))
    .orderBy('created_at', 'desc')
    .execute();
  for (const plan of sitaOrders) {
    const pharmacyId = pharmacies[plan.pharmacy]!;
    let lines = plan.lines ?? [];
    let prescriptionId: string | null = null;
    if (plan.fromPrescription) {
      const found = prescriptions.find((p) =>
        JSON.stringify(p.body).includes(`"name":"${plan.fromPrescription}"`),
      );
      if (!found) continue;
      prescriptionId = found.id;
      const body = (typeof found.body === 'string' ? JSON.parse(found.body) : found.body) as {
        medications: { name: string; dosage: string; frequency: string; duration: string }[];
      };
      lines = body.medications.map((m) => ({
        name: m.name,
        dosage: m.dosage,
        quantity: 1,
        instructions: [m.frequency, m.duration].filter(Boolean).join(', '),
      }));
    }
    const list = await db
      .selectFrom('pharmacy_medicines')
      .select(['name', 'strength', 'price_paisa', 'prescription_only'])
      .where('pharmacy_id', '=', pharmacyId)
      .execute();
    const delivery = await db
      .selectFrom('pharmacy_delivery')
      .select('delivery_fee_paisa')
      .where('pharmacy_id', '=', pharmacyId)
      .executeTakeFirst();
    const fee = delivery?.delivery_fee_paisa ?? 5000;
    const { priced, subtotal, priceToConfirm } = priceLines(list, lines);
    const placed = new Date(now.getTime() - plan.daysAgo * 86_400_000 - 3 * 3_600_000);
    const order = await db
      .insertInto('medicine_orders')
      .values({
        patient_id: sita.id,
        pharmacy_id: pharmacyId,
        prescription_id: prescriptionId,
        type: prescriptionId ? 'prescription' : 'manual',
        status: plan.status,
        delivery_address: plan.address,
        phone_number: '9800000001',
        preferred_time: plan.daysAgo % 2 === 0 ? 'evening' : 'any',
        notes: plan.notes ?? '',
        delivery_fee_paisa: fee,
        subtotal_paisa: subtotal,
        total_paisa: subtotal + fee,
        price_to_confirm: priceToConfirm,
        created_at: placed,
        updated_at: placed,
        delivered_at:
          plan.status === 'delivered' ? new Date(placed.getTime() + 2 * 3_600_000) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
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
  }
}

export async function seedOrders(db: Db, now: Date): Promise<void> {
  await linkPharmacyAccount(db);
  const pharmacies = await seedPriceLists(db);
  await seedOtherPriceLists(db);
  await seedSitaOrders(db, pharmacies, now);
}
