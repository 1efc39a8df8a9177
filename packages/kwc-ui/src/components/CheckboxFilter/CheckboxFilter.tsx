import { formatCount, formatNumber, type FilterOption, type PropertyPattern } from '@kwc/domain';
import { mediaQuery, visuallyHidden } from '@kwc/tokens';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { Button as AriaButton, I18nProvider, Input, SearchField } from 'react-aria-components';

import { Button } from '../Button';
import { Icon } from '../Icon';
import { SHARED_MESSAGES } from '../private/messages';
import { Spinner } from '../Spinner';
import * as styles from './CheckboxFilter.css';
import { arrangeOptions, matchesOptionSearch, type CheckboxFilterOption } from './filterOptions';

/** Copy of the checkbox filter. ours: the spec fixes none of it. */
export const CHECKBOX_FILTER_MESSAGES = {
  loadMore: SHARED_MESSAGES.loadMore,
  searchPlaceholder: 'Szukaj',
  searchLabel: (label: string) => `Szukaj w filtrze ${label}`,
  clearSearch: 'Wyczyść wyszukiwanie',
  noMatches: 'Brak opcji pasujących do wyszukiwania',
  noOptions: 'Brak opcji do wyboru',
  loading: 'Ładowanie opcji…',
  loadingMore: 'Ładowanie kolejnych opcji…',
  predefined: SHARED_MESSAGES.predefined,
  productForms: SHARED_MESSAGES.productForms,
} as const;

/** How the options are laid out (the property pattern's `layout`, spec section 3). */
export type CheckboxFilterLayout = PropertyPattern['layout'];

export interface CheckboxFilterProps {
  /** Name of the filter ('Marka', 'Sklep'): the group's label. */
  label: string;
  /** The loaded options, in the API's order (page by page, `LISTING.filterValuesPageSize` each). */
  options: readonly CheckboxFilterOption[];
  /** Selected option slugs (the `agg_*` filter's `value`). */
  value: readonly string[];
  /** Called with the new selection when an option is checked or unchecked. */
  onChange: (value: string[]) => void;
  /**
   * The selected options as the category response lists them (`selectedOptions`), so a selected
   * option outside the loaded page still shows, with its label, at the top.
   * @default []
   */
  selectedOptions?: readonly CheckboxFilterOption[];
  /**
   * Slugs a landing page fixes (`predefined`): shown checked and locked, with a note.
   * @default []
   */
  predefinedValues?: readonly string[];
  /**
   * `list` (checkbox rows), `tiles` (wrapping pills, with a swatch when an option has a `color`) or
   * `logos` (a grid of brand logos from `image_desktop` / `image_mobile`).
   * @default 'list'
   */
  layout?: CheckboxFilterLayout;
  /**
   * Number of options the filter has, loaded or not (the `agg_*` filter's `total`); decides
   * whether the search field shows.
   * @default options.length
   */
  total?: number;
  /** Search text when controlled (the filters state keeps it per property pattern). */
  search?: string;
  /**
   * Called on every change of the search text, so the site can ask the API for matching options
   * (debouncing is the caller's job). The loaded options are filtered here in any case.
   */
  onSearch?: (search: string) => void;
  /**
   * Whether the search field shows.
   * @default total > 8
   */
  isSearchable?: boolean;
  /**
   * Whether the API has more options: shows 'Pokaż więcej'.
   * @default false
   */
  hasMore?: boolean;
  /** Called by 'Pokaż więcej' to load the next page of options. */
  onLoadMore?: () => void;
  /**
   * The next page of options is loading: 'Pokaż więcej' shows a spinner.
   * @default false
   */
  isLoadingMore?: boolean;
  /**
   * The options are loading (first page or a search): placeholder rows instead of the list.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Hides the label visually (it stays the group's accessible name), e.g. when a disclosure button
   * above already shows it.
   * @default false
   */
  hideLabel?: boolean;
  /** Class added to the root. */
  className?: string;
}

const SEARCH_THRESHOLD = 8;
const PLACEHOLDER_ROWS = 5;

/**
 * A filter with many options to tick: brands, property patterns, the shop filter 'Sklep'
 * (spec sections 3 and 4). Controlled: it emits the new selection and the search text; the site turns
 * them into a URL and API calls. Selected options stay at the top; the rest scroll, filtered by the
 * filter's own search field, with 'Pokaż więcej' loading the next page.
 */
