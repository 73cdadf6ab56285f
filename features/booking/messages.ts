import { defineMessages } from 'react-intl';

export const weekdayMessages = defineMessages({
  Sunday: { id: 'booking.weekday.sunday', defaultMessage: 'Sunday' },
  Monday: { id: 'booking.weekday.monday', defaultMessage: 'Monday' },
  Tuesday: { id: 'booking.weekday.tuesday', defaultMessage: 'Tuesday' },
  Wednesday: { id: 'booking.weekday.wednesday', defaultMessage: 'Wednesday' },
  Thursday: { id: 'booking.weekday.thursday', defaultMessage: 'Thursday' },
  Friday: { id: 'booking.weekday.friday', defaultMessage: 'Friday' },
  Saturday: { id: 'booking.weekday.saturday', defaultMessage: 'Saturday' },
});

export const timeMessages = defineMessages<{ range: { start: string; end: string } }>({
  range: { id: 'booking.time.range', defaultMessage: '{start} – {end}' },
});
