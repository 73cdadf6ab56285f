import { sql } from 'kysely';

/**
 * The fuzz world's transfers (issue 18): a transfer to the demo doctor still pending (which
 * she answers), and the second demo doctor with a hospital of hers (whom she transfers to).
 */
export const transferIds = {
  incomingPending: () =>
    sql<{ id: string }>`select t.id from transfers t join doctors d on d.id = t.target_doctor_id
      join users u on u.id = d.user_id
      where t.status = 'pending' and u.email = 'doctor@demo.np' order by t.created_at limit 1`,
  secondDoctor: () =>
    sql<{ id: string }>`select d.id from doctors d join users u on u.id = d.user_id
      where u.email = 'doctor2@demo.np'`,
  secondDoctorsHospital: () =>
    sql<{ id: string }>`select p.id from doctor_schedules s join providers p on p.id = s.hospital_id
      join doctors d on d.id = s.doctor_id join users u on u.id = d.user_id
      where u.email = 'doctor2@demo.np' order by p.name limit 1`,
};

/** A valid transfer body; the fuzz world (fuzz-world-care.ts) puts real people in it. */
export const transferSample = {
  patientId: '00000000-0000-4000-8000-000000000000',
  targetHospitalId: '00000000-0000-4000-8000-000000000000',
  targetDoctorId: '00000000-0000-4000-8000-000000000000',
  requiredSpecialty: 'Gynecology',
  reason: 'Moving to Pokhara',
};
