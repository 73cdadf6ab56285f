import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Weekday } from '../db/schema';

/**
 * The second demo doctor (issue 12): a gynaecologist in Pokhara, so a second specialty,
 * city and pair of hospitals can be shown and booked. Her account is in seed.ts; this
 * links it to a verified doctor row with a weekly schedule at two Pokhara hospitals of
 * the directory.
 */

export const DEMO_DOCTOR2_ID = '5e1d0c7a-0000-4000-8000-00000000d0c8';
export const DEMO_DOCTOR2_EMAIL = 'doctor2@demo.np';

/** Her week; seed.ts repeats it in the account's profile, as for the first doctor. */
export const demoDoctor2Schedule = [
  { day: 'Monday', start: '10:00', end: '14:00', fee: 700, hospital: 'Manipal Teaching Hospital' },
  { day: 'Wednesday', start: '15:00', end: '18:00', fee: 900, hospital: 'Fewa City Hospital' },
  {
    day: 'Thursday',
    start: '10:00',
    end: '14:00',
    fee: 700,
    hospital: 'Manipal Teaching Hospital',
  },
] as const satisfies readonly {
  day: Weekday;
  start: string;
  end: string;
  fee: number;
  hospital: string;
}[];

/** Seeds her doctor row and schedule once (after the directory); returns 1 when it did. */
export async function seedSecondDoctor(db: Db): Promise<number> {
  const present = await db
    .selectFrom('doctors')
    .select('id')
    .where('id', '=', DEMO_DOCTOR2_ID)
    .executeTakeFirst();
  if (present) return 0;
  const user = await db
    .selectFrom('users')
    .select(['id', 'phone'])
    .where('email', '=', DEMO_DOCTOR2_EMAIL)
    .executeTakeFirst();
  const names = [...new Set(demoDoctor2Schedule.map((s) => s.hospital))];
  const hospitals = await db
    .selectFrom('providers')
    .select(['id', 'name'])
    .where('type', '=', 'hospital')
    .where('name', 'in', names)
    .execute();
  if (!user || hospitals.length !== names.length) return 0;
  const hospitalId = (name: string) => hospitals.find((h) => h.name === name)!.id;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('doctors')
      .values({
        id: DEMO_DOCTOR2_ID,
        user_id: user.id,
        full_name: 'Dr. Sabina Adhikari',
        first_name: 'Sabina',
        last_name: 'Adhikari',
        specialization: 'Gynecology',
        qualification: 'MBBS, MD (Obstetrics and Gynaecology)',
        experience_years: 9,
        // She wrote her profile in Nepali (ADR 0014); the directory's are in English.
        about:
          'म पोखराकी प्रसूति तथा स्त्री रोग विशेषज्ञ हुँ। नौ वर्षदेखि गर्भवती जाँच, जोखिमपूर्ण गर्भावस्था र महिनावारी सम्बन्धी स्वास्थ्यमा काम गर्दै आएकी छु। नेपाली, अङ्ग्रेजी र गुरुङ भाषामा परामर्श दिन्छु।',
        about_language: 'ne',
        education: JSON.stringify([
          { degree: 'MBBS', institution: 'Manipal College of Medical Sciences', year: '2011' },
          {
            degree: 'MD (Obstetrics and Gynaecology)',
            institution: 'Institute of Medicine, Tribhuvan University',
            year: '2016',
          },
        ]),
        experience: JSON.stringify([
          {
            position: 'वरिष्ठ स्त्री रोग विशेषज्ञ',
            hospital: 'Manipal Teaching Hospital',
            duration: '2018 – present',
          },
          {
            position: 'मेडिकल अधिकृत',
            hospital: 'Pokhara Academy of Health Sciences',
            duration: '2016 – 2018',
          },
        ]),
        contact_phone: user.phone,
        contact_email: DEMO_DOCTOR2_EMAIL,
        clinic_name: 'Manipal Teaching Hospital',
        city: 'Pokhara',
        address: 'Phulbari, Pokhara',
        lat: 28.2366,
        lng: 83.9956,
        languages: ['Nepali', 'English', 'Gurung'],
        photo_url: null,
        nmc_number: 'NMC-23456',
        nmc_verified: true,
        verification_status: 'verified',
        rating_avg: 4.7,
        rating_count: 84,
      })
      .execute();
    await trx
      .insertInto('doctor_schedules')
      .values(
        demoDoctor2Schedule.map((s) => ({
          doctor_id: DEMO_DOCTOR2_ID,
          hospital_id: hospitalId(s.hospital),
          day: s.day,
          start_time: s.start,
          end_time: s.end,
          consultation_fee: s.fee,
          department: 'Gynecology',
        })),
      )
      .execute();
    await sql`update providers set departments = departments || '["Gynecology"]'::jsonb
      where id in (${sql.join(hospitals.map((h) => h.id))}) and not departments ? 'Gynecology'`.execute(
      trx,
    );
  });
  return 1;
}
