import type { Db } from '../db/database';
import { hashPassword } from './crypto';
import { missingAccounts } from './users';

/**
 * Accounts the admin's users table shows as suspended or inactive (issue 14, ADR 0025):
 * none of them can sign in, with the demo password or any other.
 */
export const statusDemoAccounts = [
  {
    name: 'Kamal Bahadur Karki',
    email: 'kamal.karki@demo.np',
    phone: '9841100201',
    role: 'patient',
    status: 'suspended',
  },
  {
    name: 'Sabina Maharjan',
    email: 'sabina.maharjan@demo.np',
    phone: '9841100202',
    role: 'patient',
    status: 'inactive',
  },
  {
    name: 'Dr. Rajendra Bhattarai',
    email: 'rajendra.bhattarai@demo.np',
    phone: '9841100203',
    role: 'doctor',
    status: 'suspended',
  },
  {
    name: 'Pokhara Path Lab',
    email: 'pokhara.pathlab@demo.np',
    phone: '9856100204',
    role: 'lab',
    status: 'inactive',
  },
] as const;

export async function seedUserStatuses(db: Db, password: string): Promise<void> {
  const missing = await missingAccounts(db, statusDemoAccounts);
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(password);
  await db
    .insertInto('users')
    .values(
      missing.map((a) => ({
        ...a,
        password_hash: passwordHash,
        profile: '{}',
        created_at: new Date('2026-02-10T04:30:00Z'),
        updated_at: new Date('2026-02-10T04:30:00Z'),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
