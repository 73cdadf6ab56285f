import { describe, expect, test } from 'vitest';
import { orderPharmaciesResponse, orderResponse } from '@contract/orders';
import { expectFailure, expectSuccess } from '../harness';
import { demoToken, detailOf, get, patientList, postJson, put } from './setup';

/**
 * A medication's quantity (002 §2, §3; ADR 0034): an optional whole number of packs, 1 to
 * 100, kept with the prescription, shown in its CSV, and what an order from it asks for.
 */

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const withQuantity = (quantity: unknown) => ({
  diagnosis: 'Essential hypertension',
  medications: [
    { name: 'Amlodipine', dosage: '5 mg', frequency: 'Once a day', duration: '30 days', quantity },
    { name: 'Pantoprazole', dosage: '40 mg', frequency: 'Once a day' },
  ],
  validUntil: inDays(30),
});

describe('medication quantity', () => {
  test('outside 1 to 100 or not whole is refused on that medicine; none is fine', async () => {
    const doctor = await demoToken('doctor');
    const sita = await demoToken('patient');
    const target = (await patientList(sita, '?status=active')).items[0]!;
    for (const quantity of [0, 101, 2.5, -1, '3'])
      expectFailure(
        await put(`/api/prescriptions/${target._id}`, doctor, withQuantity(quantity)),
        400,
        { code: 'MEDICATION_QUANTITY_INVALID', field: 'medications.0.quantity' },
      );
    // Refused bodies changed nothing.
    expect(detailOf(await get(`/api/prescriptions/${target._id}`, sita)).versions).toHaveLength(
      target.version - 1,
    );
    const saved = detailOf(
      await put(`/api/prescriptions/${target._id}`, doctor, withQuantity(undefined)),
    );
    expect(saved.prescription.medications[0]).not.toHaveProperty('quantity');
  });

  test('kept and read back, in the CSV, and an order from it asks for that many', async () => {
    const doctor = await demoToken('doctor');
    const sita = await demoToken('patient');
    const target = (await patientList(sita, '?status=active')).items[0]!;
    expectSuccess(await put(`/api/prescriptions/${target._id}`, doctor, withQuantity(4)));
    // The patient reads the packs the doctor wrote; a medicine without any has none.
    const read = detailOf(await get(`/api/prescriptions/${target._id}`, sita)).prescription;
    expect(read.medications.map((m) => [m.name, m.quantity])).toEqual([
      ['Amlodipine', 4],
      ['Pantoprazole', undefined],
    ]);
    const csv = await get('/api/doctor/prescriptions/export', doctor);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Amlodipine 5 mg Once a day 30 days × 4');

    const { pharmacies } = orderPharmaciesResponse.parse(
      JSON.parse((await get('/api/orders/pharmacies', sita)).body),
    ).data;
    const sajha = pharmacies.find((p) => p.name === 'Sajha Pharmacy')!;
    const { order } = orderResponse.parse(
      JSON.parse(
        (
          await postJson('/api/orders', sita, {
            type: 'prescription',
            prescriptionId: target._id,
            pharmacyId: sajha.id,
            deliveryAddress: 'House 14, Tokha Road, Kathmandu',
            phoneNumber: '9800000001',
          })
        ).body,
      ),
    ).data;
    // Four packs at Sajha's 45 rupees; one pack where the doctor wrote none.
    expect(order.items.find((i) => i.name === 'Amlodipine')).toMatchObject({
      quantity: 4,
      amount: 180,
    });
    expect(order.items.find((i) => i.name === 'Pantoprazole')?.quantity).toBe(1);
  });
});

describe('valid-until on edit (ADR 0028)', () => {
  test('an expired one keeps its past date when left as it is; another past date is refused', async () => {
    const doctor = await demoToken('doctor');
    const sita = await demoToken('patient');
    const expired = (await patientList(sita, '?status=expired')).items[0]!;
    const kept = detailOf(
      await put(`/api/prescriptions/${expired._id}`, doctor, {
        ...withQuantity(2),
        validUntil: expired.validUntil,
      }),
    ).prescription;
    expect(kept).toMatchObject({ validUntil: expired.validUntil, status: 'expired' });
    const dayBefore = new Date(`${expired.validUntil}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    expectFailure(
      await put(`/api/prescriptions/${expired._id}`, doctor, {
        ...withQuantity(2),
        validUntil: dayBefore.toISOString().slice(0, 10),
      }),
      400,
      { code: 'VALID_UNTIL_PAST', field: 'validUntil' },
    );
    expectFailure(
      await put(`/api/prescriptions/${expired._id}`, doctor, {
        ...withQuantity(2),
        validUntil: inDays(400),
      }),
      400,
      { code: 'VALID_UNTIL_TOO_FAR', field: 'validUntil' },
    );
    // Renewed by a new date: active again.
    const renewed = detailOf(
      await put(`/api/prescriptions/${expired._id}`, doctor, withQuantity(2)),
    ).prescription;
    expect(renewed.status).toBe('active');
  });
});
