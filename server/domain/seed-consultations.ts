import type { Db } from '../db/database';
import type { SignedIn } from '../http/route';
import {
  createConsultation,
  endConsultation,
  sendConsultationMessage,
  startConsultation,
  updateConsultationStatus,
} from './consultations';
import { canDoctorReadRecords } from './records/access';
import {
  AARATI,
  HOUR,
  MINUTE,
  dateNotices,
  doctorIdsOf,
  markNoticesRead,
  partiesOf,
  peopleOf,
  silent,
} from './seed-care';
import { DEMO_DOCTOR2_EMAIL, DEMO_DOCTOR3_EMAIL } from './seed-doctors';

/**
 * Demo consultations (issue 18, ADR 0041) between Dr. Aarati Joshi (doctor@demo.np), Dr.
 * Sabina Adhikari (doctor2@demo.np) and Dr. Suman Shrestha (doctor3@demo.np), one in every
 * status and both ways, played through the real functions so audit entries, the
 * patients' notices and the chat are the app's own. The in-progress and completed ones
 * carry a short chat in Nepali and English. Seeded once; dated from `now`, the patients'
 * notices when their step happened.
 */

type Step = 'accept' | 'cancel' | 'start' | 'end';
type Plan = {
  from: string;
  to: string;
  patient: string;
  /** When it was asked, and when it is (was) held, from now. */
  askedHoursAgo: number;
  inHours: number;
  type: 'video' | 'audio' | 'chat' | 'in-person';
  duration: 15 | 30 | 45 | 60 | 90;
  fee: number;
  reason: string;
  notes: string;
  steps: Step[];
  endNotes?: string;
  /** [from the requester?, text] in order. */
  chat?: [boolean, string][];
};

const plans: Plan[] = [
  {
    from: AARATI,
    to: DEMO_DOCTOR2_EMAIL,
    patient: 'gita.shrestha@patients.demo.np',
    askedHoursAgo: 6 * 24,
    inHours: -4 * 24,
    type: 'video',
    duration: 30,
    fee: 1500,
    reason: 'Mitral valve prolapse in pregnancy: is a vaginal delivery safe for her?',
    notes: 'Echo report attached to her records.',
    steps: ['accept', 'start', 'end'],
    endNotes:
      'Mild MVP without regurgitation; vaginal delivery is safe. Repeat echo at 34 weeks. No antibiotic prophylaxis needed.',
    chat: [
      [true, 'Namaste Dr. Adhikari, the echo is in her records. 24 weeks now.'],
      [false, 'नमस्ते डा. जोशी, रिपोर्ट हेरेँ। Regurgitation छैन, राम्रो कुरा हो।'],
      [true, 'Any change to her iron or BP plan?'],
      [false, 'आइरन जारी राख्नुहोस्। BP हरेक भेटमा जाँच्नुहोस्, ३४ हप्तामा फेरि echo गरौँ।'],
    ],
  },
  {
    from: DEMO_DOCTOR2_EMAIL,
    to: AARATI,
    patient: 'patient2@demo.np',
    askedHoursAgo: 26,
    inHours: -0.25,
    type: 'chat',
    duration: 45,
    fee: 1000,
    reason: 'Palpitations at rest with occasional ectopics: beta blocker or Holter first?',
    notes: 'ECG from last week in his records.',
    steps: ['accept', 'start'],
    chat: [
      [true, 'Dr. Joshi, Bikash had two more episodes this week. ECG shows ectopics only.'],
      [false, 'नमस्ते! Any chest pain or fainting with them?'],
      [true, 'छैन। Only palpitations, mostly at night.'],
      [false, 'Holter पहिले गरौँ, त्यसपछि मात्र औषधि। Please ask him to cut down on tea too.'],
    ],
  },
  {
    from: AARATI,
    to: DEMO_DOCTOR3_EMAIL,
    patient: 'sunil.maharjan@patients.demo.np',
    askedHoursAgo: 30,
    inHours: 2 * 24 + 3,
    type: 'audio',
    duration: 30,
    fee: 1200,
    reason: 'Recurring headaches with numbness of the left hand: MRI first or a neurology visit?',
    notes: '',
    steps: ['accept'],
  },
  {
    from: DEMO_DOCTOR2_EMAIL,
    to: AARATI,
    patient: 'patient2@demo.np',
    askedHoursAgo: 3,
    inHours: 3 * 24,
    type: 'video',
    duration: 15,
    fee: 800,
    reason: 'His thyroid results are back; would you review them with the Holter?',
    notes: 'TSH 2.1, free T4 normal.',
    steps: [],
  },
  {
    from: AARATI,
    to: DEMO_DOCTOR2_EMAIL,
    patient: 'maya.tamang@patients.demo.np',
    askedHoursAgo: 5,
    inHours: 26,
    type: 'in-person',
    duration: 60,
    fee: 2000,
    reason: 'Anaemia with irregular cycles: your view before she moves to Pokhara.',
    notes: 'Hb 9.8 g/dL on ferrous sulphate.',
    steps: [],
  },
  {
    from: AARATI,
    to: DEMO_DOCTOR3_EMAIL,
    patient: 'gita.shrestha@patients.demo.np',
    askedHoursAgo: 3 * 24,
    inHours: 24,
    type: 'video',
    duration: 30,
    fee: 0,
    reason: 'Headaches in pregnancy (asked before her BP settled).',
    notes: '',
    steps: ['cancel'],
  },
];

