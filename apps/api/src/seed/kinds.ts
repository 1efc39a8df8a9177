import type { CuratedBrand } from './data/brands';
import {
  brandFamilies,
  kindFamilies,
  topicsOf,
  type Claim,
  type Formula,
  type KindFamily,
  type Topic,
} from './data/kinds';
import * as words from './data/vocabulary';
import type { FlatCategory } from './rows';

type Tone = 'positive' | 'neutral' | 'negative';

/**
 * A leaf category with its family: everything the generator draws a product of this kind from,
 * worked out once (the pools are filtered here, not per product, so 100,000 products stay cheap).
 */
export interface Kind {
  family: KindFamily;
  category: FlatCategory;
  types: string[];
  brands: CuratedBrand[];
  lines: string[];
  claims: Claim[];
  sizes: KindFamily['sizes'];
  lead: string[];
  details: string[];
  formula?: Formula;
  sentences: Record<Tone, string[]>;
  titles: Record<1 | 2 | 3 | 4 | 5, string[]>;
  pros: string[];
  cons: string[];
}

/** Families of things, not mixtures: only their own words and what fits any purchase. */
const isThing = (family: KindFamily) => !family.formula || family.topics.length === 0;

/** Whether a shared sentence fits: every topic it has is allowed (skin, hair and nail care may speak of care). */
function fits(family: KindFamily, text: string): boolean {
  const allowed = new Set<Topic>(family.topics);
  if (['skin', 'hair', 'nails'].some((topic) => allowed.has(topic as Topic))) allowed.add('care');
  return topicsOf(text).every((topic) => allowed.has(topic));
}

export function familyOf(urlKey: string): KindFamily | undefined {
  return kindFamilies.find((family) => family.leaves.includes(urlKey));
}

/** Every leaf's kind; throws when a leaf has no family or no brand makes it (the data test names them). */
export function buildKinds(leaves: FlatCategory[], brands: CuratedBrand[]): Map<number, Kind> {
  const kinds = new Map<number, Kind>();
  const genericTitles = words.reviewTitles.filter((title) => topicsOf(title.text).length === 0);
  for (const category of leaves) {
    const base = familyOf(category.curated.urlKey);
    const family: KindFamily | undefined = base && { ...base, ...base.byLeaf?.[category.curated.urlKey] };
    if (!family) throw new Error(`Kategoria ${category.curated.urlKey} nie należy do żadnej rodziny produktów`);
    const makers = brands.filter((brand) => brandFamilies[brand.slug]?.includes(family.code));
    if (makers.length === 0) throw new Error(`Nikt nie robi produktów rodziny ${family.code}`);
    const thing = isThing(family);
    const shared = words.reviewSentences.filter((sentence) =>
      thing
        ? (sentence.aspect === 'cena' || sentence.aspect === 'ogolne') && topicsOf(sentence.text).length === 0
        : fits(family, sentence.text),
    );
    const sentences = { positive: [], neutral: [], negative: [] } as Record<Tone, string[]>;
    for (const sentence of shared) sentences[sentence.tone].push(sentence.text);
    for (const own of family.reviews ?? []) sentences[own.tone].push(own.text);
    const titles = {} as Kind['titles'];
    for (const rating of [1, 2, 3, 4, 5] as const) {
      const fitting = words.reviewTitles.filter((title) => title.rating === rating && fits(family, title.text));
      titles[rating] = (fitting.length > 0 ? fitting : genericTitles.filter((title) => title.rating === rating)).map(
        (title) => title.text,
      );
    }
    kinds.set(category.id, {
      family,
      category,
      types: category.curated.productTypes ?? [category.curated.name],
      brands: makers,
      lines: family.lines,
      claims: family.claims,
      sizes: family.sizes,
      lead: family.lead,
      details: thing
        ? []
        : words.productDescriptionSentences.filter((sentence) => !/w polsce/i.test(sentence) && fits(family, sentence)),
      ...(family.formula ? { formula: family.formula } : {}),
      sentences,
      titles,
      pros: [...(thing ? [] : words.pros.filter((pro) => fits(family, pro))), ...(family.pros ?? [])],
      cons: [...(thing ? [] : words.cons.filter((con) => fits(family, con))), ...(family.cons ?? [])],
    });
  }
  return kinds;
}
