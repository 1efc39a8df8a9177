export * from './profile';
export * from './profile-endpoints';
export * from './profile-paths';
export * from './ranks';
