/** The attribute that marks a listing's product grid for item views: its value names the list shown. */
export const ITEM_LIST_ATTRIBUTE = 'data-item-list';
/** The listing position (1-based) of the grid's first product. */
export const START_POSITION_ATTRIBUTE = 'data-start-position';
