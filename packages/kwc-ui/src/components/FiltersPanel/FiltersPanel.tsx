import { visuallyHidden } from '@kwc/tokens';
import {
  formatCount,
  type AggFilter,
  type AggFilters,
  type FilterFlag,
  type FlagFilterName,
  type PropertyPatternFilter,
  type Range,
} from '@kwc/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { startTransition, useId, useState, useSyncExternalStore, type ReactNode } from 'react';

import { Button } from '../Button';
import { CheckboxFilter } from '../CheckboxFilter';
import { FLAG_FILTER_LABELS, FlagFilter } from '../FlagFilter';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Overlay } from '../Overlay';
import { SHARED_MESSAGES } from '../private/messages';
import { RangeFilter } from '../RangeFilter';
import {
  activeFilterChips,
  predefinedValuesOf,
  rangeFormatOf,
  type AggFilterName,
  type PredefinedFilters,
} from '../SelectedFilters';
import { Spinner } from '../Spinner';
import * as styles from './FiltersPanel.css';

/** Copy of the filters panel. ours: the spec fixes none of it. */
export const FILTERS_PANEL_MESSAGES = {
  title: 'Filtry',
  close: SHARED_MESSAGES.close,
  clear: SHARED_MESSAGES.clear,
  clearAll: SHARED_MESSAGES.clearAll,
  activeCount: (count: number) => `(wybrane: ${count})`,
  productForms: SHARED_MESSAGES.productForms,
  loading: 'Liczenie produktów…',
} as const;

/**
 * 'Pokaż 1 produkt', 'Pokaż 2 produkty', 'Pokaż 5 produktów', 'Pokaż 12 345 produktów': the sheet's
 * button, with the Polish plural (DESIGN.md section 5).
 */
export function showProductsLabel(total: number): string {
  return `Pokaż ${formatCount(total, FILTERS_PANEL_MESSAGES.productForms)}`;
}

/**
 * What the listing knows about an options filter beyond the category response: the options loaded
 * so far, the search text and loading flags (the property pattern's filters state, spec section 3),
 * and its layout (the category's `property_patterns`).
 */
export type OptionsFilterState = Partial<
  Pick<PropertyPatternFilter, 'layout' | 'options' | 'total' | 'search' | 'isLoading' | 'isLoadingMore'>
> & {
  /** Whether the API has more options; by default, whether fewer than `total` are loaded. */
  hasMore?: boolean;
};

export interface FiltersPanelProps {
  /** The category response's `filters` (`agg_*`), drawn in their order; hidden ones are skipped. */
  filters: AggFilters;
  /** Products matching the current filters: the sheet's 'Pokaż N produktów'. */
  total: number;
  /** An options filter changed: its new selected slugs. */
  onOptionsChange: (name: AggFilterName, value: string[]) => void;
  /** A range filter changed (committed on release or blur); open ends are `null`. */
  onRangeChange: (name: AggFilterName, value: Range) => void;
  /** A promo flag changed: 0 all products, 1 only the flagged ones. */
  onFlagChange: (name: AggFilterName, value: FilterFlag) => void;
  /** 'Wyczyść' / 'Wyczyść wszystkie': every filter the visitor chose goes (predefined ones stay). */
  onClearAll: () => void;
  /** The search text of an options filter changed; the site may ask the API for matching options. */
  onOptionsSearch?: (name: AggFilterName, search: string) => void;
  /** 'Pokaż więcej' of an options filter: load its next page of options. */
  onLoadMoreOptions?: (name: AggFilterName) => void;
  /**
   * Per options filter: loaded options, search text, loading flags and layout.
   * @default {}
   */
  optionsState?: Partial<Record<AggFilterName, OptionsFilterState>>;
  /**
   * Filters a landing page fixes (`FiltersState['predefined']`); without it, a filter marked
   * `predefined` is fixed as a whole.
   */
  predefined?: PredefinedFilters;
  /**
   * The listing is being counted again after a change: the panel is marked busy and the sheet's
   * button shows a spinner.
   * @default false
   */
  isLoading?: boolean;
  /** Groups open at first. By default, the groups with a chosen value and the first three. */
  defaultExpanded?: readonly AggFilterName[];
  /** Whether the mobile sheet is open, when controlled; pair it with `onOpenChange`. */
  open?: boolean;
  /**
   * Whether the mobile sheet is open on first render, when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the sheet opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Class added to the root. */
  className?: string;
}

const DEFAULT_EXPANDED_COUNT = 3;

/** The filters that show, in the response's order: visible ones, and hidden ones still chosen. */
function shownFilters(filters: AggFilters, activeNames: ReadonlySet<string>): [AggFilterName, AggFilter][] {
  return (Object.entries(filters) as [AggFilterName, AggFilter][]).filter(
    ([name, filter]) =>
      (filter.visible || activeNames.has(name)) &&
      (filter.type !== 'flag' || name.replace(/^agg_/, '') in FLAG_FILTER_LABELS),
  );
}

