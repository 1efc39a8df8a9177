import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { flattenCategories } from '../../shared/category-tree';
import { INCI_FUNCTION, inciFunctionNamesPl } from '../../shared/inci-function-names';
import { isAsciiSlug } from '../../shared/slug';
import { brands } from './brands';
import { type CuratedCategory, categoryTree } from './categories';
import { ingredients } from './ingredients';
import { propertyPatternCodes, propertyPatterns } from './propertyPatterns';
import { partnerShops } from './shops';
import {
  awards,
  cons,
  editorialRecommendations,
  footerMenu,
  legalHints,
  partnerMedia,
  productArticles,
  productClaims,
  productDescriptionSentences,
  productLines,
  pros,
  reviewSentences,
  reviewTitles,
  sizes,
  testingCampaigns,
  userBios,
  usernames,
} from './vocabulary';

/** The public reference data beside the repository (never copied into it); optional. */
const sharedData = fileURLToPath(new URL('../../../../../../shared/data/', import.meta.url));
const obfCategoriesFile = `${sharedData}obf/categories.txt`;
const cosingFile = `${sharedData}cosing/cosing.csv`;

const flat = flattenCategories();
const topLevelKeys = categoryTree.map((c) => c.urlKey);
const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

/** Splits one CSV line into fields (double-quoted fields may contain commas; the file has no escaped quotes). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let inQuotes = false;
  for (const ch of line) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (ch === ',' && !inQuotes) {
      fields.push(current);
      current = '';
    } else current += ch;
  }
  fields.push(current);
  return fields;
}

/** Minimal reader for the CosIng CSV: inci_name,cas_number,einecs_number,function. */
function parseCosing(text: string): { name: string; functions: string[] }[] {
  return text
    .split('\n')
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => {
      const [name = '', , , fn = ''] = csvFields(line);
      return {
        name,
        functions: fn
          .split(',')
          .map((f) => f.trim().toLowerCase())
          .filter(Boolean),
      };
    });
}

/** Effective (inherited) property patterns and url template of every category. */
function effective(): Map<string, { patterns: string[]; template: string[]; adults: boolean }> {
  const out = new Map<string, { patterns: string[]; template: string[]; adults: boolean }>();
  const walk = (nodes: CuratedCategory[], patterns: string[], template: string[], adults: boolean) => {
    for (const node of nodes) {
      const own = {
        patterns: node.propertyPatterns ?? patterns,
        template: node.urlTemplate ?? template,
        adults: node.adultsOnly ?? adults,
      };
      out.set(node.urlKey, own);
      if (node.children) walk(node.children, own.patterns, own.template, own.adults);
    }
  };
  walk(categoryTree, [], [], false);
  return out;
}

