import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { orderPharmaciesResponse, orderResponse } from '@contract/orders';
import { applicationResponse } from '@contract/verification';
import { defaultSettings, setSetting } from '../../domain/settings';
import { demoPng } from '../../domain/verification/demo-files';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectSuccess,
  outboxFor,
  type TestUser,
} from '../harness';
import {
  TUESDAY,
  appointmentOf,
  book,
  doctorToken,
  get,
  openAppointmentsSuite,
  put,
  t,
} from '../appointments/setup';

/**
 * Every notice a person is sent goes out on the channels they keep on for its type
 * (ADR 0036), whatever flow sends it: an admin's decision on their identity, a doctor's
 * acceptance, a pharmacy's progress. The admin's channel switches still apply under them.
 */

openAppointmentsSuite();

const send = (method: 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const textsOnly = { inApp: true, email: false, sms: true, whatsapp: true };

/** What went to one recipient, oldest first: channel and the English half of the subject. */
async function sentTo(recipient: string) {
  const rows = await outboxFor(t.db, recipient);
  return rows
    .map((r) => [r.channel, r.subject.split(' · ')[0]] as const)
    .reverse()
    .sort(([a], [b]) => (a === b ? 0 : a < b ? -1 : 1));
}

async function applyForIdentity(p: TestUser & { token: string }) {
  const form = new FormData();
  form.set('documentType', 'citizenship');
  form.set('documentNumber', '05-02-73-11842');
  form.append(
    'documentImage',
    new Blob([Buffer.from(demoPng(1))], { type: 'image/png' }),
    'id.png',
  );
  const encoded = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/verification/patient',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, ...bearer(p.token) },
  });
  return applicationResponse.parse({ success: true, data: expectSuccess(res) }).data.application;
}

describe('a patient who wants texts, not email', () => {
  test('identity approved, appointment accepted, order shipped: SMS and WhatsApp each, no email', async () => {
    const user = await createUser(t.db, { role: 'patient', name: 'Kamala Thapa' });
    const p = { ...user, token: await accessToken(t.tokens, user) };
    expectSuccess(
      await send('PUT', '/api/notifications/preferences', p.token, {
        preferences: { system: textsOnly, appointment: textsOnly, general: textsOnly },
      }),
    );
    const adminToken = await accessToken(t.tokens, await demoUser(t.db, 'admin'));
    const pharmacyToken = await accessToken(t.tokens, await demoUser(t.db, 'pharmacy'));
    await setSetting(t.db, 'notifications', { ...defaultSettings.notifications, sms: true });
    try {
      // The admin approves the patient's identity.
      const application = await applyForIdentity(p);
      expectSuccess(
        await send('PUT', `/api/admin/approve-patient/${application.id}`, adminToken, {
          decision: 'approved',
        }),
      );
      // The patient, now verified, books; the doctor accepts.
      const booked = appointmentOf(
        await book(p.token, { day: 'Tuesday', date: TUESDAY, start: '11:00', end: '11:30' }),
      );
      appointmentOf(await put(`/api/appointments/${booked._id}/accept`, doctorToken));
      // An order at Sajha Pharmacy, which marks it shipped.
      const pharmacies = orderPharmaciesResponse.parse(
        (await get('/api/orders/pharmacies', p.token)).json(),
      ).data.pharmacies;
      const sajha = pharmacies.find((ph) => ph.name === 'Sajha Pharmacy')!;
      const placed = orderResponse.parse(
        (
          await send('POST', '/api/orders', p.token, {
            type: 'manual',
            pharmacyId: sajha.id,
            deliveryAddress: 'Bhaisepati, Lalitpur',
            medicines: [{ name: 'Paracetamol', quantity: 2 }],
          })
        ).json(),
      ).data.order;
      expectSuccess(
        await send('PUT', `/api/pharmacy/orders/${placed.id}/status`, pharmacyToken, {
          status: 'shipped',
        }),
      );

      expect(await outboxFor(t.db, p.email)).toEqual([]);
      expect(await sentTo(p.phone)).toEqual([
        ['sms', 'Verification approved'],
        ['sms', 'Appointment confirmed'],
        ['sms', 'Your medicines are on the way'],
        ['whatsapp', 'Verification approved'],
        ['whatsapp', 'Appointment confirmed'],
        ['whatsapp', 'Your medicines are on the way'],
      ]);

      // The admin switches SMS off for the whole site: the delivery goes by WhatsApp only.
      await setSetting(t.db, 'notifications', { ...defaultSettings.notifications, sms: false });
      expectSuccess(
        await send('PUT', `/api/pharmacy/orders/${placed.id}/status`, pharmacyToken, {
          status: 'delivered',
        }),
      );
      const delivered = (await sentTo(p.phone)).filter(
        ([, subject]) => subject === 'Your medicines were delivered',
      );
      expect(delivered).toEqual([['whatsapp', 'Your medicines were delivered']]);
      expect(await outboxFor(t.db, p.email)).toEqual([]);
    } finally {
      await setSetting(t.db, 'notifications', defaultSettings.notifications);
    }
  });

  test('with the defaults, a doctor’s acceptance is emailed once and a like on a post is not', async () => {
    const user = await createUser(t.db, { role: 'patient', name: 'Sunita Magar' });
    await t.db.updateTable('users').set({ verified: true }).where('id', '=', user.id).execute();
    const token = await accessToken(t.tokens, user);
    const booked = appointmentOf(
      await book(token, { day: 'Tuesday', date: TUESDAY, start: '12:00', end: '12:30' }),
    );
    appointmentOf(await put(`/api/appointments/${booked._id}/accept`, doctorToken));
    expect(await sentTo(user.email)).toEqual([['email', 'Appointment confirmed']]);
    expect(await outboxFor(t.db, user.phone)).toEqual([]);

    // She likes one of the doctor's posts: the doctor sees it in the app, no email.
    const doctor = await demoUser(t.db, 'doctor');
    const {
      rows: [post],
    } = await sql<{ id: string }>`select id from posts
      where author_id = ${doctor.id} and is_public limit 1`.execute(t.db);
    const before = (await outboxFor(t.db, doctor.email)).length;
    expectSuccess(await send('POST', `/api/feed/${post!.id}/like`, token));
    const notices = expectSuccess<{ notifications: { title: string }[] }>(
      await get('/api/notifications', await accessToken(t.tokens, doctor)),
    ).notifications;
    expect(notices[0]?.title).toBe('New like');
    expect(await outboxFor(t.db, doctor.email)).toHaveLength(before);
  });
});