/** Groups open by default: those with a chosen value, and the first few. */
export function defaultExpandedGroups(filters: AggFilters, predefined?: PredefinedFilters): AggFilterName[] {
  const active = new Set(activeFilterChips(filters, predefined).map((chip) => chip.removal.name));
  return shownFilters(filters, active)
    .map(([name]) => name)
    .filter((name, index) => index < DEFAULT_EXPANDED_COUNT || active.has(name));
}

/**
 * The listing's filters (spec sections 3 and 4): a sidebar of collapsible groups from the desktop
 * breakpoint, and below it a 'Filtry' button with the count of active filters that opens a
 * full-screen sheet (a Radix dialog: focus trap, Escape, scroll lock, focus return) with the same
 * groups and a sticky footer 'Pokaż N produktów' / 'Wyczyść'. Controlled: every change goes out
 * through the callbacks and comes back in `filters`.
 */
export function FiltersPanel({
  filters,
  total,
  onOptionsChange,
  onRangeChange,
  onFlagChange,
  onClearAll,
  onOptionsSearch,
  onLoadMoreOptions,
  optionsState = {},
  predefined,
  isLoading = false,
  defaultExpanded,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: FiltersPanelProps) {
  const chips = activeFilterChips(filters, predefined);
  const removable = chips.filter((chip) => !chip.isPredefined);
  const countByName = new Map<string, number>();
  for (const chip of removable) countByName.set(chip.removal.name, (countByName.get(chip.removal.name) ?? 0) + 1);
  const groups = shownFilters(filters, new Set(chips.map((chip) => chip.removal.name)));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(defaultExpanded ?? defaultExpandedGroups(filters, predefined)),
  );
  const toggle = (name: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  const sidebarTitleId = useId();
  const sidebarShown = useSidebarShown();

  const renderFilter = (name: AggFilterName, filter: AggFilter): ReactNode => {
    const locked = predefinedValuesOf(name, filter, predefined);
    switch (filter.type) {
      case 'options': {
        const state = optionsState[name] ?? {};
        const options = state.options ?? filter.options;
        const optionsTotal = state.total ?? filter.total;
        return (
          <CheckboxFilter
            hideLabel
            label={filter.label}
            options={options}
            value={filter.value}
            selectedOptions={filter.selectedOptions}
            predefinedValues={locked}
            layout={state.layout}
            total={optionsTotal}
            search={state.search}
            onChange={(value) => onOptionsChange(name, value)}
            onSearch={onOptionsSearch ? (search) => onOptionsSearch(name, search) : undefined}
            hasMore={state.hasMore ?? options.length < optionsTotal}
            onLoadMore={onLoadMoreOptions ? () => onLoadMoreOptions(name) : undefined}
            isLoading={state.isLoading}
            isLoadingMore={state.isLoadingMore}
          />
        );
      }
      case 'range':
        return (
          <RangeFilter
            hideLabel
            label={filter.label}
            value={filter.value}
            bounds={filter.bounds}
            format={rangeFormatOf(name)}
            isPredefined={locked.length > 0}
            onChange={(value) => onRangeChange(name, value)}
          />
        );
      case 'flag':
        return (
          <FlagFilter
            hideLabel
            flag={name.replace(/^agg_/, '') as FlagFilterName}
            label={filter.label}
            value={filter.value}
            isPredefined={locked.length > 0}
            onChange={(value) => onFlagChange(name, value)}
          />
        );
    }
  };

  const groupList = (place: 'sidebar' | 'sheet') => (
    <div className={styles.groups}>
      {groups.map(([name, filter]) => (
        <FilterGroup
          key={name}
          idPrefix={`${sidebarTitleId}-${place}-${name}`}
          label={filter.label}
          count={countByName.get(name) ?? 0}
          expanded={expanded.has(name)}
          onToggle={() => toggle(name)}
        >
          {renderFilter(name, filter)}
        </FilterGroup>
      ))}
    </div>
  );

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} aria-busy={isLoading || undefined}>
      <section className={styles.sidebar} aria-labelledby={sidebarTitleId}>
        <div className={styles.sidebarHeader}>
          <h2 id={sidebarTitleId} className={styles.title}>
            {FILTERS_PANEL_MESSAGES.title}
          </h2>
          {removable.length > 0 ? (
            <Button variant="ghost" size="sm" className={styles.clearAll} onClick={onClearAll}>
              {FILTERS_PANEL_MESSAGES.clearAll}
            </Button>
          ) : null}
        </div>
        {sidebarShown ? groupList('sidebar') : null}
      </section>
      <Sheet
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        activeCount={removable.length}
        total={total}
        isLoading={isLoading}
        onClearAll={onClearAll}
      >
        {groupList('sheet')}
      </Sheet>
    </div>
  );
}

