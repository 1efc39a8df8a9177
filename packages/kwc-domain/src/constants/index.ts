export * from './api-paths';
export * from './constants';
export * from './identifiers';
export * from './pages';
