import { randomBytes, randomInt } from 'node:crypto';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { RegisterRequest } from '@contract/auth';
import { type EndpointName } from '@contract/endpoints';
import type { Role } from '@contract/roles';
import { type Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { hashPassword } from '../domain/crypto';
import { DEMO_PASSWORD, demoAccounts } from '../domain/seed';
import { type TokenService } from '../domain/tokens';
import { careValidBodies } from './valid-bodies-care';

export { DEMO_PASSWORD };

export const TEST_SECRET = 'ujyalo-integration-tests-signing-secret-0123456789';
export const REFRESH_COOKIE = 'ujyalo_refresh';
/** A password that passes every registration rule. */
export const GOOD_PASSWORD = 'Secret#2083';

// ---- People ----

let sequence = 0;
const runTag = randomBytes(3).toString('hex');

export function uniqueEmail(label = 'user'): string {
  sequence += 1;
  return `${label}.${runTag}.${sequence}@test.np`;
}

/** A ten-digit mobile number (97…) that no other call in this process returns. */
export function uniquePhone(): string {
  sequence += 1;
  return `97${String(randomInt(0, 10_000)).padStart(4, '0')}${String(sequence).padStart(4, '0')}`;
}

export type TestUser = UserRow & { password: string };

const hashes = new Map<string, Promise<string>>();

/** A user written straight into the database (no HTTP, one argon2 hash per password). */
export async function createUser(
  db: Db,
  fields: Partial<{
    role: Role;
    email: string;
    phone: string;
    name: string;
    password: string;
  }> = {},
): Promise<TestUser> {
  const role = fields.role ?? 'patient';
  const password = fields.password ?? GOOD_PASSWORD;
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  const row = await db
    .insertInto('users')
    .values({
      name: fields.name ?? `Test ${role}`,
      email: fields.email ?? uniqueEmail(role),
      phone: fields.phone ?? uniquePhone(),
      role,
      password_hash: await hash,
      profile: '{}',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, password };
}

/** The seeded demo account of a role (every role but `public`). */
export async function demoUser(db: Db, role: Exclude<Role, 'public'>): Promise<UserRow> {
  const account = demoAccounts.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', account.email)
    .executeTakeFirstOrThrow();
}

/** The suites' token service: it also signs a user in (a session row, as login makes). */
export type TestTokens = TokenService & {
  signIn(user: Pick<UserRow, 'id' | 'role'>): Promise<string>;
};

/** An access token of a fresh session of `user`, as if they had just signed in. */
export const accessToken = (tokens: TestTokens, user: Pick<UserRow, 'id' | 'role'>) =>
  tokens.signIn(user);

/** A well-formed token that expired a minute ago, signed with the test secret. */
export const expiredToken = (user: Pick<UserRow, 'id' | 'role'>) =>
  new SignJWT({ role: user.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(TEST_SECRET));

export const countUsers = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A registration that passes every rule; override single fields to break one. */
export function registration(overrides: Record<string, unknown> = {}): RegisterRequest {
  return {
    name: 'Test Person',
    email: uniqueEmail('reg'),
    phone: uniquePhone(),
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    role: 'patient',
    consentAgreement: { dataDisclosure: true, contentModeration: true, activityRating: true },
    acceptTerms: true,
    ...overrides,
  } as RegisterRequest;
}

/**
 * One valid body per endpoint. The tests break one field at a time, so the answer
 * must name that field; the property suite mutates them. A new endpoint with a body
 * needs its sample here (bad-input.test.ts fails until it has one).
 */
export const validBodies: Partial<Record<EndpointName, Record<string, unknown>>> = {
  // issue 16 · doctor profile: the bio section (the fuzz world's :section is 'bio')
  updateDoctorProfileSection: {
    section: 'bio',
    bio: 'Cardiologist at Bir Hospital, Kathmandu.',
    languages: ['Nepali', 'English'],
  },
  // issue 16 · schedule (the fuzz world names a listed hospital and the doctor's spare slot)
  createScheduleSlot: {
    day: 'Monday',
    startTime: '20:00',
    endTime: '21:00',
    hospitalId: '00000000-0000-4000-8000-000000000000',
    department: 'Other',
    departmentOther: 'मुटु क्लिनिक',
    consultationFee: 650.5,
    maxPatients: 10,
  },
  updateScheduleSlot: {
    startTime: '05:00',
    endTime: '06:00',
    hospitalId: '00000000-0000-4000-8000-000000000000',
    department: 'Cardiology',
    departmentOther: '',
    consultationFee: 700,
    maxPatients: 8,
  },
  addHospital: {
    name: 'Bheri Community Hospital',
    type: 'Community',
    city: 'Nepalgunj',
    phone: '083-520123',
    registrationNumber: 'REG-2079-118',
  },
  // Provider ratings (issue 14)
  rateProvider: { stars: 4, comment: 'सफा र छिटो सेवा।' },
  // issue 17 · doctor ratings (the fuzz world names a real unrated visit)
  rateDoctor: {
    appointmentId: '00000000-0000-4000-8000-000000000000',
    stars: 4,
    criteria: { communication: 5 },
    comment: 'राम्रोसँग सम्झाउनुभयो।',
  },
  // issue 17 · patient profile and notifications
  updatePatientProfile: {
    name: 'Sample Patient',
    email: 'sample-profile@test.np',
    phone: '9700000099',
    age: 40,
    gender: 'female',
    bloodGroup: 'O+',
    address: 'Lalitpur',
    emergencyContact: 'Hari 9841000000',
    allergies: ['Sulfa'],
    chronicConditions: [],
  },
  updateNotificationPreferences: {
    preferences: { appointment: { inApp: true, email: true, sms: false, whatsapp: false } },
  },
  // issue 17 · medicine orders: an unknown pharmacy, so a fuzzed order is refused before it is written
  placeOrder: {
    type: 'manual',
    pharmacyId: '00000000-0000-4000-8000-000000000000',
    deliveryAddress: 'Tokha Road, Basundhara, Kathmandu',
    phoneNumber: '9800000001',
    medicines: [{ name: 'Paracetamol', quantity: 2 }],
  },
  advanceOrder: { status: 'shipped' },
  // issue 17 · emergency: a fourth contact for the demo patient, her first one edited, SOS at Ratna Park
  addEmergencyContact: {
    name: 'Hari Prasad Koirala',
    relationship: 'Brother',
    phone: '9841000077',
  },
  updateEmergencyContact: { name: 'Ramesh Sharma', relationship: 'Husband', phone: '9841234501' },
  triggerSos: { lat: 27.705467, lng: 85.314972 },
  login: {
    identifier: 'nobody@test.np',
    password: 'Wrong#Guess1',
    role: 'patient',
    rememberMe: true,
  },
  register: { ...registration({ email: 'sample@test.np', phone: '9700000000' }) },
  checkDuplicate: { email: 'sample@test.np', phone: '9700000000' },
  sendCode: { method: 'email', email: 'nobody@test.np' },
  verifyCode: { resetToken: 'sample-reset-token', verificationCode: '123456', method: 'email' },
  resendCode: { resetToken: 'sample-reset-token', contact: 'nobody@test.np', method: 'email' },
  resetPassword: {
    resetToken: 'sample-reset-token',
    verificationCode: '123456',
    newPassword: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
  },
  legacyForgot: { email: 'nobody@test.np' },
  legacyReset: { password: GOOD_PASSWORD },
  sendContact: {
    name: 'Sita Sharma',
    email: 'sita@test.np',
    subject: 'Question',
    message: 'When do the lab portals open?',
  },
  // Off, so the authorisation matrix's admin call leaves the app usable for the rest.
  setMaintenance: { enabled: false },
  changeAppointmentStatus: { status: 'cancelled' },
  prescribe: {
    diagnosis: 'Viral fever',
    medications: [{ name: 'Paracetamol', dosage: '500 mg', frequency: 'Three times a day' }],
  },
  cancelByLink: { token: 'not-a-real-reminder-token' },
  postViews: { postIds: ['00000000-0000-4000-8000-000000000000'] },
  reportPost: { reason: 'misleading', details: 'Claims garlic cures diabetes' },
  // issue 14 · moderation
  moderatePost: { action: 'dismiss', note: 'Reviewed: the advice is sound.' },
  addComment: { content: 'Thank you, doctor. Very useful.' },
  approveDoctor: { decision: 'rejected', remarks: 'The NMC certificate is unreadable.' },
  approvePatient: { decision: 'rejected', remarks: 'The citizenship photo is blurred.' },
  approveProvider: { decision: 'approved', remarks: 'Registration checked.' },
  // issue 14 · settings: two groups at their defaults (the general one would reach maintenance mode)
  sendEmailCode: { email: 'nobody@test.np' },
  verifyEmail: { email: 'nobody@test.np', verificationCode: '123456' },
  updateSystemSettings: {
    verification: {
      autoVerify: {
        doctor: false,
        patient: false,
        hospital: false,
        lab: false,
        pharmacy: false,
        ambulance: false,
      },
      requireDocumentUpload: true,
      verificationTimeout: 7,
      nmcApiEnabled: false,
    },
    notifications: {
      email: true,
      push: true,
      sms: false,
      emergencyAlerts: true,
      appointmentReminders: true,
      medicationReminders: true,
      systemUpdates: true,
    },
  },
  // issue 14 · users: a seeded suspended account (fuzz-world's ids.adminUser) stays as it is
  updateAdminUser: {
    name: 'Kamal Bahadur Karki',
    email: 'kamal.karki@demo.np',
    role: 'patient',
    status: 'suspended',
  },
  setUserStatus: { status: 'suspended' },
  // issue 15 · patients: the critical mark of a doctor's patient
  doctorPatientCritical: { critical: false },
  // issue 15 · records: the fuzz world swaps in a real upload's handle
  createRecord: {
    type: 'lab-report',
    title: 'Thyroid function test',
    description: 'TSH slightly high',
    tags: ['thyroid'],
    date: '2026-11-10',
    signature: 'Sita Sharma',
    files: ['00000000-0000-4000-8000-000000000000'],
  },
  // issue 14 · providers
  createProvider: { name: 'Sagarmatha Diagnostic Lab', location: 'Pokhara', type: 'Independent' },
  updateProvider: { name: 'Sagarmatha Diagnostic Lab', location: 'Pokhara', type: 'Independent' },
  createAmbulance: {
    name: 'Bagmati Sewa Ambulance',
    registrationNumber: 'BA 2 JHA 4521',
    vehicleType: 'Basic',
    contactEmail: 'sewa@bagmati-ambulance.org.np',
    contactPhone: '9851023456',
    status: 'active',
  },
  updateAmbulance: {
    name: 'Bagmati Sewa Ambulance',
    registrationNumber: 'BA 2 JHA 4521',
    vehicleType: 'Basic',
    contactEmail: 'sewa@bagmati-ambulance.org.np',
    contactPhone: '9851023456',
    status: 'active',
  },
  // issue 15 · prescriptions: the fuzz world puts a real completed appointment in createPrescription
  createPrescription: {
    appointmentId: '00000000-0000-4000-8000-000000000000',
    diagnosis: 'Essential hypertension',
    medications: [{ name: 'Amlodipine', dosage: '5 mg', frequency: 'Once a day' }],
  },
  updatePrescription: {
    diagnosis: 'Essential hypertension, reviewed',
    medications: [{ name: 'Amlodipine', dosage: '10 mg', frequency: 'Once a day' }],
  },
  setPrescriptionStatus: { status: 'completed' },
  // Care between doctors (issue 18): valid-bodies-care.ts
  ...careValidBodies,
};

/** The fields a body schema names, including every branch of a union. */
export function fieldsOf(schema: z.ZodType): string[] {
  type Json = {
    properties?: Record<string, unknown>;
    anyOf?: Json[];
    oneOf?: Json[];
    allOf?: Json[];
  };
  const collect = (s: Json): string[] => [
    ...Object.keys(s.properties ?? {}),
    ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap(collect),
  ];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return [...new Set(collect(json))];
}
