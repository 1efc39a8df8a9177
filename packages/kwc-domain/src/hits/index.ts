export * from './hit';
export * from './hit-endpoints';
export * from './hit-messages';
export * from './hit-paths';
