import * as bits from '../shared/bitset';
import { WordGrams } from './typos';

/**
 * The products' search vectors (built by PostgreSQL, migration 0003) in memory: `@@` matching and
 * `ts_rank` re-done float for float (tsrank.c), so a phrase needs no table scan (LISTINGS.md). A query
 * it does not read (a phrase operator, a negation) gives `null`: the caller asks the database.
 */

/** A tsquery: lexemes joined by AND / OR (what `to_tsquery` makes of a phrase's words). */
export type TsQuery = { op: '&' | '|'; args: TsQuery[] } | { lexeme: string; prefix: boolean };

/** ts_rank's default weights by label: D, C, B, A. */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
const LABELS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
/** PostgreSQL's MAXENTRYPOS (positions are 14 bits). */
const MAXENTRYPOS = 1 << 14;
const f = Math.fround;

/** Reads one quoted lexeme (`'it''s'`) at `start`; returns it and the index after the closing quote. */
function readQuoted(text: string, start: number): [string, number] {
  let word = '';
  let i = start + 1;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\') {
      word += text[i + 1] ?? '';
      i += 2;
    } else if (char === "'") {
      if (text[i + 1] === "'") {
        word += "'";
        i += 2;
      } else return [word, i + 1];
    } else {
      word += char;
      i++;
    }
  }
  throw new Error(`unterminated lexeme in ${text}`);
}

/**
 * A tsvector as PostgreSQL prints it (`'krem':1A,7C 'nawilżać':2A`): lexemes in the vector's order,
 * each with its positions as `position * 4 + weight` (weight 3 = A … 0 = D).
 */
export function parseTsVector(text: string): { lexemes: string[]; positions: number[][] } {
  const lexemes: string[] = [];
  const positions: number[][] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    const [word, next] = readQuoted(text, i);
    i = next;
    const list: number[] = [];
    if (text[i] === ':') {
      i++;
      while (i < text.length && text[i] !== ' ') {
        let position = 0;
        while (i < text.length && text[i]! >= '0' && text[i]! <= '9') position = position * 10 + Number(text[i++]);
        const label = LABELS[text[i] ?? ''];
        if (label !== undefined) i++;
        list.push(position * 4 + (label ?? 0));
        if (text[i] === ',') i++;
      }
    }
    lexemes.push(word);
    positions.push(list);
  }
  return { lexemes, positions };
}

/**
 * A tsquery as PostgreSQL prints it, or `null` when it holds anything but lexemes (with or without
 * `:*`), `&`, `|` and parentheses — or nothing at all (a phrase of stop words).
 */
export function parseTsQuery(text: string): TsQuery | null {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i++;
  };
  const unsupported = new Error('unsupported');
  function operand(): TsQuery {
    skip();
    if (text[i] === '(') {
      i++;
      const inner = or();
      skip();
      if (text[i] !== ')') throw unsupported;
      i++;
      return inner;
    }
    if (text[i] !== "'") throw unsupported;
    const [lexeme, next] = readQuoted(text, i);
    i = next;
    let prefix = false;
    if (text[i] === ':') {
      // Only the prefix mark; a weight restriction (`:A`) is not something our phrases produce.
      if (text[i + 1] !== '*' || /[A-D]/.test(text[i + 2] ?? '')) throw unsupported;
      prefix = true;
      i += 2;
    }
    return { lexeme, prefix };
  }
  function sequence(op: '&' | '|', next: () => TsQuery): TsQuery {
    const args = [next()];
    skip();
    while (text[i] === op) {
      i++;
      args.push(next());
      skip();
    }
    return args.length === 1 ? args[0]! : { op, args };
  }
  const and = () => sequence('&', operand);
  const or = (): TsQuery => sequence('|', and);
  if (text.trim() === '') return null;
  try {
    const query = or();
    skip();
    return i === text.length ? query : null;
  } catch (error) {
    if (error === unsupported) return null;
    throw error;
  }
}

/** The query's lexemes, sorted and without repeats (tsrank.c `SortAndUniqItems`). */
function operands(query: TsQuery): { lexeme: string; prefix: boolean }[] {
  const all: { lexeme: string; prefix: boolean }[] = [];
  const collect = (node: TsQuery) => {
    if ('lexeme' in node) all.push(node);
    else node.args.forEach(collect);
  };
  collect(query);
  all.sort((a, b) => (a.lexeme < b.lexeme ? -1 : a.lexeme > b.lexeme ? 1 : 0));
  return all.filter((item, index) => index === 0 || item.lexeme !== all[index - 1]!.lexeme);
}

/** Does a vector's word match a query's lexeme (`:*` a prefix)? */
export const matches = (word: string, item: { lexeme: string; prefix: boolean }) =>
  item.prefix ? word.startsWith(item.lexeme) : word === item.lexeme;

