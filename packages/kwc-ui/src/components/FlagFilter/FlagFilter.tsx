import type { FilterFlag, FlagFilterName } from '@kwc/domain';
import { visuallyHidden } from '@kwc/tokens';
import { I18nProvider, Label, Radio, RadioGroup } from 'react-aria-components';

import { Icon } from '../Icon';
import { SHARED_MESSAGES } from '../private/messages';
import * as styles from './FlagFilter.css';

/**
 * Names of the promo flags and their "only …" choice (spec section 3: all products versus only
 * bestsellers, only new, or only promotions and sales). ours: the Polish wording.
 */
export const FLAG_FILTER_LABELS = {
  bestseller: { label: 'Bestsellery', only: 'Tylko bestsellery' },
  new_until_date: { label: 'Nowości', only: 'Tylko nowości' },
  offer_sale: { label: 'Promocje', only: 'Tylko promocje' },
} as const satisfies Record<FlagFilterName, { label: string; only: string }>;

/** Copy of the flag filter. ours. */
export const FLAG_FILTER_MESSAGES = {
  all: 'Wszystkie produkty',
  predefined: SHARED_MESSAGES.predefined,
} as const;

export interface FlagFilterProps {
  /** Which promo flag: `bestseller`, `new_until_date` or `offer_sale`. */
  flag: FlagFilterName;
  /** 0: all products, 1: only the flagged ones (the `agg_*` filter's `value`). */
  value: FilterFlag;
  /** Called with the new choice. */
  onChange: (value: FilterFlag) => void;
  /**
   * The `agg_*` filter's `visible`: when false nothing renders (no product in the listing has
   * the flag).
   * @default true
   */
  visible?: boolean;
  /**
   * Name of the group.
   * @default FLAG_FILTER_LABELS[flag].label
   */
  label?: string;
  /**
   * A landing page fixes the flag (`predefined`): shown locked, with a note.
   * @default false
   */
  isPredefined?: boolean;
  /**
   * Hides the label visually (it stays the accessible name), e.g. under a disclosure button that
   * shows it.
   * @default false
   */
  hideLabel?: boolean;
  /** Class added to the root. */
  className?: string;
}

/**
 * A promo flag filter (bestsellers, new products, promotions): a React Aria radio pair, 'Wszystkie
 * produkty' or 'Tylko …'. Controlled; hidden when the listing has no such product.
 */
export function FlagFilter({
  flag,
  value,
  onChange,
  visible = true,
  label = FLAG_FILTER_LABELS[flag].label,
  isPredefined = false,
  hideLabel = false,
  className,
}: FlagFilterProps) {
  if (!visible) return null;
  const choices = [
    { key: '0', label: FLAG_FILTER_MESSAGES.all },
    { key: '1', label: FLAG_FILTER_LABELS[flag].only },
  ] as const;
  return (
    <I18nProvider locale="pl-PL">
      <RadioGroup
        value={String(value)}
        onChange={(next) => onChange(next === '1' ? 1 : 0)}
        isDisabled={isPredefined}
        className={className ? `${styles.root} ${className}` : styles.root}
      >
        <Label className={hideLabel ? visuallyHidden : styles.label}>{label}</Label>
        <div className={styles.choices}>
          {choices.map((choice) => (
            <Radio key={choice.key} value={choice.key} className={styles.choice}>
              <span className={styles.dot} aria-hidden="true" />
              {choice.label}
            </Radio>
          ))}
        </div>
        {isPredefined ? (
          <p className={styles.note}>
            <Icon name="info" size={14} />
            {FLAG_FILTER_MESSAGES.predefined}
          </p>
        ) : null}
      </RadioGroup>
    </I18nProvider>
  );
}
