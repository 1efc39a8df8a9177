export * from './sort';
export * from './sort-schema';
