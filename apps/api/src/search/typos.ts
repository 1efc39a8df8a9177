/**
 * Typo tolerance for the search box and the `q` filter (issue 34): the budget per word, the distance,
 * and candidate words found through a trigram index of a lexicon instead of a scan of every word.
 */

/** Typos a word may have, as Meilisearch and Typesense count them: 1 from 5 letters, 2 from 9. */
export function typoBudget(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/** Letters `normalize('NFD')` does not take apart. */
const FOLDED: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ı: 'i' };

/** Lower-cased, without accents (ł → l, ĺ → l): how `search_text` and accent-free lexemes spell words. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łđøæœßı]/g, (char) => FOLDED[char]!);
}

/** A phrase's words (runs of letters and digits), folded; apostrophes and other punctuation split them. */
export const foldedWords = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

/** A name without accents, spaces or punctuation ("L'Oréal Paris" → "lorealparis"). */
export const compactName = (text: string) => foldedWords(text).join('');

/**
 * Optimal string alignment distance (Levenshtein plus transposition of neighbours) between `typed`
 * and `word` — or, with `prefix`, the best prefix of `word`, as a typed phrase's words are prefixes.
 * Anything above `max` answers `max + 1` (rows stop early once two in a row exceed it).
 */
export function typoDistance(typed: string, word: string, max: number, prefix = false): number {
  const n = typed.length;
  const m = word.length;
  if (prefix ? m < n - max : Math.abs(n - m) > max) return max + 1;
  let before = new Int32Array(m + 1);
  let previous = Int32Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Int32Array(m + 1);
  let previousMin = 0;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = typed[i - 1] === word[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max && previousMin > max) return max + 1;
    previousMin = rowMin;
    [before, previous, current] = [previous, current, before];
  }
  let best = previous[m]!;
  if (prefix) for (let j = 0; j < m; j++) best = Math.min(best, previous[j]!);
  return Math.min(best, max + 1);
}

/** A word's trigrams with two blanks before it (none after: a typed word may be a prefix). */
function grams(word: string): Set<string> {
  const padded = `  ${word}`;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/**
 * Trigrams → ids of a growing word list (a lexicon's words, never removed). Words added since the
 * last lookup are indexed then.
 */
export class WordGrams {
  private readonly postings = new Map<string, number[]>();
  private indexed = 0;
  private counts = new Int32Array(0);

  constructor(private readonly words: readonly string[]) {}

  private settle(): void {
    for (; this.indexed < this.words.length; this.indexed++) {
      for (const gram of grams(this.words[this.indexed]!)) {
        let list = this.postings.get(gram);
        if (!list) this.postings.set(gram, (list = []));
        list.push(this.indexed);
      }
    }
    if (this.counts.length < this.words.length) this.counts = new Int32Array(this.words.length * 2);
  }

  /**
   * Ids of the words within `max` typos of `typed` (of a prefix of theirs, with `prefix`), with the
   * distance; the distance is computed only for words sharing enough trigrams to be that close (an
   * edit changes at most 3 of a word's trigrams, a transposition 4).
   */
  near(typed: string, max: number, prefix: boolean): { id: number; distance: number }[] {
    if (max <= 0) return [];
    this.settle();
    const own = grams(typed);
    const needed = Math.max(1, own.size - 4 * max);
    const touched: number[] = [];
    for (const gram of own) {
      for (const id of this.postings.get(gram) ?? []) {
        if (this.counts[id] === 0) touched.push(id);
        this.counts[id]!++;
      }
    }
    const found: { id: number; distance: number }[] = [];
    for (const id of touched) {
      if (this.counts[id]! >= needed) {
        const distance = typoDistance(typed, this.words[id]!, max, prefix);
        if (distance <= max) found.push({ id, distance });
      }
      this.counts[id] = 0;
    }
    return found;
  }
}
