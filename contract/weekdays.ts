/** The days of a doctor's weekly schedule, with no zod (ADR 0045); `contract/entities.ts` re-exports them. */
export const weekdays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
