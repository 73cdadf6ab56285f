import { describe, expect, test } from 'vitest';
import { orderPharmaciesResponse, orderResponse } from '@contract/orders';
import { seedOrders } from '../../domain/seed-orders';
import { suiteApp } from '../harness-suite';
import { bearer, demoUser } from '../harness';

/**
 * Every verified demo pharmacy has a price list (issue 17, ADR 0034), so each one can be
 * ordered from; the lists differ from shop to shop as real ones do.
 */

const t = suiteApp();

async function pharmacies() {
  const token = await t.tokens.signIn(await demoUser(t.db, 'patient'));
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/orders/pharmacies',
    headers: bearer(token),
  });
  return { token, list: orderPharmaciesResponse.parse(res.json()).data.pharmacies };
}

describe('demo price lists', () => {
  test('every verified, active pharmacy of the directory takes orders, each with its own list', async () => {
    const { list } = await pharmacies();
    const verified = await t.db
      .selectFrom('providers')
      .select('id')
      .where('type', '=', 'pharmacy')
      .where('status', '=', 'active')
      .where('verification_status', '=', 'verified')
      .execute();
    expect(verified.length).toBeGreaterThan(40);
    expect(new Set(list.map((p) => p.id))).toEqual(new Set(verified.map((p) => p.id)));

    for (const p of list) {
      expect(p.medicines.length).toBeGreaterThanOrEqual(8);
      expect(p.medicines.some((m) => m.name === 'Paracetamol' && m.price !== null)).toBe(true);
      expect(p.medicines.every((m) => m.price === null || m.price > 0)).toBe(true);
    }
    const all = list.flatMap((p) => p.medicines);
    // Some need a prescription; a few wait for the pharmacy to confirm the price.
    expect(all.some((m) => m.name === 'Amoxicillin' && m.prescriptionOnly)).toBe(true);
    expect(all.some((m) => m.name === 'Cetirizine' && !m.prescriptionOnly)).toBe(true);
    expect(all.filter((m) => m.price === null).length).toBeGreaterThan(5);
    // Prices and shelves differ between shops; so do the delivery terms.
    const pantoprazole = new Set(
      all.filter((m) => m.name === 'Pantoprazole' && m.price !== null).map((m) => m.price),
    );
    expect(pantoprazole.size).toBeGreaterThan(2);
    const withCefixime = list.filter((p) => p.medicines.some((m) => m.name === 'Cefixime'));
    expect(withCefixime.length).toBeGreaterThan(0);
    expect(withCefixime.length).toBeLessThan(list.length);
    expect(new Set(list.map((p) => p.deliveryFee)).size).toBeGreaterThan(2);
    expect(list.some((p) => p.deliveryTime === '30-45 mins' && p.deliveryFee === 50)).toBe(true);
  });

  test('a generated list prices an order; seeding again changes nothing', async () => {
    const { token, list } = await pharmacies();
    const handWritten = /^(Sajha|Everest|Shree Pashupati|Life Care)/;
    const shop = list.find((p) => !handWritten.test(p.name))!;
    const listed = shop.medicines.find((m) => m.price !== null && !m.prescriptionOnly)!;
    const placed = orderResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(token),
          payload: {
            type: 'manual',
            pharmacyId: shop.id,
            deliveryAddress: 'Lakeside, Pokhara',
            medicines: [{ name: listed.name, quantity: 2 }],
          },
        })
      ).json(),
    ).data.order;
    expect(placed.items[0]).toMatchObject({ price: listed.price, amount: listed.price! * 2 });
    expect(placed.totalAmount).toBe(listed.price! * 2 + shop.deliveryFee);

    await seedOrders(t.db, new Date());
    const again = (await pharmacies()).list;
    expect(again).toEqual(list);
  });
});
