import type { Db } from '../db/database';
import type { DoctorProfileDetails } from '../db/schema-doctor-profile';
import type { ProfileDocument } from '@contract/doctor-profile';
import { demoPdf } from './verification/demo-files';
import { demoDocumentFile } from './doctor-profile/documents';
import { demoProfilePicture, profileImageUrl } from './profile-images';

/** Her three demo files (ADR 0032): one-page PDFs made from these lines when opened. */
const demoDocuments = {
  mbbs: {
    name: 'MBBS-degree-certificate-IOM-2008.pdf',
    lines: [
      'Tribhuvan University, Institute of Medicine',
      'Maharajgunj, Kathmandu, Nepal',
      'Bachelor of Medicine and Bachelor of Surgery (MBBS)',
      'awarded to Aarati Joshi',
      'First Division, 2008',
    ],
  },
  fellowship: {
    name: 'Fellowship-Interventional-Cardiology-AIIMS.pdf',
    lines: [
      'All India Institute of Medical Sciences, New Delhi',
      'Certificate of Fellowship in Interventional Cardiology',
      'Dr. Aarati Joshi, 12 months, 2016-2017',
    ],
  },
  research: {
    name: 'Joshi-2019-uncontrolled-hypertension-JNMA.pdf',
    lines: [
      'Journal of Nepal Medical Association, 2019',
      'Prevalence of uncontrolled hypertension among adults',
      'attending a tertiary hospital in Kathmandu',
      'Joshi A, Shrestha R, Karki B',
    ],
  },
} as const;

/**
 * A data directory seeded before files existed (0038): her entries name the demo files
 * once, where they name none yet; what she has edited herself is otherwise left alone.
 */
async function attachToEarlierSeed(
  db: Db,
  doctorId: string,
  docs: Record<keyof typeof demoDocuments, ProfileDocument>,
) {
  const row = await db
    .selectFrom('doctor_profiles')
    .select('details')
    .where('doctor_id', '=', doctorId)
    .executeTakeFirstOrThrow();
  const details: DoctorProfileDetails =
    typeof row.details === 'string' ? JSON.parse(row.details) : row.details;
  // Saved before 0038, the entries have no file fields at all.
  const graduation = details.graduation as object | undefined;
  if (!details.graduation || !graduation || 'certificate' in graduation) return;
  details.graduation = { ...details.graduation, certificate: docs.mbbs };
  const [fellowship, ...fellowships] = details.fellowships ?? [];
  if (fellowship)
    details.fellowships = [{ ...fellowship, certificate: docs.fellowship }, ...fellowships];
  const [paper, ...papers] = details.researchPublications ?? [];
  if (paper) details.researchPublications = [{ ...paper, document: docs.research }, ...papers];
  await db
    .updateTable('doctor_profiles')
    .set({ details: JSON.stringify(details) })
    .where('doctor_id', '=', doctorId)
    .execute();
}

/** Her demo files' rows (once each, by their stable handle); answers what entries name. */
async function seedDemoDocuments(db: Db, doctorId: string, now: Date) {
  const out = {} as Record<keyof typeof demoDocuments, ProfileDocument>;
  for (const [slot, doc] of Object.entries(demoDocuments) as [
    keyof typeof demoDocuments,
    (typeof demoDocuments)[keyof typeof demoDocuments],
  ][]) {
    const file = demoDocumentFile(doctorId, slot, 'pdf');
    const size = demoPdf([...doc.lines]).length;
    await db
      .insertInto('doctor_profile_documents')
      .values({
        doctor_id: doctorId,
        kind: slot === 'research' ? 'document' : 'certificate',
        file,
        stored_name: null,
        name: doc.name,
        type: 'pdf',
        size,
        seed_lines: JSON.stringify(doc.lines),
        created_at: now,
      })
      .onConflict((oc) => oc.column('file').doNothing())
      .execute();
    out[slot] = { file, name: doc.name, type: 'pdf', size };
  }
  return out;
}

/**
 * Dr. Aarati Joshi's full profile (issue 16): every section of the profile editor, her
 * picture (a generated avatar, profile-images.ts) and Maithili among her languages. Her
 * public columns (education, experience, about) were seeded with the directory and agree
 * with these details. Seeded once: her details row marks it.
 */
