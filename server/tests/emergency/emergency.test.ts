import { describe, expect, test } from 'vitest';
import { errorText } from '@contract/errors';
import type { Emergency, EmergencyContact, NearbyService } from '@contract/emergency';
import { mapLink } from '../../domain/emergency';
import { suiteApp } from '../harness-suite';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectFailure,
  expectSuccess,
  outboxFor,
} from '../harness';

/**
 * Emergency contacts and SOS (issue 17, ADR 0035) through the HTTP API: the five-contact
 * limit and its validation, SOS with the nearest services from the directory and one SMS
 * per contact, one active emergency at a time, cancel, history, and other patients' 404.
 */

/** Tuesday 24 November 2026, early evening in Kathmandu. */
let now = new Date('2026-11-24T12:30:00Z');
const t = suiteApp({}, { clock: () => now });

/** Ratna Park, Kathmandu. */
const KATHMANDU = { lat: 27.705467, lng: 85.314972 };

async function patient(name: string) {
  const user = await createUser(t.db, { role: 'patient', name });
  return { ...user, token: await accessToken(t.tokens, user) };
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
  lang = 'en',
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('emergency contacts', () => {
  test('the demo patient has her three contacts and a resolved emergency in Kathmandu', async () => {
    const sita = await demoUser(t.db, 'patient');
    const token = await accessToken(t.tokens, sita);
    const { contacts, max } = expectSuccess<{ contacts: EmergencyContact[]; max: number }>(
      await call('GET', '/emergency/contacts', token),
    );
    expect(max).toBe(5);
    expect(contacts.map((c) => c.name)).toEqual([
      'Ramesh Sharma',
      'Anjali Sharma',
      'Krishna Maharjan',
    ]);
    expect(contacts[0]).toMatchObject({ relationship: 'Husband', phone: '9841234501' });
    const { emergencies } = expectSuccess<{ emergencies: Emergency[] }>(
      await call('GET', '/emergency/history', token),
    );
    expect(emergencies[0]).toMatchObject({
      type: 'medical',
      status: 'resolved',
      responder: 'Nepal Red Cross Ambulance Kathmandu',
    });
    expect(emergencies[0]!.lat).toBeCloseTo(27.688516, 6);
  });

  test('name and phone are required, the phone is checked, and a sixth contact is refused', async () => {
    const p = await patient('Maya Gurung');
    expectFailure(
      await call('POST', '/emergency/contacts', p.token, { phone: '9841000001' }),
      400,
      {
        code: 'EMERGENCY_FIELDS_REQUIRED',
        field: 'name',
        message: 'Please fill all required fields.',
      },
    );
    expectFailure(
      await call('POST', '/emergency/contacts', p.token, { name: 'Hari Gurung', phone: '  ' }),
      400,
      { code: 'EMERGENCY_FIELDS_REQUIRED', field: 'phone' },
    );
    expectFailure(
      await call('POST', '/emergency/contacts', p.token, { name: 'Hari Gurung', phone: '0123' }),
      400,
      { code: 'PHONE_INVALID', field: 'phone' },
    );

    const names = ['Hari Gurung', 'Sunita Gurung', 'Bikash Tamang', 'Laxmi Thapa', 'Dipak Rai'];
    for (const [i, name] of names.entries()) {
      const { contact } = expectSuccess<{ contact: EmergencyContact }>(
        await call('POST', '/emergency/contacts', p.token, {
          name,
          relationship: i === 0 ? 'Brother' : undefined,
          phone: `98 4100 00${10 + i}`,
        }),
      );
      expect(contact).toMatchObject({ name, phone: `98410000${10 + i}` });
    }
    expectFailure(
      await call('POST', '/emergency/contacts', p.token, { name: 'Sixth', phone: '9841000099' }),
      409,
      {
        code: 'EMERGENCY_CONTACTS_MAX',
        message: 'You can add a maximum of 5 emergency contacts.',
      },
    );
    expectFailure(
      await call(
        'POST',
        '/emergency/contacts',
        p.token,
        { name: 'Sixth', phone: '9841000099' },
        'ne',
      ),
      409,
      { message: errorText('EMERGENCY_CONTACTS_MAX', 'ne') },
    );
    const { contacts } = expectSuccess<{ contacts: EmergencyContact[] }>(
      await call('GET', '/emergency/contacts', p.token),
    );
    expect(contacts.map((c) => c.name)).toEqual(names);
    expect(contacts[0]!.relationship).toBe('Brother');
  });

  test('a contact is edited and deleted by its patient only; another patient gets 404', async () => {
    const p = await patient('Kamala Shrestha');
    const other = await patient('Nabin Karki');
    const { contact } = expectSuccess<{ contact: EmergencyContact }>(
      await call('POST', '/emergency/contacts', p.token, {
        name: 'Rajan Shrestha',
        relationship: 'Son',
        phone: '9812345670',
      }),
    );
    await call('POST', '/emergency/contacts', p.token, { name: 'Gita', phone: '9812345671' });
    expectFailure(
      await call('PUT', `/emergency/contacts/${contact.id}`, p.token, {
        name: 'Rajan',
        phone: '9812345671',
      }),
      409,
      { code: 'EMERGENCY_CONTACT_DUPLICATE', field: 'phone' },
    );
    const edited = expectSuccess<{ contact: EmergencyContact }>(
      await call('PUT', `/emergency/contacts/${contact.id}`, p.token, {
        name: 'Rajan Shrestha',
        relationship: 'Son (Pokhara)',
        phone: '9856012345',
      }),
    ).contact;
    expect(edited).toMatchObject({
      id: contact.id,
      relationship: 'Son (Pokhara)',
      phone: '9856012345',
    });

    for (const res of [
      await call('PUT', `/emergency/contacts/${contact.id}`, other.token, {
        name: 'Taken over',
        phone: '9800000000',
      }),
      await call('DELETE', `/emergency/contacts/${contact.id}`, other.token),
      await call('DELETE', '/emergency/contacts/not-a-uuid', p.token),
    ])
      expectFailure(res, 404, { code: 'EMERGENCY_CONTACT_NOT_FOUND' });

    expectSuccess(await call('DELETE', `/emergency/contacts/${contact.id}`, p.token));
    const { contacts } = expectSuccess<{ contacts: EmergencyContact[] }>(
      await call('GET', '/emergency/contacts', p.token),
    );
    expect(contacts.map((c) => c.name)).toEqual(['Gita']);
    expect(
      expectSuccess<{ contacts: EmergencyContact[] }>(
        await call('GET', '/emergency/contacts', other.token),
      ).contacts,
    ).toEqual([]);
  });
});

describe('SOS', () => {
  type Sos = {
    emergency: Emergency;
    nearby: NearbyService[];
    alreadyActive: boolean;
    contactsNotified: number;
  };

  test('records an active emergency, answers the nearest services and texts every contact once', async () => {
    const p = await patient('Bimala Adhikari');
    const phones = ['9841555001', '9841555002', '9841555003'];
    for (const [i, phone] of phones.entries())
      await call('POST', '/emergency/contacts', p.token, { name: `Contact ${i + 1}`, phone });

    const sos = expectSuccess<Sos>(await call('POST', '/emergency/sos', p.token, KATHMANDU));
    expect(sos.alreadyActive).toBe(false);
    expect(sos.contactsNotified).toBe(3);
    expect(sos.emergency).toMatchObject({
      type: 'medical',
      status: 'active',
      responder: null,
      lat: KATHMANDU.lat,
      lng: KATHMANDU.lng,
      createdAt: now.toISOString(),
      endedAt: null,
    });

    // The nearest ambulances, then hospitals, from the directory, nearest first.
    const ambulances = sos.nearby.filter((s) => s.type === 'ambulance');
    const hospitals = sos.nearby.filter((s) => s.type === 'hospital');
    expect(ambulances).toHaveLength(3);
    expect(hospitals).toHaveLength(3);
    for (const list of [ambulances, hospitals])
      expect(list.map((s) => s.distanceKm)).toEqual(
        [...list.map((s) => s.distanceKm)].sort((a, b) => a - b),
      );
    const listed = await t.db
      .selectFrom('providers')
      .select(['id', 'name', 'type', 'phone'])
      .where(
        'id',
        'in',
        sos.nearby.map((s) => s.id),
      )
      .execute();
    for (const service of sos.nearby)
      expect(listed.find((l) => l.id === service.id)).toMatchObject({
        name: service.name,
        type: service.type,
        phone: service.phone,
      });
    expect(ambulances[0]!.distanceKm).toBeLessThan(20);

    // One SMS per contact, with the patient's name and the map link.
    const link = mapLink(KATHMANDU.lat, KATHMANDU.lng);
    expect(link).toBe(
      'https://www.openstreetmap.org/?mlat=27.705467&mlon=85.314972#map=17/27.705467/85.314972',
    );
    expect(sos.emergency.mapUrl).toBe(link);
    for (const phone of phones) {
      const messages = await outboxFor(t.db, phone);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ channel: 'sms', status: 'pending' });
      expect(messages[0]!.body).toContain('Bimala Adhikari');
      expect(messages[0]!.body).toContain(link);
    }

    // A second SOS while it is active answers the same one and texts nobody again.
    const again = expectSuccess<Sos>(
      await call('POST', '/emergency/sos', p.token, { lat: 27.7, lng: 85.3 }),
    );
    expect(again).toMatchObject({ alreadyActive: true, contactsNotified: 0 });
    expect(again.emergency.id).toBe(sos.emergency.id);
    for (const phone of phones) expect(await outboxFor(t.db, phone)).toHaveLength(1);

    const active = expectSuccess<{ emergency: Emergency | null; nearby: NearbyService[] }>(
      await call('GET', '/emergency/sos', p.token),
    );
    expect(active.emergency?.id).toBe(sos.emergency.id);
    expect(active.nearby.map((s) => s.id)).toEqual(sos.nearby.map((s) => s.id));

    // Another patient sees none of it.
    const other = await patient('Suman Bhattarai');
    expect(
      expectSuccess<{ emergency: Emergency | null }>(
        await call('GET', '/emergency/sos', other.token),
      ).emergency,
    ).toBeNull();
    expect(
      expectSuccess<{ emergencies: Emergency[] }>(
        await call('GET', '/emergency/history', other.token),
      ).emergencies,
    ).toEqual([]);
    expectFailure(await call('POST', '/emergency/sos/cancel', other.token), 409, {
      code: 'EMERGENCY_NOT_ACTIVE',
    });

    // Cancel: the active one becomes Cancelled; nothing is left to cancel.
    now = new Date(now.getTime() + 5 * 60_000);
    const cancelled = expectSuccess<{ emergency: Emergency }>(
      await call('POST', '/emergency/sos/cancel', p.token),
    ).emergency;
    expect(cancelled).toMatchObject({
      id: sos.emergency.id,
      status: 'cancelled',
      endedAt: now.toISOString(),
    });
    expectFailure(await call('POST', '/emergency/sos/cancel', p.token), 409, {
      code: 'EMERGENCY_NOT_ACTIVE',
      message: 'There is no active emergency to cancel.',
    });
    expect(
      expectSuccess<{ emergency: Emergency | null; nearby: NearbyService[] }>(
        await call('GET', '/emergency/sos', p.token),
      ),
    ).toEqual({ emergency: null, nearby: [] });

    // A new SOS is a new emergency, listed first.
    now = new Date(now.getTime() + 60_000);
    const second = expectSuccess<Sos>(await call('POST', '/emergency/sos', p.token, KATHMANDU));
    expect(second.emergency.id).not.toBe(sos.emergency.id);
    const { emergencies } = expectSuccess<{ emergencies: Emergency[] }>(
      await call('GET', '/emergency/history', p.token),
    );
    expect(emergencies.map((e) => [e.id, e.status])).toEqual([
      [second.emergency.id, 'active'],
      [sos.emergency.id, 'cancelled'],
    ]);
  });

  test('a location that is not one is refused, and a sixth alert in an hour is refused', async () => {
    const p = await patient('Ramila Tamang');
    for (const [body, field] of [
      [{ lat: 95, lng: 85.3 }, 'lat'],
      [{ lat: 27.7, lng: 'east' }, 'lng'],
      [{}, 'lat'],
    ] as const)
      expectFailure(await call('POST', '/emergency/sos', p.token, body), 400, {
        code: 'EMERGENCY_LOCATION_INVALID',
        field,
        message: 'Could not get your location. Please try again.',
      });

    for (let i = 0; i < 5; i += 1) {
      now = new Date(now.getTime() + 60_000);
      expectSuccess(await call('POST', '/emergency/sos', p.token, KATHMANDU));
      expectSuccess(await call('POST', '/emergency/sos/cancel', p.token));
    }
    const refused = await call('POST', '/emergency/sos', p.token, KATHMANDU);
    expectFailure(refused, 429, { code: 'EMERGENCY_TOO_MANY' });
    expect(refused.headers['retry-after']).toBe('3600');
    now = new Date(now.getTime() + 61 * 60_000);
    expectSuccess(await call('POST', '/emergency/sos', p.token, KATHMANDU));
  });

  test('a doctor has no emergency endpoints', async () => {
    const doctor = await demoUser(t.db, 'doctor');
    const token = await accessToken(t.tokens, doctor);
    expectFailure(await call('POST', '/emergency/sos', token, KATHMANDU), 403);
    expectFailure(await call('GET', '/emergency/contacts', token), 403);
  });
});
