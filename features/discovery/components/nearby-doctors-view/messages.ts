import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  lead: NoMessageValues;
  searchLabel: NoMessageValues;
  searchPlaceholder: NoMessageValues;
  filters: NoMessageValues;
  specialtyLabel: NoMessageValues;
  specialtyAny: NoMessageValues;
  ratingLabel: NoMessageValues;
  ratingAny: NoMessageValues;
  ratingAtLeast: { rating: string };
  distanceLabel: NoMessageValues;
  distanceOption: { distance: string };
  locating: NoMessageValues;
  nearYou: { distance: string };
  denied: NoMessageValues;
  unavailable: NoMessageValues;
  nearbyFailed: NoMessageValues;
  count: { count: number };
  inRadius: { total: number; distance: string; shown: number };
  inRadiusCapped: { total: number; distance: string; shown: number };
  loading: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyDescription: NoMessageValues;
  results: NoMessageValues;
}>({
  title: { id: 'discovery.nearby.title', defaultMessage: 'Doctors near you' },
  lead: {
    id: 'discovery.nearby.lead',
    defaultMessage:
      'NMC-verified doctors close to where you are, with their fees, clinics and visiting days.',
  },
  searchLabel: { id: 'discovery.nearby.searchLabel', defaultMessage: 'Search nearby doctors' },
  searchPlaceholder: {
    id: 'discovery.nearby.searchPlaceholder',
    defaultMessage: 'Name, specialty or location',
  },
  filters: { id: 'discovery.nearby.filters', defaultMessage: 'Filters' },
  specialtyLabel: { id: 'discovery.nearby.specialtyLabel', defaultMessage: 'Specialty' },
  specialtyAny: { id: 'discovery.nearby.specialtyAny', defaultMessage: 'All specialties' },
  ratingLabel: { id: 'discovery.nearby.ratingLabel', defaultMessage: 'Minimum rating' },
  ratingAny: { id: 'discovery.nearby.ratingAny', defaultMessage: 'Any rating' },
  ratingAtLeast: { id: 'discovery.nearby.ratingAtLeast', defaultMessage: '{rating} and above' },
  distanceLabel: { id: 'discovery.nearby.distanceLabel', defaultMessage: 'Distance' },
  distanceOption: { id: 'discovery.nearby.distanceOption', defaultMessage: 'Within {distance} km' },
  locating: { id: 'discovery.nearby.locating', defaultMessage: 'Finding your location…' },
  nearYou: {
    id: 'discovery.nearby.nearYou',
    defaultMessage: 'Showing doctors within {distance} km of you, nearest first.',
  },
  denied: {
    id: 'discovery.nearby.denied',
    defaultMessage:
      'Location access is off, so we are showing verified doctors across Nepal. Allow location in your browser to see who is nearest.',
  },
  unavailable: {
    id: 'discovery.nearby.unavailable',
    defaultMessage:
      'We could not find your location, so we are showing verified doctors across Nepal.',
  },
  nearbyFailed: {
    id: 'discovery.nearby.nearbyFailed',
    defaultMessage:
      'We could not search near you just now, so we are showing verified doctors across Nepal.',
  },
  count: {
    id: 'discovery.nearby.count',
    defaultMessage: '{count, plural, one {# doctor found} other {# doctors found}}',
  },
  inRadius: {
    id: 'discovery.nearby.inRadius',
    defaultMessage:
      '{total, plural, one {# verified doctor} other {# verified doctors}} within {distance} km; the nearest {shown, number} are shown.',
  },
  inRadiusCapped: {
    id: 'discovery.nearby.inRadiusCapped',
    defaultMessage:
      'More than {total, number} verified doctors within {distance} km; the nearest {shown, number} are shown.',
  },
  loading: { id: 'discovery.nearby.loading', defaultMessage: 'Loading doctors…' },
  emptyTitle: { id: 'discovery.nearby.emptyTitle', defaultMessage: 'No doctors found' },
  emptyDescription: {
    id: 'discovery.nearby.emptyDescription',
    defaultMessage: 'Try adjusting your search criteria or filters.',
  },
  results: { id: 'discovery.nearby.results', defaultMessage: 'Doctors' },
});
