/** One entry of a product's ingredient list, as parsed from the label text. */
export interface ParsedIngredient {
  /** Upper-cased name without parenthesised parts: "AQUA" for "Aqua (Water)". */
  name: string;
  /** Upper-cased name with its parentheses kept: some INCI names contain them ("(20S)-PROTOPANAXADIOL"). */
  full: string;
  /** Upper-cased contents of the parentheses ("WATER"): often the INCI name when the label leads in French. */
  inner: string[];
}

const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Label headings such as "Ingredients:", "INGRÉDIENTS :", "Composition:" or "[1]" before the list itself. */
const HEADING =
  /^\s*(?:\[\d+\]\s*)?(?:(?:ingr[eé]dients?|ingredientes|ingredienti|inhaltsstoffe|zutaten|sk[lł]ad(?:niki)?|composition|inci)\b[^:]{0,40}:)\s*/i;

/** Markers of "may contain" colour lists: "[+/-", "+/-:", "may contain", "peut contenir". */
const MAY_CONTAIN = /^(?:(?:\+\s*\/\s*-|±|may contain|peut contenir|kann enthalten|mo[żz]e zawiera[cć])\s*:?\s*)+/i;

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** Words a dot may follow inside one INCI name ("EXT. VIOLET 2", "C. RETICULATA"). */
const ABBREVIATION = /(?:^|[^\p{L}])(?:\p{L}|ext|sp|spp|var|subsp)$/iu;

