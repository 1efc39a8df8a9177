import { formatCount, formatPrice, SEARCH_MESSAGES, type SearchResult } from '@kwc/domain';
import { visuallyHidden } from '@kwc/tokens';
import { type ElementType, type KeyboardEvent, useId, useMemo, useRef } from 'react';
import { Button as AriaButton, Input, SearchField } from 'react-aria-components';

import { Icon } from '../Icon';
import { productImageSources } from '../ProductTile';
import { SHARED_MESSAGES } from '../private/messages';
import { Spinner } from '../Spinner';
import * as styles from './SearchPanel.css';
import { groupSearchResults, highlightMatch, searchPanelState } from './searchResults';

// ours: labels the spec does not give.
const LOADING_LABEL = 'Szukam…';
const HINT = 'Znajdź kosmetyki, marki, kategorie i składniki.';
const RESULT_FORMS = ['wynik', 'wyniki', 'wyników'] as const;
const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/** Polish quotation marks around the phrase of the submit action. */
export function submitLabel(phrase: string): string {
  return `${SEARCH_MESSAGES.title} „${phrase}”`;
}

export interface SearchPanelProps {
  /** The typed phrase (controlled). */
  value: string;
  /** Called on every change of the phrase, including the clear button and Escape. */
  onChange: (value: string) => void;
  /**
   * Results for the current phrase; the hooks debounce and fetch them.
   * @default []
   */
  results?: readonly SearchResult[];
  /**
   * Shows the loader while a request runs.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Applies the phrase to the listing (spec section 2 "Search"): called with the trimmed phrase by
   * Enter in the field or by the 'Szukaj „…”' action, when it has at least 3 characters. Without it
   * the action is not offered.
   */
  onSubmit?: (phrase: string) => void;
  /** Called when a result is followed (e.g. to close the sheet around the panel). */
  onNavigate?: (result: SearchResult, href: string) => void;
  /**
   * The element or router component rendered for result links (it receives `href`, `className`).
   * @default 'a'
   */
  linkAs?: ElementType;
  /**
   * Base URL put before a result's `url_path` (spec section 2: "a base URL plus url_path").
   * @default ''
   */
  baseUrl?: string;
  /**
   * Whether pictures of adult products may show (spec section 4); without it their suggestions
   * show no thumbnail.
   * @default false
   */
  showAdultContent?: boolean;
  /** Class added to the panel. */
  className?: string;
}

