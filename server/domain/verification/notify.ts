import type { ApplicantKind } from '@contract/verification';
import type { Db } from '../../db/database';
import type { Realtime } from '../../realtime';
import { deliver, notify } from '../notifications';

/** The kind of account a notice speaks of, in each language. */
const accountNames: Record<ApplicantKind, { en: string; ne: string }> = {
  doctor: { en: 'doctor (NMC)', ne: 'डाक्टर (NMC)' },
  patient: { en: 'identity', ne: 'परिचय' },
  hospital: { en: 'hospital', ne: 'अस्पताल' },
  lab: { en: 'lab', ne: 'ल्याब' },
  pharmacy: { en: 'pharmacy', ne: 'फार्मेसी' },
  ambulance: { en: 'ambulance service', ne: 'एम्बुलेन्स सेवा' },
};

export type Decision = 'approved' | 'rejected';

/**
 * Tells the applicant of a decision: a notification in the app (written in the reader's
 * language when read) and its messages on the channels the applicant keeps on for system
 * notices (ADR 0036), in both languages, in the decision's transaction. Returns what
 * `deliver` sends once it has committed.
 */
export async function tellApplicant(
  db: Db,
  applicant: { userId: string; kind: ApplicantKind; applicationId: string },
  decision: Decision,
  remarks: string,
) {
  const event = decision === 'approved' ? 'verification_approved' : 'verification_rejected';
  const params = {
    applicationId: applicant.applicationId,
    kind: applicant.kind,
    account: accountNames[applicant.kind].en,
    accountNe: accountNames[applicant.kind].ne,
    remarks,
    // The approval's remarks follow its sentence, when there are any.
    note: remarks ? ` ${remarks}` : '',
  };
  const row = await notify(db, { userId: applicant.userId, event, params });
  return (realtime: Realtime) => deliver(realtime, applicant.userId, row);
}