describe('categories', () => {
  it('has the ten top-level branches in order', () => {
    expect(categoryTree.map((c) => c.name)).toEqual([
      'Pielęgnacja twarzy',
      'Pielęgnacja ciała',
      'Pielęgnacja włosów',
      'Makijaż',
      'Perfumy',
      'Paznokcie',
      'Higiena',
      'Dla mężczyzn',
      'Dla dzieci',
      'Strefa intymna 18+',
    ]);
  });

  it('has 80–120 categories, 2–3 levels deep', () => {
    expect(flat.length).toBeGreaterThanOrEqual(80);
    expect(flat.length).toBeLessThanOrEqual(120);
    expect(Math.max(...flat.map((f) => f.depth))).toBeLessThanOrEqual(3);
    for (const top of categoryTree) expect(top.children?.length ?? 0, top.urlKey).toBeGreaterThan(0);
  });

  it('has unique ASCII url keys and non-empty Polish names', () => {
    const keys = flat.map((f) => f.category.urlKey);
    expect(duplicates(keys)).toEqual([]);
    for (const key of keys) expect(isAsciiSlug(key), key).toBe(true);
    for (const { category } of flat) expect(category.name.trim().length, category.urlKey).toBeGreaterThan(2);
  });

  it('gives every leaf product types', () => {
    for (const { category } of flat) {
      if (category.children?.length) continue;
      expect(category.productTypes?.length ?? 0, category.urlKey).toBeGreaterThan(0);
      for (const type of category.productTypes ?? []) expect(type.trim(), category.urlKey).not.toBe('');
    }
  });

  it('references only existing property patterns', () => {
    for (const { category } of flat) {
      for (const code of category.propertyPatterns ?? []) {
        expect(propertyPatternCodes.has(code), `${category.urlKey}: ${code}`).toBe(true);
      }
      expect(duplicates(category.propertyPatterns ?? []), category.urlKey).toEqual([]);
    }
  });

  it('builds url templates from "marka" and the filters the category offers', () => {
    const eff = effective();
    for (const top of categoryTree) expect(top.urlTemplate?.[0], top.urlKey).toBe('marka');
    for (const [urlKey, { patterns, template }] of eff) {
      expect(template.length, urlKey).toBeGreaterThan(0);
      for (const code of template) {
        expect(code === 'marka' || propertyPatternCodes.has(code), `${urlKey}: ${code}`).toBe(true);
        if (code !== 'marka') expect(patterns, `${urlKey}: ${code}`).toContain(code);
      }
    }
  });

  it('has exactly one adults-only branch, flagged at its top and nowhere else', () => {
    const adultTops = categoryTree.filter((c) => c.adultsOnly);
    expect(adultTops.map((c) => c.urlKey)).toEqual(['strefa-intymna-18']);
    const eff = effective();
    const adultKeys = new Set(flattenCategories(adultTops).map((f) => f.category.urlKey));
    for (const [urlKey, { adults }] of eff) expect(adults, urlKey).toBe(adultKeys.has(urlKey));
    for (const { category } of flat) {
      if (!adultKeys.has(category.urlKey)) expect(category.adultsOnly, category.urlKey).toBeUndefined();
    }
  });

  it('maps each OBF tag once, in canonical form', () => {
    const tags = flat.flatMap((f) => f.category.obfTags ?? []);
    expect(duplicates(tags)).toEqual([]);
    for (const tag of tags) expect(tag, tag).toMatch(/^(en|fr):[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(tags.length).toBeGreaterThan(100);
  });

  describe.skipIf(!existsSync(obfCategoriesFile))('against OBF categories.txt', () => {
    it('maps every OBF beauty category that has a Polish name', () => {
      const mapped = new Set(flat.flatMap((f) => f.category.obfTags ?? []));
      const unmapped: string[] = [];
      for (const block of readFileSync(obfCategoriesFile, 'utf8').split('\n\n')) {
        const lines = block.split('\n').filter((l) => l && !l.startsWith('#'));
        const en = lines.find((l) => l.startsWith('en:'));
        if (!en || !lines.some((l) => l.startsWith('pl:'))) continue;
        const name = en.slice(3).split(',')[0] ?? '';
        const id = `en:${name
          .trim()
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')}`;
        if (id !== 'en:incorrect-product-type' && !mapped.has(id)) unmapped.push(id);
      }
      expect(unmapped).toEqual([]);
    });
  });
  if (!existsSync(obfCategoriesFile)) {
    it.skip(`OBF coverage: ${obfCategoriesFile} is absent`, () => {});
  }
});

describe('property patterns', () => {
  it('has 12–18 patterns with the required codes, and no brand pattern', () => {
    expect(propertyPatterns.length).toBeGreaterThanOrEqual(12);
    expect(propertyPatterns.length).toBeLessThanOrEqual(18);
    for (const code of [
      'rodzaj_skory',
      'dzialanie',
      'rodzaj_wlosow',
      'problem_wlosow',
      'wykonczenie',
      'kolor',
      'kryje',
      'nuty_zapachowe',
      'rodzaj_zapachu',
      'wiek',
      'certyfikaty',
      'pojemnosc',
      'spf',
    ]) {
      expect(propertyPatternCodes.has(code), code).toBe(true);
    }
    expect(propertyPatternCodes.has('marka')).toBe(false);
  });

  it('has unique codes and slugs, ASCII everywhere', () => {
    expect(duplicates(propertyPatterns.map((p) => p.code))).toEqual([]);
    expect(duplicates(propertyPatterns.map((p) => p.urlSlug))).toEqual([]);
    for (const p of propertyPatterns) {
      expect(p.code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
      expect(isAsciiSlug(p.urlSlug), p.urlSlug).toBe(true);
      expect(p.options.length, p.code).toBeGreaterThanOrEqual(3);
      expect(duplicates(p.options.map((o) => o.slug)), p.code).toEqual([]);
      for (const o of p.options) {
        expect(isAsciiSlug(o.slug), `${p.code}: ${o.slug}`).toBe(true);
        expect(o.label.trim(), `${p.code}: ${o.slug}`).not.toBe('');
      }
      const order = p.options.map((o) => o.orderValue);
      expect(order, p.code).toEqual([...order].sort((a, b) => a - b));
      expect(duplicates(order.map(String)), p.code).toEqual([]);
    }
  });

  it('gives colour options swatches', () => {
    const kolor = propertyPatterns.find((p) => p.code === 'kolor');
    expect(kolor?.layout).toBe('color');
    const withHex = kolor?.options.filter((o) => o.hex) ?? [];
    expect(withHex.length).toBeGreaterThanOrEqual(10);
    for (const o of withHex) expect(o.hex).toMatch(/^#[0-9a-f]{6}$/);
    for (const p of propertyPatterns)
      if (p.layout !== 'color')
        expect(
          p.options.some((o) => o.hex),
          p.code,
        ).toBe(false);
  });
});

describe('brands', () => {
  it('has 120–155 real brands with a strong Polish contingent', () => {
    expect(brands.length).toBeGreaterThanOrEqual(120);
    expect(brands.length).toBeLessThanOrEqual(155);
    expect(brands.filter((b) => b.country === 'Polska').length).toBeGreaterThanOrEqual(40);
    for (const name of ['Ziaja', 'Bielenda', 'Tołpa', 'Inglot', 'Nivea', "L'Oréal Paris", 'La Roche-Posay', 'Chanel']) {
      expect(
        brands.some((b) => b.name === name),
        name,
      ).toBe(true);
    }
  });

  it('has unique names and ASCII slugs', () => {
    expect(duplicates(brands.map((b) => b.name.toLowerCase()))).toEqual([]);
    expect(duplicates(brands.map((b) => b.slug))).toEqual([]);
    for (const b of brands) {
      expect(isAsciiSlug(b.slug), b.slug).toBe(true);
      // The brand is the part of /marka-{slug} before the first underscore: slugs must not contain one.
      expect(b.slug.includes('_'), b.slug).toBe(false);
    }
  });

  it('sells only in top-level categories, and every branch has brands', () => {
    for (const b of brands) {
      expect(b.categories.length, b.name).toBeGreaterThan(0);
      expect(duplicates(b.categories), b.name).toEqual([]);
      for (const key of b.categories) expect(topLevelKeys, `${b.name}: ${key}`).toContain(key);
      expect(['budget', 'mid', 'premium', 'luxury'], b.name).toContain(b.priceLevel);
      expect(b.country.trim(), b.name).not.toBe('');
    }
    for (const key of topLevelKeys) {
      expect(brands.filter((b) => b.categories.includes(key)).length, key).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('ingredients', () => {
  it('has at least 300 ingredients with Polish names and descriptions', () => {
    expect(ingredients.length).toBeGreaterThanOrEqual(300);
    for (const i of ingredients) {
      expect(i.namePl.trim(), i.inci).not.toBe('');
      expect(i.description.length, i.inci).toBeGreaterThanOrEqual(40);
      expect(i.description, i.inci).toMatch(/[.!?]$/);
      expect(i.description.split(/(?<=[.!?])\s+(?=[A-ZŁŚŻŹĆ])/).length, i.inci).toBeLessThanOrEqual(3);
    }
    // Polish text, not English: most descriptions carry Polish letters.
    const polish = ingredients.filter((i) => /[ąćęłńóśźż]/i.test(i.description)).length;
    expect(polish / ingredients.length).toBeGreaterThan(0.9);
  });

  it('has unique upper-case INCI names and unique ASCII slugs', () => {
    expect(duplicates(ingredients.map((i) => i.inci))).toEqual([]);
    expect(duplicates(ingredients.map((i) => i.slug))).toEqual([]);
    for (const i of ingredients) {
      expect(i.inci, i.inci).toBe(i.inci.toUpperCase());
      expect(i.inci, i.inci).toMatch(/^[A-Z0-9][A-Z0-9 ,./()\-+]*$/);
      expect(isAsciiSlug(i.slug), i.slug).toBe(true);
    }
  });

  it('uses only known Polish function names', () => {
    const known = new Set<string>(Object.values(INCI_FUNCTION));
    for (const i of ingredients) {
      expect(i.functions.length, i.inci).toBeGreaterThan(0);
      expect(duplicates(i.functions), i.inci).toEqual([]);
      for (const f of i.functions) expect(known.has(f), `${i.inci}: ${f}`).toBe(true);
    }
    for (const f of Object.values(inciFunctionNamesPl)) expect(known.has(f) || f.length > 3, f).toBe(true);
  });

  it('highlights about 30 important ingredients, including the usual suspects', () => {
    const important = ingredients.filter((i) => i.important);
    expect(important.length).toBeGreaterThanOrEqual(25);
    expect(important.length).toBeLessThanOrEqual(40);
    for (const inci of [
      'HYALURONIC ACID',
      'NIACINAMIDE',
      'RETINOL',
      'ASCORBIC ACID',
      'CERAMIDE NP',
      'PANTHENOL',
      'SALICYLIC ACID',
      'GLYCOLIC ACID',
      'UREA',
      'ALLANTOIN',
      'SQUALANE',
      'BAKUCHIOL',
      'ALCOHOL DENAT.',
      'METHYLPARABEN',
      'SODIUM LAURYL SULFATE',
      'DIMETHICONE',
      'PARFUM',
    ]) {
      expect(
        important.some((i) => i.inci === inci),
        inci,
      ).toBe(true);
    }
  });

  describe.skipIf(!existsSync(cosingFile))('against the CosIng sample', () => {
    const rows = existsSync(cosingFile) ? parseCosing(readFileSync(cosingFile, 'utf8')) : [];
    const names = new Set(rows.map((r) => r.name.toUpperCase()));
    const labels = new Set(rows.flatMap((r) => r.functions));

    it('uses INCI names that exist in CosIng', () => {
      expect(ingredients.filter((i) => !names.has(i.inci)).map((i) => i.inci)).toEqual([]);
    });

    it('has a Polish name for every CosIng function label', () => {
      const missing = [...labels].filter((l) => l !== 'not reported' && !(l in inciFunctionNamesPl));
      expect(missing).toEqual([]);
    });
  });
  if (!existsSync(cosingFile)) {
    it.skip(`CosIng checks: ${cosingFile} is absent`, () => {});
  }
});

describe('partner shops', () => {
  it('has 8–10 shops with unique slugs and varied price factors', () => {
    expect(partnerShops.length).toBeGreaterThanOrEqual(8);
    expect(partnerShops.length).toBeLessThanOrEqual(10);
    expect(duplicates(partnerShops.map((s) => s.slug))).toEqual([]);
    for (const s of partnerShops) {
      expect(isAsciiSlug(s.slug), s.slug).toBe(true);
      expect(s.priceFactor, s.slug).toBeGreaterThanOrEqual(0.85);
      expect(s.priceFactor, s.slug).toBeLessThanOrEqual(1.15);
    }
    expect(new Set(partnerShops.map((s) => s.priceFactor)).size).toBeGreaterThan(5);
  });
});

describe('vocabulary', () => {
  it('has enough product material', () => {
    expect(productClaims.length).toBeGreaterThanOrEqual(70);
    expect(productLines.length).toBeGreaterThanOrEqual(50);
    expect(productDescriptionSentences.length).toBeGreaterThanOrEqual(50);
    expect(sizes.length).toBeGreaterThanOrEqual(10);
    for (const s of sizes) expect(s.value).toBeGreaterThan(0);
    expect(duplicates(productClaims)).toEqual([]);
    expect(duplicates(productLines)).toEqual([]);
  });

  it('keeps review titles within the 70-character hint, for every rating', () => {
    expect(reviewTitles.length).toBeGreaterThanOrEqual(90);
    for (const t of reviewTitles) expect(t.text.length, t.text).toBeLessThanOrEqual(70);
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(reviewTitles.filter((t) => t.rating === rating).length, String(rating)).toBeGreaterThanOrEqual(10);
    }
    expect(duplicates(reviewTitles.map((t) => t.text))).toEqual([]);
  });

  it('has review sentences for every aspect and tone', () => {
    expect(reviewSentences.length).toBeGreaterThanOrEqual(230);
    expect(duplicates(reviewSentences.map((s) => s.text))).toEqual([]);
    for (const aspect of ['konsystencja', 'zapach', 'dzialanie', 'wydajnosc', 'opakowanie', 'cena', 'ogolne']) {
      for (const tone of ['positive', 'neutral', 'negative']) {
        const n = reviewSentences.filter((s) => s.aspect === aspect && s.tone === tone).length;
        expect(n, `${aspect}/${tone}`).toBeGreaterThanOrEqual(5);
      }
    }
    expect(pros.length).toBeGreaterThanOrEqual(40);
    expect(cons.length).toBeGreaterThanOrEqual(40);
  });

  it('has about 200 unique, URL-safe nicknames and bios', () => {
    expect(usernames.length).toBeGreaterThanOrEqual(190);
    expect(duplicates(usernames.map((u) => u.toLowerCase()))).toEqual([]);
    for (const u of usernames) expect(u, u).toMatch(/^[A-Za-z0-9._]{3,30}$/);
    expect(userBios.length).toBeGreaterThanOrEqual(40);
  });

  it('has the home-page and product-page material', () => {
    expect(editorialRecommendations.length).toBeGreaterThanOrEqual(20);
    expect(testingCampaigns.length).toBeGreaterThanOrEqual(10);
    for (const c of testingCampaigns) expect(c.title.startsWith('Testowanie KWC: '), c.title).toBe(true);
    expect(awards.length).toBeGreaterThanOrEqual(15);
    for (const a of awards) expect(a.year).toBeGreaterThanOrEqual(2024);
    expect(productArticles.length).toBeGreaterThanOrEqual(40);
    for (const item of [...editorialRecommendations, ...awards, ...productArticles]) {
      if (item.categoryUrlKey) expect(topLevelKeys).toContain(item.categoryUrlKey);
    }
  });

  it('has the legal hints the site asks for', () => {
    const ids = legalHints.map((h) => h.identifier);
    expect(duplicates(ids)).toEqual([]);
    for (const id of [
      'regulamin-opinii',
      'zgoda-newsletter',
      'zgoda-marketing-wewnetrzny',
      'zgoda-marketing-zewnetrzny',
      'klub-kwc',
      'informacja-o-cenach',
    ]) {
      expect(ids, id).toContain(id);
    }
    for (const h of legalHints) {
      expect(isAsciiSlug(h.identifier), h.identifier).toBe(true);
      expect(h.content.length, h.identifier).toBeGreaterThan(150);
    }
  });

  it('has exactly five invented partner media on example domains, and a grouped footer', () => {
    expect(partnerMedia).toHaveLength(5);
    for (const m of partnerMedia) expect(new URL(m.url).hostname.endsWith('.example.com'), m.url).toBe(true);
    for (const group of ['socials', 'links', 'portals'] as const) {
      expect(footerMenu.filter((f) => f.group === group).length, group).toBeGreaterThan(0);
    }
    expect(footerMenu.filter((f) => f.group === 'portals').map((f) => f.url)).toEqual(partnerMedia.map((m) => m.url));
    for (const f of footerMenu) expect(f.url.startsWith('/') || f.url.startsWith('https://'), f.url).toBe(true);
  });
});
