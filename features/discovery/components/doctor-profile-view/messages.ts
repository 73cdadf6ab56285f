import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  pageTitle: NoMessageValues;
  loading: NoMessageValues;
  notFoundTitle: NoMessageValues;
  notFoundDescription: NoMessageValues;
  failed: NoMessageValues;
  verifiedLink: { name: string };
  book: NoMessageValues;
  about: NoMessageValues;
  aboutEmpty: NoMessageValues;
  education: NoMessageValues;
  experience: NoMessageValues;
  yearRange: { start: string; end: string };
  present: NoMessageValues;
  placeAndYears: { place: MessageTag; name: string; years: string };
  notProvided: NoMessageValues;
  schedule: NoMessageValues;
  scheduleEmpty: NoMessageValues;
  scheduleLoading: NoMessageValues;
  slotAt: { hospital: string; department: string };
  fee: { fee: string };
  bookSlot: NoMessageValues;
  bookSlotLabel: { day: string; time: string; hospital: string };
  contact: NoMessageValues;
  phone: NoMessageValues;
  email: NoMessageValues;
  clinic: NoMessageValues;
}>({
  pageTitle: { id: 'discovery.doctorProfile.pageTitle', defaultMessage: 'Doctor profile' },
  loading: { id: 'discovery.doctorProfile.loading', defaultMessage: 'Loading doctor profile…' },
  notFoundTitle: {
    id: 'discovery.doctorProfile.notFoundTitle',
    defaultMessage: 'Profile Not Found',
  },
  notFoundDescription: {
    id: 'discovery.doctorProfile.notFoundDescription',
    defaultMessage: 'The requested doctor profile could not be found.',
  },
  failed: { id: 'discovery.doctorProfile.failed', defaultMessage: 'Failed to load doctor profile' },
  verifiedLink: {
    id: 'discovery.doctorProfile.verifiedLink',
    defaultMessage:
      'NMC verified: check {name} in the Nepal Medical Council register (opens in a new tab)',
  },
  book: { id: 'discovery.doctorProfile.book', defaultMessage: 'Book Appointment' },
  about: { id: 'discovery.doctorProfile.about', defaultMessage: 'About' },
  aboutEmpty: {
    id: 'discovery.doctorProfile.aboutEmpty',
    defaultMessage: 'The doctor has not written about themselves yet.',
  },
  education: { id: 'discovery.doctorProfile.education', defaultMessage: 'Education' },
  experience: { id: 'discovery.doctorProfile.experience', defaultMessage: 'Experience' },
  yearRange: { id: 'discovery.doctorProfile.yearRange', defaultMessage: '{start} – {end}' },
  present: {
    id: 'discovery.doctorProfile.present',
    defaultMessage: 'present',
    description: 'The end of a post the doctor still holds, as in "2020 – present".',
  },
  placeAndYears: {
    id: 'discovery.doctorProfile.placeAndYears',
    defaultMessage: '<place>{name}</place>, {years}',
    description: 'A college with its year, or a hospital with the years worked there.',
  },
  notProvided: { id: 'discovery.doctorProfile.notProvided', defaultMessage: 'Not provided yet.' },
  schedule: { id: 'discovery.doctorProfile.schedule', defaultMessage: 'Schedule and Availability' },
  scheduleEmpty: {
    id: 'discovery.doctorProfile.scheduleEmpty',
    defaultMessage: 'No schedule available at the moment.',
  },
  scheduleLoading: {
    id: 'discovery.doctorProfile.scheduleLoading',
    defaultMessage: 'Loading schedule…',
  },
  slotAt: { id: 'discovery.doctorProfile.slotAt', defaultMessage: '{hospital}, {department}' },
  fee: { id: 'discovery.doctorProfile.fee', defaultMessage: 'Fee {fee}' },
  bookSlot: { id: 'discovery.doctorProfile.bookSlot', defaultMessage: 'Book this slot' },
  bookSlotLabel: {
    id: 'discovery.doctorProfile.bookSlotLabel',
    defaultMessage: 'Book this slot: {day}, {time} at {hospital}',
  },
  contact: { id: 'discovery.doctorProfile.contact', defaultMessage: 'Contact Information' },
  phone: { id: 'discovery.doctorProfile.phone', defaultMessage: 'Phone' },
  email: { id: 'discovery.doctorProfile.email', defaultMessage: 'Email' },
  clinic: { id: 'discovery.doctorProfile.clinic', defaultMessage: 'Clinic' },
});
