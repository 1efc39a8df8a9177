export { SearchPanel, submitLabel, type SearchPanelProps } from './SearchPanel';
export {
  groupSearchResults,
  highlightMatch,
  SEARCH_GROUP_LABELS,
  SEARCH_GROUP_ORDER,
  searchPanelState,
  type SearchPanelState,
  type SearchResultEntry,
  type SearchResultGroup,
  type TitleSegment,
} from './searchResults';
