import type { ApplicantKind } from '@contract/verification';
import type { Db } from '../db/database';
import { hashPassword } from './crypto';
import { missingAccounts } from './users';
import { demoDocument } from './verification/demo-files';

/**
 * Demo verification applications (issue 14): one account of every kind waiting for an
 * admin, one of them overdue (older than the default 7-day verificationTimeout), a second
 * doctor asking for manual verification with a link, and a patient rejected with remarks.
 * The accounts sign in with the demo password (README). Their documents have no stored
 * file: the server generates a small PDF or PNG from the row when one is opened
 * (verification/demo-files.ts). Seeding again changes nothing.
 */

type DemoDocument = { kind: string; number?: string; name: string; type: 'pdf' | 'png' };

type DemoApplicant = {
  email: string;
  phone: string;
  name: string;
  kind: ApplicantKind;
  profile?: Record<string, unknown>;
  /** How many days before `now` the application was sent. */
  daysAgo: number;
  details: Record<string, unknown>;
  documents: DemoDocument[];
  rejected?: string;
};

export const demoApplicants: DemoApplicant[] = [
  {
    email: 'rajendra.yadav@apply.demo.np',
    phone: '9800000201',
    name: 'Dr. Rajendra Prasad Yadav',
    kind: 'doctor',
    profile: { fullName: 'Dr. Rajendra Prasad Yadav', gender: 'Male', specialty: 'Orthopedics' },
    daysAgo: 12,
    details: {
      nmcNumber: 'NMC-40417',
      fullName: 'Dr. Rajendra Prasad Yadav',
      specialization: 'Orthopedics',
      verificationLink: '',
      manualVerificationRequested: false,
    },
    documents: [
      { kind: 'nmcCertificate', name: 'nmc-certificate-40417.pdf', type: 'pdf' },
      { kind: 'citizenship', number: '16-01-72-03318', name: 'citizenship-front.png', type: 'png' },
    ],
  },
  {
    email: 'pooja.shrestha@apply.demo.np',
    phone: '9800000202',
    name: 'Dr. Pooja Shrestha',
    kind: 'doctor',
    profile: { fullName: 'Dr. Pooja Shrestha', gender: 'Female', specialty: 'Pediatrics' },
    daysAgo: 2,
    details: {
      nmcNumber: 'NMC-38820',
      fullName: 'Dr. Pooja Shrestha',
      specialization: 'Pediatrics',
      verificationLink: 'https://nmc.org.np/searchPractitioner?nmc=38820',
      manualVerificationRequested: true,
    },
    documents: [{ kind: 'passport', number: 'PA1042277', name: 'passport.pdf', type: 'pdf' }],
  },
  {
    email: 'ramesh.thapa@apply.demo.np',
    phone: '9800000203',
    name: 'Ramesh Thapa',
    kind: 'patient',
    profile: { gender: 'Male', age: 46 },
    daysAgo: 1,
    details: { documentType: 'citizenship', documentNumber: '27-02-75-09114' },
    documents: [
      { kind: 'citizenship', number: '27-02-75-09114', name: 'nagarikta.png', type: 'png' },
    ],
  },
  {
    email: 'sunita.tamang@apply.demo.np',
    phone: '9800000204',
    name: 'Sunita Tamang',
    kind: 'patient',
    profile: { gender: 'Female', age: 33 },
    daysAgo: 5,
    details: { documentType: 'license', documentNumber: '01-06-00412233' },
    documents: [
      { kind: 'license', number: '01-06-00412233', name: 'driving-licence.png', type: 'png' },
    ],
    rejected: 'The licence photo is too blurred to read the number. Please upload a clearer photo.',
  },
  {
    email: 'lumbini.community@apply.demo.np',
    phone: '9800000205',
    name: 'Lumbini Community Hospital',
    kind: 'hospital',
    daysAgo: 3,
    details: { registrationNumber: 'DoHS-HOS-2231', city: 'Butwal', address: 'Traffic Chowk' },
    documents: [
      { kind: 'registrationCertificate', name: 'registration.pdf', type: 'pdf' },
      { kind: 'operatingLicense', name: 'operating-licence.pdf', type: 'pdf' },
    ],
  },
  {
    email: 'biratnagar.pathology@apply.demo.np',
    phone: '9800000206',
    name: 'Biratnagar Pathology Centre',
    kind: 'lab',
    daysAgo: 4,
    details: { registrationNumber: 'DoHS-LAB-1187', city: 'Biratnagar', address: 'Main Road' },
    documents: [{ kind: 'registrationCertificate', name: 'lab-registration.pdf', type: 'pdf' }],
  },
  {
    email: 'chitwan.aushadhi@apply.demo.np',
    phone: '9800000207',
    name: 'Chitwan Aushadhi Bhandar',
    kind: 'pharmacy',
    daysAgo: 2,
    details: { registrationNumber: 'DDA-PH-55102', city: 'Bharatpur', address: 'Narayangadh' },
    documents: [
      { kind: 'operatingLicense', name: 'dda-licence.pdf', type: 'pdf' },
      { kind: 'panCertificate', name: 'pan.png', type: 'png' },
    ],
  },
  {
    email: 'dhulikhel.ambulance@apply.demo.np',
    phone: '9800000208',
    name: 'Dhulikhel Ambulance Sewa',
    kind: 'ambulance',
    daysAgo: 1,
    details: { registrationNumber: 'BA-2-JHA-4417', city: 'Dhulikhel', address: 'Bus Park' },
    documents: [{ kind: 'registrationCertificate', name: 'vehicle-registration.pdf', type: 'pdf' }],
  },
];

/** Seeds the applicants (signing in with `password`) and their applications once. */
export async function seedVerification(db: Db, now: Date, password: string): Promise<number> {
  const missing = await missingAccounts(db, demoApplicants);
  if (missing.length === 0) return 0;
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    for (const a of missing) {
      const sent = new Date(now.getTime() - a.daysAgo * 86_400_000);
      const user = await trx
        .insertInto('users')
        .values({
          name: a.name,
          email: a.email,
          phone: a.phone,
          role: a.kind,
          password_hash: passwordHash,
          profile: JSON.stringify({
            ...a.profile,
            verificationStatus: a.rejected ? 'rejected' : 'pending',
          }),
          created_at: sent,
          updated_at: sent,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const decidedAt = new Date(sent.getTime() + 86_400_000);
      const app = await trx
        .insertInto('verification_applications')
        .values({
          user_id: user.id,
          kind: a.kind,
          details: JSON.stringify(a.details),
          created_at: sent,
          ...(a.rejected ? { status: 'rejected', remarks: a.rejected, decided_at: decidedAt } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('verification_documents')
        .values(
          a.documents.map((d, i) => ({
            application_id: app.id,
            kind: d.kind,
            number: d.number ?? null,
            name: d.name,
            type: d.type,
            size: demoDocument({ ...d, number: d.number ?? null }).length,
            stored_name: null,
            created_at: new Date(sent.getTime() + i),
          })),
        )
        .execute();
    }
  });
  return missing.length;
}
