export * from './category-path';
