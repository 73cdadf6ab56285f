import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import {
  doctorAnalyticsResponse,
  doctorDashboardResponse,
  type DoctorAnalytics,
  type DoctorDashboard,
} from '@contract/doctor-dashboard';
import { addDays, nepalToday } from '../../domain/appointments';
import { seedPostViews } from '../../domain/doctor-dashboard';
import { suiteApp } from '../harness-suite';
import { builders } from './builders';
import { bearer, createUser, demoUser, expectFailure, expectSuccess, post } from '../harness';

/**
 * The doctor's dashboard and analytics (issue 16, ADR 0033) through the HTTP API: the
 * figures follow what is in the tables, one doctor's never include another's, a post view
 * counts once per viewer and day, and only doctors may ask.
 */

/** Tuesday 24 November 2026, 10:00 in Kathmandu. */
const NOW = new Date('2026-11-24T04:15:00Z');
let now = NOW;
const t = suiteApp({}, { clock: () => now });
const today = nepalToday(NOW);

const { newDoctor, appointment, prescription } = builders(t, today);

const get = async <T>(token: string, url: string, schema: { parse(v: unknown): { data: T } }) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expectSuccess(res);
  return schema.parse(res.json()).data;
};
const dashboard = (token: string) =>
  get<DoctorDashboard>(token, '/api/doctor/dashboard', doctorDashboardResponse);
const analytics = (token: string) =>
  get<DoctorAnalytics>(token, '/api/doctor/analytics', doctorAnalyticsResponse);

