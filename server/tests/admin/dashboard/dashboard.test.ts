import { describe, expect, test } from 'vitest';
import { adminDashboardResponse, type AdminDashboardData } from '@contract/admin-dashboard';
import { expectFailure, expectSuccess } from '../../harness';
import {
  admin,
  applicationOf,
  applyAsDoctor,
  applyAsPatient,
  get,
  person,
  put,
  t,
} from '../../verification/setup';

/** The admin's dashboard (issue 14; 002 §2, §7): totals and pending approvals by kind. */

const stats = async (token: string): Promise<AdminDashboardData> =>
  adminDashboardResponse.parse({
    success: true,
    data: expectSuccess(await get('/api/admin/dashboard', token)),
  }).data;

describe("the admin's dashboard", () => {
  test('counts the seeded accounts and directory, and the applications waiting by kind', async () => {
    const token = await admin();
    const before = await stats(token);
    // The seeds' directory and accounts are counted from the tables themselves.
    const users = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(before.overview.totalUsers).toBe(Number(users.n));
    const hospitals = await t.db
      .selectFrom('providers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('type', '=', 'hospital')
      .executeTakeFirstOrThrow();
    expect(before.overview.totalHospitals).toBe(Number(hospitals.n));
    expect(before.overview.totalHospitals).toBeGreaterThan(0);
    const p = before.pendingApprovals;
    expect(p.total).toBe(
      p.doctors + p.patients + p.hospitals + p.labs + p.pharmacies + p.ambulances,
    );

    // A new doctor and a new patient apply: two more accounts, one more of each kind waiting.
    const doctor = await person('doctor', 'Dr. Sabina Adhikari');
    const patient = await person('patient', 'Kamal Bhandari');
    const applied = applicationOf(await applyAsDoctor(doctor, 'NMC-80421'));
    applicationOf(await applyAsPatient(patient));
    const after = await stats(token);
    expect(after.overview.totalUsers).toBe(before.overview.totalUsers + 2);
    expect(after.pendingApprovals).toMatchObject({
      doctors: p.doctors + 1,
      patients: p.patients + 1,
      total: p.total + 2,
    });

    // Once decided, the doctor's application no longer waits.
    applicationOf(
      await put(`/api/admin/approve-doctor/${applied.id}`, token, {
        decision: 'approved',
        remarks: 'NMC register checked',
      }),
    );
    const decided = await stats(token);
    expect(decided.pendingApprovals.doctors).toBe(p.doctors);
    expect(decided.pendingApprovals.total).toBe(p.total + 1);
  });

  test('only an admin reads it', async () => {
    const doctor = await person('doctor', 'Dr. Prakash Shrestha');
    expectFailure(await get('/api/admin/dashboard', doctor.token), 403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expectFailure(anonymous, 401);
  });
});
