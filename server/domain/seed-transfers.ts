import type { Db } from '../db/database';
import type { SignedIn } from '../http/route';
import {
  AARATI,
  DAY,
  HOUR,
  dateNotices,
  doctorIdsOf,
  markNoticesRead,
  partiesOf,
  peopleOf,
  silent,
} from './seed-care';
import { DEMO_DOCTOR2_EMAIL, DEMO_DOCTOR3_EMAIL } from './seed-doctors';
import { answerTransfer, createTransfer } from './transfers';
import { addDays, nepalToday } from './appointments';

/**
 * Demo transfers (issue 18, ADR 0040) between Dr. Aarati Joshi (doctor@demo.np), Dr. Sabina
 * Adhikari (doctor2@demo.np) and Dr. Suman Shrestha (doctor3@demo.np, Bir Hospital, whose
 * account is hospital@demo.np), one in every status and both ways, played through the real
 * create and answer functions so the care links, audit entries and the patient's notices
 * are the app's own. The completed one really ended Dr. Joshi's care of Hari Prasad
 * Koirala. Seeded once: any transfer from these doctors marks it. Dated from `now`, the
 * patient's notices when their step happened.
 */

type Plan = {
  from: string;
  to: string;
  patient: string;
  /** The target doctor's hospital of this name (else their first). */
  hospital?: string;
  daysAgo: number;
  requiredSpecialty: string;
  reason: string;
  urgency: 'low' | 'normal' | 'high' | 'urgent';
  medicalSummary: string;
  estimatedDuration: string;
  notes: string;
  /** Days after creation the patient is expected to move. */
  expectedIn: number;
  answers: {
    status: 'accepted' | 'rejected' | 'completed';
    by: 'from' | 'to';
    hoursLater: number;
    message?: string;
  }[];
};

const plans: Plan[] = [
  {
    from: AARATI,
    to: DEMO_DOCTOR2_EMAIL,
    patient: 'hari.koirala@patients.demo.np',
    daysAgo: 12,
    requiredSpecialty: 'Cardiology follow-up',
    reason: 'Moving to Pokhara with his family; needs his care continued near home.',
    urgency: 'normal',
    medicalSummary:
      'Hypertension controlled on amlodipine 5 mg. Echo last month normal. No chest pain since the last visit.',
    estimatedDuration: 'Ongoing care',
    notes: 'Family contact: son Bikram, 9841234567.',
    expectedIn: 5,
    answers: [
      {
        status: 'accepted',
        by: 'to',
        hoursLater: 20,
        message: 'Happy to take him on. Please send the echo report.',
      },
      { status: 'completed', by: 'from', hoursLater: 5 * 24 },
    ],
  },
  {
    from: DEMO_DOCTOR2_EMAIL,
    to: AARATI,
    patient: 'patient2@demo.np',
    daysAgo: 8,
    requiredSpecialty: 'Cardiology',
    reason: 'Palpitations and an irregular ECG; needs a cardiologist in Kathmandu.',
    urgency: 'high',
    medicalSummary: 'Holter advised. TSH normal. No syncope.',
    estimatedDuration: '2 weeks',
    notes: '',
    expectedIn: 3,
    answers: [
      {
        status: 'rejected',
        by: 'to',
        hoursLater: 6,
        message: 'Cannot accommodate: no cardiac bed free this week. Please try again after Tihar.',
      },
    ],
  },
  {
    from: AARATI,
    to: DEMO_DOCTOR2_EMAIL,
    patient: 'gita.shrestha@patients.demo.np',
    daysAgo: 4,
    requiredSpecialty: 'Gynecology',
    reason: 'Pregnant, 24 weeks, with mitral valve prolapse; delivery planned in Pokhara.',
    urgency: 'high',
    medicalSummary: 'Mild MVP, no regurgitation. BP 118/76. Iron supplements since week 12.',
    estimatedDuration: 'Until delivery',
    notes: 'Prefers appointments on Mondays.',
    expectedIn: 7,
    answers: [
      {
        status: 'accepted',
        by: 'to',
        hoursLater: 30,
        message: 'Accepted. Booking her for Monday.',
      },
    ],
  },
  {
    from: AARATI,
    to: DEMO_DOCTOR2_EMAIL,
    patient: 'maya.tamang@patients.demo.np',
    daysAgo: 1,
    requiredSpecialty: 'Gynecology',
    reason: 'Irregular cycles with anaemia; she is moving back to Pokhara.',
    urgency: 'normal',
    medicalSummary: 'Hb 9.8 g/dL. Started on ferrous sulphate. Thyroid normal.',
    estimatedDuration: '3 months',
    notes: '',
    expectedIn: 10,
    answers: [],
  },
  {
    from: DEMO_DOCTOR2_EMAIL,
    to: AARATI,
    patient: 'patient2@demo.np',
    daysAgo: 0.25,
    requiredSpecialty: 'Cardiology',
    reason: 'Palpitations again this week; a bed should be free now.',
    urgency: 'urgent',
    medicalSummary: 'Two episodes of palpitations at rest. ECG: occasional ectopics.',
    estimatedDuration: '2 weeks',
    notes: 'Asked by the patient to go to Kathmandu.',
    expectedIn: 1,
    answers: [],
  },
  {
    from: AARATI,
    to: DEMO_DOCTOR3_EMAIL,
    patient: 'sunil.maharjan@patients.demo.np',
    hospital: 'Bir Hospital',
    daysAgo: 2,
    requiredSpecialty: 'Neurology',
    reason: 'Recurring headaches with numbness of the left hand; needs a neurologist.',
    urgency: 'normal',
    medicalSummary: 'BP normal. No cardiac cause found. MRI not yet done.',
    estimatedDuration: '1 month',
    notes: '',
    expectedIn: 4,
    answers: [],
  },
];