/** tsrank.c `word_distance`, as a float4. */
function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

const weightOf = (position: number) => WEIGHTS[position & 3]!;
const placeOf = (position: number) => position >> 2;

/**
 * A query prepared for ranking: for every word of the Polish lexicon, a bit per operand it matches
 * (operands sorted and unique, at most 31); and whether the query's top operator is AND (then
 * tsrank.c ranks by the operands' proximity).
 */
export interface RankQuery {
  masks: Uint32Array;
  operands: number;
  and: boolean;
}

/** One product's vector: `[n, word ids × n, offsets × (n + 1), positions…]`, in the vector's order. */
type Packed = Int32Array;

/** `word_distance` of 0…100 (every distance above weighs 1e-30). */
const DISTANCE_WEIGHTS = Float64Array.from({ length: 101 }, (_, distance) => wordDistance(distance));

/** The entries of a vector some operand matches, in the vector's order (reused between calls). */
const hits = new Int32Array(4096);

/**
 * `ts_rank(vector, query)` with the default weights and no normalisation (tsrank.c `calc_rank`),
 * float for float.
 */
function rankPacked(packed: Packed, query: RankQuery): number {
  const n = packed[0]!;
  if (n === 0 || query.operands === 0) return 0;
  let found = 0;
  for (let entry = 0; entry < n && found < hits.length; entry++) {
    if ((query.masks[packed[1 + entry]!] ?? 0) !== 0) hits[found++] = entry;
  }
  const res = query.and && query.operands >= 2 ? rankAnd(packed, query, found) : rankOr(packed, query, found);
  return res < 0 ? f(1e-20) : res;
}

