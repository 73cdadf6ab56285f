export { RatingStars, ratingStarsVariants, type RatingStarsProps } from './rating-stars';
export { roundRating, starFills, toWholeStars } from './rating';