/** The patient's notice of a step of a consultation, dated when the step happened. */
const notice = (id: string, event: 'consultation_scheduled' | 'consultation_completed') => ({
  key: 'consultationId',
  id,
  event,
});

/** Seeds the demo consultations once; returns how many it made. */
export async function seedConsultations(db: Db, now: Date = new Date()): Promise<number> {
  const found = await peopleOf(db, plans);
  const doctorIds = doctorIdsOf(found);
  if (doctorIds.length === 0) return 0;
  const seeded = await db
    .selectFrom('consultations')
    .select('id')
    .where('requester_id', 'in', doctorIds)
    .executeTakeFirst();
  if (seeded) return 0;
  let made = 0;
  for (const plan of plans) {
    const parties = partiesOf(found, plan);
    if (!parties) continue;
    const { from, to, patient } = parties;
    if (!(await canDoctorReadRecords(db, from.userId, patient.userId))) continue;
    const requester: SignedIn = { userId: from.userId, role: 'doctor' };
    const consultant: SignedIn = { userId: to.userId, role: 'doctor' };
    const asked = now.getTime() - plan.askedHoursAgo * HOUR;
    const held = now.getTime() + plan.inHours * HOUR;
    const who = (caller: SignedIn, at: number) => ({
      caller,
      ip: null,
      now: new Date(Math.min(at, now.getTime())),
      realtime: silent,
    });
    const c = await createConsultation(
      db,
      {
        patientId: patient.userId,
        doctorId: to.doctorId,
        reason: plan.reason,
        type: plan.type,
        scheduledTime: new Date(held).toISOString(),
        duration: plan.duration,
        notes: plan.notes,
        fee: plan.fee,
      },
      who(requester, asked),
    );
    const acceptedAt = asked + Math.min(2 * HOUR, (held - asked) / 4);
    let at = held;
    for (const step of plan.steps) {
      if (step === 'accept') {
        const accepted = who(consultant, acceptedAt);
        await updateConsultationStatus(db, c.id, 'scheduled', accepted);
        await dateNotices(db, notice(c.id, 'consultation_scheduled'), accepted.now);
      }
      if (step === 'cancel')
        await updateConsultationStatus(db, c.id, 'cancelled', who(requester, acceptedAt));
      if (step === 'start') {
        await startConsultation(db, c.id, who(requester, held));
        for (const [byRequester, text] of plan.chat ?? []) {
          at += 2 * MINUTE;
          await sendConsultationMessage(
            db,
            c.id,
            text,
            who(byRequester ? requester : consultant, at),
          );
        }
      }
      if (step === 'end') {
        const ended = who(consultant, at + 5 * MINUTE);
        await endConsultation(db, c.id, plan.endNotes ?? '', ended);
        await dateNotices(db, notice(c.id, 'consultation_completed'), ended.now);
      }
    }
    made += 1;
  }
  // The patients have read what they were told.
  await markNoticesRead(db, ['consultation_scheduled', 'consultation_completed'], now);
  return made;
}