/** One collapsible group: the filter's label is the disclosure button, with its active count. */
function FilterGroup({
  idPrefix,
  label,
  count,
  expanded,
  onToggle,
  children,
}: {
  idPrefix: string;
  label: string;
  count: number;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const panelId = `${idPrefix}-panel`;
  return (
    <div className={styles.group}>
      <h3 className={styles.groupHeading}>
        <button
          type="button"
          className={styles.groupButton}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.groupLabel}>{label}</span>
          {count > 0 ? <ActiveCount count={count} className={styles.badge} /> : null}
          <Icon name="chevronDown" size={20} className={styles.chevron} />
        </button>
      </h3>
      {/* A closed group drops its filter: a listing has a dozen filters with hundreds of options. */}
      <div id={panelId} className={styles.groupPanel} hidden={!expanded}>
        {expanded ? children : null}
      </div>
    </div>
  );
}

/**
 * The number of chosen values as a badge; in words for screen readers ('Marka (wybrane: 2)'), as
 * the visible text and the name must agree (WCAG 2.5.3).
 */
function ActiveCount({ count, className }: { count: number; className: string }) {
  return (
    <>
      <span className={className} aria-hidden="true">
        {count}
      </span>{' '}
      <span className={visuallyHidden}>{FILTERS_PANEL_MESSAGES.activeCount(count)}</span>
    </>
  );
}

let sidebarQuery: MediaQueryList | undefined;

/** The sidebar's media query, made once; `undefined` where media queries cannot be asked. */
function sidebarShownQuery(): MediaQueryList | undefined {
  if (typeof window === 'undefined' || !window.matchMedia) return undefined;
  return (sidebarQuery ??= window.matchMedia(styles.sidebarShownQuery));
}

function subscribeToSidebarShown(onChange: () => void) {
  const query = sidebarShownQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the sidebar is displayed: below the desktop breakpoint its groups are not mounted, a
 * dozen filters phones never show. Where media queries cannot be asked (the server, jsdom) it is.
 */
function useSidebarShown(): boolean {
  return useSyncExternalStore(
    subscribeToSidebarShown,
    () => sidebarShownQuery()?.matches ?? true,
    () => true,
  );
}

/** The mobile sheet and the button that opens it. */
function Sheet({
  open,
  defaultOpen,
  onOpenChange,
  activeCount,
  total,
  isLoading,
  onClearAll,
  children,
}: {
  open: boolean | undefined;
  defaultOpen: boolean | undefined;
  onOpenChange: ((open: boolean) => void) | undefined;
  activeCount: number;
  total: number;
  isLoading: boolean;
  onClearAll: () => void;
  children: ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const changeOpen = (next: boolean) => {
    const apply = () => {
      if (open === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    };
    // Opening mounts every open filter group in the sheet: as a transition, the tap's own frame
    // (the pressed button) paints first and the sheet follows, instead of one long blocked frame.
    if (next) startTransition(apply);
    else apply();
  };
  return (
    <Dialog.Root open={open ?? ownOpen} onOpenChange={changeOpen}>
      <div className={styles.mobileBar}>
        <Dialog.Trigger asChild>
          <Button variant="secondary" className={styles.trigger}>
            <Icon name="filter" size={20} />
            {FILTERS_PANEL_MESSAGES.title}
            {activeCount > 0 ? <ActiveCount count={activeCount} className={styles.triggerBadge} /> : null}
          </Button>
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        {/* Radix locks the page scroll through its overlay. */}
        <Dialog.Overlay asChild>
          <Overlay />
        </Dialog.Overlay>
        <Dialog.Content
          className={styles.sheet}
          // Radix leaves it out and relies on aria-hidden alone; screen readers and axe read it.
          aria-modal="true"
          aria-describedby={undefined}
          aria-busy={isLoading || undefined}
          onEscapeKeyDown={(event) => {
            // Escape in a filter's search field clears the field (React Aria) before it closes the sheet.
            const target = document.activeElement;
            if (target instanceof HTMLInputElement && target.type === 'search' && target.value !== '') {
              event.preventDefault();
            }
          }}
        >
          <div className={styles.sheetHeader}>
            <Dialog.Title className={styles.sheetTitle}>{FILTERS_PANEL_MESSAGES.title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton icon="close" label={FILTERS_PANEL_MESSAGES.close} />
            </Dialog.Close>
          </div>
          <div className={styles.sheetBody}>{children}</div>
          <div className={styles.sheetFooter}>
            <Button
              variant="secondary"
              className={styles.footerClear}
              aria-disabled={activeCount === 0 || undefined}
              onClick={activeCount === 0 ? undefined : onClearAll}
            >
              {FILTERS_PANEL_MESSAGES.clear}
            </Button>
            <Dialog.Close asChild>
              <Button className={styles.footerShow} aria-busy={isLoading || undefined}>
                {isLoading ? (
                  <Spinner size="sm" label={FILTERS_PANEL_MESSAGES.loading} className={styles.footerSpinner} />
                ) : null}
                {showProductsLabel(total)}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
