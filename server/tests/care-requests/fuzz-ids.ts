import { sql } from 'kysely';

/**
 * The fuzz world's requests (issue 18): the demo patient's completed visit with the demo
 * doctor (which she asks from), and a pending request to the demo doctor (which he answers).
 */
export const careRequestIds = {
  completedVisit: (patientId: string) =>
    sql<{ id: string }>`select a.id from appointments a join doctors d on d.id = a.doctor_id
      join users u on u.id = d.user_id
      where a.patient_id = ${patientId} and a.status = 'completed' and u.email = 'doctor@demo.np'
      order by a.date desc limit 1`,
  pendingRequest: () =>
    sql<{ id: string }>`select r.id from care_requests r join doctors d on d.id = r.doctor_id
      join users u on u.id = d.user_id
      where r.status = 'pending' and u.email = 'doctor@demo.np' order by r.created_at limit 1`,
};

/** A date a few days ahead, YYYY-MM-DD, for the valid bodies. */
export const daysAhead = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
