import { encodeSort, SORT_OPTIONS, sortLabel, type Sort, type SortDirection, type SortField } from '@kwc/domain';
import { visuallyHidden } from '@kwc/tokens';
import {
  Button,
  I18nProvider,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';

import { Icon } from '../Icon';
import * as styles from './SortSelect.css';

/** Copy of the sort select. ours: the spec names the options, not the control. */
export const SORT_SELECT_MESSAGES = {
  label: 'Sortuj',
} as const;

/** The listing's sort when the URL sets none (the API sorts by popularity). */
export const DEFAULT_LISTING_SORT: Sort = { value: 'popularity', direction: 'desc' };

/** A sort offered by the select: a field, a direction and its Polish label. */
export interface SortSelectOption {
  /** The field sorted by. */
  field: SortField;
  /** Ascending or descending. */
  direction: SortDirection;
  /** The Polish label shown in the list. */
  label: string;
}

export interface SortSelectProps {
  /** The listing's sort (the decoded category path's `sort`); `null` when the URL sets none. */
  value: Sort | null;
  /** Called with the chosen sort and its URL form `value_direction` (e.g. `price_asc`). */
  onChange: (sort: Sort, encoded: string) => void;
  /**
   * What `value: null` means, shown as selected.
   * @default DEFAULT_LISTING_SORT (popularity, descending)
   */
  defaultSort?: Sort;
  /**
   * The sorts offered, in order.
   * @default SORT_OPTIONS (the twelve of spec section 3)
   */
  options?: readonly SortSelectOption[];
  /**
   * Label before the button.
   * @default 'Sortuj'
   */
  label?: string;
  /**
   * Hides the label visually (it stays the accessible name).
   * @default false
   */
  hideLabel?: boolean;
  /** Whether the list is open when controlled. */
  isOpen?: boolean;
  /**
   * Whether the list is open on first render.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Class added to the root. */
  className?: string;
}

/** The options to list: `options`, plus the current sort when it is a valid one they lack. */
export function sortSelectItems(
  options: readonly SortSelectOption[],
  current: Sort,
): { id: string; label: string; sort: Sort }[] {
  const items = options.map((option) => {
    const sort: Sort = { value: option.field, direction: option.direction };
    return { id: encodeSort(sort), label: option.label, sort };
  });
  const currentId = encodeSort(current);
  if (!items.some((item) => item.id === currentId)) {
    items.push({ id: currentId, label: sortLabel(current), sort: current });
  }
  return items;
}

/**
 * The listing's sort order (spec section 3 "Sort options"): a React Aria select with the twelve
 * sorts and their Polish labels. Controlled: it emits the chosen sort and its `value_direction`
 * form; the site puts it in the URL.
 */
export function SortSelect({
  value,
  onChange,
  defaultSort = DEFAULT_LISTING_SORT,
  options = SORT_OPTIONS,
  label = SORT_SELECT_MESSAGES.label,
  hideLabel = false,
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
}: SortSelectProps) {
  const current = value ?? defaultSort;
  const items = sortSelectItems(options, current);
  const handleChange = (key: Key | null) => {
    const item = items.find((candidate) => candidate.id === key);
    if (item && item.id !== encodeSort(current)) onChange(item.sort, item.id);
  };
  return (
    <I18nProvider locale="pl-PL">
      <Select
        value={encodeSort(current)}
        onChange={handleChange}
        isOpen={isOpen}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        className={className ? `${styles.root} ${className}` : styles.root}
      >
        <Label className={hideLabel ? visuallyHidden : styles.label}>{label}</Label>
        <Button className={styles.trigger}>
          <SelectValue className={styles.value} />
          <Icon name="chevronDown" size={18} className={styles.chevron} />
        </Button>
        <Popover className={styles.popover} offset={6} placement="bottom end">
          <ListBox className={styles.list} items={items}>
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.label} className={styles.item}>
                <span className={styles.itemLabel}>{item.label}</span>
                <Icon name="check" size={18} className={styles.itemCheck} />
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
    </I18nProvider>
  );
}
