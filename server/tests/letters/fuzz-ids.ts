import { sql } from 'kysely';

const AARATI = sql`(select d.id from doctors d join users u on u.id = d.user_id
  where u.email = 'doctor@demo.np')`;

/**
 * The fuzz world's letters (issue 18): a sent letter to the demo patient (which she and
 * its author read), and a fresh draft of the demo doctor's per changing endpoint, since
 * sending or deleting one leaves it unusable for the next.
 */
export const letterIds = {
  sentToPatient: (patientId: string) =>
    sql<{ id: string }>`select id from letters where author_doctor_id = ${AARATI}
      and status = 'sent' and recipient_type = 'patient' and patient_id = ${patientId}
      order by created_at limit 1`,
  freshDraft: (patientId: string) =>
    sql<{ id: string }>`insert into letters (author_doctor_id, patient_id, type, recipient_type,
      subject, content) values (${AARATI}, ${patientId}, 'status', 'patient',
      'Progress note', 'Blood pressure is controlled.') returning id`,
};

/** A valid letter form (`validBodies`; the fuzz world names a real patient in careBodies). */
export const letterSample = {
  type: 'discharge',
  patientId: '00000000-0000-4000-8000-000000000000',
  recipientType: 'patient',
  subject: 'Discharge summary',
  content: 'Fit to go home; review in two weeks.',
};
