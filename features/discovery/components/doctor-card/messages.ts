import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  viewProfile: NoMessageValues;
  viewProfileOf: { name: string };
  book: NoMessageValues;
  bookWith: { name: string };
  fee: { fee: string };
  schedule: NoMessageValues;
  scheduleEntry: { day: string; time: string; hospital: string };
  moreLocations: { count: number };
}>({
  viewProfile: { id: 'discovery.doctorCard.viewProfile', defaultMessage: 'View Profile' },
  viewProfileOf: {
    id: 'discovery.doctorCard.viewProfileOf',
    defaultMessage: 'View profile of {name}',
  },
  book: { id: 'discovery.doctorCard.book', defaultMessage: 'Book' },
  bookWith: {
    id: 'discovery.doctorCard.bookWith',
    defaultMessage: 'Book an appointment with {name}',
  },
  fee: { id: 'discovery.doctorCard.fee', defaultMessage: 'Fee from {fee}' },
  schedule: { id: 'discovery.doctorCard.schedule', defaultMessage: 'Where and when' },
  scheduleEntry: {
    id: 'discovery.doctorCard.scheduleEntry',
    defaultMessage: '{day}, {time} at {hospital}',
  },
  moreLocations: {
    id: 'discovery.doctorCard.moreLocations',
    defaultMessage: '{count, plural, one {+# more location} other {+# more locations}}',
  },
});
