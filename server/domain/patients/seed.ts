import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The demo doctor's Patients tab (issue 15): the practice's patients get the age, gender
 * and blood group a clinic would have on file (only where their profile has none), and
 * Dr. Aarati Joshi keeps Ram Bahadur Thapa, in heart failure, as a critical case. The
 * other cases come from the appointments seed: Maya Tamang is new (accepted, not yet
 * seen), Bikash Gurung and Nirmala Rai are pending, their records still closed.
 */
const onFile: Record<string, { age: number; gender: string; bloodGroup: string }> = {
  'ram.thapa@patients.demo.np': { age: 68, gender: 'Male', bloodGroup: 'B+' },
  'gita.shrestha@patients.demo.np': { age: 41, gender: 'Female', bloodGroup: 'O+' },
  'hari.koirala@patients.demo.np': { age: 59, gender: 'Male', bloodGroup: 'A+' },
  'maya.tamang@patients.demo.np': { age: 33, gender: 'Female', bloodGroup: 'AB+' },
  'nirmala.rai@patients.demo.np': { age: 29, gender: 'Female', bloodGroup: 'O-' },
  'anjana.poudel@patients.demo.np': { age: 26, gender: 'Female', bloodGroup: 'B-' },
  'sunil.maharjan@patients.demo.np': { age: 52, gender: 'Male', bloodGroup: 'A-' },
};

export async function seedDoctorPatients(db: Db): Promise<void> {
  for (const [email, facts] of Object.entries(onFile))
    await sql`update users set profile = ${JSON.stringify(facts)}::jsonb || profile
      where email = ${email}`.execute(db);
  await sql`insert into doctor_patients (doctor_id, patient_id, critical, critical_changed_at)
    select d.id, p.id, true, now()
    from doctors d join users du on du.id = d.user_id and du.email = 'doctor@demo.np'
    join users p on p.email = 'ram.thapa@patients.demo.np'
    where exists (select 1 from appointments a where a.doctor_id = d.id and a.patient_id = p.id)
    on conflict (doctor_id, patient_id) do nothing`.execute(db);
}
