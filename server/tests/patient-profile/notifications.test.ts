import { describe, expect, test } from 'vitest';
import * as a from '@contract/appointments';
import * as pp from '@contract/patient-profile';
import { notify } from '../../domain/notifications';
import { defaultSettings, setSetting } from '../../domain/settings';
import { suiteApp } from '../harness-suite';
import {
  accessToken,
  bearer,
  createUser,
  expectFailure,
  outboxFor,
  type TestUser,
} from '../harness';

/**
 * Notifications (issue 17): server-side filters and pages, delete, and the switches per type and channel through the HTTP API:
 * what a patient sees and what another account cannot reach.
 */

const t = suiteApp();

type Person = TestUser & { token: string };
async function patient(name = 'Maya Gurung'): Promise<Person> {
  const user = await createUser(t.db, { role: 'patient', name });
  return { ...user, token: await accessToken(t.tokens, user) };
}

const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  token: string,
  body?: unknown,
) => t.app.inject({ method, url, headers: bearer(token), ...(body ? { payload: body } : {}) });

describe('notifications', () => {
  async function told(
    p: Person,
    events: ('appointment_confirmed' | 'prescription_created' | 'post_liked')[],
  ) {
    for (const event of events)
      await notify(t.db, {
        userId: p.id,
        event,
        params: {
          doctor: 'Dr. Aarati Joshi',
          date: '2026-11-25',
          time: '10:00',
          hospital: 'Bir Hospital',
          liker: 'Hari',
          title: 'Tips',
        },
      });
  }
  const list = async (p: Person, query: string) =>
    a.notificationListResponse.parse(
      (await call('GET', `/api/notifications?${query}`, p.token)).json(),
    ).data;

  test('filters and pages on the server; delete one and all; counts follow', async () => {
    const p = await patient();
    const other = await patient('Gita Rai');
    await told(p, [
      'appointment_confirmed',
      'prescription_created',
      'appointment_confirmed',
      'post_liked',
    ]);
    const appointments = await list(p, 'filter=appointment');
    expect(appointments.notifications.map((n) => n.type)).toEqual(['appointment', 'appointment']);
    expect(appointments.total).toBe(2);
    const page2 = await list(p, 'filter=all&limit=3&page=2');
    expect(page2.notifications).toHaveLength(1);
    expect(page2.total).toBe(4);
    expect(
      pp.notificationCountResponse.parse(
        (await call('GET', '/api/notifications/unread-count', p.token)).json(),
      ).data.unreadCount,
    ).toBe(4);

    const first = appointments.notifications[0]!._id;
    expectFailure(await call('DELETE', `/api/notifications/${first}`, other.token), 404, {
      code: 'NOTIFICATION_NOT_FOUND',
    });
    const gone = pp.notificationDeleteResponse.parse(
      (await call('DELETE', `/api/notifications/${first}`, p.token)).json(),
    ).data;
    expect(gone).toEqual({ unreadCount: 3, deleted: 1 });
    expect((await list(p, 'filter=appointment')).total).toBe(1);

    await told(other, ['post_liked']);
    const all = pp.notificationDeleteResponse.parse(
      (await call('DELETE', '/api/notifications', p.token)).json(),
    ).data;
    expect(all).toEqual({ unreadCount: 0, deleted: 3 });
    expect((await list(other, 'filter=all')).total).toBe(1);
  });

  test('switches per type and channel: the outbox queues only what is on; in-app off hides it', async () => {
    const p = await patient();
    const prefs = pp.notificationPreferencesResponse.parse(
      (await call('GET', '/api/notifications/preferences', p.token)).json(),
    ).data.preferences;
    expect(prefs.appointment).toEqual({ inApp: true, email: true, sms: false, whatsapp: false });

    await told(p, ['appointment_confirmed']);
    expect((await outboxFor(t.db, p.email)).length).toBe(1);
    expect((await outboxFor(t.db, p.phone)).length).toBe(0);

    const saved = pp.notificationPreferencesResponse.parse(
      (
        await call('PUT', '/api/notifications/preferences', p.token, {
          preferences: {
            appointment: { inApp: true, email: false, sms: true, whatsapp: false },
            like: { inApp: false, email: false, sms: false, whatsapp: false },
          },
        })
      ).json(),
    ).data.preferences;
    expect(saved.appointment.sms).toBe(true);
    expect(saved.prescription).toEqual(prefs.prescription);

    // The admin's SMS switch is off by default; the person's switch works under it.
    await told(p, ['appointment_confirmed']);
    expect(await outboxFor(t.db, p.phone)).toEqual([]);
    await setSetting(t.db, 'notifications', { ...defaultSettings.notifications, sms: true });
    await told(p, ['appointment_confirmed', 'post_liked']);
    const byEmail = await outboxFor(t.db, p.email);
    const byPhone = await outboxFor(t.db, p.phone);
    expect(byEmail.length).toBe(1);
    expect(byPhone.map((m) => m.channel)).toEqual(['sms']);
    const shown = await list(p, 'filter=all');
    expect(shown.notifications.map((n) => n.type)).toEqual([
      'appointment',
      'appointment',
      'appointment',
    ]);
    expect(shown.unreadCount).toBe(3);
    await setSetting(t.db, 'notifications', defaultSettings.notifications);

    expectFailure(
      await call('PUT', '/api/notifications/preferences', p.token, {
        preferences: { emergency: { inApp: false, email: true, sms: true, whatsapp: true } },
      }),
      400,
      { code: 'PREFERENCE_LOCKED' },
    );
  });
});
