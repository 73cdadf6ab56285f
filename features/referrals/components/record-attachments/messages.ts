import { defineMessages, type NoMessageValues } from 'react-intl';
import type { ListedRecordType } from '@contract/records';

/** The records picker of the Refer and Transfer dialogs. */
export const messages = defineMessages({
  legend: { id: 'referrals.attachments.legend', defaultMessage: 'Attach medical records' },
  choosePatient: {
    id: 'referrals.attachments.choosePatient',
    defaultMessage: 'Choose the patient first to see their records.',
  },
  loading: { id: 'referrals.attachments.loading', defaultMessage: 'Loading records…' },
  empty: { id: 'referrals.attachments.empty', defaultMessage: 'No records to attach' },
  emptyHint: {
    id: 'referrals.attachments.emptyHint',
    defaultMessage: 'The patient has not uploaded any records yet.',
  },
  failed: {
    id: 'referrals.attachments.failed',
    defaultMessage: 'The records could not be loaded.',
  },
  failedHint: {
    id: 'referrals.attachments.failedHint',
    defaultMessage: 'You can send without them, or try again.',
  },
});

/** The texts that take values. */
export const valued = defineMessages<{
  limit: { max: string; chosen: string };
  detail: { type: string; date: string };
}>({
  limit: {
    id: 'referrals.attachments.limit',
    defaultMessage:
      'Up to {max} records ({chosen} chosen). The receiving doctor can open them once they accept.',
  },
  detail: { id: 'referrals.attachments.detail', defaultMessage: '{type} · {date}' },
});

/** A record's type, as the records screens name it (the same ids and texts). */
export const typeMessages = defineMessages<Record<ListedRecordType, NoMessageValues>>({
  'lab-report': { id: 'records.type.labReport', defaultMessage: 'Lab report' },
  imaging: { id: 'records.type.imaging', defaultMessage: 'Imaging (X-ray, scan)' },
  prescription: { id: 'records.type.prescription', defaultMessage: 'Prescription' },
  'discharge-summary': {
    id: 'records.type.dischargeSummary',
    defaultMessage: 'Discharge summary',
  },
  vaccination: { id: 'records.type.vaccination', defaultMessage: 'Vaccination' },
  'consultation-note': {
    id: 'records.type.consultationNote',
    defaultMessage: 'Consultation note',
  },
  other: { id: 'records.type.other', defaultMessage: 'Other' },
  'emergency-history': {
    id: 'records.type.emergencyHistory',
    defaultMessage: 'Emergency history (history paper)',
  },
  'booking-document': {
    id: 'records.type.bookingDocument',
    defaultMessage: 'Booking document',
  },
});
