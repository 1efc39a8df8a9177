export {
  REVIEW_FORM_MESSAGES,
  ReviewForm,
  type ReviewFormProps,
  type ReviewFormShop,
  type ReviewSaveState,
} from './ReviewForm';
export {
  EMPTY_REVIEW_FORM_VALUE,
  reviewDraftOf,
  reviewFormValueOf,
  reviewInputOf,
  type ReviewFormValue,
} from './reviewFormValue';
