export * from './category-path';
export * from './filter-names';