function rankOr(packed: Packed, query: RankQuery, found: number): number {
  const n = packed[0]!;
  const base = 2 + 2 * n;
  let res = 0;
  for (let i = 0; i < query.operands; i++) {
    for (let h = 0; h < found; h++) {
      const entry = hits[h]!;
      if ((query.masks[packed[1 + entry]!]! & (1 << i)) === 0) continue;
      const from = base + packed[1 + n + entry]!;
      const to = base + packed[2 + n + entry]!;
      // A word without positions counts once, at weight D (`posnull`).
      const count = Math.max(1, to - from);
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      for (let j = 0; j < count; j++) {
        const weight = from < to ? weightOf(packed[from + j]!) : WEIGHTS[0]!;
        resj = f(resj + f(weight / ((j + 1) * (j + 1))));
        if (weight > wjm) {
          wjm = weight;
          jm = j;
        }
      }
      res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  return f(res / query.operands);
}

/** A word without positions takes part in proximity as one position at MAXENTRYPOS - 1, weight D. */
const NO_POSITIONS = Int32Array.of((MAXENTRYPOS - 1) * 4);

function rankAnd(packed: Packed, query: RankQuery, found: number): number {
  const n = packed[0]!;
  const base = 2 + 2 * n;
  let res = -1;
  // Per operand, the positions of the last word it matched (tsrank.c keeps `pos[i]` so).
  const last: (Int32Array | null)[] = new Array<Int32Array | null>(query.operands).fill(null);
  for (let i = 0; i < query.operands; i++) {
    for (let h = 0; h < found; h++) {
      const entry = hits[h]!;
      if ((query.masks[packed[1 + entry]!]! & (1 << i)) === 0) continue;
      const from = base + packed[1 + n + entry]!;
      const to = base + packed[2 + n + entry]!;
      const post = from < to ? packed.subarray(from, to) : NO_POSITIONS;
      last[i] = post;
      for (let k = 0; k < i; k++) {
        const ct = last[k];
        if (!ct) continue;
        for (let l = 0; l < post.length; l++) {
          for (let p = 0; p < ct.length; p++) {
            let distance = Math.abs(placeOf(post[l]!) - placeOf(ct[p]!));
            if (distance !== 0 || post === NO_POSITIONS || ct === NO_POSITIONS) {
              if (distance === 0) distance = MAXENTRYPOS;
              const weight = distance > 100 ? f(1e-30) : DISTANCE_WEIGHTS[distance]!;
              const curw = f(Math.sqrt(f(f(weightOf(post[l]!) * weightOf(ct[p]!)) * weight)));
              res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
  }
  return res;
}

/**
 * Words → slots, for one kind of vector. Postings are kept sorted by slot; the words sorted for
 * prefix lookups, with words added since the last lookup merged in then.
 */
class Lexicon {
  readonly words: string[] = [];
  private readonly idOf = new Map<string, number>();
  readonly postings: number[][] = [];
  private sorted: number[] = [];
  private unsorted: number[] = [];

  id(word: string): number {
    let id = this.idOf.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.postings.push([]);
      this.idOf.set(word, id);
      this.unsorted.push(id);
    }
    return id;
  }

  private compare = (a: number, b: number) => {
    const x = this.words[a]!;
    const y = this.words[b]!;
    return x < y ? -1 : x > y ? 1 : 0;
  };

  /** First index in `sorted` whose word is ≥ `word`. */
  private lowerBound(word: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[this.sorted[middle]!]! < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private settle(): void {
    if (this.unsorted.length === 0) return;
    if (this.unsorted.length > 256) {
      this.sorted.push(...this.unsorted);
      this.sorted.sort(this.compare);
    } else {
      for (const id of this.unsorted) this.sorted.splice(this.lowerBound(this.words[id]!), 0, id);
    }
    this.unsorted = [];
  }

  /** Ids of the words an operand matches: the word itself, or every word it begins. */
  matching(item: { lexeme: string; prefix: boolean }): number[] {
    this.settle();
    const ids: number[] = [];
    for (let i = this.lowerBound(item.lexeme); i < this.sorted.length; i++) {
      const word = this.words[this.sorted[i]!]!;
      if (!matches(word, item)) break;
      ids.push(this.sorted[i]!);
    }
    return ids;
  }

  add(id: number, slot: number): void {
    const list = this.postings[id]!;
    if (list.length === 0 || list[list.length - 1]! < slot) list.push(slot);
    else list.splice(sortedIndex(list, slot), 0, slot);
  }

  remove(id: number, slot: number): void {
    const list = this.postings[id]!;
    const at = sortedIndex(list, slot);
    if (list[at] === slot) list.splice(at, 1);
  }

  /** Slots holding any of `ids`, into `into`. */
  union(ids: number[], into: bits.Bitset): void {
    for (const id of ids) for (const slot of this.postings[id]!) bits.add(into, slot);
  }

  memoryBytes(): number {
    let total = 0;
    for (const list of this.postings) total += list.length * 4;
    for (const word of this.words) total += word.length * 2;
    return total + (this.sorted.length + this.words.length) * 8;
  }
}

function sortedIndex(list: number[], slot: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < slot) low = middle + 1;
    else high = middle;
  }
  return low;
}

function pack(lexicon: Lexicon, vector: { lexemes: string[]; positions: number[][] }): Packed {
  const n = vector.lexemes.length;
  const total = vector.positions.reduce((sum, list) => sum + list.length, 0);
  const packed = new Int32Array(1 + n + n + 1 + total);
  packed[0] = n;
  let offset = 0;
  for (let i = 0; i < n; i++) {
    packed[1 + i] = lexicon.id(vector.lexemes[i]!);
    packed[1 + n + i] = offset;
    packed.set(vector.positions[i]!, 2 + 2 * n + offset);
    offset += vector.positions[i]!.length;
  }
  packed[1 + 2 * n] = offset;
  return packed;
}

/** What a product's row gives the index: its vectors as PostgreSQL prints them, and its search text. */
export interface TextRow {
  search_polish: string | null;
  search_simple: string | null;
  search_text: string | null;
}

/** The normalised phrase: its Polish and accent-free queries (either may be unreadable: `null`). */
export interface TextQuery {
  polish: TsQuery | null;
  simple: TsQuery | null;
}

/** Words of `search_text` joined by punctuation, without it ("l'oreal" → "loreal", "oral-b" → "oralb"). */
function joinedWords(text: string): string[] {
  const joined = new Set<string>();
  for (const chunk of text.split(/\s+/)) {
    if (!/[^\p{L}\p{N}]/u.test(chunk)) continue;
    const word = chunk.replace(/[^\p{L}\p{N}]+/gu, '');
    if (word.length >= 2) joined.add(word);
  }
  return [...joined];
}

/** Products near a typed word: their slots and, per slot, the fewest typos of a word they hold. */
export interface NearMatch {
  slots: bits.Bitset;
  typos: Map<number, number>;
}

export class TextIndex {
  private readonly polish = new Lexicon();
  private readonly simple = new Lexicon();
  /** `joinedWords` of each product, for names typed without their punctuation. */
  private readonly joined = new Lexicon();
  private readonly simpleGrams = new WordGrams(this.simple.words);
  private readonly joinedGrams = new WordGrams(this.joined.words);
  private polishBySlot: (Packed | undefined)[] = [];
  private simpleBySlot: (Int32Array | undefined)[] = [];
  private joinedBySlot: (number[] | undefined)[] = [];
  /** `search_text`: the lower-cased, accent-free brand and name, for exact-name matches. */
  private texts: (string | undefined)[] = [];

  /** Stores (or replaces) a product's words. */
  set(slot: number, row: TextRow): void {
    this.remove(slot);
    const polish = pack(this.polish, parseTsVector(row.search_polish ?? ''));
    const simple = Int32Array.from(parseTsVector(row.search_simple ?? '').lexemes, (word) => this.simple.id(word));
    this.polishBySlot[slot] = polish;
    this.simpleBySlot[slot] = simple;
    this.texts[slot] = row.search_text ?? '';
    const joined = joinedWords(row.search_text ?? '').map((word) => this.joined.id(word));
    this.joinedBySlot[slot] = joined.length > 0 ? joined : undefined;
    for (let i = 0; i < polish[0]!; i++) this.polish.add(polish[1 + i]!, slot);
    for (const id of simple) this.simple.add(id, slot);
    for (const id of joined) this.joined.add(id, slot);
  }

  remove(slot: number): void {
    const polish = this.polishBySlot[slot];
    if (polish) for (let i = 0; i < polish[0]!; i++) this.polish.remove(polish[1 + i]!, slot);
    for (const id of this.simpleBySlot[slot] ?? []) this.simple.remove(id, slot);
    for (const id of this.joinedBySlot[slot] ?? []) this.joined.remove(id, slot);
    this.polishBySlot[slot] = undefined;
    this.simpleBySlot[slot] = undefined;
    this.joinedBySlot[slot] = undefined;
    this.texts[slot] = undefined;
  }

  /**
   * Slots whose Polish vector matches the Polish query or whose accent-free vector matches the
   * accent-free one (`search_polish @@ … or search_simple @@ …`), as a bitset of `words` words.
   */
  match(query: TextQuery, words: number): bits.Bitset {
    const result = new Uint32Array(words);
    if (query.polish) bits.orInto(result, this.evaluate(this.polish, query.polish, words));
    if (query.simple) bits.orInto(result, this.evaluate(this.simple, query.simple, words));
    return result;
  }

  private evaluate(lexicon: Lexicon, node: TsQuery, words: number): bits.Bitset {
    if ('lexeme' in node) {
      const set = new Uint32Array(words);
      lexicon.union(lexicon.matching(node), set);
      return set;
    }
    const [first, ...rest] = node.args.map((arg) => this.evaluate(lexicon, arg, words));
    for (const set of rest) (node.op === '&' ? bits.andInto : bits.orInto)(first!, set);
    return first!;
  }

  /**
   * Slots holding a word that begins with `typed` once punctuation is dropped ("loreal" in
   * "l'oreal"), with no typo, or an accent-free or joined word within `max` typos of it (or of its
   * prefix). `typed` is folded: lower-cased, accent-free.
   */
  near(typed: string, max: number, words: number): NearMatch {
    const slots = new Uint32Array(words);
    const typos = new Map<number, number>();
    const add = (lexicon: Lexicon, ids: { id: number; distance: number }[]) => {
      for (const { id, distance } of ids) {
        for (const slot of lexicon.postings[id]!) {
          bits.add(slots, slot);
          const known = typos.get(slot);
          if (known === undefined || distance < known) typos.set(slot, distance);
        }
      }
    };
    add(
      this.joined,
      this.joined.matching({ lexeme: typed, prefix: true }).map((id) => ({ id, distance: 0 })),
    );
    add(this.simple, this.simpleGrams.near(typed, max, true));
    add(this.joined, this.joinedGrams.near(typed, max, true));
    return { slots, typos };
  }

  /** A Polish query prepared for `rank`; `null` past 31 distinct lexemes (one bit each). */
  rankQuery(query: TsQuery): RankQuery | null {
    const items = operands(query);
    if (items.length > 31) return null;
    const masks = new Uint32Array(this.polish.words.length);
    items.forEach((item, i) => {
      for (const id of this.polish.matching(item)) masks[id]! |= 1 << i;
    });
    return { masks, operands: items.length, and: !('lexeme' in query) && query.op === '&' };
  }

  /** `ts_rank(search_polish, query)` of one slot. */
  rank(slot: number, query: RankQuery): number {
    const packed = this.polishBySlot[slot];
    return packed ? rankPacked(packed, query) : 0;
  }

  /** The product's lower-cased, accent-free brand and name. */
  text(slot: number): string {
    return this.texts[slot] ?? '';
  }

  memoryBytes(): number {
    let total = this.polish.memoryBytes() + this.simple.memoryBytes() + this.joined.memoryBytes();
    for (const packed of this.polishBySlot) total += packed?.byteLength ?? 0;
    for (const ids of this.simpleBySlot) total += ids?.byteLength ?? 0;
    for (const text of this.texts) total += (text?.length ?? 0) * 2;
    return total;
  }
}
