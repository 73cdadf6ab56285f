import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  resultsFor: { query: string };
  intro: NoMessageValues;
  searchLabel: NoMessageValues;
  placeholder: NoMessageValues;
  typeLabel: NoMessageValues;
  typeAll: NoMessageValues;
  typeDoctors: NoMessageValues;
  typeHospitals: NoMessageValues;
  typeLabs: NoMessageValues;
  typePharmacies: NoMessageValues;
  typeAmbulances: NoMessageValues;
  locationLabel: NoMessageValues;
  locationPlaceholder: NoMessageValues;
  specialtyLabel: NoMessageValues;
  specialtyAny: NoMessageValues;
  ratingLabel: NoMessageValues;
  ratingAny: NoMessageValues;
  ratingAtLeast: { rating: string };
  ratingFive: NoMessageValues;
  availabilityLabel: NoMessageValues;
  loading: NoMessageValues;
  failed: NoMessageValues;
  retry: NoMessageValues;
  sectionCount: { count: number };
  emptyDoctors: NoMessageValues;
  emptyHospitals: NoMessageValues;
  emptyLabs: NoMessageValues;
  emptyPharmacies: NoMessageValues;
  emptyAmbulances: NoMessageValues;
}>({
  title: { id: 'discovery.search.title', defaultMessage: 'Search results' },
  resultsFor: { id: 'discovery.search.resultsFor', defaultMessage: 'Results for “{query}”' },
  intro: {
    id: 'discovery.search.intro',
    defaultMessage:
      'Search for a doctor’s name, a specialty, a hospital, a lab, a pharmacy or a city.',
  },
  searchLabel: { id: 'discovery.search.label', defaultMessage: 'Search doctors and services' },
  placeholder: {
    id: 'discovery.search.placeholder',
    defaultMessage: 'e.g. cardiology Pokhara',
  },
  typeLabel: { id: 'discovery.search.typeLabel', defaultMessage: 'Type' },
  typeAll: { id: 'discovery.search.typeAll', defaultMessage: 'All' },
  typeDoctors: { id: 'discovery.search.typeDoctors', defaultMessage: 'Doctors' },
  typeHospitals: { id: 'discovery.search.typeHospitals', defaultMessage: 'Hospitals' },
  typeLabs: { id: 'discovery.search.typeLabs', defaultMessage: 'Labs' },
  typePharmacies: { id: 'discovery.search.typePharmacies', defaultMessage: 'Pharmacies' },
  typeAmbulances: { id: 'discovery.search.typeAmbulances', defaultMessage: 'Ambulances' },
  locationLabel: { id: 'discovery.search.locationLabel', defaultMessage: 'Location' },
  locationPlaceholder: {
    id: 'discovery.search.locationPlaceholder',
    defaultMessage: 'City or area',
  },
  specialtyLabel: { id: 'discovery.search.specialtyLabel', defaultMessage: 'Specialty' },
  specialtyAny: { id: 'discovery.search.specialtyAny', defaultMessage: 'All specialties' },
  ratingLabel: { id: 'discovery.search.ratingLabel', defaultMessage: 'Minimum rating' },
  ratingAny: { id: 'discovery.search.ratingAny', defaultMessage: 'Any' },
  ratingAtLeast: { id: 'discovery.search.ratingAtLeast', defaultMessage: '{rating}+' },
  ratingFive: { id: 'discovery.search.ratingFive', defaultMessage: '5' },
  availabilityLabel: {
    id: 'discovery.search.availabilityLabel',
    defaultMessage: 'Only with open appointment slots',
  },
  loading: { id: 'discovery.search.loading', defaultMessage: 'Loading search results…' },
  failed: { id: 'discovery.search.failed', defaultMessage: 'Failed to load search results.' },
  retry: { id: 'discovery.search.retry', defaultMessage: 'Try again' },
  sectionCount: {
    id: 'discovery.search.sectionCount',
    defaultMessage: '{count, plural, one {# result} other {# results}}',
  },
  emptyDoctors: { id: 'discovery.search.emptyDoctors', defaultMessage: 'No doctors found' },
  emptyHospitals: { id: 'discovery.search.emptyHospitals', defaultMessage: 'No hospitals found' },
  emptyLabs: { id: 'discovery.search.emptyLabs', defaultMessage: 'No labs found' },
  emptyPharmacies: {
    id: 'discovery.search.emptyPharmacies',
    defaultMessage: 'No pharmacies found',
  },
  emptyAmbulances: {
    id: 'discovery.search.emptyAmbulances',
    defaultMessage: 'No ambulances found',
  },
});
