// The catalogue's listings and the ingredient pages share the listing's results (filters, sort, grid):
// one chunk for both. As two, the modules they share took a chunk of their own, which reordered the
// shared chunks until one imported another back and the client stopped at start.
export * as listing from './ListingPage';
export * as ingredient from '../directory/IngredientPage';
