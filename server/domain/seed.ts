import type { Role } from '@contract/roles';
import type { Db } from '../db/database';
import { hashPassword } from './crypto';
import { seedAnalyticsHistory } from './seed-analytics';
import { seedAppointments } from './seed-appointments';
import { seedDirectory } from './seed-directory';
import {
  DEMO_DOCTOR2_EMAIL,
  DEMO_DOCTOR3_EMAIL,
  demoDoctor2Schedule,
  demoDoctor3Schedule,
  linkDemoHospitalAccount,
  seedSecondDoctor,
  seedThirdDoctor,
} from './seed-doctors';
import { seedFeed } from './seed-feed';
import { seedModeration } from './seed-moderation';
import { seedProviderAdmin } from './seed-provider-admin';
import { seedRecords } from './seed-records';
import { seedRecordHistory } from './seed-records-history';
import { seedPatientProfile } from './seed-patient-profile';
import { seedVerification } from './seed-verification';
import { missingAccounts } from './users';
import { seedUserStatuses } from './seed-users';
import { seedDoctorPatients } from './patients';
import { seedPrescriptions } from './seed-prescriptions';
import { seedEmergency } from './seed-emergency';
import { seedOrders } from './seed-orders';
import { seedDoctorRatings } from './seed-doctor-ratings';
import { seedDoctorProfile } from './seed-doctor-profile';
import { seedPostViews } from './doctor-dashboard/seed';
import { seedTransfers } from './seed-transfers';
import { seedReferrals } from './seed-referrals';
import { seedLetters } from './seed-letters';
import { seedConsultations } from './seed-consultations';
import { seedCareRequests } from './seed-care-requests';

export const DEMO_PASSWORD = 'Demo@12345';

type DemoAccount = {
  email: string;
  phone: string;
  role: Role;
  name: string;
  verified: boolean;
  profile: Record<string, unknown>;
};

/**
 * One account per role (README lists them), then a second verified patient and doctor, so
 * a screen can show someone else's data. The first account of a role is the one tests
 * and the README call "the demo patient" or "the demo doctor".
 */
export const demoAccounts: DemoAccount[] = [
  {
    email: 'patient@demo.np',
    phone: '9800000001',
    role: 'patient',
    name: 'Sita Sharma',
    verified: true,
    profile: {},
  },
  {
    email: 'doctor@demo.np',
    phone: '9800000002',
    role: 'doctor',
    name: 'Dr. Aarati Joshi',
    verified: true,
    profile: {
      fullName: 'Dr. Aarati Joshi',
      gender: 'Female',
      specialty: 'Cardiology',
      nmcNumber: 'NMC-12345',
      nmcVerified: true,
      verificationStatus: 'verified',
      weeklySchedule: [
        {
          day: 'Sunday',
          startTime: '09:00',
          endTime: '13:00',
          consultationFee: 800,
          hospital: { name: 'Bir Hospital', department: 'Cardiology' },
        },
        {
          day: 'Tuesday',
          startTime: '09:00',
          endTime: '13:00',
          consultationFee: 800,
          hospital: { name: 'Bir Hospital', department: 'Cardiology' },
        },
        {
          day: 'Wednesday',
          startTime: '14:00',
          endTime: '18:00',
          consultationFee: 1000,
          hospital: { name: 'Norvic International Hospital', department: 'Cardiology' },
        },
        {
          day: 'Friday',
          startTime: '14:00',
          endTime: '18:00',
          consultationFee: 1000,
          hospital: { name: 'Norvic International Hospital', department: 'Cardiology' },
        },
      ],
    },
  },
  {
    email: 'admin@demo.np',
    phone: '9800000003',
    role: 'admin',
    name: 'Ujyalo Admin',
    verified: true,
    profile: {},
  },
  {
    email: 'hospital@demo.np',
    phone: '9800000004',
    role: 'hospital',
    name: 'Bir Hospital',
    verified: true,
    profile: {},
  },
  {
    email: 'lab@demo.np',
    phone: '9800000005',
    role: 'lab',
    name: 'Kathmandu Diagnostic Lab',
    verified: true,
    profile: {},
  },
  {
    email: 'pharmacy@demo.np',
    phone: '9800000006',
    role: 'pharmacy',
    name: 'Sajha Pharmacy',
    verified: true,
    profile: {},
  },
  {
    email: 'ambulance@demo.np',
    phone: '9800000007',
    role: 'ambulance',
    name: 'Nepal Ambulance Service',
    verified: true,
    profile: {},
  },
  {
    email: 'patient2@demo.np',
    phone: '9800000008',
    role: 'patient',
    name: 'Bikash Gurung',
    verified: true,
    profile: {},
  },
  {
    email: DEMO_DOCTOR2_EMAIL,
    phone: '9800000009',
    role: 'doctor',
    name: 'Dr. Sabina Adhikari',
    verified: true,
    profile: {
      fullName: 'Dr. Sabina Adhikari',
      gender: 'Female',
      specialty: 'Gynecology',
      nmcNumber: 'NMC-23456',
      nmcVerified: true,
      verificationStatus: 'verified',
      weeklySchedule: demoDoctor2Schedule.map((s) => ({
        day: s.day,
        startTime: s.start,
        endTime: s.end,
        consultationFee: s.fee,
        hospital: { name: s.hospital, department: 'Gynecology' },
      })),
    },
  },
  {
    email: DEMO_DOCTOR3_EMAIL,
    phone: '9800000010',
    role: 'doctor',
    name: 'Dr. Suman Shrestha',
    verified: true,
    profile: {
      fullName: 'Dr. Suman Shrestha',
      gender: 'Male',
      specialty: 'Neurology',
      nmcNumber: 'NMC-34567',
      nmcVerified: true,
      verificationStatus: 'verified',
      weeklySchedule: demoDoctor3Schedule.map((s) => ({
        day: s.day,
        startTime: s.start,
        endTime: s.end,
        consultationFee: s.fee,
        hospital: { name: s.hospital, department: 'Neurology' },
      })),
    },
  },
];

