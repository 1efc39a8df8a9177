export {
  defaultExpandedGroups,
  FILTERS_PANEL_MESSAGES,
  FiltersPanel,
  showProductsLabel,
  type FiltersPanelProps,
  type OptionsFilterState,
} from './FiltersPanel';