describe('GET /api/doctor/dashboard', () => {
  test("counts the doctor's own appointments, patients, prescriptions and rating, and lists five of each", async () => {
    const mine = await newDoctor('Dr. Bikash Thapa Magar');
    const other = await newDoctor('Dr. Rekha Gurung');
    const [gita, hari, maya, sunil, anita, raju] = await Promise.all(
      [
        'Gita Karki',
        'Hari Bhandari',
        'Maya Tamang',
        'Sunil Rai',
        'Anita Shrestha',
        'Raju Yadav',
      ].map((name) => createUser(t.db, { name })),
    );
    // Empty to start with: a new doctor sees zeros, not the demo doctor's figures.
    const empty = await dashboard(mine.token);
    expect(empty.stats).toEqual({
      totalAppointments: 0,
      pendingAppointments: 0,
      totalPatients: 0,
      prescriptions: 0,
      rating: 0,
      ratingCount: 0,
      activeConsultations: 0,
    });
    expect(empty.upcomingAppointments).toEqual([]);

    await appointment(mine.doctorId, gita!, 'requested', addDays(today, 3));
    await appointment(mine.doctorId, hari!, 'requested', addDays(today, 1));
    await appointment(mine.doctorId, maya!, 'confirmed', today);
    await appointment(mine.doctorId, sunil!, 'confirmed', addDays(today, 9));
    await appointment(mine.doctorId, anita!, 'confirmed', addDays(today, 10));
    await appointment(mine.doctorId, anita!, 'confirmed', addDays(today, 20));
    await appointment(mine.doctorId, raju!, 'cancelled', addDays(today, 2));
    await prescription(mine.doctorId, maya!, new Date('2026-11-20T06:00:00Z'), 'Migraine');
    await prescription(mine.doctorId, sunil!, new Date('2026-11-02T06:00:00Z'), 'Asthma');
    // Another doctor's work with one of the same patients must not show.
    await appointment(other.doctorId, gita!, 'requested', addDays(today, 4));
    await prescription(other.doctorId, gita!, new Date('2026-11-21T06:00:00Z'));
    await t.db
      .updateTable('doctors')
      .set({ rating_avg: 4.26, rating_count: 7 })
      .where('id', '=', mine.doctorId)
      .execute();

    const data = await dashboard(mine.token);
    expect(data.stats).toEqual({
      // 6 live bookings and 2 completed visits with prescriptions; the declined one is not counted.
      totalAppointments: 8,
      pendingAppointments: 2,
      // Gita, Hari, Maya, Sunil and Anita; Raju only has a declined request.
      totalPatients: 5,
      prescriptions: 2,
      rating: 4.3,
      ratingCount: 7,
      activeConsultations: 0,
    });
    // Soonest first, five at most, only what is still to come (the completed visits are past).
    expect(data.upcomingAppointments.map((a) => [a.patientName, a.date, a.status])).toEqual([
      ['Maya Tamang', today, 'confirmed'],
      ['Hari Bhandari', addDays(today, 1), 'requested'],
      ['Gita Karki', addDays(today, 3), 'requested'],
      ['Sunil Rai', addDays(today, 9), 'confirmed'],
      ['Anita Shrestha', addDays(today, 10), 'confirmed'],
    ]);
    // The most recently seen first; those not seen yet after them.
    expect(data.recentPatients.map((p) => p.name)).toEqual([
      'Maya Tamang',
      'Sunil Rai',
      'Anita Shrestha',
      'Gita Karki',
      'Hari Bhandari',
    ]);
    expect(data.recentPrescriptions.map((p) => [p.patientName, p.diagnosis])).toEqual([
      ['Maya Tamang', 'Migraine'],
      ['Sunil Rai', 'Asthma'],
    ]);

    const theirs = await dashboard(other.token);
    expect(theirs.stats.totalAppointments).toBe(2);
    expect(theirs.stats.totalPatients).toBe(1);
    expect(theirs.recentPatients.map((p) => p.name)).toEqual(['Gita Karki']);
  });

  test("the demo doctor's cards match her seeded appointments and prescriptions", async () => {
    const joshi = await demoUser(t.db, 'doctor');
    const token = await t.tokens.signIn(joshi);
    const doctor = await t.db
      .selectFrom('doctors')
      .select(['id', 'rating_avg'])
      .where('user_id', '=', joshi.id)
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{ total: number; pending: number; rx: number }>`select
        (select count(*) from appointments where doctor_id = ${doctor.id} and status <> 'cancelled')::int as total,
        (select count(*) from appointments where doctor_id = ${doctor.id} and status = 'requested')::int as pending,
        (select count(*) from prescriptions where doctor_id = ${doctor.id})::int as rx`.execute(
      t.db,
    );
    const data = await dashboard(token);
    expect(data.stats.totalAppointments).toBe(rows[0]!.total);
    expect(data.stats.pendingAppointments).toBe(rows[0]!.pending);
    expect(data.stats.prescriptions).toBe(rows[0]!.rx);
    expect(data.stats.totalAppointments).toBeGreaterThan(10);
    expect(data.stats.rating).toBe(Math.round(Number(doctor.rating_avg) * 10) / 10);
    expect(data.recentPrescriptions).toHaveLength(5);
    expect(data.upcomingAppointments.length).toBeGreaterThan(0);
    expect(data.upcomingAppointments.every((a) => a.date >= today)).toBe(true);

    // Her posts were read by the demo's patients and visitors: reach is measured from
    // those views, once per reader, and seeding again adds none.
    const { rows: readers } = await sql<{ n: number }>`select count(distinct v.viewer_key)::int as n
      from post_views v join posts p on p.id = v.post_id
      where p.author_id = ${joshi.id} and v.viewed_on >= ${addDays(today, -29)}::date`.execute(
      t.db,
    );
    const analyticsData = await analytics(token);
    expect(analyticsData.posts.monthlyReach).toBe(readers[0]!.n);
    expect(analyticsData.posts.monthlyReach).toBeGreaterThan(20);
    expect(await seedPostViews(t.db, NOW)).toBe(0);
  });

  test('only doctors may ask', async () => {
    const patient = await demoUser(t.db, 'patient');
    const token = await t.tokens.signIn(patient);
    for (const url of ['/api/doctor/dashboard', '/api/doctor/analytics']) {
      expectFailure(await t.app.inject({ method: 'GET', url, headers: bearer(token) }), 403);
      expectFailure(await t.app.inject({ method: 'GET', url }), 401);
    }
  });
});

