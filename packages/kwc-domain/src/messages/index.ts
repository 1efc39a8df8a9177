export * from './messages';
export * from './wishlist-lists';
