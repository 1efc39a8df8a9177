export {
  MAX_RATING,
  RATING_MESSAGES,
  RatingStars,
  RatingStarsInput,
  ratingLabel,
  starCountLabel,
  starFills,
  type RatingStarsInputProps,
  type RatingStarsProps,
} from './RatingStars';
