import { defineMessages, type NoMessageValues } from 'react-intl';
import type { medicationTimings, testUrgencies } from '@contract/appointments';

export const messages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  print: NoMessageValues;
  close: NoMessageValues;
  sheet: { number: string };
  letterhead: NoMessageValues;
  tagline: NoMessageValues;
  nmc: { number: string };
  number: NoMessageValues;
  date: NoMessageValues;
  validUntil: NoMessageValues;
  patient: NoMessageValues;
  diagnosis: NoMessageValues;
  medications: NoMessageValues;
  medicine: NoMessageValues;
  dosage: NoMessageValues;
  frequency: NoMessageValues;
  duration: NoMessageValues;
  quantity: NoMessageValues;
  packs: { count: number };
  timing: NoMessageValues;
  instructions: NoMessageValues;
  tests: NoMessageValues;
  advice: NoMessageValues;
  followUp: NoMessageValues;
  allergies: NoMessageValues;
  signature: NoMessageValues;
}>({
  title: { id: 'prescriptions.print.title', defaultMessage: 'Print prescription' },
  description: {
    id: 'prescriptions.print.description',
    defaultMessage: 'This is how the page prints. Only the prescription is printed.',
  },
  print: { id: 'prescriptions.print.print', defaultMessage: 'Print' },
  close: { id: 'prescriptions.print.close', defaultMessage: 'Close' },
  sheet: { id: 'prescriptions.print.sheet', defaultMessage: 'Prescription {number}' },
  letterhead: { id: 'prescriptions.print.letterhead', defaultMessage: 'Ujyalo Health' },
  tagline: {
    id: 'prescriptions.print.tagline',
    defaultMessage: 'Electronic prescription',
  },
  nmc: { id: 'prescriptions.print.nmc', defaultMessage: 'NMC No. {number}' },
  number: { id: 'prescriptions.print.number', defaultMessage: 'Prescription No.' },
  date: { id: 'prescriptions.print.date', defaultMessage: 'Date' },
  validUntil: { id: 'prescriptions.print.validUntil', defaultMessage: 'Valid until' },
  patient: { id: 'prescriptions.print.patient', defaultMessage: 'Patient' },
  diagnosis: { id: 'prescriptions.print.diagnosis', defaultMessage: 'Diagnosis' },
  medications: { id: 'prescriptions.print.medications', defaultMessage: 'Medications' },
  medicine: { id: 'prescriptions.print.medicine', defaultMessage: 'Medicine' },
  dosage: { id: 'prescriptions.print.dosage', defaultMessage: 'Dosage' },
  frequency: { id: 'prescriptions.print.frequency', defaultMessage: 'Frequency' },
  duration: { id: 'prescriptions.print.duration', defaultMessage: 'Duration' },
  quantity: { id: 'prescriptions.print.quantity', defaultMessage: 'Quantity' },
  packs: {
    id: 'prescriptions.print.packs',
    defaultMessage: '{count, plural, one {# pack} other {# packs}}',
  },
  timing: { id: 'prescriptions.print.timing', defaultMessage: 'Timing' },
  instructions: { id: 'prescriptions.print.instructions', defaultMessage: 'Instructions' },
  tests: { id: 'prescriptions.print.tests', defaultMessage: 'Tests' },
  advice: { id: 'prescriptions.print.advice', defaultMessage: 'Advice' },
  followUp: { id: 'prescriptions.print.followUp', defaultMessage: 'Follow-up' },
  allergies: { id: 'prescriptions.print.allergies', defaultMessage: 'Allergies' },
  signature: { id: 'prescriptions.print.signature', defaultMessage: "Doctor's signature" },
});

/** 001 §5's medication timings, as the prescription says them. */
export const timingMessages = defineMessages<
  Record<(typeof medicationTimings)[number], NoMessageValues>
>({
  'after meals': { id: 'prescriptions.print.timing.afterMeals', defaultMessage: 'After meals' },
  'before meals': { id: 'prescriptions.print.timing.beforeMeals', defaultMessage: 'Before meals' },
  'with meals': { id: 'prescriptions.print.timing.withMeals', defaultMessage: 'With meals' },
  'empty stomach': {
    id: 'prescriptions.print.timing.emptyStomach',
    defaultMessage: 'Empty stomach',
  },
  bedtime: { id: 'prescriptions.print.timing.bedtime', defaultMessage: 'At bedtime' },
  'as needed': { id: 'prescriptions.print.timing.asNeeded', defaultMessage: 'As needed' },
  other: { id: 'prescriptions.print.timing.other', defaultMessage: 'Other' },
});

/** 001 §5's test urgencies. */
export const urgencyMessages = defineMessages<
  Record<(typeof testUrgencies)[number], NoMessageValues>
>({
  routine: { id: 'prescriptions.print.urgency.routine', defaultMessage: 'Routine' },
  urgent: { id: 'prescriptions.print.urgency.urgent', defaultMessage: 'Urgent' },
  stat: { id: 'prescriptions.print.urgency.stat', defaultMessage: 'Immediately (stat)' },
});
