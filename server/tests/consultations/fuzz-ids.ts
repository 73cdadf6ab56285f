import { sql } from 'kysely';

/**
 * The fuzz world's consultations (issue 18): one addressed to the demo doctor still pending
 * (which she accepts), and the second demo doctor (whom she asks).
 */
export const consultationIds = {
  incomingPending: () =>
    sql<{ id: string }>`select c.id from consultations c join doctors d on d.id = c.consultant_id
      join users u on u.id = d.user_id
      where c.status = 'pending' and u.email = 'doctor@demo.np' order by c.created_at limit 1`,
  /** In progress with the demo doctor: its chat stays open whatever the walk ends. */
  inProgress: () =>
    sql<{ id: string }>`select c.id from consultations c join doctors d on d.id = c.consultant_id
      join users u on u.id = d.user_id
      where c.status = 'in-progress' and u.email = 'doctor@demo.np' order by c.created_at limit 1`,
  secondDoctor: () =>
    sql<{ id: string }>`select d.id from doctors d join users u on u.id = d.user_id
      where u.email = 'doctor2@demo.np'`,
};
