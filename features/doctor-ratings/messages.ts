import { defineMessages, type NoMessageValues } from 'react-intl';
import type { DoctorRatingCriterion } from '@contract/doctor-ratings';

const plainMessages = defineMessages({
  title: { id: 'doctorRatings.visited.title', defaultMessage: 'Doctors you have visited' },
  intro: {
    id: 'doctorRatings.visited.intro',
    defaultMessage: 'Rate each visit once. Your rating helps other patients choose.',
  },
  empty: {
    id: 'doctorRatings.visited.empty',
    defaultMessage: 'No visits yet. Doctors you see will show here after your appointment.',
  },
  loadFailed: {
    id: 'doctorRatings.visited.loadFailed',
    defaultMessage: 'Failed to load visited doctors',
  },
  loading: { id: 'doctorRatings.visited.loading', defaultMessage: 'Loading visited doctors…' },
  viewProfile: { id: 'doctorRatings.visited.viewProfile', defaultMessage: 'View profile' },
  notVerified: {
    id: 'doctorRatings.visited.notVerified',
    defaultMessage: 'Not yet verified: cannot be rated',
  },
  dialogDescription: {
    id: 'doctorRatings.dialog.description',
    defaultMessage: 'Overall rating is required; the rest is optional.',
  },
  stars: { id: 'doctorRatings.dialog.stars', defaultMessage: 'Overall rating' },
  criteria: { id: 'doctorRatings.dialog.criteria', defaultMessage: 'Rate in detail (optional)' },
  comment: { id: 'doctorRatings.dialog.comment', defaultMessage: 'Additional comments' },
  submit: { id: 'doctorRatings.dialog.submit', defaultMessage: 'Submit rating' },
  cancel: { id: 'doctorRatings.dialog.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'doctorRatings.dialog.saved', defaultMessage: 'Thank you, your rating is saved' },
  submitFailed: {
    id: 'doctorRatings.dialog.submitFailed',
    defaultMessage: 'Failed to submit rating',
  },
  doctorLoadFailed: {
    id: 'doctorRatings.dialog.doctorLoadFailed',
    defaultMessage: 'Failed to load doctor data',
  },
  doctorLoading: { id: 'doctorRatings.dialog.doctorLoading', defaultMessage: 'Loading doctor…' },
  eligibilityFailed: {
    id: 'doctorRatings.dialog.eligibilityFailed',
    defaultMessage: 'Unable to verify rating eligibility',
  },
});

const valueMessages = defineMessages<{
  visits: { count: number; date: string };
  rate: { name: string };
  rated: { stars: number };
  dialogTitle: { name: string };
}>({
  visits: {
    id: 'doctorRatings.visited.visits',
    defaultMessage: '{count, plural, one {# visit} other {# visits}}, last on {date}',
  },
  rate: { id: 'doctorRatings.visited.rate', defaultMessage: 'Rate {name}' },
  rated: { id: 'doctorRatings.visited.rated', defaultMessage: 'You rated {stars} of 5' },
  dialogTitle: { id: 'doctorRatings.dialog.title', defaultMessage: 'Rate {name}' },
});

export const messages = { ...plainMessages, ...valueMessages };

export const criterionMessages = defineMessages<Record<DoctorRatingCriterion, NoMessageValues>>({
  communication: { id: 'doctorRatings.criteria.communication', defaultMessage: 'Communication' },
  timeliness: { id: 'doctorRatings.criteria.timeliness', defaultMessage: 'Timeliness' },
  documentation: { id: 'doctorRatings.criteria.documentation', defaultMessage: 'Documentation' },
  availability: { id: 'doctorRatings.criteria.availability', defaultMessage: 'Availability' },
  treatmentResponse: {
    id: 'doctorRatings.criteria.treatmentResponse',
    defaultMessage: 'Response to treatment',
  },
});
