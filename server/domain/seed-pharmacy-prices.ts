import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * A price list for every other verified demo pharmacy (issue 17, ADR 0034): medicines
 * sold in Nepal at believable rupee prices (per strip of ten, bottle, sachet or tube),
 * different at each pharmacy, some prescription-only, some missing from a shop and a few
 * without a price, so "price to be confirmed" appears. Made from each pharmacy's name, so
 * the same on every seed; written in one insert each for the lists and the delivery
 * terms, since the seed runs in every test app. A pharmacy that already has a list keeps it.
 */

type Medicine = [name: string, strength: string, rupees: number, prescriptionOnly?: boolean];

const catalogue: Medicine[] = [
  ['Paracetamol', '500 mg, strip of 10 tablets', 20],
  ['Ibuprofen', '400 mg, strip of 10 tablets', 30],
  ['Cetirizine', '10 mg, strip of 10 tablets', 25],
  ['Levocetirizine', '5 mg, strip of 10 tablets', 40],
  ['ORS (Jeevan Jal)', 'sachet for 1 litre', 15],
  ['Zinc', '20 mg dispersible, strip of 10 tablets', 30],
  ['Omeprazole', '20 mg, strip of 10 capsules', 60],
  ['Pantoprazole', '40 mg, strip of 10 tablets', 100],
  ['Domperidone', '10 mg, strip of 10 tablets', 30],
  ['Albendazole', '400 mg, 1 tablet', 15],
  ['Vitamin B complex', 'strip of 10 tablets', 35],
  ['Calcium with vitamin D3', '500 mg, strip of 10 tablets', 90],
  ['Ferrous sulphate with folic acid', 'strip of 10 tablets', 25],
  ['Cough syrup (dextromethorphan)', '100 ml bottle', 110],
  ['Clotrimazole cream', '1%, 15 g tube', 85],
  ['Metformin', '500 mg, strip of 10 tablets', 40, true],
  ['Amlodipine', '5 mg, strip of 10 tablets', 45, true],
  ['Losartan', '50 mg, strip of 10 tablets', 90, true],
  ['Telmisartan', '40 mg, strip of 10 tablets', 110, true],
  ['Atorvastatin', '10 mg, strip of 10 tablets', 120, true],
  ['Glimepiride', '1 mg, strip of 10 tablets', 70, true],
  ['Amoxicillin', '500 mg, strip of 10 capsules', 110, true],
  ['Azithromycin', '500 mg, strip of 3 tablets', 95, true],
  ['Ciprofloxacin', '500 mg, strip of 10 tablets', 80, true],
  ['Metronidazole', '400 mg, strip of 10 tablets', 30, true],
  ['Cefixime', '200 mg, strip of 10 tablets', 180, true],
  ['Montelukast', '10 mg, strip of 10 tablets', 150, true],
  ['Salbutamol inhaler', '100 mcg, 200 doses', 350, true],
];

/** Every shop keeps these. */
const staples = new Set(['Paracetamol', 'ORS (Jeevan Jal)']);
const deliveryTimes = ['30-45 mins', '45-60 mins', '1-2 hours', 'Same day'];
const deliveryFees = [40, 50, 60, 75, 100];

/** FNV-1a: a small, stable number from a text (not for secrets). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** One pharmacy's list: about three in four medicines, prices within -10 % to +15 %. */
export function priceListOf(pharmacyName: string) {
  return catalogue.flatMap(([name, strength, rupees, rx]) => {
    const h = hash(`${pharmacyName}|${name}`);
    if (!staples.has(name) && h % 100 >= 75) return [];
    const factor = 0.9 + ((h >>> 8) % 26) / 100;
    const price = Math.max(5, Math.round((rupees * factor) / 5) * 5);
    // About one listed medicine in twenty waits for the pharmacy to confirm its price.
    const unpriced = !staples.has(name) && (h >>> 16) % 20 === 0;
    return [{ name, strength, rupees: unpriced ? null : price, prescriptionOnly: rx ?? false }];
  });
}

/** Delivery terms of a pharmacy; one in three keeps 002 §3's defaults (no row). */
export function deliveryOf(pharmacyName: string) {
  const h = hash(`${pharmacyName}|delivery`);
  if (h % 3 === 0) return null;
  return {
    time: deliveryTimes[(h >>> 4) % deliveryTimes.length]!,
    fee: deliveryFees[(h >>> 12) % deliveryFees.length]!,
  };
}

export async function seedOtherPriceLists(db: Db): Promise<void> {
  const { rows: pharmacies } = await sql<{ id: string; name: string }>`
    select p.id, p.name from providers p
    where p.type = 'pharmacy' and p.status = 'active' and p.verification_status = 'verified'
      and not exists (select 1 from pharmacy_medicines m where m.pharmacy_id = p.id)
    order by p.name, p.id`.execute(db);
  if (pharmacies.length === 0) return;
  await db
    .insertInto('pharmacy_medicines')
    .values(
      pharmacies.flatMap((p) =>
        priceListOf(p.name).map((m) => ({
          pharmacy_id: p.id,
          name: m.name,
          strength: m.strength,
          price_paisa: m.rupees === null ? null : m.rupees * 100,
          prescription_only: m.prescriptionOnly,
        })),
      ),
    )
    .onConflict((oc) => oc.columns(['pharmacy_id', 'name', 'strength']).doNothing())
    .execute();
  const terms = pharmacies.flatMap((p) => {
    const d = deliveryOf(p.name);
    return d ? [{ pharmacy_id: p.id, delivery_time: d.time, delivery_fee_paisa: d.fee * 100 }] : [];
  });
  if (terms.length > 0)
    await db
      .insertInto('pharmacy_delivery')
      .values(terms)
      .onConflict((oc) => oc.column('pharmacy_id').doNothing())
      .execute();
}
