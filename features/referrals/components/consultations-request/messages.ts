import { defineMessages } from 'react-intl';

/** The Request Consultation dialog (001 §2.3 patient card, §2.6 schedule modal, §3, §5). */
export const messages = defineMessages({
  title: { id: 'referrals.consultationRequest.title', defaultMessage: 'Request consultation' },
  intro: {
    id: 'referrals.consultationRequest.intro',
    defaultMessage:
      'Ask a colleague for a second opinion. They accept it before it is scheduled; the patient does not join the chat.',
  },
  doctor: { id: 'referrals.consultationRequest.doctor', defaultMessage: 'Consulting doctor' },
  reason: { id: 'referrals.consultationRequest.reason', defaultMessage: 'Reason' },
  type: { id: 'referrals.consultationRequest.type', defaultMessage: 'Type' },
  scheduledTime: {
    id: 'referrals.consultationRequest.scheduledTime',
    defaultMessage: 'Date and time',
  },
  duration: { id: 'referrals.consultationRequest.duration', defaultMessage: 'Duration' },
  fee: { id: 'referrals.consultationRequest.fee', defaultMessage: 'Fee (rupees)' },
  feeHint: {
    id: 'referrals.consultationRequest.feeHint',
    defaultMessage: 'What the consulting doctor charges you; 0 if none.',
  },
  notes: { id: 'referrals.consultationRequest.notes', defaultMessage: 'Notes' },
  cancel: { id: 'referrals.consultationRequest.cancel', defaultMessage: 'Cancel' },
  submit: { id: 'referrals.consultationRequest.submit', defaultMessage: 'Send request' },
  failed: {
    id: 'referrals.consultationRequest.failed',
    defaultMessage: 'Failed to consultation patient. Please try again.',
  },
});

/** The texts that take values. */
export const valued = defineMessages<{
  titleOf: { name: string };
  minutes: { minutes: string };
  sent: { name: string };
}>({
  titleOf: {
    id: 'referrals.consultationRequest.titleOf',
    defaultMessage: 'Request consultation for {name}',
  },
  minutes: { id: 'referrals.consultationRequest.minutes', defaultMessage: '{minutes} minutes' },
  sent: {
    id: 'referrals.consultationRequest.sent',
    defaultMessage: 'Consultation requested from {name}',
  },
});
