import { defineMessages } from 'react-intl';
import type { medicationTimings, testUrgencies } from '@contract/appointments';

export const messages = defineMessages({
  status: { id: 'prescriptions.details.status', defaultMessage: 'Status' },
  doctor: { id: 'prescriptions.details.doctor', defaultMessage: 'Doctor' },
  hospital: { id: 'prescriptions.details.hospital', defaultMessage: 'Hospital' },
  validUntil: { id: 'prescriptions.details.validUntil', defaultMessage: 'Valid until' },
  diagnosis: { id: 'prescriptions.details.diagnosis', defaultMessage: 'Diagnosis' },
  medications: { id: 'prescriptions.details.medications', defaultMessage: 'Medications' },
  dosage: { id: 'prescriptions.details.dosage', defaultMessage: 'Dosage' },
  frequency: { id: 'prescriptions.details.frequency', defaultMessage: 'Frequency' },
  duration: { id: 'prescriptions.details.duration', defaultMessage: 'Duration' },
  quantity: { id: 'prescriptions.details.quantity', defaultMessage: 'Quantity' },
  timing: { id: 'prescriptions.details.timing', defaultMessage: 'When to take' },
  instructions: { id: 'prescriptions.details.instructions', defaultMessage: 'Instructions' },
  notGiven: { id: 'prescriptions.details.notGiven', defaultMessage: 'Not given' },
  tests: { id: 'prescriptions.details.tests', defaultMessage: 'Tests' },
  advice: { id: 'prescriptions.details.advice', defaultMessage: 'Advice' },
  followUp: { id: 'prescriptions.details.followUp', defaultMessage: 'Follow-up' },
  noFollowUp: { id: 'prescriptions.details.noFollowUp', defaultMessage: 'No follow-up needed' },
  notes: { id: 'prescriptions.details.notes', defaultMessage: "Doctor's notes" },
  earlierVersions: {
    id: 'prescriptions.details.earlierVersions',
    defaultMessage: 'Earlier versions',
  },
  versionsLoading: {
    id: 'prescriptions.details.versionsLoading',
    defaultMessage: 'Loading earlier versions…',
  },
  versionsFailed: {
    id: 'prescriptions.details.versionsFailed',
    defaultMessage: 'Could not load the earlier versions.',
  },
  retry: { id: 'prescriptions.details.retry', defaultMessage: 'Retry' },
});

export const timingMessages = defineMessages({
  'after meals': { id: 'prescriptions.timing.afterMeals', defaultMessage: 'After meals' },
  'before meals': { id: 'prescriptions.timing.beforeMeals', defaultMessage: 'Before meals' },
  'with meals': { id: 'prescriptions.timing.withMeals', defaultMessage: 'With meals' },
  'empty stomach': { id: 'prescriptions.timing.emptyStomach', defaultMessage: 'Empty stomach' },
  bedtime: { id: 'prescriptions.timing.bedtime', defaultMessage: 'At bedtime' },
  'as needed': { id: 'prescriptions.timing.asNeeded', defaultMessage: 'As needed' },
  other: { id: 'prescriptions.timing.other', defaultMessage: 'Other' },
}) satisfies Record<(typeof medicationTimings)[number], unknown>;

export const urgencyMessages = defineMessages({
  routine: { id: 'prescriptions.urgency.routine', defaultMessage: 'Routine' },
  urgent: { id: 'prescriptions.urgency.urgent', defaultMessage: 'Urgent' },
  stat: { id: 'prescriptions.urgency.stat', defaultMessage: 'Immediately (stat)' },
}) satisfies Record<(typeof testUrgencies)[number], unknown>;

export const statusMessages = defineMessages({
  active: { id: 'prescriptions.status.active', defaultMessage: 'Active' },
  completed: { id: 'prescriptions.status.completed', defaultMessage: 'Completed' },
  expired: { id: 'prescriptions.status.expired', defaultMessage: 'Expired' },
  cancelled: { id: 'prescriptions.status.cancelled', defaultMessage: 'Cancelled' },
});

/** Messages with values, typed so a missing value is a type error. */
export const valueMessages = defineMessages<{
  title: { number: string };
  description: { doctor: string; date: string };
  followUpOn: { date: string };
  urgency: { urgency: string };
  version: { version: number; date: string; name: string };
  packs: { count: number };
}>({
  version: {
    id: 'prescriptions.details.version',
    defaultMessage: 'Version {version}, replaced on {date} by {name}',
  },
  packs: {
    id: 'prescriptions.details.packs',
    defaultMessage: '{count, plural, one {# pack} other {# packs}}',
  },
  urgency: { id: 'prescriptions.details.urgency', defaultMessage: 'Urgency: {urgency}' },
  title: { id: 'prescriptions.details.title', defaultMessage: 'Prescription {number}' },
  description: {
    id: 'prescriptions.details.description',
    defaultMessage: 'Written by {doctor} on {date}',
  },
  followUpOn: { id: 'prescriptions.details.followUpOn', defaultMessage: 'Come back on {date}' },
});
