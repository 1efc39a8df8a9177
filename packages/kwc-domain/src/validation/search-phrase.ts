import { SEARCH } from '../constants';
import { SEARCH_MESSAGES } from '../messages';

// Without zod, so the search panel does not bundle it; `searchPhraseSchema` builds on these.

/** The phrase as it is sent: trimmed and lower-cased (spec section 5). */
export function normalizeSearchPhrase(raw: string): string {
  return raw.trim().toLocaleLowerCase('pl-PL');
}

/** Whether a phrase is long enough to search: 3 characters after trimming (spec sections 2 and 5). */
export function isSearchPhraseLongEnough(raw: string): boolean {
  return [...raw.trim()].length >= SEARCH.minPhraseLength;
}

/** Result of checking what the user typed into search. */
export type SearchPhraseResult = { ok: true; phrase: string } | { ok: false; message: string };

/**
 * Checks a typed phrase: too short gives 'Wpisz przynajmniej 3 znaki' (the results are cleared,
 * spec section 2); otherwise the normalized phrase to send.
 */
export function validateSearchPhrase(raw: string): SearchPhraseResult {
  return isSearchPhraseLongEnough(raw)
    ? { ok: true, phrase: normalizeSearchPhrase(raw) }
    : { ok: false, message: SEARCH_MESSAGES.tooShort };
}
