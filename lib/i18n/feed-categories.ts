import { defineMessages, type IntlShape } from 'react-intl';
import type { FeedCategory } from '@contract/feed';

/**
 * The health feed's categories (contract/feed.ts) as readers see them: the post form's
 * topics and the feed filter's specialties. Shared by the feed and the landing teaser.
 */
export const feedCategoryMessages = defineMessages({
  'Health Tips': { id: 'feed.category.healthTips', defaultMessage: 'Health Tips' },
  'Medical News': { id: 'feed.category.medicalNews', defaultMessage: 'Medical News' },
  'Disease Awareness': {
    id: 'feed.category.diseaseAwareness',
    defaultMessage: 'Disease Awareness',
  },
  Nutrition: { id: 'feed.category.nutrition', defaultMessage: 'Nutrition' },
  'Mental Health': { id: 'feed.category.mentalHealth', defaultMessage: 'Mental Health' },
  Fitness: { id: 'feed.category.fitness', defaultMessage: 'Fitness' },
  Medication: { id: 'feed.category.medication', defaultMessage: 'Medication' },
  'Preventive Care': { id: 'feed.category.preventiveCare', defaultMessage: 'Preventive Care' },
  "Women's Health": { id: 'feed.category.womensHealth', defaultMessage: "Women's Health" },
  "Men's Health": { id: 'feed.category.mensHealth', defaultMessage: "Men's Health" },
  'Child Health': { id: 'feed.category.childHealth', defaultMessage: 'Child Health' },
  'Elderly Care': { id: 'feed.category.elderlyCare', defaultMessage: 'Elderly Care' },
  Other: { id: 'feed.category.other', defaultMessage: 'Other' },
  'General Health': { id: 'feed.category.generalHealth', defaultMessage: 'General Health' },
  Cardiology: { id: 'feed.category.cardiology', defaultMessage: 'Cardiology' },
  Dermatology: { id: 'feed.category.dermatology', defaultMessage: 'Dermatology' },
  Endocrinology: { id: 'feed.category.endocrinology', defaultMessage: 'Endocrinology' },
  Gastroenterology: { id: 'feed.category.gastroenterology', defaultMessage: 'Gastroenterology' },
  Neurology: { id: 'feed.category.neurology', defaultMessage: 'Neurology' },
  Oncology: { id: 'feed.category.oncology', defaultMessage: 'Oncology' },
  Orthopedics: { id: 'feed.category.orthopedics', defaultMessage: 'Orthopedics' },
  Pediatrics: { id: 'feed.category.pediatrics', defaultMessage: 'Pediatrics' },
  Psychiatry: { id: 'feed.category.psychiatry', defaultMessage: 'Psychiatry' },
  Pulmonology: { id: 'feed.category.pulmonology', defaultMessage: 'Pulmonology' },
  Radiology: { id: 'feed.category.radiology', defaultMessage: 'Radiology' },
  Urology: { id: 'feed.category.urology', defaultMessage: 'Urology' },
}) satisfies Record<FeedCategory, unknown>;

/** The label of a category; an unknown stored value is shown as it is. */
export function feedCategoryLabel(intl: IntlShape, category: string): string {
  const message = (
    feedCategoryMessages as Record<string, (typeof feedCategoryMessages)[FeedCategory]>
  )[category];
  return message ? intl.formatMessage(message) : category;
}
