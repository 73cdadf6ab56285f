// Apart from @ui/rating-stars: the field brings the form library, which the directory's
// cards, showing stars only, must not download.
export { RatingCriteriaFieldset, RatingStarsField } from './rating-stars-field';
