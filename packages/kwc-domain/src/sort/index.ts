export * from './sort';