/**
 * Splits at top-level separators: commas and semicolons (not between two digits, as in "1,2-HEXANEDIOL"),
 * bullets, colons, line breaks and full stops followed by a space; square brackets also separate, so
 * "[+/- CI 77491, CI 77492]" becomes list entries. Parentheses group: "aqua (water, eau)" stays one entry.
 */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0) {
      const prev = text[i - 1] ?? '';
      const next = text[i + 1] ?? '';
      const separator =
        char === ';' ||
        char === '•' ||
        char === '·' ||
        char === '|' ||
        char === ':' ||
        char === '\n' ||
        char === '\r' ||
        char === '[' ||
        char === ']' ||
        (char === ',' && !(/\d/.test(prev) && /\d/.test(next))) ||
        (char === '.' &&
          /\s/.test(next) &&
          !/\d/.test(prev) &&
          /\p{L}/u.test(nextVisible(text, i + 1)) &&
          !ABBREVIATION.test(text.slice(Math.max(0, i - 8), i)));
      if (separator) {
        parts.push(current);
        current = '';
        continue;
      }
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

/** The first non-space character at or after `from` ('' at the end). */
function nextVisible(text: string, from: number): string {
  for (let i = from; i < text.length; i++) if (!/\s/.test(text[i]!)) return text[i]!;
  return '';
}

/** Removes parenthesised parts (nested ones too) and returns the text left and the top-level contents. */
function stripParentheses(text: string): { outside: string; inner: string[] } {
  let depth = 0;
  let outside = '';
  let buffer = '';
  const inner: string[] = [];
  for (const char of text) {
    if (char === '(') {
      if (depth > 0) buffer += char;
      depth++;
    } else if (char === ')' && depth > 0) {
      depth--;
      if (depth === 0) {
        inner.push(buffer);
        buffer = '';
        outside += ' ';
      } else buffer += char;
    } else if (char === ')') {
      // An unmatched closing parenthesis is a typo on the label; drop it.
      outside += ' ';
    } else if (depth > 0) buffer += char;
    else outside += char;
  }
  if (depth > 0 && buffer) inner.push(buffer);
  return { outside, inner };
}

/** Upper-cased name with percentages, footnote marks and stray punctuation removed. */
function cleanName(text: string): string {
  return (
    text
      // "5%", "0,5 %", "5-15%", "<1%"
      .replace(/(?:[<>≤≥]\s*)?\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?\s*%/g, ' ')
      // Footnote and organic marks; OBF's `_allergen_` underlines.
      .replace(/[*°¹²³†‡§_]+/g, ' ')
      .replace(/[\u200B-\u200D\uFEFF]/g, '')
      .replace(/[’‘`´]/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
      .replace(MAY_CONTAIN, '')
      // Leading and trailing separators or dots left by the split.
      .replace(/^[\s,.;:\-–/+&]+|[\s,.;:\-–/+&]+$/g, '')
      .trim()
      .toUpperCase()
  );
}

/** True when a cleaned entry has at least one letter: numbers and punctuation alone are not ingredients. */
function hasLetters(text: string): boolean {
  return /\p{L}/u.test(text);
}

/**
 * A label's free-text ingredient list (OBF `ingredients_text`) as entries in label order: "Aqua (Water),
 * Parfum*, Limonene." gives AQUA, PARFUM, LIMONENE. Headings, percentages, footnote marks and "may contain"
 * markers go; parenthesised translations are kept aside in `inner`.
 */
export function parseIngredientsText(text: string): ParsedIngredient[] {
  const decoded = decodeEntities(text).replace(/\u00A0/g, ' ');
  // "[NANO]" marks a nanomaterial (EU labelling rule); it is not an ingredient of its own.
  const body = decoded.replace(HEADING, '').replace(/\[\s*nano\s*\]/gi, ' ');
  const out: ParsedIngredient[] = [];
  for (const part of splitTopLevel(body)) {
    const { outside, inner } = stripParentheses(part);
    const name = cleanName(outside);
    const full = cleanName(part);
    // Nested parentheses inside a translation ("(Fragrance (Parfum))") are dropped as well.
    const innerNames = inner.map((text) => cleanName(stripParentheses(text).outside)).filter(hasLetters);
    // An entry that is only a parenthesis is a batch or formula code ("(F01)", "(F.I.L. B35849/1)").
    if (!hasLetters(name)) continue;
    out.push({ name, full, inner: innerNames });
  }
  return out;
}

/** The names of `parseIngredientsText`, for callers that only need them. */
export function ingredientNames(text: string): string[] {
  return parseIngredientsText(text).map((entry) => entry.name);
}

/**
 * Key that INCI names are compared by: upper case, no diacritics ("BÉTAÏNE" = "BETAINE"), single spaces,
 * no trailing dots ("ALCOHOL DENAT." = "ALCOHOL DENAT"), "CI77891"/"Cl 77891" (a common misprint) = "CI 77891".
 */
export function inciKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .replace(/^C[IL] ?(\d{5})\b/, 'CI $1')
    .replace(/[\s.]+$/, '')
    .trim();
}

/**
 * Common label names that are not the INCI name (or a French/German one), with the INCI name they stand for.
 * Only used when the name itself is not an ingredient.
 */
export const inciSynonyms: Readonly<Record<string, string>> = {
  WATER: 'AQUA',
  EAU: 'AQUA',
  'PURIFIED WATER': 'AQUA',
  'AQUA PURIFICATA': 'AQUA',
  'DEIONIZED WATER': 'AQUA',
  'DISTILLED WATER': 'AQUA',
  WASSER: 'AQUA',
  AGUA: 'AQUA',
  WODA: 'AQUA',
  ВОДА: 'AQUA',
  FRAGRANCE: 'PARFUM',
  PERFUME: 'PARFUM',
  PARFUMS: 'PARFUM',
  PARFUN: 'PARFUM',
  FLAVOR: 'AROMA',
  FLAVOUR: 'AROMA',
  GLYCERINE: 'GLYCERIN',
  GLYCEROL: 'GLYCERIN',
  'VITAMIN E': 'TOCOPHEROL',
  'VITAMINE E': 'TOCOPHEROL',
  'VITAMIN E ACETATE': 'TOCOPHERYL ACETATE',
  BEESWAX: 'CERA ALBA',
  "CIRE D'ABEILLE": 'CERA ALBA',
  'SHEA BUTTER': 'BUTYROSPERMUM PARKII BUTTER',
  'BEURRE DE KARITE': 'BUTYROSPERMUM PARKII BUTTER',
  'MINERAL OIL': 'PARAFFINUM LIQUIDUM',
  'SWEET ALMOND OIL': 'PRUNUS AMYGDALUS DULCIS OIL',
  'CORN STARCH': 'ZEA MAYS STARCH',
  'ALOE VERA': 'ALOE BARBADENSIS LEAF JUICE',
  'ALCOHOL DENATURED': 'ALCOHOL DENAT',
  'SD ALCOHOL 40': 'ALCOHOL DENAT',
  'TITANIUM DIOXIDE': 'CI 77891',
};

/** British and French spellings of words inside INCI names, tried when a name is not found as written. */
const spellingVariants: readonly [RegExp, string][] = [
  [/\bALUMINIUM\b/g, 'ALUMINUM'],
  [/\bSULPHATE\b/g, 'SULFATE'],
  [/\bHYDROXYDE\b/g, 'HYDROXIDE'],
  [/\bMICROCRISTALLINE\b/g, 'MICROCRYSTALLINE'],
];

/** Finds ingredient ids for parsed label entries. */
export interface IngredientMatcher {
  /** The id of the first candidate that names a known ingredient, or undefined. */
  match(entry: ParsedIngredient): number | undefined;
}

/**
 * Matches label entries to known INCI names (case- and accent-insensitive): the name with and without its
 * parentheses, each parenthesised part ("eau (aqua)"), each slash alternative ("AQUA/WATER/EAU"), every
 * candidate also through `inciSynonyms` and British/French spellings ("ALUMINIUM" → "ALUMINUM").
 */
export function createIngredientMatcher(ingredients: Iterable<{ id: number; inci: string }>): IngredientMatcher {
  const byKey = new Map<string, number>();
  for (const { id, inci } of ingredients) {
    const key = inciKey(inci);
    if (!byKey.has(key)) byKey.set(key, id);
  }
  const synonyms = new Map(Object.entries(inciSynonyms).map(([from, to]) => [inciKey(from), inciKey(to)]));
  const lookup = (candidate: string): number | undefined => {
    const key = inciKey(candidate);
    if (!key) return undefined;
    const direct = byKey.get(key);
    if (direct !== undefined) return direct;
    const synonym = synonyms.get(key);
    if (synonym) return byKey.get(synonym);
    let variant = key;
    for (const [pattern, replacement] of spellingVariants) variant = variant.replace(pattern, replacement);
    return variant === key ? undefined : (byKey.get(variant) ?? byKey.get(synonyms.get(variant) ?? ''));
  };
  return {
    match(entry) {
      const candidates = [entry.full, entry.name, ...entry.inner];
      for (const candidate of candidates) {
        const id = lookup(candidate);
        if (id !== undefined) return id;
      }
      for (const candidate of [entry.name, ...entry.inner]) {
        if (!candidate.includes('/')) continue;
        for (const part of candidate.split('/')) {
          const id = lookup(part);
          if (id !== undefined) return id;
        }
      }
      return undefined;
    },
  };
}
