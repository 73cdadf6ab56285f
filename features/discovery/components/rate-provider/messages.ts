import { defineMessages, type NoMessageValues } from 'react-intl';
import type { ProviderRatingCriterion } from '@contract/provider-ratings';

export const messages = defineMessages({
  title: { id: 'discovery.rateProvider.title', defaultMessage: 'Rate this provider' },
  stars: { id: 'discovery.rateProvider.stars', defaultMessage: 'Your rating' },
  criteria: { id: 'discovery.rateProvider.criteria', defaultMessage: 'Rate in detail (optional)' },
  comment: { id: 'discovery.rateProvider.comment', defaultMessage: 'Comment (optional)' },
  save: { id: 'discovery.rateProvider.save', defaultMessage: 'Save rating' },
  saved: { id: 'discovery.rateProvider.saved', defaultMessage: 'Thank you, your rating is saved' },
  verifyFirst: {
    id: 'discovery.rateProvider.verifyFirst',
    defaultMessage: 'Verify your account to rate providers.',
  },
  loading: { id: 'discovery.rateProvider.loading', defaultMessage: 'Loading your rating…' },
  loadFailed: {
    id: 'discovery.rateProvider.loadFailed',
    defaultMessage: 'Your rating could not be loaded.',
  },
});

/** The card's Rate action and its dialog. */
export const dialogMessages = defineMessages<{
  rate: NoMessageValues;
  rateName: { name: string };
  description: NoMessageValues;
}>({
  rate: { id: 'discovery.rateProvider.rate', defaultMessage: 'Rate' },
  rateName: { id: 'discovery.rateProvider.rateName', defaultMessage: 'Rate {name}' },
  description: {
    id: 'discovery.rateProvider.description',
    defaultMessage: 'Your stars and comment help other patients choose. You can change them later.',
  },
});

/** The providers' criteria of 002 §3. */
export const criterionMessages = defineMessages<Record<ProviderRatingCriterion, NoMessageValues>>({
  facilities: { id: 'discovery.rateProvider.criteria.facilities', defaultMessage: 'Facilities' },
  accuracy: {
    id: 'discovery.rateProvider.criteria.accuracy',
    defaultMessage: 'Accuracy of results',
  },
  serviceSpeed: {
    id: 'discovery.rateProvider.criteria.serviceSpeed',
    defaultMessage: 'Speed of service',
  },
  medicineAvailability: {
    id: 'discovery.rateProvider.criteria.medicineAvailability',
    defaultMessage: 'Medicine availability',
  },
  medicineQuality: {
    id: 'discovery.rateProvider.criteria.medicineQuality',
    defaultMessage: 'Medicine quality',
  },
  pricing: { id: 'discovery.rateProvider.criteria.pricing', defaultMessage: 'Pricing' },
  responseTime: {
    id: 'discovery.rateProvider.criteria.responseTime',
    defaultMessage: 'Response time',
  },
  medicalEquipment: {
    id: 'discovery.rateProvider.criteria.medicalEquipment',
    defaultMessage: 'Medical equipment',
  },
  staffProfessionalism: {
    id: 'discovery.rateProvider.criteria.staffProfessionalism',
    defaultMessage: 'Staff professionalism',
  },
  vehicleCondition: {
    id: 'discovery.rateProvider.criteria.vehicleCondition',
    defaultMessage: 'Vehicle condition',
  },
});
