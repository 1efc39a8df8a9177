export * from './category-path';
export * from './constants';
export * from './messages';
export * from './rules';
export * from './schemas';
export * from './sort';
export * from './validation';
