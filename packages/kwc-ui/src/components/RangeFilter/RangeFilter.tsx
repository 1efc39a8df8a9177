import type { Range } from '@kwc/domain';
import { visuallyHidden } from '@kwc/tokens';
import { useRef, useState } from 'react';
import {
  I18nProvider,
  Input,
  Label,
  NumberField,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';

import { Button } from '../Button';
import { Icon } from '../Icon';
import { SHARED_MESSAGES } from '../private/messages';
import {
  describeRange,
  formatRangeNumber,
  isRangeActive,
  normalizeRange,
  RANGE_FORMAT_OPTIONS,
  sameRange,
  type RangeBounds,
  type RangeFormat,
} from './range';
import * as styles from './RangeFilter.css';

/** Copy of the range filter. ours: the spec fixes none of it. */
export const RANGE_FILTER_MESSAGES = {
  from: 'Od',
  to: 'Do',
  clear: SHARED_MESSAGES.clear,
  clearLabel: (label: string) => `Wyczyść filtr ${label}`,
  any: 'Dowolnie',
  predefined: SHARED_MESSAGES.predefined,
} as const;

export interface RangeFilterProps {
  /** Name of the filter ('Cena', 'Liczba HITów', 'Liczba opinii'): the slider's label. */
  label: string;
  /** The chosen range (the `agg_*` filter's `value`); a `null` end is open. */
  value: Range;
  /** Lowest and highest value in the listing (the `agg_*` filter's `bounds`): the slider's ends. */
  bounds: RangeBounds;
  /**
   * Called with the new range when a change is committed: a thumb released, a field left or
   * confirmed with Enter, a keyboard step, 'Wyczyść'. Never on every step of a drag. Ends at their
   * bound come as `null`.
   */
  onChange: (value: Range) => void;
  /**
   * `price` shows złoty (pl-PL, `20 zł`), `number` plain counts.
   * @default 'number'
   */
  format?: RangeFormat;
  /**
   * Step of the slider and the fields.
   * @default 1
   */
  step?: number;
  /**
   * A landing page fixes the range (`predefined`): shown locked, with a note.
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

type Thumbs = [number, number];

/**
 * A min/max filter: price, number of HITs, number of reviews (spec section 3 "Filters state"). A
 * two-thumb React Aria slider between the facet's bounds and two number fields, 'Od' and 'Do'.
 * Controlled, and it commits only when a gesture ends, so dragging does not send a request per pixel.
 */
export function RangeFilter({
  label,
  value,
  bounds,
  onChange,
  format = 'number',
  step = 1,
  isPredefined = false,
  hideLabel = false,
  className,
}: RangeFilterProps) {
  const formatOptions = RANGE_FORMAT_OPTIONS[format];
  const isDisabled = isPredefined || bounds.max <= bounds.min;
  const committed = normalizeRange(value, bounds);
  const committedKey = `${committed.min}:${committed.max}`;
  // Thumb positions while dragging, and after a commit until the new value comes back as a prop.
  const [draft, setDraft] = useState<{ key: string; thumbs: Thumbs } | null>(null);
  const thumbs: Thumbs =
    draft && draft.key === committedKey ? draft.thumbs : [committed.min ?? bounds.min, committed.max ?? bounds.max];
  const shown: Range = normalizeRange({ min: thumbs[0], max: thumbs[1] }, bounds);
  const firstThumb = useRef<HTMLInputElement>(null);

  const commit = (next: Range) => {
    const normalized = normalizeRange(next, bounds);
    if (!sameRange(normalized, committed)) onChange(normalized);
  };

  const classes = className ? `${styles.root} ${className}` : styles.root;

  return (
    <I18nProvider locale="pl-PL">
      <div className={classes}>
        <Slider
          value={thumbs}
          minValue={bounds.min}
          maxValue={Math.max(bounds.max, bounds.min + step)}
          step={step}
          formatOptions={formatOptions}
          isDisabled={isDisabled}
          onChange={(next) => setDraft({ key: committedKey, thumbs: next as Thumbs })}
          onChangeEnd={(next) => {
            const [min, max] = next as Thumbs;
            setDraft({ key: committedKey, thumbs: [min, max] });
            commit({ min, max });
          }}
          className={styles.slider}
        >
          <div className={styles.header}>
            <Label className={hideLabel ? visuallyHidden : styles.label}>{label}</Label>
            <SliderOutput className={isRangeActive(shown) ? styles.output : `${styles.output} ${styles.outputIdle}`}>
              {isRangeActive(shown) ? describeRange(shown, format) : RANGE_FILTER_MESSAGES.any}
            </SliderOutput>
            {isRangeActive(committed) && !isDisabled ? (
              <Button
                variant="ghost"
                size="sm"
                className={styles.clear}
                aria-label={RANGE_FILTER_MESSAGES.clearLabel(label)}
                onClick={() => {
                  setDraft(null);
                  onChange({ min: null, max: null });
                  // The button goes with the filter; the slider keeps focus in the filter.
                  firstThumb.current?.focus();
                }}
              >
                {RANGE_FILTER_MESSAGES.clear}
              </Button>
            ) : null}
          </div>
          <SliderTrack className={styles.track}>
            {({ state }) => {
              const start = state.getThumbPercent(0) * 100;
              const end = state.getThumbPercent(1) * 100;
              return (
                <>
                  <span className={styles.rail} aria-hidden="true" />
                  <span
                    className={styles.fill}
                    aria-hidden="true"
                    style={{ left: `${start}%`, width: `${Math.max(0, end - start)}%` }}
                  />
                  <SliderThumb
                    index={0}
                    aria-label={RANGE_FILTER_MESSAGES.from}
                    inputRef={firstThumb}
                    className={styles.thumb}
                  />
                  <SliderThumb index={1} aria-label={RANGE_FILTER_MESSAGES.to} className={styles.thumb} />
                </>
              );
            }}
          </SliderTrack>
          <div className={styles.scale} aria-hidden="true">
            <span>{formatRangeNumber(bounds.min, format)}</span>
            <span>{formatRangeNumber(bounds.max, format)}</span>
          </div>
        </Slider>
        <div className={styles.fields}>
          <NumberField
            value={shown.min ?? Number.NaN}
            minValue={bounds.min}
            maxValue={bounds.max}
            step={step}
            formatOptions={formatOptions}
            isDisabled={isDisabled}
            onChange={(min) => commit({ min: Number.isNaN(min) ? null : min, max: shown.max })}
            className={styles.field}
          >
            <Label className={styles.fieldLabel}>{RANGE_FILTER_MESSAGES.from}</Label>
            <Input className={styles.input} placeholder={formatRangeNumber(bounds.min, format)} />
          </NumberField>
          <span className={styles.dash} aria-hidden="true">
            –
          </span>
          <NumberField
            value={shown.max ?? Number.NaN}
            minValue={bounds.min}
            maxValue={bounds.max}
            step={step}
            formatOptions={formatOptions}
            isDisabled={isDisabled}
            onChange={(max) => commit({ min: shown.min, max: Number.isNaN(max) ? null : max })}
            className={styles.field}
          >
            <Label className={styles.fieldLabel}>{RANGE_FILTER_MESSAGES.to}</Label>
            <Input className={styles.input} placeholder={formatRangeNumber(bounds.max, format)} />
          </NumberField>
        </div>
        {isPredefined ? (
          <p className={styles.note}>
            <Icon name="info" size={14} />
            {RANGE_FILTER_MESSAGES.predefined}
          </p>
        ) : null}
      </div>
    </I18nProvider>
  );
}
