export * from './published-reviews';
export * from './review';
export * from './review-labels';
export * from './review-sorts';
