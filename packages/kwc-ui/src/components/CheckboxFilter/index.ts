export {
  CHECKBOX_FILTER_MESSAGES,
  CheckboxFilter,
  type CheckboxFilterLayout,
  type CheckboxFilterProps,
} from './CheckboxFilter';
export { arrangeOptions, foldSearchText, matchesOptionSearch, type CheckboxFilterOption } from './filterOptions';
