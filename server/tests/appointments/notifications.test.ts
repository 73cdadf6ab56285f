import { describe, expect, test } from 'vitest';
import * as a from '@contract/appointments';
import { sendDueReminders } from '../../domain/reminders';
import { bearer, expectFailure } from '../harness';
import {
  openAppointmentsSuite,
  appointmentOf,
  book,
  doctorToken,
  get,
  norvic,
  now,
  patient,
  put,
  relay,
  t,
  setNow,
} from './setup';

openAppointmentsSuite();

describe('notifications', () => {
  test("one is marked read, then all; someone else's is 404", async () => {
    const p = await patient();
    for (const start of ['14:00', '14:30']) {
      const x = appointmentOf(
        await book(p.token, {
          day: 'Wednesday',
          date: '2026-11-25',
          start,
          end: start === '14:00' ? '14:30' : '15:00',
          hospital: await norvic(),
        }),
      );
      appointmentOf(await put(`/api/appointments/${x._id}/accept`, doctorToken));
    }
    const list = a.notificationListResponse.parse(
      (await get('/api/notifications?filter=unread', p.token)).json(),
    ).data;
    expect(list.unreadCount).toBe(2);
    const first = list.notifications[0]!._id;
    const other = await patient();
    expectFailure(
      await t.app.inject({
        method: 'POST',
        url: `/api/notifications/${first}/read`,
        headers: bearer(other.token),
      }),
      404,
      { code: 'NOTIFICATION_NOT_FOUND' },
    );
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first}/read`,
      headers: bearer(p.token),
    });
    expect(a.notificationReadResponse.parse(read.json()).data.unreadCount).toBe(1);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: bearer(p.token),
    });
    expect(a.notificationReadResponse.parse(all.json()).data.unreadCount).toBe(0);
  });
});

describe('the day-before reminder', () => {
  test('queued once however often it runs, and its link cancels the appointment once', async () => {
    const p = await patient();
    const x = appointmentOf(
      await book(p.token, {
        day: 'Friday',
        date: '2026-11-27',
        start: '14:00',
        end: '14:30',
        hospital: await norvic(),
      }),
    );
    appointmentOf(await put(`/api/appointments/${x._id}/accept`, doctorToken));
    const outbox = () =>
      t.db
        .selectFrom('outbox')
        .select(['recipient', 'subject', 'body'])
        .where('recipient', '=', p.email)
        .where('subject', 'like', 'Appointment tomorrow%')
        .execute();

    // Two days before: nothing yet.
    setNow(new Date('2026-11-25T06:00:00Z'));
    await sendDueReminders({ db: t.db, realtime: relay, now, publicUrl: 'https://ujyalo.test' });
    expect(await outbox()).toEqual([]);

    // The day before, from two processes at once: one message.
    setNow(new Date('2026-11-26T03:00:00Z'));
    await Promise.all([
      sendDueReminders({ db: t.db, realtime: relay, now, publicUrl: 'https://ujyalo.test' }),
      sendDueReminders({ db: t.db, realtime: relay, now, publicUrl: 'https://ujyalo.test' }),
    ]);
    await sendDueReminders({ db: t.db, realtime: relay, now, publicUrl: 'https://ujyalo.test' });
    const messages = await outbox();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain('Dr. Aarati Joshi tomorrow, 2026-11-27, at 14:00');
    expect(messages[0]!.body).toContain('१५ मिनेट');

    const token = /cancel\?token=([\w-]+)/.exec(messages[0]!.body)![1]!;
    const cancel = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments/cancel-by-link',
        payload: { token: value },
      });
    const cancelled = appointmentOf(await cancel(token));
    expect(cancelled).toMatchObject({
      _id: x._id,
      status: 'cancelled',
      cancelReason: 'reminder-link',
    });
    expectFailure(await cancel(token), 400, { code: 'LINK_INVALID' });
    expectFailure(await cancel('made-up-token-1234'), 400, { code: 'LINK_INVALID' });
  });
});
