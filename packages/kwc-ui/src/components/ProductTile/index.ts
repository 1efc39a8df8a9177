export {
  AGE_RESTRICTED_PLACEHOLDER_SRC,
  HIT_FORMS,
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_TILE_MESSAGES,
  ProductTile,
  productImageSources,
  REVIEW_FORMS,
  type ProductBadge,
  type ProductTileProps,
} from './ProductTile';
