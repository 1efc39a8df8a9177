export * from './ab-test';
export * from './adult';
export * from './links';
export * from './listing';
export * from './menu-content';
export * from './polish';
export * from './product-reload';
export * from './token';
