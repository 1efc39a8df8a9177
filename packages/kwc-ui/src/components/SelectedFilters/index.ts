export { SELECTED_FILTERS_MESSAGES, SelectedFilters, type SelectedFiltersProps } from './SelectedFilters';
export {
  activeFilterChips,
  activeFilterCount,
  predefinedValuesOf,
  rangeFormatOf,
  type ActiveFilterChip,
  type AggFilterName,
  type FilterRemoval,
  type PredefinedFilters,
} from './activeFilters';
