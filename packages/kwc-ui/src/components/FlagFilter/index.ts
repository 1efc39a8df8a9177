export { FLAG_FILTER_LABELS, FLAG_FILTER_MESSAGES, FlagFilter, type FlagFilterProps } from './FlagFilter';
