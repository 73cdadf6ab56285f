import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'historyPaper.tab.title', defaultMessage: 'Emergency history paper' },
  intro: {
    id: 'historyPaper.tab.intro',
    defaultMessage:
      'Fill in your symptoms and history in English, Nepali or Hindi. It is kept with your medical records, and your doctor reads it once they accept your appointment.',
  },
  fill: { id: 'historyPaper.tab.fill', defaultMessage: 'Fill in the history paper' },
  edit: { id: 'historyPaper.tab.edit', defaultMessage: 'Edit the history paper' },
  notFilled: { id: 'historyPaper.tab.notFilled', defaultMessage: 'Not filled in yet.' },
  attachments: { id: 'historyPaper.tab.attachments', defaultMessage: 'Attachments (optional)' },
  typeError: {
    id: 'historyPaper.tab.typeError',
    defaultMessage: 'Only PDF, JPG, PNG or WebP files can be attached.',
  },
  sizeError: {
    id: 'historyPaper.tab.sizeError',
    defaultMessage: 'Each file must be 10 MB or smaller.',
  },
  submit: { id: 'historyPaper.tab.submit', defaultMessage: 'Submit history paper' },
  submitted: {
    id: 'historyPaper.tab.submitted',
    defaultMessage: 'History paper submitted successfully.',
  },
  unknownError: { id: 'historyPaper.tab.unknownError', defaultMessage: 'Unknown error' },
});

const valueMessages = defineMessages<{ filled: { count: number }; failed: { reason: string } }>({
  filled: {
    id: 'historyPaper.tab.filled',
    defaultMessage:
      '{count, plural, =0 {Filled in, no symptoms ticked} one {Filled in, # symptom} other {Filled in, # symptoms}}',
  },
  failed: {
    id: 'historyPaper.tab.failed',
    defaultMessage: 'Failed to submit history paper: {reason}',
  },
});

export const messages = { ...plainMessages, ...valueMessages };
