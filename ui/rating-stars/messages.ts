import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  rated: { rating: string; max: string };
  ratedWithCount: { rating: string; max: string; count: number };
  count: { count: number };
  noRatings: NoMessageValues;
  inputLabel: NoMessageValues;
  star: { count: number };
}>({
  rated: {
    id: 'ui.ratingStars.rated',
    defaultMessage: 'Rated {rating} out of {max}',
    description: 'Accessible name of a star rating; both numbers are already formatted.',
  },
  ratedWithCount: {
    id: 'ui.ratingStars.ratedWithCount',
    defaultMessage:
      'Rated {rating} out of {max}, {count, plural, one {# rating} other {# ratings}}',
    description: 'Accessible name of a star rating with how many people rated.',
  },
  count: {
    id: 'ui.ratingStars.count',
    defaultMessage: '({count, number})',
    description: 'Visible number of ratings next to the stars, e.g. (128).',
  },
  noRatings: {
    id: 'ui.ratingStars.noRatings',
    defaultMessage: 'No ratings yet',
    description: 'Shown instead of a score when nobody has rated yet.',
  },
  inputLabel: {
    id: 'ui.ratingStars.inputLabel',
    defaultMessage: 'Rating',
    description: 'Default accessible name of the star picker.',
  },
  star: {
    id: 'ui.ratingStars.star',
    defaultMessage: '{count, plural, one {# star} other {# stars}}',
    description: 'Accessible name of one option in the star picker.',
  },
});
