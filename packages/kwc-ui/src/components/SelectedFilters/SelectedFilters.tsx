import type { AggFilters } from '@kwc/domain';
import { visuallyHidden } from '@kwc/tokens';
import { Button as AriaButton, I18nProvider, Label, Tag, TagGroup, TagList } from 'react-aria-components';

import { Button } from '../Button';
import { Icon } from '../Icon';
import { SHARED_MESSAGES } from '../private/messages';
import { activeFilterChips, type FilterRemoval, type PredefinedFilters } from './activeFilters';
import * as styles from './SelectedFilters.css';

/** Copy of the chips. ours: the spec fixes none of it. */
export const SELECTED_FILTERS_MESSAGES = {
  label: 'Wybrane filtry',
  /** React Aria names the remove button by this and the chip: 'Usuń filtr: Marka: Nivea'. */
  remove: 'Usuń filtr:',
  clearAll: SHARED_MESSAGES.clearAll,
  predefined: 'ustawione na tej stronie',
} as const;

export interface SelectedFiltersProps {
  /** The category response's `filters` (`agg_*`). */
  filters: AggFilters;
  /** Called when a chip is removed, with the filter's value without it. */
  onRemove: (removal: FilterRemoval) => void;
  /** Called by 'Wyczyść wszystkie': every filter the visitor chose goes (predefined ones stay). */
  onClearAll: () => void;
  /**
   * Filters a landing page fixes (`FiltersState['predefined']`): their chips show without a remove
   * button. Without it, a filter marked `predefined` is fixed as a whole.
   */
  predefined?: PredefinedFilters;
  /**
   * Shows the 'Wybrane filtry' label before the chips (it is the list's accessible name anyway).
   * @default false
   */
  showLabel?: boolean;
  /** Class added to the root. */
  className?: string;
}

/**
 * The active filters as chips above a listing, each with a remove button ('Usuń filtr: Marka:
 * Nivea'), and 'Wyczyść wszystkie'. A React Aria tag group: one Tab stop, arrows between chips,
 * Delete or Backspace removes one, and focus moves to a neighbour when its chip goes. Controlled:
 * renders nothing when no filter is active.
 */
export function SelectedFilters({
  filters,
  onRemove,
  onClearAll,
  predefined,
  showLabel = false,
  className,
}: SelectedFiltersProps) {
  const chips = activeFilterChips(filters, predefined);
  if (chips.length === 0) return null;
  const removable = chips.filter((chip) => !chip.isPredefined);
  const byId = new Map(chips.map((chip) => [chip.id, chip]));

  return (
    <I18nProvider locale="pl-PL">
      <div className={className ? `${styles.root} ${className}` : styles.root}>
        <TagGroup
          className={styles.group}
          onRemove={(keys) => {
            for (const key of keys) {
              const chip = byId.get(String(key));
              if (chip && !chip.isPredefined) onRemove(chip.removal);
            }
          }}
        >
          <Label className={showLabel ? styles.label : visuallyHidden}>{SELECTED_FILTERS_MESSAGES.label}</Label>
          <TagList className={styles.list}>
            {chips.map((chip) => (
              <Tag
                key={chip.id}
                id={chip.id}
                textValue={chip.isPredefined ? `${chip.label}, ${SELECTED_FILTERS_MESSAGES.predefined}` : chip.label}
                className={styles.chip({ predefined: chip.isPredefined })}
              >
                {chip.isPredefined ? <Icon name="info" size={14} className={styles.predefinedIcon} /> : null}
                <span className={styles.chipLabel}>{chip.label}</span>
                {chip.isPredefined ? (
                  <span className={visuallyHidden}>{`, ${SELECTED_FILTERS_MESSAGES.predefined}`}</span>
                ) : (
                  <AriaButton slot="remove" aria-label={SELECTED_FILTERS_MESSAGES.remove} className={styles.remove}>
                    <Icon name="close" size={14} />
                  </AriaButton>
                )}
              </Tag>
            ))}
          </TagList>
        </TagGroup>
        {removable.length > 0 ? (
          <Button variant="ghost" size="sm" className={styles.clearAll} onClick={onClearAll}>
            {SELECTED_FILTERS_MESSAGES.clearAll}
          </Button>
        ) : null}
      </div>
    </I18nProvider>
  );
}
