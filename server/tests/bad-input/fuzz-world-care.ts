import type { sql } from 'kysely';
import type { EndpointName } from '@contract/endpoints';
import type { Role } from '@contract/roles';
import { careRequestIds, daysAhead } from '../care-requests/fuzz-ids';
import { transferIds } from '../transfers/fuzz-ids';
import { consultationIds } from '../consultations/fuzz-ids';
import { letterIds } from '../letters/fuzz-ids';
import { referralIds } from '../referrals/fuzz-ids';

/**
 * The fuzz world's care between doctors (issue 18): real ids for the path parameters of
 * referrals, transfers, consultations, requests and letters, found in (or added to) the
 * seeded demo. Each area adds its lines under its own line.
 */

type First = (query: ReturnType<typeof sql<{ id: string }>>) => Promise<string>;

const consultationWithId: EndpointName[] = [
  'consultation',
  'updateConsultationStatus',
  'startConsultation',
  'endConsultation',
];

/** The path parameter of a care endpoint, or undefined for the others. */
export function careParam(ids: Record<string, string>, endpoint: EndpointName) {
  // Referrals and care access (issue 18)
  if (endpoint === 'referralStatus') return ids.referral;
  // Transfers (issue 18)
  if (endpoint === 'transfer' || endpoint === 'updateTransferStatus') return ids.transfer;
  // Consultations (issue 18)
  if (consultationWithId.includes(endpoint)) return ids.consultation;
  if (endpoint === 'consultationMessages' || endpoint === 'sendConsultationMessage')
    return ids.consultationChat;
  // Requests (issue 18)
  if (endpoint === 'createCareRequest') return ids.completedVisit;
  if (endpoint === 'respondToRequest') return ids.careRequest;
  // Letters (issue 18)
  if (endpoint === 'letter') return ids.letter;
  if (endpoint === 'updateLetter') return ids.letterToEdit;
  if (endpoint === 'sendLetter') return ids.letterToSend;
  if (endpoint === 'deleteLetter') return ids.letterToDelete;
  // Care live and counts (issue 18)
  return undefined;
}

/** Adds the care areas' real ids to `ids`. */
export async function careWorld(
  users: Record<Role, { id: string }>,
  ids: Record<string, string>,
  first: First,
) {
  // Referrals and care access (issue 18)
  ids.referral = await first(referralIds.incomingPending());
  ids.referralDoctor = await first(referralIds.thirdDoctor());
  ids.referralPatient = users.patient.id;
  // Transfers (issue 18)
  ids.transfer = await first(transferIds.incomingPending());
  ids.transferDoctor = await first(transferIds.secondDoctor());
  ids.transferHospital = await first(transferIds.secondDoctorsHospital());
  ids.transferPatient = users.patient.id;
  // Consultations (issue 18)
  ids.consultation = await first(consultationIds.incomingPending());
  ids.consultationDoctor = await first(consultationIds.secondDoctor());
  ids.consultationChat = await first(consultationIds.inProgress());
  ids.consultationPatient = users.patient.id;
  // Requests (issue 18)
  ids.completedVisit = await first(careRequestIds.completedVisit(users.patient.id));
  ids.careRequest = await first(careRequestIds.pendingRequest());
  // Letters (issue 18)
  ids.letter = await first(letterIds.sentToPatient(users.patient.id));
  ids.letterToEdit = await first(letterIds.freshDraft(users.patient.id));
  ids.letterToSend = await first(letterIds.freshDraft(users.patient.id));
  ids.letterToDelete = await first(letterIds.freshDraft(users.patient.id));
  ids.letterPatient = users.patient.id;
  // Care live and counts (issue 18)
}

/** Bodies of the care endpoints that name real rows (`validBodies` in harness-people.ts holds the rest). */
export const careBodies = (ids: Record<string, string>): Record<string, unknown> => ({
  // Referrals and care access (issue 18)
  createReferral: {
    patientId: ids.referralPatient,
    toDoctorId: ids.referralDoctor,
    reason: 'Headaches for three weeks; neurology opinion',
  },
  referralStatus: { status: 'declined', reason: '' },
  // Transfers (issue 18)
  createTransfer: {
    patientId: ids.transferPatient,
    targetHospitalId: ids.transferHospital,
    targetDoctorId: ids.transferDoctor,
    requiredSpecialty: 'Gynecology',
    reason: 'Moving to Pokhara',
    urgency: 'normal',
    expectedTransferDate: daysAhead(5),
  },
  // Consultations (issue 18)
  createConsultation: {
    patientId: ids.consultationPatient,
    doctorId: ids.consultationDoctor,
    reason: 'Second opinion on her blood pressure plan',
    scheduledTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  },
  // Requests (issue 18)
  createCareRequest: {
    type: 'second-opinion',
    preferredDate: daysAhead(5),
    preferredTime: '10:00',
    description: 'My readings are still high; can we review the dose?',
    urgency: 'normal',
  },
  respondToRequest: { action: 'reject', message: 'Please book a regular visit.' },
  // Letters (issue 18)
  createLetter: {
    type: 'status',
    patientId: ids.letterPatient,
    recipientType: 'patient',
    subject: 'Progress note',
    content: 'Blood pressure is controlled; continue the same dose.',
  },
  updateLetter: {
    type: 'status',
    patientId: ids.letterPatient,
    recipientType: 'patient',
    subject: 'Progress note',
    content: 'Blood pressure is controlled; continue the same dose.',
  },
  // Letters (issue 18)
  // Care live and counts (issue 18)
});