export async function seedDoctorProfile(db: Db, now: Date): Promise<void> {
  const doctor = await db
    .selectFrom('doctors')
    .innerJoin('users', 'users.id', 'doctors.user_id')
    .select('doctors.id')
    .where('users.email', '=', 'doctor@demo.np')
    .executeTakeFirst();
  if (!doctor) return;
  const docs = await seedDemoDocuments(db, doctor.id, now);
  const done = await db
    .selectFrom('doctor_profiles')
    .select('doctor_id')
    .where('doctor_id', '=', doctor.id)
    .executeTakeFirst();
  if (done) return attachToEarlierSeed(db, doctor.id, docs);
  const year = now.getFullYear();
  const details: DoctorProfileDetails = {
    age: 41,
    gender: 'Female',
    bloodGroup: 'B+',
    dateOfBirth: `${year - 41}-03-14`,
    medicalCollege: {
      name: 'Institute of Medicine, Tribhuvan University',
      passedOutYear: 2008,
      location: 'Maharajgunj, Kathmandu',
    },
    graduation: {
      degree: 'MBBS',
      institution: 'Institute of Medicine, Tribhuvan University',
      year: 2008,
      grade: 'First Division',
      certificate: docs.mbbs,
    },
    postGraduation: [
      {
        degree: 'MD',
        specialization: 'Internal Medicine',
        institution: 'B.P. Koirala Institute of Health Sciences',
        year: 2012,
        grade: 'Distinction',
        certificate: null,
      },
    ],
    dmQualifications: [
      {
        specialization: 'Cardiology',
        institution: 'Shahid Gangalal National Heart Centre',
        year: 2015,
        grade: 'Pass',
        certificate: null,
      },
    ],
    fellowships: [
      {
        title: 'Fellowship in Interventional Cardiology',
        institution: 'All India Institute of Medical Sciences, New Delhi',
        year: 2017,
        duration: '12 months',
        certificate: docs.fellowship,
      },
    ],
    currentWorkingPlaces: [
      {
        hospitalName: 'Norvic International Hospital',
        position: 'Consultant Cardiologist',
        department: 'Cardiology',
        startDate: '2019-04-15',
        workingHours: 'Sun–Thu, 2:00–6:00 PM',
        contactNumber: '01-4258554',
      },
      {
        hospitalName: 'Bir Hospital',
        position: 'Cardiologist',
        department: 'Cardiology',
        startDate: '2015-09-01',
        workingHours: 'Sun–Fri, 9:00 AM–1:00 PM',
        contactNumber: '01-4221119',
      },
    ],
    researchPublications: [
      {
        title:
          'Prevalence of uncontrolled hypertension among adults attending a tertiary hospital in Kathmandu',
        journal: 'Journal of Nepal Medical Association',
        year: 2019,
        authors: 'Joshi A, Shrestha R, Karki B',
        link: 'https://www.jnma.com.np/',
        description: 'A cross-sectional study of 612 adults on treatment for hypertension.',
        document: docs.research,
      },
      {
        title:
          'Rheumatic heart disease in school children of the Kathmandu valley: an echocardiographic survey',
        journal: 'Nepalese Heart Journal',
        year: 2021,
        authors: 'Joshi A, Maharjan S, Gautam M',
        link: '',
        description: '',
        document: null,
      },
    ],
    achievements: [
      {
        title: 'Best Young Cardiologist Award',
        description: 'Given by the Cardiac Society of Nepal at its annual conference.',
        year: 2018,
        category: 'Award',
        document: null,
        image: null,
      },
      {
        title: 'Free heart camps in Dhanusha and Siraha',
        description:
          'Led screening camps for rheumatic heart disease with the Nepal Medical Association.',
        year: 2022,
        category: 'Community Service',
        document: null,
        image: null,
      },
    ],
    specialSkills: [
      {
        skill: 'Echocardiography',
        description: 'Transthoracic and transoesophageal echocardiography.',
        certificationDate: '2016-06-20',
        certificate: null,
        image: null,
      },
      {
        skill: 'Life member, Nepal Medical Association and Cardiac Society of Nepal',
        description: '',
        certificationDate: '',
        certificate: null,
        image: null,
      },
    ],
    socialMedia: {
      linkedin: 'https://www.linkedin.com/in/aarati-joshi-cardiology',
      facebook: '',
      twitter: '',
      website: 'https://www.norvichospital.com/',
      other: '',
    },
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('doctor_profiles')
      .values({ doctor_id: doctor.id, details: JSON.stringify(details) })
      .execute();
    await trx
      .updateTable('doctors')
      .set({
        photo_url: profileImageUrl(demoProfilePicture(1)),
        languages: ['Nepali', 'English', 'Maithili', 'Hindi'],
      })
      .where('id', '=', doctor.id)
      .execute();
  });
}
