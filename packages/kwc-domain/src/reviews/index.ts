export * from './published-reviews';
export * from './review';
export * from './review-sorts';
