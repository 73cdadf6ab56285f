import { describe, expect, test } from 'vitest';
import { sendDueReminders } from '../../../domain/reminders';
import { defaultSettings, setSetting } from '../../../domain/settings';
import {
  appointmentOf,
  book,
  doctorToken,
  norvic,
  now,
  openAppointmentsSuite,
  patient,
  put,
  relay,
  setNow,
  t,
} from '../../appointments/setup';

openAppointmentsSuite();

describe('the appointmentReminders setting', () => {
  test('off: no reminder is sent; back on: the one still due is sent', async () => {
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
    // The acceptance itself was emailed (the patient's appointment switch is on by default).
    const mail = () =>
      t.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', p.email);
    expect((await mail().execute()).map((m) => m.subject)).toEqual([
      'Appointment confirmed · अपोइन्टमेन्ट पक्का भयो',
    ]);
    const outbox = () => mail().where('subject', 'like', 'Appointment tomorrow%').execute();
    const run = () =>
      sendDueReminders({ db: t.db, realtime: relay, now, publicUrl: 'https://ujyalo.test' });

    setNow(new Date('2026-11-26T03:00:00Z'));
    await setSetting(t.db, 'notifications', {
      ...defaultSettings.notifications,
      appointmentReminders: false,
    });
    try {
      expect(await run()).toBe(0);
      expect(await outbox()).toEqual([]);
    } finally {
      await setSetting(t.db, 'notifications', defaultSettings.notifications);
    }
    // Back on: this visit's reminder goes out (the demo may have others due the same day).
    expect(await run()).toBeGreaterThanOrEqual(1);
    const sent = await outbox();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('2026-11-27');
  });
});
