import {
  applySearchPhrase,
  clearSearchPhrase,
  encodeCategoryPath,
  SEARCH,
  SEARCH_MESSAGES,
  validateSearchPhrase,
  type DecodedCategoryPath,
  type TextSearchResponse,
} from '@kwc/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { Analytics } from '../analytics/analytics';
import type { Logger } from '../api/types';
import { useApiClient, useLogger } from '../provider/KwcHooksProvider';

export interface UseSearchOptions {
  /** Searches within a context category. */
  contextCategoryId?: number | null;
  /** The listing the search applies to; `apply` and `clear` need it. */
  decodedPath?: DecodedCategoryPath | null;
  /** The listing category's `url_template`, to encode its URL. */
  urlTemplate?: readonly string[];
  /** A prefix before the url key, e.g. `CATALOGUE_BASE_PATH`. */
  basePath?: string;
  /** Goes to a URL: the site's router. */
  navigate?: (url: string) => void;
  /** Receives the `search` event when a search is applied. */
  analytics?: Pick<Analytics, 'track'>;
  /** @default the provider's logger */
  logger?: Logger;
  /** @default SEARCH.debounceMs (500) */
  debounceMs?: number;
}

export interface SearchState {
  /** What the user typed. */
  phrase: string;
  results: TextSearchResponse;
  /** True from a valid phrase until its answer (or failure). */
  isLoading: boolean;
  /** 'Wpisz przynajmniej 3 znaki' for short phrases, 'Brak wyników dla podanej frazy...' for none found. */
  message: string | null;
}

/** What `useSearchPhrase` gives: the state and the typed phrase's setter. */
export interface SearchPhraseResult extends SearchState {
  /** What the user typed: clears or (debounced) searches. */
  setPhrase: (phrase: string) => void;
}

/** The options `useSearchPhrase` reads. */
export type UseSearchPhraseOptions = Pick<UseSearchOptions, 'contextCategoryId' | 'logger' | 'debounceMs'>;

/** What `useSearch` gives: the state and its actions. */
export interface SearchResult extends SearchPhraseResult {
  /** Applies a search (default: the typed phrase); `false` when too short or no listing/navigate. */
  apply: (phrase?: string, hint?: string) => boolean;
  /** Empties the panel and, with a listing, navigates to it without `q`. */
  clear: () => void;
}

const START: SearchState = { phrase: '', results: [], isLoading: false, message: SEARCH_MESSAGES.tooShort };

/**
 * The search panel's typing and results (spec section 2 "Search", section 8): phrases under 3
 * characters clear the results; longer ones are searched 500 ms after the last keystroke, trimmed
 * and lower-cased, with a loader. A failed request is logged, stops the loader and leaves the
 * results unchanged. For a panel that applies phrases its own way; `useSearch` adds `apply` and
 * `clear` (which encode the listing's URL).
 */
export function useSearchPhrase(options: UseSearchPhraseOptions = {}): SearchPhraseResult {
  const { setPhrase, state } = useSearchState(options);
  return { ...state, setPhrase };
}

function useSearchState(options: UseSearchPhraseOptions) {
  const client = useApiClient();
  const contextLogger = useLogger();
  const logger = options.logger ?? contextLogger;
  const debounceMs = options.debounceMs ?? SEARCH.debounceMs;
  const [state, setState] = useState<SearchState>(START);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const cancelPending = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);
  useEffect(() => cancelPending, [cancelPending]);

  const { contextCategoryId } = options;
  const setPhrase = useCallback(
    (phrase: string) => {
      cancelPending();
      const check = validateSearchPhrase(phrase);
      if (!check.ok) {
        setState({ phrase, results: [], isLoading: false, message: check.message });
        return;
      }
      setState((previous) => ({ ...previous, phrase, isLoading: true }));
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        inFlight.current = controller;
        client.textSearch({ text: check.phrase, contextCategoryId }, { signal: controller.signal }).then(
          (results) => {
            if (controller.signal.aborted) return;
            setState((previous) => ({
              ...previous,
              results,
              isLoading: false,
              message: results.length === 0 ? SEARCH_MESSAGES.noResults : null,
            }));
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            logger.error(error);
            setState((previous) => ({ ...previous, isLoading: false }));
          },
        );
      }, debounceMs);
    },
    [cancelPending, client, contextCategoryId, debounceMs, logger],
  );
  return { state, setState, setPhrase, cancelPending };
}

/**
 * The search panel's logic: `useSearchPhrase`, and for a listing `apply` (sets `q`, clears the
 * filters and the page, and navigates to the category URL) and `clear` (removes `q`).
 */
export function useSearch(options: UseSearchOptions = {}): SearchResult {
  const { state, setState, setPhrase, cancelPending } = useSearchState(options);
  const { decodedPath, urlTemplate, basePath, navigate, analytics } = options;
  const apply = useCallback(
    (phrase: string = state.phrase, hint = ''): boolean => {
      const check = validateSearchPhrase(phrase);
      if (!check.ok || !decodedPath || !navigate) return false;
      cancelPending();
      navigate(encodeCategoryPath(applySearchPhrase(decodedPath, phrase), { basePath, urlTemplate }));
      analytics?.track('search', { search_term: check.phrase, hint });
      return true;
    },
    [analytics, basePath, cancelPending, decodedPath, navigate, state.phrase, urlTemplate],
  );

  const clear = useCallback(() => {
    cancelPending();
    setState(START);
    if (decodedPath && navigate)
      navigate(encodeCategoryPath(clearSearchPhrase(decodedPath), { basePath, urlTemplate }));
  }, [basePath, cancelPending, decodedPath, navigate, setState, urlTemplate]);

  return { ...state, setPhrase, apply, clear };
}