async function hospitalOf(db: Db, doctorId: string, name?: string) {
  const row = await db
    .selectFrom('doctor_schedules as s')
    .innerJoin('providers as p', 'p.id', 's.hospital_id')
    .select('p.id')
    .where('s.doctor_id', '=', doctorId)
    .where('p.status', '=', 'active')
    .where('p.verification_status', '=', 'verified')
    .$if(name !== undefined, (q) => q.where('p.name', '=', name!))
    .orderBy('p.name')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Seeds the demo transfers once; returns how many it made. */
export async function seedTransfers(db: Db, now: Date = new Date()): Promise<number> {
  const people = await peopleOf(db, plans);
  const doctorIds = doctorIdsOf(people);
  if (doctorIds.length === 0) return 0;
  const seeded = await db
    .selectFrom('transfers')
    .select('id')
    .where('from_doctor_id', 'in', doctorIds)
    .executeTakeFirst();
  if (seeded) return 0;
  let made = 0;
  for (const plan of plans) {
    const parties = partiesOf(people, plan);
    if (!parties) continue;
    const { from, to, patient } = parties;
    const hospitalId = await hospitalOf(db, to.doctorId, plan.hospital);
    if (!hospitalId) continue;
    const createdAt = new Date(now.getTime() - plan.daysAgo * DAY);
    const sender: SignedIn = { userId: from.userId, role: 'doctor' };
    const receiver: SignedIn = { userId: to.userId, role: 'doctor' };
    const transfer = await createTransfer(
      db,
      {
        patientId: patient.userId,
        targetHospitalId: hospitalId,
        targetDoctorId: to.doctorId,
        requiredSpecialty: plan.requiredSpecialty,
        reason: plan.reason,
        urgency: plan.urgency,
        medicalSummary: plan.medicalSummary,
        expectedTransferDate: addDays(nepalToday(createdAt), plan.expectedIn),
        estimatedDuration: plan.estimatedDuration,
        notes: plan.notes,
        attachments: [],
      },
      { caller: sender, ip: null, now: createdAt, realtime: silent },
    );
    let at = createdAt.getTime();
    for (const answer of plan.answers) {
      at += answer.hoursLater * HOUR;
      const answeredAt = new Date(Math.min(at, now.getTime()));
      await answerTransfer(
        db,
        transfer.id,
        { status: answer.status, message: answer.message ?? '' },
        {
          caller: answer.by === 'from' ? sender : receiver,
          ip: null,
          now: answeredAt,
          realtime: silent,
        },
      );
      // The patient was told when it was accepted (completed), not when the demo was seeded.
      if (answer.status !== 'rejected')
        await dateNotices(
          db,
          { key: 'transferId', id: transfer.id, event: `transfer_${answer.status}` },
          answeredAt,
        );
    }
    made += 1;
  }
  // The patients have read what they were told.
  await markNoticesRead(db, ['transfer_accepted', 'transfer_completed'], now);
  return made;
}
