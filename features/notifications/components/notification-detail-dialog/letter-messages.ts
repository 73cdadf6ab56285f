import { defineMessages } from 'react-intl';

export const letterMessages = defineMessages({
  print: { id: 'notifications.letter.print', defaultMessage: 'Print' },
  loading: { id: 'notifications.letter.loading', defaultMessage: 'Opening the letter…' },
  failed: { id: 'notifications.letter.failed', defaultMessage: 'The letter could not be opened' },
  from: { id: 'notifications.letter.from', defaultMessage: 'From' },
  to: { id: 'notifications.letter.to', defaultMessage: 'To' },
  date: { id: 'notifications.letter.date', defaultMessage: 'Date' },
  subject: { id: 'notifications.letter.subject', defaultMessage: 'Subject' },
});

export const letterTypeLabels = defineMessages({
  transfer: { id: 'notifications.letter.types.transfer', defaultMessage: 'Transfer letter' },
  discharge: { id: 'notifications.letter.types.discharge', defaultMessage: 'Discharge letter' },
  referral: { id: 'notifications.letter.types.referral', defaultMessage: 'Referral letter' },
  status: { id: 'notifications.letter.types.status', defaultMessage: 'Status letter' },
});

export const letterUrgencyLabels = defineMessages({
  normal: { id: 'notifications.letter.urgencies.normal', defaultMessage: 'Normal' },
  urgent: { id: 'notifications.letter.urgencies.urgent', defaultMessage: 'Urgent' },
  emergency: { id: 'notifications.letter.urgencies.emergency', defaultMessage: 'Emergency' },
});

export const valuedLetterMessages = defineMessages<{ urgencyIs: { level: string } }>({
  urgencyIs: { id: 'notifications.letter.urgencyIs', defaultMessage: 'Urgency: {level}' },
});