/** A product suggestion's picture (decorative: the title names the product); an empty square for an adult one. */
function ProductThumbnail({ result, showAdultContent }: { result: SearchResult; showAdultContent: boolean }) {
  const path = result._source.image;
  if (!path) return null;
  if (result._source.is_adult && !showAdultContent) return <span className={styles.thumbnail} aria-hidden="true" />;
  const { src, srcSet } = productImageSources(path);
  return (
    <img
      className={styles.thumbnail}
      src={src}
      srcSet={srcSet}
      sizes="40px"
      width={40}
      height={40}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

/** Moves focus among the panel's field, submit action and result links with the arrow keys. */
function focusSibling(root: HTMLElement | null, from: Element | null, key: string): boolean {
  if (!root) return false;
  const items = [...root.querySelectorAll<HTMLElement>('[data-search-item]')];
  if (items.length < 2) return false;
  const index = items.findIndex((item) => item === from || item.contains(from));
  let next: number;
  if (key === 'ArrowDown') next = Math.min(index + 1, items.length - 1);
  else if (key === 'ArrowUp') next = Math.max(index - 1, 0);
  // Home and End stay with the field's caret while the field has focus.
  else if (key === 'Home' && index > 0) next = 1;
  else if (key === 'End' && index > 0) next = items.length - 1;
  else return false;
  items[next]?.focus();
  return true;
}

/**
 * The search panel of spec section 2: a React Aria search field (placeholder 'Szukaj', a clear
 * button, Escape clears), a loader, the results grouped by type with links resolved by
 * `searchResultHref`, and the messages 'Wpisz przynajmniej 3 znaki' and 'Brak wyników dla podanej
 * frazy...'. Arrow keys move from the field through the results; Enter follows a result or, in the
 * field, applies the phrase. Presentational: debouncing and requests belong to the hooks.
 */
export function SearchPanel({
  value,
  onChange,
  results = [],
  isLoading = false,
  onSubmit,
  onNavigate,
  linkAs: LinkComponent = 'a',
  baseUrl = '',
  showAdultContent = false,
  className,
}: SearchPanelProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const groups = useMemo(() => groupSearchResults(results, baseUrl), [results, baseUrl]);
  const count = groups.reduce((sum, group) => sum + group.entries.length, 0);
  const state = searchPanelState(value, count, isLoading);
  const phrase = value.trim();
  const canSubmit = onSubmit !== undefined && (state === 'results' || state === 'noResults' || state === 'loading');
  // A phrase under 3 characters clears the results (spec section 2), whatever is still passed in.
  const showResults = (state === 'results' || state === 'loading') && count > 0;

  const status =
    state === 'tooShort'
      ? SEARCH_MESSAGES.tooShort
      : state === 'noResults'
        ? SEARCH_MESSAGES.noResults
        : state === 'results'
          ? formatCount(count, RESULT_FORMS)
          : '';

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (focusSibling(rootRef.current, document.activeElement, event.key)) event.preventDefault();
  }

  return (
    <div ref={rootRef} className={className ? `${styles.root} ${className}` : styles.root}>
      <SearchField
        value={value}
        onChange={onChange}
        onSubmit={() => {
          if (canSubmit) onSubmit?.(phrase);
        }}
        aria-label={SEARCH_MESSAGES.title}
        className={styles.field}
      >
        <Icon name="search" size={22} className={styles.fieldIcon} />
        <Input
          placeholder={SEARCH_MESSAGES.placeholder}
          className={styles.input}
          data-search-item=""
          // The list is below the field: ArrowDown leaves the field for it.
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') handleKeyDown(event);
          }}
        />
        <AriaButton className={styles.clear} aria-label={SHARED_MESSAGES.clear}>
          <Icon name="close" size={20} />
        </AriaButton>
      </SearchField>

      {/* Always in the page, so the change of its text is announced. */}
      <p role="status" className={state === 'results' ? visuallyHidden : styles.message} data-state={state}>
        {status}
      </p>

      {state === 'empty' ? <p className={styles.hint}>{HINT}</p> : null}

      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys among the links inside */}
      <div className={styles.results} onKeyDown={handleKeyDown} aria-busy={isLoading || undefined}>
        {canSubmit ? (
          <button type="button" className={styles.submit} data-search-item="" onClick={() => onSubmit?.(phrase)}>
            <Icon name="search" size={20} className={styles.submitIcon} />
            <span className={styles.submitLabel}>{submitLabel(phrase)}</span>
            <Icon name="chevronRight" size={20} className={styles.submitIcon} />
          </button>
        ) : null}

        {isLoading && state !== 'tooShort' && state !== 'empty' ? (
          <div className={styles.loader}>
            <Spinner size="sm" label={LOADING_LABEL} />
            <span aria-hidden="true">{LOADING_LABEL}</span>
          </div>
        ) : null}

        {showResults
          ? groups.map((group) => (
              <section key={group.type} className={styles.group} aria-labelledby={`${idPrefix}-${group.type}`}>
                <h3 id={`${idPrefix}-${group.type}`} className={styles.groupTitle}>
                  {group.label}
                </h3>
                <ul className={styles.list}>
                  {group.entries.map(({ result, href, title }) => {
                    // An address under `baseUrl` is this site's own, however it is written.
                    const external = ABSOLUTE_URL.test(href) && !(baseUrl !== '' && href.startsWith(baseUrl));
                    return (
                      <li key={result._id}>
                        <LinkComponent
                          href={href}
                          className={styles.result}
                          data-search-item=""
                          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                          onClick={() => onNavigate?.(result, href)}
                        >
                          {result._type === 'product' ? (
                            <ProductThumbnail result={result} showAdultContent={showAdultContent} />
                          ) : null}
                          <span className={styles.resultTitle}>
                            {highlightMatch(title, phrase).map((segment, index) =>
                              segment.match ? (
                                <mark key={index} className={styles.match}>
                                  {segment.text}
                                </mark>
                              ) : (
                                segment.text
                              ),
                            )}
                            {external ? (
                              <>
                                {' '}
                                <span className={visuallyHidden}>{SHARED_MESSAGES.newTab}</span>
                              </>
                            ) : null}
                          </span>
                          {typeof result._source.price === 'number' ? (
                            <span className={styles.price}>{formatPrice(result._source.price)}</span>
                          ) : null}
                          <Icon
                            name={external ? 'externalLink' : 'chevronRight'}
                            size={18}
                            className={styles.resultIcon}
                          />
                        </LinkComponent>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))
          : null}
      </div>
    </div>
  );
}
