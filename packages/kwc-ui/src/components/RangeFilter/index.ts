export { RANGE_FILTER_MESSAGES, RangeFilter, type RangeFilterProps } from './RangeFilter';
export {
  describeRange,
  formatRangeNumber,
  isRangeActive,
  normalizeRange,
  RANGE_FORMAT_OPTIONS,
  sameRange,
  type RangeBounds,
  type RangeFormat,
} from './range';
