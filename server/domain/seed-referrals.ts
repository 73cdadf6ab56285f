import type { ReferralUrgency } from '@contract/referrals';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import type { SignedIn } from '../http/route';
import { changeReferralStatus, createReferral } from './care/referrals-write';
import {
  AARATI,
  DAY,
  HOUR,
  doctorIdsOf,
  markNoticesRead,
  partiesOf,
  peopleOf,
  silent,
} from './seed-care';
import { DEMO_DOCTOR2_EMAIL, DEMO_DOCTOR3_EMAIL } from './seed-doctors';

/**
 * Demo referrals (issue 18, ADR 0039) between Dr. Aarati Joshi (doctor@demo.np), Dr. Sabina
 * Adhikari (doctor2@demo.np) and Dr. Suman Shrestha (doctor3@demo.np), one in every status
 * and both ways, played through the real create and status functions so the care links,
 * audit entries and notices are the app's own. Seeded once: any referral from these doctors
 * marks it. Dated from `now`. A plan whose patient is not the sender's is skipped.
 */

type Plan = {
  from: string;
  to: string;
  patient: string;
  daysAgo: number;
  reason: string;
  urgency: ReferralUrgency;
  notes: string;
  answers: {
    status: 'accepted' | 'declined' | 'active' | 'completed';
    hoursLater: number;
    reason?: string;
  }[];
};

const plans: Plan[] = [
  {
    // Incoming and pending for Dr. Joshi: the demo's Accept and Decline.
    from: DEMO_DOCTOR2_EMAIL,
    to: AARATI,
    patient: 'patient2@demo.np',
    daysAgo: 1,
    reason: 'धड्कन छिटो हुने र ECG असामान्य देखिएको; मुटु रोग विशेषज्ञको जाँच चाहियो।',
    urgency: 'high',
    notes: 'TSH सामान्य। बेहोस भएको छैन।',
    answers: [],
  },
  {
    // Outgoing and pending from Dr. Joshi.
    from: AARATI,
    to: DEMO_DOCTOR2_EMAIL,
    patient: 'patient@demo.np',
    daysAgo: 2,
    reason: 'गर्भावस्थामा रक्तचाप बढेको; स्त्री तथा प्रसूति रोग विशेषज्ञको सल्लाह आवश्यक।',
    urgency: 'normal',
    notes: 'Amlodipine रोकिएको छ। पछिल्लो BP 142/92।',
    answers: [],
  },
  {
    from: AARATI,
    to: DEMO_DOCTOR2_EMAIL,
    patient: 'nirmala.rai@patients.demo.np',
    daysAgo: 6,
    reason: 'महिनावारी अनियमित र रक्तअल्पता; स्त्री रोग परामर्श।',
    urgency: 'normal',
    notes: '',
    answers: [{ status: 'accepted', hoursLater: 5 }],
  },
  {
    from: AARATI,
    to: DEMO_DOCTOR2_EMAIL,
    patient: 'anjana.poudel@patients.demo.np',
    daysAgo: 9,
    reason: 'गर्भ रहेको १२ हप्ता; मुटुको पुरानो समस्या भएकाले संयुक्त हेरचाह।',
    urgency: 'high',
    notes: 'Echo रिपोर्ट संलग्न गर्नेछु।',
    answers: [
      { status: 'accepted', hoursLater: 3 },
      { status: 'active', hoursLater: 48 },
    ],
  },
  {
    from: AARATI,
    to: DEMO_DOCTOR3_EMAIL,
    patient: 'ram.thapa@patients.demo.np',
    daysAgo: 14,
    reason: 'हात खुट्टा झमझमाउने र टाउको दुख्ने; स्नायु रोग जाँच।',
    urgency: 'low',
    notes: '',
    answers: [
      { status: 'declined', hoursLater: 20, reason: 'यो हप्ता बिदामा छु; अर्को हप्ता पठाउनुहोस्।' },
    ],
  },
  {
    from: AARATI,
    to: DEMO_DOCTOR3_EMAIL,
    patient: 'maya.tamang@patients.demo.np',
    daysAgo: 20,
    reason: 'बारम्बार माइग्रेन; स्नायु रोग विशेषज्ञको उपचार।',
    urgency: 'normal',
    notes: '',
    answers: [
      { status: 'accepted', hoursLater: 4 },
      { status: 'active', hoursLater: 30 },
      { status: 'completed', hoursLater: 10 * 24 },
    ],
  },
];

/** Seeds the demo referrals once; returns how many it made. */
export async function seedReferrals(db: Db, now: Date = new Date()): Promise<number> {
  const found = await peopleOf(db, plans);
  const doctorIds = doctorIdsOf(found);
  if (doctorIds.length === 0) return 0;
  const seeded = await db
    .selectFrom('referrals')
    .select('id')
    .where('from_doctor_id', 'in', doctorIds)
    .executeTakeFirst();
  if (seeded) return 0;
  let made = 0;
  for (const plan of plans) {
    const parties = partiesOf(found, plan);
    if (!parties) continue;
    const { from, to, patient } = parties;
    const createdAt = new Date(now.getTime() - plan.daysAgo * DAY);
    const sender: SignedIn = { userId: from.userId, role: 'doctor' };
    const receiver: SignedIn = { userId: to.userId, role: 'doctor' };
    try {
      const referral = await createReferral(
        db,
        {
          patientId: patient.userId,
          toDoctorId: to.doctorId,
          referralType: '',
          reason: plan.reason,
          urgency: plan.urgency,
          notes: plan.notes,
          attachments: [],
        },
        { caller: sender, ip: null, now: createdAt, realtime: silent },
      );
      let at = createdAt.getTime();
      for (const answer of plan.answers) {
        at += answer.hoursLater * HOUR;
        await changeReferralStatus(
          db,
          referral.id,
          { status: answer.status, reason: answer.reason ?? '' },
          {
            caller: receiver,
            ip: null,
            now: new Date(Math.min(at, now.getTime())),
            realtime: silent,
          },
        );
      }
      made += 1;
    } catch (error) {
      // The patient is not (or no longer) the sender's in this database: nothing to show.
      if (!(error instanceof AppError)) throw error;
    }
  }
  // The patients' notices are old news; Dr. Joshi's new incoming referral stays unread.
  await markNoticesRead(db, ['referral_created', 'referral_accepted', 'referral_declined'], now);
  return made;
}
