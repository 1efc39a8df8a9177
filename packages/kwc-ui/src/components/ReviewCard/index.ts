export {
  LIKE_FORMS,
  REVIEW_CARD_MESSAGES,
  REVIEW_PREVIEW_CHARS,
  ReviewCard,
  reviewPoints,
  type ReviewCardData,
  type ReviewCardProps,
} from './ReviewCard';
