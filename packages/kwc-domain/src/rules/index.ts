export * from './ab-test';
export * from './links';
export * from './listing';
export * from './menu-content';
export * from './polish';
export * from './polish-months';
export * from './product-reload';
