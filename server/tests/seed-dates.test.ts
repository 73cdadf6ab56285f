/**
 * The demo seed's dates (issue 12): whatever day and hour it runs, each planned visit lands
 * on a free slot of its doctor's schedule, ahead or behind as its status says. No database:
 * it reads the plans and where they are placed (seed.test.ts meets the seeded demo).
 */
import { expect, test } from 'vitest';
import { demoAccounts } from '../domain/seed';
import { placed } from '../domain/seed-appointments';
import { plannedAppointments } from '../domain/seed-appointments-data';

test('whatever day and hour it runs, the visits fall on free slots of the schedule, ahead or behind as their status says', () => {
  const week = (email: string) =>
    (
      demoAccounts.find((x) => x.email === email)!.profile.weeklySchedule as {
        day: string;
        startTime: string;
        endTime: string;
      }[]
    ).map((s) => ({ day: s.day, start: s.startTime, end: s.endTime }));
  const live = ['requested', 'confirmed', 'in-progress', 'completed'];
  // Every hour of two weeks, in Nepal.
  for (let hour = 0; hour < 14 * 24; hour += 1) {
    const now = new Date(Date.UTC(2026, 11, 1, hour) - (5 * 60 + 45) * 60_000);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(now);
    const taken = new Set<string>();
    for (const plan of plannedAppointments) {
      const slot = placed(plan, now);
      const label = `${now.toISOString()} ${plan.reason}`;
      const minutes = Number(slot.start.slice(0, 2)) * 60 + Number(slot.start.slice(3)) + 30;
      const end = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      expect(
        week(plan.doctor).some((s) => s.day === slot.day && s.start <= slot.start && end <= s.end),
        label,
      ).toBe(true);
      expect(new Date(`${slot.date}T00:00:00Z`).getUTCDay(), label).toBe(
        ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].indexOf(
          slot.day,
        ),
      );
      const status = plan.outcome;
      if (status === 'requested' || status === 'confirmed')
        expect(slot.date > today, label).toBe(true);
      if (status === 'completed') expect(slot.date < today, label).toBe(true);
      if (status === 'in-progress') {
        expect(slot.date <= today, label).toBe(true);
        expect(new Date(`${slot.date}T${slot.start}:00+05:45`) <= now, label).toBe(true);
      }
      if (live.includes(status)) {
        const key = `${plan.doctor} ${slot.date} ${slot.start}`;
        expect(taken.has(key), label).toBe(false);
        taken.add(key);
      }
    }
  }
});
