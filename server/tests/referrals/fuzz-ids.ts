import { sql } from 'kysely';

/**
 * The fuzz world's referrals (issue 18): a referral to the demo doctor still pending (which
 * she answers), and the third demo doctor (whom she refers to).
 */
export const referralIds = {
  incomingPending: () =>
    sql<{ id: string }>`select r.id from referrals r join doctors d on d.id = r.to_doctor_id
      join users u on u.id = d.user_id
      where r.status = 'pending' and u.email = 'doctor@demo.np' order by r.created_at limit 1`,
  thirdDoctor: () =>
    sql<{ id: string }>`select d.id from doctors d join users u on u.id = d.user_id
      where u.email = 'doctor3@demo.np'`,
};
