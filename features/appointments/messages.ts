import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type {
  AppointmentStatus,
  Symptom,
  TimeSlot,
  historyPaperLanguages,
  medicationTimings,
  testUrgencies,
} from '@contract/appointments';
import type { weekdays } from '@contract/entities';

/**
 * Words the appointment screens share (the doctor's tab, the patient's tab, the booking
 * wizard): statuses, symptoms, weekdays, medication timings, test urgencies. The stored
 * values stay English; these are how people read them.
 */

/** 001 §4 statuses. */
export const statusMessages = defineMessages<Record<AppointmentStatus, NoMessageValues>>({
  requested: { id: 'appointments.status.requested', defaultMessage: 'Requested' },
  confirmed: { id: 'appointments.status.confirmed', defaultMessage: 'Confirmed' },
  'in-progress': { id: 'appointments.status.inProgress', defaultMessage: 'In progress' },
  completed: { id: 'appointments.status.completed', defaultMessage: 'Completed' },
  cancelled: { id: 'appointments.status.cancelled', defaultMessage: 'Cancelled' },
});

/** 002 §3 history-paper symptoms. */
export const symptomMessages = defineMessages<Record<Symptom, NoMessageValues>>({
  fever: { id: 'appointments.symptom.fever', defaultMessage: 'Fever' },
  bodyache: { id: 'appointments.symptom.bodyache', defaultMessage: 'Body ache' },
  itching: { id: 'appointments.symptom.itching', defaultMessage: 'Itching' },
  palpitation: { id: 'appointments.symptom.palpitation', defaultMessage: 'Palpitation' },
  cough: { id: 'appointments.symptom.cough', defaultMessage: 'Cough' },
  headache: { id: 'appointments.symptom.headache', defaultMessage: 'Headache' },
  nausea: { id: 'appointments.symptom.nausea', defaultMessage: 'Nausea' },
  vomiting: { id: 'appointments.symptom.vomiting', defaultMessage: 'Vomiting' },
  diarrhea: { id: 'appointments.symptom.diarrhea', defaultMessage: 'Diarrhoea' },
  chestPain: { id: 'appointments.symptom.chestPain', defaultMessage: 'Chest pain' },
  breathlessness: {
    id: 'appointments.symptom.breathlessness',
    defaultMessage: 'Breathlessness',
  },
  rash: { id: 'appointments.symptom.rash', defaultMessage: 'Rash' },
});

/** The languages a history paper can be filled in. */
export const historyLanguageMessages = defineMessages<
  Record<(typeof historyPaperLanguages)[number], NoMessageValues>
>({
  en: { id: 'appointments.historyLanguage.en', defaultMessage: 'English' },
  np: { id: 'appointments.historyLanguage.np', defaultMessage: 'Nepali' },
  hi: { id: 'appointments.historyLanguage.hi', defaultMessage: 'Hindi' },
});

export const weekdayMessages = defineMessages<Record<(typeof weekdays)[number], NoMessageValues>>({
  Sunday: { id: 'appointments.weekday.sunday', defaultMessage: 'Sunday' },
  Monday: { id: 'appointments.weekday.monday', defaultMessage: 'Monday' },
  Tuesday: { id: 'appointments.weekday.tuesday', defaultMessage: 'Tuesday' },
  Wednesday: { id: 'appointments.weekday.wednesday', defaultMessage: 'Wednesday' },
  Thursday: { id: 'appointments.weekday.thursday', defaultMessage: 'Thursday' },
  Friday: { id: 'appointments.weekday.friday', defaultMessage: 'Friday' },
  Saturday: { id: 'appointments.weekday.saturday', defaultMessage: 'Saturday' },
});

/** 001 §5 medication timings (default after meals). */
export const timingMessages = defineMessages<
  Record<(typeof medicationTimings)[number], NoMessageValues>
>({
  'after meals': { id: 'appointments.timing.afterMeals', defaultMessage: 'After meals' },
  'before meals': { id: 'appointments.timing.beforeMeals', defaultMessage: 'Before meals' },
  'with meals': { id: 'appointments.timing.withMeals', defaultMessage: 'With meals' },
  'empty stomach': { id: 'appointments.timing.emptyStomach', defaultMessage: 'Empty stomach' },
  bedtime: { id: 'appointments.timing.bedtime', defaultMessage: 'At bedtime' },
  'as needed': { id: 'appointments.timing.asNeeded', defaultMessage: 'As needed' },
  other: { id: 'appointments.timing.other', defaultMessage: 'Other' },
});

/** 001 §5 test urgencies (default routine). */
export const urgencyMessages = defineMessages<
  Record<(typeof testUrgencies)[number], NoMessageValues>
>({
  routine: { id: 'appointments.urgency.routine', defaultMessage: 'Routine' },
  urgent: { id: 'appointments.urgency.urgent', defaultMessage: 'Urgent' },
  stat: { id: 'appointments.urgency.stat', defaultMessage: 'Immediately (stat)' },
});

export const commonMessages = defineMessages<{
  timeRange: { start: string; end: string };
  dayAndDate: { day: string; date: string };
}>({
  timeRange: { id: 'appointments.common.timeRange', defaultMessage: '{start} – {end}' },
  dayAndDate: { id: 'appointments.common.dayAndDate', defaultMessage: '{day}, {date}' },
});

/** "14:30" as the reader's clock shows it (Devanagari digits in Nepali). */
export function formatClock(intl: IntlShape, clock: string) {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return intl.formatTime(new Date(Date.UTC(2000, 0, 1, hours, minutes)), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/** "9:00 AM – 9:30 AM". */
export const formatSlot = (intl: IntlShape, slot: TimeSlot) =>
  intl.formatMessage(commonMessages.timeRange, {
    start: formatClock(intl, slot.startTime),
    end: formatClock(intl, slot.endTime),
  });
