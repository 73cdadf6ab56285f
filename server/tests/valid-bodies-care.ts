import type { EndpointName } from '@contract/endpoints';
import { letterSample } from './letters/fuzz-ids';
import { transferSample } from './transfers/fuzz-ids';

/**
 * One valid body per endpoint of care between doctors (issue 18), spread into
 * `validBodies` (harness-people.ts). The fuzz world swaps in real ids (careBodies in
 * bad-input/fuzz-world-care.ts) where a body names rows.
 */
export const careValidBodies: Partial<Record<EndpointName, Record<string, unknown>>> = {
  // Referrals and care access (issue 18)
  createReferral: {
    patientId: '00000000-0000-4000-8000-000000000001',
    toDoctorId: '00000000-0000-4000-8000-000000000002',
    reason: 'Headaches for three weeks; neurology opinion',
  },
  referralStatus: { status: 'declined', reason: '' },
  // Transfers (issue 18)
  createTransfer: transferSample,
  updateTransferStatus: { status: 'rejected', message: 'No bed free this week' },
  // Consultations (issue 18); the fuzz world names a real patient and colleague (careBodies)
  createConsultation: {
    patientId: '00000000-0000-4000-8000-000000000001',
    doctorId: '00000000-0000-4000-8000-000000000002',
    reason: 'Second opinion on her blood pressure plan',
    scheduledTime: '2099-01-04T04:15:00.000Z',
  },
  updateConsultationStatus: { status: 'scheduled' },
  endConsultation: { notes: 'Agreed plan: continue amlodipine, review in a month.' },
  sendConsultationMessage: { body: 'नमस्ते, the echo report is in her records.' },
  // Requests (issue 18)
  createCareRequest: {
    type: 'follow-up',
    preferredDate: '2099-01-04',
    preferredTime: '10:00',
    description: 'My readings are still high; can we review the dose?',
  },
  respondToRequest: { action: 'reject', message: 'Please book a regular visit.' },
  // Letters (issue 18)
  createLetter: letterSample,
  updateLetter: letterSample,
  // Care live and counts (issue 18)
};
