export {
  DEFAULT_LISTING_SORT,
  SORT_SELECT_MESSAGES,
  SortSelect,
  sortSelectItems,
  type SortSelectOption,
  type SortSelectProps,
} from './SortSelect';
