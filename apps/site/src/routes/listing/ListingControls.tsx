import type { Sort } from '@kwc/domain';
import { useState } from 'react';
import {
  SelectedFilters,
  SortSelect,
  type FilterRemoval,
  type PredefinedFilters,
  type SelectedFiltersProps,
  type SortSelectOption,
} from '@kwc/ui';

import { setInteractionModality } from 'react-aria-components';

import * as styles from './ListingPage.css';

// The listing's interactive controls, in a chunk of their own: React Aria and Radix make up most
// of their weight, and the server renders them, so the first view needs none of it to show.
export { ListingFilters } from './ListingFilters';

/**
 * The controls came on a pointer's sign of use, no key pressed since: React Aria's focus-visible state
 * starts as a pointer's, so the first press does not run every widget's focus-visible listener in the
 * tap (bench/README.md, "Design notes", `notePointerInUse`). A later key sets the keyboard's.
 */
export function notePointerInUse(): void {
  setInteractionModality('pointer');
}

export interface ListingSortProps {
  /** The listing's sort; `null` when the URL sets none. */
  value: Sort | null;
  options: readonly SortSelectOption[];
  onChange: (sort: Sort) => void;
}

/** The sort select of spec section 3; its label shows from the tablet up. */
export function ListingSort({ value, options, onChange }: ListingSortProps) {
  // The chosen sort shows at once; the listing's own takes over when the sorted listing comes.
  const [chosen, setChosen] = useState<{ base: Sort | null; sort: Sort } | null>(null);
  // Once the listing's sort changes (the sorted listing came, or Back / Forward moved the URL),
  // the choice is spent: it must not come back when the URL returns to the sort it started from.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setChosen(null);
  }
  const shown = chosen && chosen.base === value ? chosen.sort : value;
  return (
    <SortSelect
      className={styles.sort}
      value={shown}
      options={options}
      onChange={(sort) => {
        setChosen({ base: value, sort });
        onChange(sort);
      }}
    />
  );
}

export interface ListingChipsProps extends Pick<SelectedFiltersProps, 'filters' | 'onClearAll'> {
  predefined: PredefinedFilters;
  onRemove: (removal: FilterRemoval) => void;
}

/** The chosen filters as removable chips; those a landing page fixes are shown locked. */
export function ListingChips({ filters, predefined, onRemove, onClearAll }: ListingChipsProps) {
  return (
    <SelectedFilters
      className={styles.selectedChips}
      filters={filters}
      predefined={predefined}
      onRemove={onRemove}
      onClearAll={onClearAll}
    />
  );
}
