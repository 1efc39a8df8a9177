export * from './account';
export * from './account-details';
export * from './adult-gate';
export * from './age';
export * from './age-schema';
export * from './credentials';
export * from './password-strength';
export * from './token';
