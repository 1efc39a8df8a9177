/** Dense bitsets over product slots: one bit per slot, 32 per word (LISTINGS.md, "Dense bitsets"). */
export type Bitset = Uint32Array;

export const wordsFor = (slots: number) => Math.ceil(slots / 32);

export function has(set: Bitset, slot: number): boolean {
  return ((set[slot >>> 5]! >>> (slot & 31)) & 1) === 1;
}

export function add(set: Bitset, slot: number): void {
  set[slot >>> 5]! |= 1 << (slot & 31);
}

export function remove(set: Bitset, slot: number): void {
  set[slot >>> 5]! &= ~(1 << (slot & 31));
}

export function assign(set: Bitset, slot: number, value: boolean): void {
  if (value) add(set, slot);
  else remove(set, slot);
}

function popcount32(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Number of slots in the set. */
export function count(set: Bitset): number {
  let total = 0;
  for (let i = 0; i < set.length; i++) if (set[i] !== 0) total += popcount32(set[i]!);
  return total;
}

/** |a ∩ b| without materialising the intersection. */
export function countAnd(a: Bitset, b: Bitset): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const word = a[i]! & b[i]!;
    if (word !== 0) total += popcount32(word);
  }
  return total;
}

/** target &= other, in place. */
export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

/** target |= other, in place. */
export function orInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
}

/** target &= ~other, in place. */
export function andNotInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= ~other[i]!;
}

/** Calls `visit` with every slot of the set, in ascending order. */
export function forEach(set: Bitset, visit: (slot: number) => void): void {
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      visit(i * 32 + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
}

/** A copy grown (or kept) to `words` words. */
export function resized(set: Bitset, words: number): Bitset {
  const next = new Uint32Array(words);
  next.set(set.length <= words ? set : set.subarray(0, words));
  return next;
}