/**
 * Seeds the demo accounts, the directory of doctors and providers (seed-directory.ts,
 * seed-doctors.ts), the demo feed (seed-feed.ts) and the demo practice's appointments and
 * prescriptions (seed-appointments.ts) once; running it again changes nothing. Dates of
 * appointments count from `now`. Returns the number of accounts created.
 */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<number> {
  const created = await seedAccounts(db);
  await seedDirectory(db);
  await seedSecondDoctor(db);
  // Care between doctors (issue 18): a third doctor, and the hospital account's hospital.
  await seedThirdDoctor(db);
  await linkDemoHospitalAccount(db);
  // After both demo doctors have their hospitals, which stay listed.
  await seedProviderAdmin(db);
  await seedFeed(db);
  await seedModeration(db);
  await seedAppointments(db, now);
  await seedVerification(db, now, DEMO_PASSWORD);
  await seedAnalyticsHistory(db, now);
  await seedUserStatuses(db, DEMO_PASSWORD);
  // Records (issue 15)
  await seedRecords(db, now);
  await seedRecordHistory(db, now);
  // Prescriptions (issue 15)
  await seedPrescriptions(db, now);
  // Patients (issue 15)
  await seedDoctorPatients(db);
  // Schedule and hospitals (issue 16)
  // Doctor verification (issue 16)
  // Doctor profile (issue 16)
  await seedDoctorProfile(db, now);
  // Doctor dashboard (issue 16)
  await seedPostViews(db, now);
  // Medicine orders (issue 17)
  await seedOrders(db, now);
  // Emergency (issue 17)
  await seedEmergency(db, now);
  // Patient profile and notifications (issue 17)
  await seedPatientProfile(db, now);
  // Patient dashboard, history paper and doctor ratings (issue 17)
  await seedDoctorRatings(db, now);
  // Referrals and care access (issue 18)
  await seedReferrals(db, now);
  // Transfers (issue 18)
  await seedTransfers(db, now);
  // Consultations (issue 18)
  await seedConsultations(db, now);
  // Requests (issue 18)
  await seedCareRequests(db, now);
  // Letters (issue 18)
  await seedLetters(db, now);
  // Care live and counts (issue 18)
  return created;
}

async function seedAccounts(db: Db): Promise<number> {
  const missing = await missingAccounts(db, demoAccounts);
  if (missing.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('users')
    .values(
      missing.map((a) => ({
        name: a.name,
        email: a.email,
        phone: a.phone,
        role: a.role,
        verified: a.verified,
        password_hash: passwordHash,
        profile: JSON.stringify(a.profile),
        created_at: new Date('2026-01-01T00:00:00Z'),
        updated_at: new Date('2026-01-01T00:00:00Z'),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  return missing.length;
}