export function CheckboxFilter({
  label,
  options,
  value,
  onChange,
  selectedOptions = [],
  predefinedValues = [],
  layout = 'list',
  total = options.length,
  search,
  onSearch,
  isSearchable = total > SEARCH_THRESHOLD,
  hasMore = false,
  onLoadMore,
  isLoadingMore = false,
  isLoading = false,
  hideLabel = false,
  className,
}: CheckboxFilterProps) {
  const [ownSearch, setOwnSearch] = useState('');
  const searchText = search ?? ownSearch;
  // A tick shows at once in this filter alone; the caller's update (the whole filters panel and
  // the listing follow the selection) runs as a transition, so the tap's frame is not held up.
  const [ticked, setTicked] = useState<string[] | null>(null);
  // Once the caller's selection changes (compared by content: callers may pass a new array each
  // time), the tick is spent: it must not come back when Back returns to the selection it started from.
  const [seenValue, setSeenValue] = useState(value);
  if (!sameSelection(seenValue, value)) {
    setSeenValue(value);
    setTicked(null);
  }
  const selection = ticked ?? value;
  // The top group as it was when focus entered the filter; null while focus is elsewhere.
  const [pinned, setPinned] = useState<readonly FilterOption[] | null>(null);
  const { top, rest } = arrangeOptions({
    options,
    selectedOptions,
    value: selection,
    pinned: pinned ?? undefined,
    search: searchText,
  });
  const changeSelection = (next: string[]) => {
    // A tap focuses and ticks in one task, before the focus handler's pin (a transition) is drawn:
    // pin with the tick, or the option would jump to the top group under the finger and lose focus.
    if (pinned === null) setPinned(top);
    setTicked(next);
    startTransition(() => onChange(next));
  };
  const locked = new Set(predefinedValues);
  const restRef = useRef<HTMLDivElement>(null);
  // Index in `rest` of the first option a 'Pokaż więcej' click asked for: focus goes there once
  // it arrives, as the button may disappear with the last page.
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || isLoadingMore || rest.length <= index) return;
    restRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')[index]?.focus();
    focusFrom.current = null;
  }, [isLoadingMore, rest.length]);

  const handleSearch = (text: string) => {
    setOwnSearch(text);
    onSearch?.(text);
  };

  const chosen = new Set(selection);
  // The rows and the search field are memoised and get handlers that never change (reading the
  // latest state when called): a tick re-renders the row it changed, not every option of the list.
  const latest = useRef({ selection, changeSelection, handleSearch });
  useLayoutEffect(() => {
    latest.current = { selection, changeSelection, handleSearch };
  });
  const onToggle = useCallback((slug: string, checked: boolean) => {
    const { selection: current, changeSelection: change } = latest.current;
    change(checked ? [...current, slug] : current.filter((value) => value !== slug));
  }, []);
  const onSearchChange = useCallback((text: string) => latest.current.handleSearch(text), []);

  const renderOption = (option: CheckboxFilterOption | FilterOption) => (
    <CheckboxOption
      key={option.slug}
      option={option}
      layout={layout}
      checked={chosen.has(option.slug)}
      isLocked={locked.has(option.slug)}
      onToggle={onToggle}
    />
  );

  const classes = className ? `${styles.root} ${className}` : styles.root;
  const searching = searchText.trim() !== '';
  const noMatches =
    searching && rest.length === 0 && !top.some((option) => matchesOptionSearch(option.label, searchText));
  const nothingLoaded = options.length === 0 && top.length === 0;

  return (
    <I18nProvider locale="pl-PL">
      <div
        className={classes}
        aria-busy={isLoading || isLoadingMore || undefined}
        // Not urgent: the pinned group is what shows already; only a later change of the selection
        // reads it. A transition keeps the focusing press from re-rendering every option first.
        onFocus={() => {
          if (pinned === null) startTransition(() => setPinned(top));
        }}
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
            startTransition(() => setPinned(null));
          }
        }}
      >
        <fieldset className={styles.group}>
          <legend className={hideLabel ? visuallyHidden : styles.label}>{label}</legend>
          {isSearchable ? <OptionSearch label={label} value={searchText} onChange={onSearchChange} /> : null}
          {top.length > 0 ? (
            <div className={styles.options({ layout, section: 'selected' })}>{top.map(renderOption)}</div>
          ) : null}
          {isLoading ? (
            <div className={styles.placeholder}>
              {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
                <span key={index} className={styles.placeholderRow} aria-hidden="true" />
              ))}
              <Spinner size="sm" label={CHECKBOX_FILTER_MESSAGES.loading} className={styles.placeholderSpinner} />
            </div>
          ) : rest.length > 0 ? (
            <div ref={restRef} className={styles.options({ layout, section: 'rest' })}>
              {rest.map(renderOption)}
            </div>
          ) : noMatches ? (
            <p className={styles.empty}>{CHECKBOX_FILTER_MESSAGES.noMatches}</p>
          ) : nothingLoaded ? (
            <p className={styles.empty}>{CHECKBOX_FILTER_MESSAGES.noOptions}</p>
          ) : null}
        </fieldset>
        {hasMore && !isLoading ? (
          <Button
            variant="ghost"
            size="sm"
            className={styles.loadMore}
            aria-busy={isLoadingMore || undefined}
            aria-disabled={isLoadingMore || undefined}
            onClick={() => {
              if (isLoadingMore) return;
              focusFrom.current = rest.length;
              onLoadMore?.();
            }}
          >
            {isLoadingMore ? (
              <Spinner size="sm" label={CHECKBOX_FILTER_MESSAGES.loadingMore} />
            ) : (
              <Icon name="chevronDown" size={18} />
            )}
            {CHECKBOX_FILTER_MESSAGES.loadMore}
          </Button>
        ) : null}
      </div>
    </I18nProvider>
  );
}

