export * from './analytics';
export * from './fields';
export * from './limits';
export * from './monitoring';
export * from './search';
export * from './search-phrase';
export * from './tag-manager';
