export {
  DEFAULT_PRODUCT_GRID_COLUMNS,
  PRODUCT_GRID_MESSAGES,
  ProductGrid,
  productGridSizes,
  type ProductGridColumns,
  type ProductGridProps,
  type ProductGridTileOptions,
} from './ProductGrid';