describe('GET /api/doctor/analytics', () => {
  test('six months in Nepal time, this month against last, and the rating spread', async () => {
    const mine = await newDoctor('Dr. Sabina Pokharel');
    const other = await newDoctor('Dr. Nabin Khadka');
    const sita = await createUser(t.db, { name: 'Sita Adhikari' });
    const ram = await createUser(t.db, { name: 'Ram Chaudhary' });
    // November: 3 live appointments (one declined is not counted); October: 2; June: 1.
    await appointment(mine.doctorId, sita, 'confirmed', '2026-11-26');
    await appointment(mine.doctorId, ram, 'requested', '2026-11-28');
    await appointment(mine.doctorId, ram, 'cancelled', '2026-11-27');
    await appointment(mine.doctorId, sita, 'completed', '2026-10-12');
    await appointment(mine.doctorId, sita, 'completed', '2026-06-03');
    // Prescriptions (each with its completed visit, which counts as an appointment too).
    // 31 October 20:00 UTC is 1 November 01:45 in Kathmandu: November's.
    await prescription(mine.doctorId, ram, new Date('2026-10-31T20:00:00Z'));
    await prescription(mine.doctorId, sita, new Date('2026-10-05T06:00:00Z'));
    await prescription(mine.doctorId, ram, new Date('2026-10-20T06:00:00Z'));
    // Before the six months: not in the chart.
    await prescription(mine.doctorId, sita, new Date('2026-05-20T06:00:00Z'));
    await appointment(other.doctorId, sita, 'confirmed', '2026-11-25');
    // Ratings: two 5s and one 3 from visits.
    for (const stars of [5, 5, 3]) {
      const visit = await appointment(mine.doctorId, sita, 'completed', '2026-09-10');
      await t.db
        .insertInto('doctor_ratings')
        .values({
          appointment_id: visit,
          doctor_id: mine.doctorId,
          patient_id: sita.id,
          stars,
          criteria: JSON.stringify({}),
        })
        .execute();
    }
    await t.db
      .updateTable('doctors')
      .set({ rating_avg: 13 / 3, rating_count: 3 })
      .where('id', '=', mine.doctorId)
      .execute();

    const data = await analytics(mine.token);
    expect(data.months).toEqual([
      { month: '2026-06-01', appointments: 1, prescriptions: 0 },
      { month: '2026-07-01', appointments: 0, prescriptions: 0 },
      { month: '2026-08-01', appointments: 0, prescriptions: 0 },
      { month: '2026-09-01', appointments: 3, prescriptions: 0 },
      { month: '2026-10-01', appointments: 3, prescriptions: 2 },
      { month: '2026-11-01', appointments: 3, prescriptions: 1 },
    ]);
    expect(data.appointments).toEqual({ thisMonth: 3, lastMonth: 3, changePercent: 0 });
    expect(data.prescriptions).toEqual({ thisMonth: 1, lastMonth: 2, changePercent: -50 });
    expect(data.rating).toEqual({
      average: 4.3,
      count: 3,
      distribution: [
        { stars: 1, count: 0 },
        { stars: 2, count: 0 },
        { stars: 3, count: 1 },
        { stars: 4, count: 0 },
        { stars: 5, count: 2 },
      ],
    });
    expect(data.posts).toEqual({
      totalPosts: 0,
      totalLikes: 0,
      totalShares: 0,
      totalComments: 0,
      monthlyReach: 0,
      engagementRate: 0,
    });

    // A month with nothing before it has no percentage: nothing to compare with.
    const theirs = await analytics(other.token);
    expect(theirs.appointments).toEqual({ thisMonth: 1, lastMonth: 0, changePercent: null });
    expect(theirs.rating.distribution.every((d) => d.count === 0)).toBe(true);
  });

  test("monthly reach counts each viewer of the doctor's posts once a day, the doctor excluded", async () => {
    const mine = await newDoctor('Dr. Pramila Basnet');
    const { rows } = await sql<{ id: string }>`insert into posts (author_id, author_type, title,
        content, category, type, tags, language, is_public, likes_count, shares_count, comments_count)
      values (${mine.user.id}, 'doctor', 'जाडोमा रुघाखोकी', 'Drink warm water.', 'Health Tips', 'post',
        '[]'::jsonb, 'ne', true, 4, 2, 3)
      returning id`.execute(t.db);
    const postId = rows[0]!.id;
    const view = async (token?: string) => {
      const res = await post(
        t.app,
        '/api/feed/views',
        { postIds: [postId] },
        token ? { headers: bearer(token) } : { headers: { 'user-agent': 'Test browser' } },
      );
      return expectSuccess<{ recorded: number }>(res).recorded;
    };
    const gita = await t.tokens.signIn(await createUser(t.db, { name: 'Gita Karki' }));
    const hari = await t.tokens.signIn(await createUser(t.db, { name: 'Hari Bhandari' }));
    const viewsOf = async () =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from post_views where post_id = ${postId}`.execute(t.db)
        ).rows[0]!.n,
      );

    expect(await view(gita)).toBe(1);
    expect(await view(gita)).toBe(0);
    expect(await view(hari)).toBe(1);
    expect(await view()).toBe(1);
    expect(await view()).toBe(0);
    // The author reading their own post is not reach.
    expect(await view(mine.token)).toBe(0);
    expect(await viewsOf()).toBe(3);
    let data = await analytics(mine.token);
    expect(data.posts).toEqual({
      totalPosts: 1,
      totalLikes: 4,
      totalShares: 2,
      totalComments: 3,
      monthlyReach: 3,
      engagementRate: 9,
    });

    // The next day Gita's view is a new view, but she is still one person reached.
    now = new Date(NOW.getTime() + 24 * 3600_000);
    try {
      expect(await view(gita)).toBe(1);
      expect(await view(gita)).toBe(0);
      expect(await viewsOf()).toBe(4);
      data = await analytics(mine.token);
      expect(data.posts.monthlyReach).toBe(3);
    } finally {
      now = NOW;
    }
  });
});
