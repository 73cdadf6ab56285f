import { defineMessages } from 'react-intl';

/** The doctor and hospital search (001 §2.5, §2.7). */
export const messages = defineMessages({
  title: { id: 'referrals.colleagues.title', defaultMessage: 'Find doctors and hospitals' },
  searchLabel: { id: 'referrals.colleagues.searchLabel', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'referrals.colleagues.searchPlaceholder',
    defaultMessage: 'Name, specialty or city',
  },
  categoryLabel: { id: 'referrals.colleagues.categoryLabel', defaultMessage: 'Show' },
  all: { id: 'referrals.colleagues.all', defaultMessage: 'All' },
  doctors: { id: 'referrals.colleagues.doctors', defaultMessage: 'Doctors' },
  hospitals: { id: 'referrals.colleagues.hospitals', defaultMessage: 'Hospitals' },
  loading: { id: 'referrals.colleagues.loading', defaultMessage: 'Searching…' },
  loadFailed: { id: 'referrals.colleagues.loadFailed', defaultMessage: 'Could not search' },
  none: {
    id: 'referrals.colleagues.none',
    defaultMessage: 'No doctors or hospitals match your search.',
  },
});

/** Messages with values. */
export const valueMessages = defineMessages<{
  atHospital: { specialty: string; hospital: string };
}>({
  atHospital: { id: 'referrals.colleagues.atHospital', defaultMessage: '{specialty} · {hospital}' },
});
