export * from './follow-endpoints';
export * from './follow-labels';
export * from './follow-messages';
export * from './follow-paths';
export * from './follows';
