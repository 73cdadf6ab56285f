import type { AdminDashboardData } from '@contract/admin-dashboard';
import type { Db } from '../db/database';

/**
 * The admin's dashboard figures (issue 14; 002 §2, §7): accounts, doctors, and the
 * directory's hospitals, pharmacies, labs and ambulance services, and the applications
 * still waiting for a decision by kind. Counted from the live tables on every call.
 */
export async function dashboardStats(db: Db): Promise<AdminDashboardData> {
  const [users, doctors, providers, pending] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('doctors')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('providers')
      .select(['type', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('type')
      .execute(),
    db
      .selectFrom('verification_applications')
      .select(['kind', (eb) => eb.fn.countAll<string>().as('n')])
      .where('status', '=', 'pending')
      .groupBy('kind')
      .execute(),
  ]);
  const provider = (type: string) => Number(providers.find((p) => p.type === type)?.n ?? 0);
  const waiting = (kind: string) => Number(pending.find((p) => p.kind === kind)?.n ?? 0);
  return {
    overview: {
      totalUsers: Number(users.n),
      totalDoctors: Number(doctors.n),
      totalHospitals: provider('hospital'),
      totalPharmacies: provider('pharmacy'),
      totalLabs: provider('lab'),
      totalAmbulances: provider('ambulance'),
    },
    pendingApprovals: {
      doctors: waiting('doctor'),
      patients: waiting('patient'),
      hospitals: waiting('hospital'),
      labs: waiting('lab'),
      pharmacies: waiting('pharmacy'),
      ambulances: waiting('ambulance'),
      total: pending.reduce((sum, p) => sum + Number(p.n), 0),
    },
  };
}
