/**
 * pg_trgm's `word_similarity(a, b)` in memory, step for step (trgm_op.c, float4), for ASCII strings only:
 * which other characters make words depends on the server's locale (C.UTF-8 on PostgreSQL, C in PGlite),
 * so `isAsciiText` tells the caller when to ask the database instead.
 */

const f = Math.fround;

/** True when every character is ASCII (then this module answers as PostgreSQL does). */
export function isAsciiText(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** Word characters of pg_trgm (`t_isalpha || t_isdigit`) among ASCII characters. */
const WORD = /[a-z0-9]+/gi;

/**
 * A string's trigrams in order, duplicates kept: every word (a run of letters and digits) lower-
 * cased, padded with two blanks before and one after, cut into overlapping three-character parts.
 */
export function trigrams(text: string): string[] {
  const result: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const padded = `  ${word.toLowerCase()} `;
    for (let i = 0; i + 3 <= padded.length; i++) result.push(padded.slice(i, i + 3));
  }
  return result;
}

/** `CALCSML` with pg_trgm's DIVUNION: count / (len1 + len2 - count), in float4. */
const similarity = (count: number, len1: number, len2: number) => f(f(count) / f(len1 + len2 - count));

/**
 * The greatest similarity between the trigrams of `needle` and any continuous extent of the
 * trigrams of `haystack` (`word_similarity(needle, haystack)`), as the float4 PostgreSQL returns.
 */
export function wordSimilarity(needle: string, haystack: string): number {
  const first = trigrams(needle);
  const second = trigrams(haystack);
  // Number each distinct trigram; `found` marks those of the needle.
  const groups = new Map<string, number>();
  const found: boolean[] = [];
  for (const trigram of first) {
    let group = groups.get(trigram);
    if (group === undefined) groups.set(trigram, (group = groups.size));
    found[group] = true;
  }
  const ulen1 = groups.size;
  const indexes = second.map((trigram) => {
    let group = groups.get(trigram);
    if (group === undefined) {
      groups.set(trigram, (group = groups.size));
      found[group] = false;
    }
    return group;
  });

  const lastpos = new Int32Array(groups.size).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < indexes.length; i++) {
    const index = indexes[i]!;
    if (lower >= 0 || found[index]) {
      if (lastpos[index]! < 0) {
        ulen2++;
        if (found[index]) count++;
      }
      lastpos[index] = i;
    }
    if (!found[index]) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = similarity(count, ulen1, ulen2);
    // Also try moving the lower bound up for a greater similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const previousLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const candidate = similarity(tmpCount, ulen1, tmpUlen2);
      if (candidate > current) {
        current = candidate;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tmpIndex = indexes[tmpLower]!;
      if (lastpos[tmpIndex] === tmpLower) {
        tmpUlen2--;
        if (found[tmpIndex]) tmpCount--;
      }
    }
    best = Math.max(best, current);
    for (let tmpLower = previousLower; tmpLower < lower; tmpLower++) {
      const tmpIndex = indexes[tmpLower]!;
      if (lastpos[tmpIndex] === tmpLower) lastpos[tmpIndex] = -1;
    }
  }
  return best;
}
