export {
  MAX_RATING,
  RATING_MESSAGES,
  RatingStars,
  ratingLabel,
  starCountLabel,
  starFills,
  starsFillPercent,
  type RatingStarsProps,
} from './RatingStars';
export { RatingStarsInput, type RatingStarsInputProps } from './RatingStarsInput';
