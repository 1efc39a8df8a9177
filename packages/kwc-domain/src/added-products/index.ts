export * from './added-product';
export * from './added-product-endpoints';
export * from './added-product-messages';
export * from './added-product-paths';
export * from './added-product-reasons';
