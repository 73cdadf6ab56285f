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
 * seeded demo. Each area adds its lines under its own line (the first to use a parameter
 * drops its leading underscore).
 */

type First = (query: ReturnType<typeof sql<{ id: string }>>) => Promise<string>;

const consultationWithId: EndpointName[] = [
  'consultation',
  'updateConsultationStatus',
  'startConsultation',
  'endConsultation',
];

/** The path parameter of a care endpoint, or undefined for the others. */
export function careParam(_ids: Record<string, string>, _endpoint: EndpointName) {
  // Referrals and care access (issue 18)
  if (_endpoint === 'referralStatus') return _ids.referral;
  // Transfers (issue 18)
  if (_endpoint === 'transfer' || _endpoint === 'updateTransferStatus') return _ids.transfer;
  // Consultations (issue 18)
  if (consultationWithId.includes(_endpoint)) return _ids.consultation;
  if (_endpoint === 'consultationMessages' || _endpoint === 'sendConsultationMessage')
    return _ids.consultationChat;
  // Requests (issue 18)
  if (_endpoint === 'createCareRequest') return _ids.completedVisit;
  if (_endpoint === 'respondToRequest') return _ids.careRequest;
  // Letters (issue 18)
  if (_endpoint === 'letter') return _ids.letter;
  if (_endpoint === 'updateLetter') return _ids.letterToEdit;
  if (_endpoint === 'sendLetter') return _ids.letterToSend;
  if (_endpoint === 'deleteLetter') return _ids.letterToDelete;
  // Care live and counts (issue 18)
  return undefined;
}

/** Adds the care areas' real ids to `ids`. */
export async function careWorld(
  _users: Record<Role, { id: string }>,
  _ids: Record<string, string>,
  _first: First,
) {
  // Referrals and care access (issue 18)
  _ids.referral = await _first(referralIds.incomingPending());
  _ids.referralDoctor = await _first(referralIds.thirdDoctor());
  _ids.referralPatient = _users.patient.id;
  // Transfers (issue 18)
  _ids.transfer = await _first(transferIds.incomingPending());
  _ids.transferDoctor = await _first(transferIds.secondDoctor());
  _ids.transferHospital = await _first(transferIds.secondDoctorsHospital());
  _ids.transferPatient = _users.patient.id;
  // Consultations (issue 18)
  _ids.consultation = await _first(consultationIds.incomingPending());
  _ids.consultationDoctor = await _first(consultationIds.secondDoctor());
  _ids.consultationChat = await _first(consultationIds.inProgress());
  _ids.consultationPatient = _users.patient.id;
  // Requests (issue 18)
  _ids.completedVisit = await _first(careRequestIds.completedVisit(_users.patient.id));
  _ids.careRequest = await _first(careRequestIds.pendingRequest());
  // Letters (issue 18)
  _ids.letter = await _first(letterIds.sentToPatient(_users.patient.id));
  _ids.letterToEdit = await _first(letterIds.freshDraft(_users.patient.id));
  _ids.letterToSend = await _first(letterIds.freshDraft(_users.patient.id));
  _ids.letterToDelete = await _first(letterIds.freshDraft(_users.patient.id));
  _ids.letterPatient = _users.patient.id;
  // Care live and counts (issue 18)
}

/** Bodies of the care endpoints that name real rows (`validBodies` in harness-people.ts holds the rest). */
export const careBodies = (_ids: Record<string, string>): Record<string, unknown> => ({
  // Referrals and care access (issue 18)
  createReferral: {
    patientId: _ids.referralPatient,
    toDoctorId: _ids.referralDoctor,
    reason: 'Headaches for three weeks; neurology opinion',
  },
  referralStatus: { status: 'declined', reason: '' },
  // Transfers (issue 18)
  createTransfer: {
    patientId: _ids.transferPatient,
    targetHospitalId: _ids.transferHospital,
    targetDoctorId: _ids.transferDoctor,
    requiredSpecialty: 'Gynecology',
    reason: 'Moving to Pokhara',
    urgency: 'normal',
    expectedTransferDate: daysAhead(5),
  },
  // Consultations (issue 18)
  createConsultation: {
    patientId: _ids.consultationPatient,
    doctorId: _ids.consultationDoctor,
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
    patientId: _ids.letterPatient,
    recipientType: 'patient',
    subject: 'Progress note',
    content: 'Blood pressure is controlled; continue the same dose.',
  },
  updateLetter: {
    type: 'status',
    patientId: _ids.letterPatient,
    recipientType: 'patient',
    subject: 'Progress note',
    content: 'Blood pressure is controlled; continue the same dose.',
  },
  // Letters (issue 18)
  // Care live and counts (issue 18)
});