/**
 * One option: a native checkbox in its label. The tick is the browser's own (no press or focus
 * state to re-render) and the row is memoised, so a tap re-renders this row alone (INP).
 */
const CheckboxOption = memo(function CheckboxOption({
  option,
  layout,
  checked,
  isLocked,
  onToggle,
}: {
  option: CheckboxFilterOption | FilterOption;
  layout: CheckboxFilterLayout;
  checked: boolean;
  isLocked: boolean;
  onToggle: (slug: string, checked: boolean) => void;
}) {
  const color = 'color' in option ? option.color : undefined;
  return (
    // The press handler only keeps focus in place; the checkbox inside is what keyboards use.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <label
      className={styles.option({ layout })}
      data-selected={checked || undefined}
      data-disabled={isLocked || undefined}
      onMouseDown={keepFocusUntilClick}
    >
      <input
        type="checkbox"
        className={styles.input}
        value={option.slug}
        checked={checked}
        disabled={isLocked}
        onChange={(event) => onToggle(option.slug, event.currentTarget.checked)}
      />
      <span className={styles.box({ layout })} aria-hidden="true">
        <Icon name="check" size={layout === 'logos' ? 12 : 14} className={styles.check} />
      </span>
      {layout === 'logos' ? <OptionLogo option={option} /> : null}
      {layout === 'tiles' && color ? (
        <span
          className={styles.swatch}
          aria-hidden="true"
          // The colour is data of the option, not a design token.
          style={{ [styles.swatchColorProperty]: color } as CSSProperties}
        />
      ) : null}
      <span className={styles.text}>
        <span className={styles.optionLabel}>
          {option.label}{' '}
          <span className={visuallyHidden}>
            {`(${formatCount(option.count, CHECKBOX_FILTER_MESSAGES.productForms)})`}
          </span>
        </span>
        {isLocked ? (
          <span className={styles.note}>
            {/* A logo tile is too narrow for the icon and the words on one line. */}
            {layout === 'logos' ? null : <Icon name="info" size={14} />}
            {CHECKBOX_FILTER_MESSAGES.predefined}
          </span>
        ) : null}
      </span>
      <span className={styles.count} aria-hidden="true">
        {formatNumber(option.count)}
      </span>
    </label>
  );
});

/**
 * A press on a row leaves focus where it is until its click moves it to the checkbox: focus coming
 * without a press looks like a screen reader's to React Aria (docs/kwc-ui.md, `keepFocusUntilClick`).
 */
function keepFocusUntilClick(event: ReactMouseEvent<HTMLLabelElement>) {
  if (event.button === 0) event.preventDefault();
}

/** The filter's own search field (memoised: React Aria's field does not re-render with a tick). */
const OptionSearch = memo(function OptionSearch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <SearchField
      value={value}
      onChange={onChange}
      aria-label={CHECKBOX_FILTER_MESSAGES.searchLabel(label)}
      className={styles.search}
    >
      <Icon name="search" size={18} className={styles.searchIcon} />
      <Input placeholder={CHECKBOX_FILTER_MESSAGES.searchPlaceholder} className={styles.searchInput} />
      <AriaButton aria-label={CHECKBOX_FILTER_MESSAGES.clearSearch} className={styles.searchClear}>
        <Icon name="close" size={16} />
      </AriaButton>
    </SearchField>
  );
});

function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((slug, index) => slug === b[index]);
}

/** A brand logo: the mobile image below the desktop breakpoint when there is one. */
function OptionLogo({ option }: { option: FilterOption }) {
  const desktop = option.image_desktop;
  const mobile = option.image_mobile ?? desktop;
  if (!mobile) {
    return (
      <span className={styles.logoFallback} aria-hidden="true">
        {option.label.slice(0, 1)}
      </span>
    );
  }
  return (
    <picture className={styles.logo}>
      {desktop && desktop !== mobile ? <source media={mediaQuery('desktop')} srcSet={desktop} /> : null}
      {/* Decorative: the option's label names it. */}
      <img src={mobile} alt="" loading="lazy" decoding="async" className={styles.logoImage} />
    </picture>
  );
}
