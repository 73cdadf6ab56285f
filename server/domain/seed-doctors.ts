import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { DoctorsTable, Weekday } from '../db/schema';

/** A session of a demo doctor's week at a hospital of the directory (by name). */
type Session = { day: Weekday; start: string; end: string; fee: number; hospital: string };

/**
 * A demo doctor beside the directory's: the row's fixed id, the account (in seed.ts) it
 * belongs to, the specialty (the row's, each session's department, and added to the
 * hospitals' departments), the week, and the rest of the row.
 */
type DemoDoctor = {
  id: string;
  email: string;
  specialty: string;
  schedule: readonly Session[];
  row: Omit<
    Insertable<DoctorsTable>,
    'id' | 'user_id' | 'specialization' | 'contact_phone' | 'contact_email' | 'created_at'
  >;
};

/**
 * Seeds a demo doctor's row and schedule once (after the directory, whose hospitals they
 * work at); returns 1 when it did. Both of the doctors below are built by it.
 */
async function seedDemoDoctor(db: Db, doctor: DemoDoctor): Promise<number> {
  const present = await db
    .selectFrom('doctors')
    .select('id')
    .where('id', '=', doctor.id)
    .executeTakeFirst();
  if (present) return 0;
  const user = await db
    .selectFrom('users')
    .select(['id', 'phone'])
    .where('email', '=', doctor.email)
    .executeTakeFirst();
  const names = [...new Set(doctor.schedule.map((s) => s.hospital))];
  const hospitals = await db
    .selectFrom('providers')
    .select(['id', 'name'])
    .where('type', '=', 'hospital')
    .where('name', 'in', names)
    .execute();
  if (!user || hospitals.length !== names.length) return 0;
  const hospitalId = (name: string) => hospitals.find((h) => h.name === name)!.id;
  const specialty = JSON.stringify([doctor.specialty]);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('doctors')
      .values({
        ...doctor.row,
        id: doctor.id,
        user_id: user.id,
        specialization: doctor.specialty,
        contact_phone: user.phone,
        contact_email: doctor.email,
      })
      .execute();
    await trx
      .insertInto('doctor_schedules')
      .values(
        doctor.schedule.map((s) => ({
          doctor_id: doctor.id,
          hospital_id: hospitalId(s.hospital),
          day: s.day,
          start_time: s.start,
          end_time: s.end,
          consultation_fee: s.fee,
          department: doctor.specialty,
        })),
      )
      .execute();
    await sql`update providers set departments = departments || ${specialty}::jsonb
      where id in (${sql.join(hospitals.map((h) => h.id))})
        and not departments ? ${doctor.specialty}`.execute(trx);
  });
  return 1;
}

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
] as const satisfies readonly Session[];

const doctor2: DemoDoctor = {
  id: DEMO_DOCTOR2_ID,
  email: DEMO_DOCTOR2_EMAIL,
  specialty: 'Gynecology',
  schedule: demoDoctor2Schedule,
  row: {
    full_name: 'Dr. Sabina Adhikari',
    first_name: 'Sabina',
    last_name: 'Adhikari',
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
  },
};

/** Seeds her doctor row and schedule once (after the directory); returns 1 when it did. */
export const seedSecondDoctor = (db: Db) => seedDemoDoctor(db, doctor2);

/**
 * The third demo doctor (issue 18): a neurologist in Kathmandu, so care between doctors
 * (referrals, transfers, consultations, letters) has a third party who must see none of
 * what passes between the first two. Listed and bookable like the second; his account is
 * in seed.ts. He consults at Bir Hospital, whose account is hospital@demo.np.
 */
export const DEMO_DOCTOR3_ID = '5e1d0c7a-0000-4000-8000-00000000d0c9';
export const DEMO_DOCTOR3_EMAIL = 'doctor3@demo.np';

export const demoDoctor3Schedule = [
  { day: 'Monday', start: '09:00', end: '13:00', fee: 1000, hospital: 'Bir Hospital' },
  {
    day: 'Wednesday',
    start: '15:00',
    end: '18:00',
    fee: 1200,
    hospital: 'Norvic International Hospital',
  },
  { day: 'Thursday', start: '09:00', end: '13:00', fee: 1000, hospital: 'Bir Hospital' },
] as const satisfies readonly Session[];

const doctor3: DemoDoctor = {
  id: DEMO_DOCTOR3_ID,
  email: DEMO_DOCTOR3_EMAIL,
  specialty: 'Neurology',
  schedule: demoDoctor3Schedule,
  row: {
    full_name: 'Dr. Suman Shrestha',
    first_name: 'Suman',
    last_name: 'Shrestha',
    qualification: 'MBBS, MD (Internal Medicine), DM (Neurology)',
    experience_years: 14,
    about:
      'Dr. Suman Shrestha is a neurologist in Kathmandu with 14 years of experience in stroke, epilepsy, headache and Parkinson disease. He sees referred patients at Bir Hospital and consults in Nepali, English and Newari.',
    education: JSON.stringify([
      {
        degree: 'MBBS',
        institution: 'Kathmandu University School of Medical Sciences',
        year: '2006',
      },
      {
        degree: 'MD (Internal Medicine)',
        institution: 'Institute of Medicine, Tribhuvan University',
        year: '2010',
      },
      {
        degree: 'DM (Neurology)',
        institution: 'National Academy of Medical Sciences, Bir Hospital',
        year: '2013',
      },
    ]),
    experience: JSON.stringify([
      { position: 'Consultant Neurologist', hospital: 'Bir Hospital', duration: '2013 – present' },
      {
        position: 'Visiting Neurologist',
        hospital: 'Norvic International Hospital',
        duration: '2018 – present',
      },
    ]),
    clinic_name: 'Bir Hospital',
    city: 'Kathmandu',
    address: 'Mahaboudha, Kathmandu',
    lat: 27.7049,
    lng: 85.3134,
    languages: ['Nepali', 'English', 'Newari'],
    photo_url: null,
    nmc_number: 'NMC-34567',
    nmc_verified: true,
    verification_status: 'verified',
    rating_avg: 4.6,
    rating_count: 57,
  },
};

/** Seeds his doctor row and schedule once (after the directory); returns 1 when it did. */
export const seedThirdDoctor = (db: Db) => seedDemoDoctor(db, doctor3);

/** The demo hospital account's hospital (its name is the account's): Bir Hospital. */
export const DEMO_HOSPITAL_EMAIL = 'hospital@demo.np';

/**
 * Makes hospital@demo.np the account of the listed hospital of its name (providers.user_id),
 * so a transfer to that hospital reaches it (issue 18). Leaves a hospital another account
 * holds alone; returns 1 when it linked.
 */
export async function linkDemoHospitalAccount(db: Db): Promise<number> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('email', '=', DEMO_HOSPITAL_EMAIL)
    .executeTakeFirst();
  if (!user) return 0;
  const linked = await db
    .updateTable('providers')
    .set({ user_id: user.id })
    .where('type', '=', 'hospital')
    .where('name', '=', user.name)
    .where('user_id', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('providers as held').select('held.id').where('held.user_id', '=', user.id),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(linked.numUpdatedRows);
}
