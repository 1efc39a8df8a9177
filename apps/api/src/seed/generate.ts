import { count } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import { refreshProductCounts } from '../catalog/product-counts';
import { BRAND_PAGE_PATTERNS, brandPageRow } from '../shared/brand-page';
import { productSlug } from '../shared/slug';
import { brands as curatedBrands, type CuratedBrand } from './data/brands';
import { ingredients as curatedIngredients } from './data/ingredients';
import { propertyPatterns as curatedPatterns } from './data/propertyPatterns';
import { partnerShops } from './data/shops';
import * as words from './data/vocabulary';
import { seedContent, seedMenus } from './content';
import { Random } from './random';
import { seedDemoAccounts, seedDemoReviews } from './demo-accounts';
import { seedDemoAddedProduct } from './demo-added-product';
import { seedCounters, seedReviewLikes } from './community-facts';
import { seedHits } from './hits';
import { seedDemoWishlists } from './demo-wishlists';
import { seedDemoFollows } from './demo-follows';
import { DAY, flattenTree, insertChunked, syncSequence } from './rows';
import { buildKinds, type Kind } from './kinds';

export interface SeedOptions {
  /** How many products to generate. */
  products: number;
  /**
   * Seed of the random generator: the same seed gives the same catalogue.
   * @default 20261121
   */
  seed?: number;
  /** "Today" for new-product windows, review dates and testing campaigns. */
  now?: Date;
  /** Progress messages (the CLI prints them). */
  log?: (message: string) => void;
  /**
   * Puts `share` of the products under one category (benchmarks need a category holding a third
   * of the catalogue, as the largest ones of a real beauty catalogue do). Leaves are drawn evenly
   * without it.
   */
  focus?: { urlKey: string; share: number };
}

export interface SeedSummary {
  categories: number;
  brands: number;
  ingredients: number;
  products: number;
  reviews: number;
  users: number;
}

/** Demo content is marked so nobody mistakes it for real opinions. */
export const DEMO_NOTE = 'Treść demonstracyjna wygenerowana automatycznie.';

const layoutOf = { checkbox: 'list', image: 'logos', color: 'tiles' } as const;

const priceRange: Record<CuratedBrand['priceLevel'], [number, number]> = {
  budget: [699, 3999],
  mid: [1999, 8999],
  premium: [5999, 24999],
  luxury: [19999, 89999],
};

/** Whether a claim repeats a word (4+ letters) of the product type. */
function repeats(type: string, claim: string): boolean {
  const typeWords = new Set(type.toLowerCase().split(/[^\p{L}\d]+/u));
  return claim
    .toLowerCase()
    .split(/[^\p{L}\d]+/u)
    .some((word) => word.length >= 4 && typeWords.has(word));
}

export async function isCatalogueSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.products);
  return (row?.n ?? 0) > 0;
}

/**
 * Fills an empty database with the curated Polish catalogue (categories, brands, ingredients,
 * shops, menus, legal hints) and `products` generated products with offers, demo users, demo
 * reviews, views and HITs, so that every sort and filter has meaningful data.
 */
export async function seedCatalogue(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const { focus: wanted } = options;
  if (
    wanted &&
    (!flattenTree().some((node) => node.curated.urlKey === wanted.urlKey) || !(wanted.share > 0 && wanted.share < 1))
  ) {
    throw new Error(`Nieprawidłowe focus: kategoria ${wanted.urlKey}, udział ${wanted.share} (0–1)`);
  }
  const random = new Random(options.seed ?? 20261121);
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);

  // Property patterns and their options.
  await db.insert(t.propertyPatterns).values(
    curatedPatterns.map((pattern, position) => ({
      code: pattern.code,
      label: pattern.label,
      urlSlug: pattern.urlSlug,
      layout: layoutOf[pattern.layout],
      position,
    })),
  );
  const optionRows = curatedPatterns.flatMap((pattern) =>
    pattern.options.map((option) => ({
      patternCode: pattern.code,
      slug: option.slug,
      label: option.label,
      orderValue: option.orderValue,
      // File names under the properties dictionary path (catalog/option-images.ts).
      imageDesktop: pattern.layout === 'image' ? `${pattern.urlSlug}-${option.slug}.svg` : null,
    })),
  );
  const insertedOptions = await db
    .insert(t.propertyOptions)
    .values(optionRows)
    .returning({ id: t.propertyOptions.id, patternCode: t.propertyOptions.patternCode, slug: t.propertyOptions.slug });
  const optionsByPattern = new Map<string, { id: number; slug: string }[]>();
  for (const option of insertedOptions) {
    const list = optionsByPattern.get(option.patternCode) ?? [];
    list.push(option);
    optionsByPattern.set(option.patternCode, list);
  }

  // Categories, with our own ids so that paths are known before insert.
  const flat = flattenTree();
  const categoryRows: (typeof t.categories.$inferInsert)[] = flat.map((node, position) => ({
    id: node.id,
    parentId: node.parentId,
    path: node.path,
    depth: node.depth,
    position,
    urlKey: node.curated.urlKey,
    name: node.curated.name,
    fullName: node.fullName,
    description: node.curated.description ?? null,
    isAdultsOnly: node.adultsOnly,
    propertyPatterns: node.patterns,
    urlTemplate: node.urlTemplate,
    staticFilters: { shop: partnerShops.map((shop) => shop.slug) },
  }));
  let nextCategoryId = flat.length + 1;
  const faceCreams = flat.find((node) => node.curated.urlKey === 'kremy-do-twarzy') ?? flat.find((n) => n.isLeaf)!;
  const certificate = optionsByPattern.get('certyfikaty')?.find((option) => option.slug.includes('wegan'));
  // A landing page: the face-cream listing with a fixed filter (spec section 2, `lp-` paths).
  categoryRows.push({
    id: nextCategoryId++,
    parentId: null,
    path: [nextCategoryId - 1],
    depth: 1,
    position: categoryRows.length,
    urlKey: 'lp-weganskie-kremy-do-twarzy',
    kind: 'landing',
    name: 'Wegańskie kremy do twarzy',
    fullName: 'Wegańskie kremy do twarzy',
    description: 'Kremy do twarzy bez składników pochodzenia zwierzęcego, wybrane z katalogu KWC.',
    landingLinkedCategoryId: faceCreams.id,
    predefinedFilters: certificate ? { certyfikaty: [certificate.slug] } : {},
    propertyPatterns: faceCreams.patterns,
    urlTemplate: faceCreams.urlTemplate,
  });
  // A category that moved (spec section 4: category info returning a redirect).
  categoryRows.push({
    id: nextCategoryId++,
    parentId: null,
    path: [nextCategoryId - 1],
    depth: 1,
    position: categoryRows.length,
    urlKey: 'kosmetyki-do-twarzy',
    name: 'Kosmetyki do twarzy',
    fullName: 'Kosmetyki do twarzy',
    status: 'REDIRECTED',
    redirectTo: `/${flat[0]!.curated.urlKey}`,
    redirectCode: 301,
  });
  // Brand pages (`/marka-{slug}`) list the whole catalogue with the brand filter fixed.
  const brandPatterns = BRAND_PAGE_PATTERNS.filter((code) => optionsByPattern.has(code));
  for (const brand of curatedBrands) {
    const id = nextCategoryId++;
    categoryRows.push(
      brandPageRow({
        id,
        position: categoryRows.length,
        brand,
        patterns: brandPatterns,
        shopSlugs: partnerShops.map((shop) => shop.slug),
      }),
    );
  }
  // The whole catalogue in one listing: a landing page without a linked category has no scope.
  categoryRows.push({
    id: nextCategoryId++,
    parentId: null,
    path: [nextCategoryId - 1],
    depth: 1,
    position: categoryRows.length,
    urlKey: 'lp-wszystkie-kosmetyki',
    kind: 'landing',
    name: 'Wszystkie kosmetyki',
    fullName: 'Wszystkie kosmetyki',
    description: 'Cały katalog KWC w jednym miejscu: filtruj po marce, sklepie, cenie i składnikach.',
    propertyPatterns: brandPatterns,
    urlTemplate: ['marka'],
    staticFilters: { shop: partnerShops.map((shop) => shop.slug) },
  });
  await insertChunked(db, t.categories, categoryRows);
  await syncSequence(db, 'categories');
  log(`kategorie: ${categoryRows.length}`);
  // Old addresses that answer with a redirect (spec section 4, the path check): to a listing, and away.
  await db.insert(t.redirects).values([
    { fromPath: '/stary-poradnik/pielegnacja-zimowa', toPath: `/${flat[0]!.curated.urlKey}`, code: 301 },
    { fromPath: '/sklep-partnera', toPath: 'https://sklep.example.com/kosmetyki', code: 302 },
  ]);

  // Brands, ingredients, shops.
  const brandRows = curatedBrands.map((brand, index) => ({
    id: index + 1,
    slug: brand.slug,
    name: brand.name,
    country: brand.country,
    description: brand.description ?? null,
    priceLevel: brand.priceLevel,
    popularity: brand.popularity,
    image: `${brand.slug}.svg`,
  }));
  await insertChunked(db, t.brands, brandRows);
  await syncSequence(db, 'brands');
  const ingredientRows = curatedIngredients.map((ingredient, index) => ({
    id: index + 1,
    inci: ingredient.inci,
    slug: ingredient.slug,
    namePl: ingredient.namePl,
    functions: ingredient.functions,
    description: ingredient.description,
    isImportant: ingredient.important ?? false,
  }));
  await insertChunked(db, t.ingredients, ingredientRows);
  await syncSequence(db, 'ingredients');
  const shopRows = partnerShops.map((shop, index) => ({ id: index + 1, slug: shop.slug, name: shop.name }));
  await db.insert(t.partnerShops).values(shopRows);
  await syncSequence(db, 'partner_shops');

  // Demo users.
  const userCount = Math.max(60, Math.min(words.usernames.length * 4, Math.ceil(options.products / 8)));
  const userRows = Array.from({ length: userCount }, (_, index) => {
    const base = words.usernames[index % words.usernames.length]!;
    const username = index < words.usernames.length ? base : `${base}${Math.floor(index / words.usernames.length) + 1}`;
    const birthYear = index % 40 === 7 ? now.getUTCFullYear() - 17 : random.int(1965, 2006);
    return {
      id: index + 1,
      username,
      email: `demo+${index + 1}@kwc.example`,
      rank: random.pick(['Początkująca', 'Recenzentka', 'Ekspertka', 'Mistrzyni urody']),
      bio: random.chance(0.6) ? random.pick(words.userBios) : null,
      birthDate: `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      isDemo: true,
      createdAt: new Date(now.getTime() - random.int(30, 2000) * DAY),
    };
  });
  await insertChunked(db, t.users, userRows);
  await syncSequence(db, 'users');
  await seedDemoAccounts(db, now);

  // Products.
  const leaves = flat.filter((node) => node.isLeaf);
  const kinds = buildKinds(leaves, curatedBrands);
  // The demo accounts' reviews and ania's 'Pielęgnacja twarzy' list are about products 1–3
  // (demo-accounts.ts, demo-wishlists.ts): they are face creams, and products 4–5 ('Na prezent') perfumes.
  const pinned = (urlKeys: string[]) => leaves.filter((leaf) => urlKeys.includes(leaf.curated.urlKey));
  const faceCreamLeaves = pinned(['kremy-na-dzien', 'kremy-na-noc', 'kremy-nawilzajace']);
  const perfumeLeaves = pinned(['perfumy-damskie', 'perfumy-unisex']);
  const brandIds = new Map(curatedBrands.map((brand, index) => [brand.slug, index + 1]));
  const ingredientIdByInci = new Map(curatedIngredients.map((ingredient, index) => [ingredient.inci, index + 1]));

  const productRows: (typeof t.products.$inferInsert)[] = [];
  const offerRows: (typeof t.offers.$inferInsert)[] = [];
  const productIngredientRows: (typeof t.productIngredients.$inferInsert)[] = [];
  const reviewRows: (typeof t.reviews.$inferInsert)[] = [];

  const focus = options.focus ? flat.find((node) => node.curated.urlKey === options.focus!.urlKey) : undefined;
  const focusLeaves = focus ? leaves.filter((leaf) => leaf.path.includes(focus.id)) : [];
  const otherLeaves = focus ? leaves.filter((leaf) => !leaf.path.includes(focus.id)) : leaves;

  for (let id = 1; id <= options.products; id++) {
    const category =
      id <= 3 && faceCreamLeaves.length > 0
        ? random.pick(faceCreamLeaves)
        : id <= 5 && perfumeLeaves.length > 0
          ? random.pick(perfumeLeaves)
          : focus && focusLeaves.length > 0 && random.chance(options.focus!.share)
            ? random.pick(focusLeaves)
            : random.pick(otherLeaves);
    const kind: Kind = kinds.get(category.id)!;
    const brand = random.weighted(kind.brands, (b) => b.popularity * b.popularity);
    const type = random.pick(kind.types);
    const drawn = random.chance(0.65) ? random.pick(kind.claims) : undefined;
    // "Pasta do zębów wrażliwych" needs no "do zębów wrażliwych" after it.
    const claim = drawn && !repeats(type, drawn.text) ? drawn : undefined;
    const line = random.chance(0.45) ? `${random.pick(kind.lines)} ` : '';
    const size = random.pick(kind.sizes);
    const name = `${line}${type}${claim ? ` ${claim.text}` : ''} ${size.value} ${size.unit}`
      .replace(/\s+/g, ' ')
      .trim();
    const slug = productSlug(brand.name, name);
    // The id after the comma keeps the path unique (and is what spec section 9's reload rule reads).
    const urlPath = `${slug},${id}`;

    const [low, high] = priceRange[brand.priceLevel];
    const basePrice = random.int(low, high);
    const shops = random.sample(partnerShops, random.int(1, 6));
    const shopIds: number[] = [];
    let price = Number.POSITIVE_INFINITY;
    for (const shop of shops) {
      const shopId = partnerShops.indexOf(shop) + 1;
      const offer = Math.round((basePrice * shop.priceFactor * (0.95 + random.next() * 0.1)) / 10) * 10 - 1;
      shopIds.push(shopId);
      price = Math.min(price, offer);
      offerRows.push({ productId: id, shopId, price: offer, url: `https://example.com/${shop.slug}/${slug}` });
    }

    const optionIds: number[] = [];
    for (const code of category.patterns) {
      const options = optionsByPattern.get(code) ?? [];
      if (options.length === 0) continue;
      const single = code === 'pojemnosc' || code === 'kolor' || code === 'spf';
      const howMany = single ? 1 : random.weighted([0, 1, 1, 2, 3], () => 1);
      for (const option of random.sample(options, howMany)) optionIds.push(option.id);
    }

    // The kind's formula: its base in order, a few of its actives and what the name's claim promises, its tail.
    const formula = kind.formula;
    const inciList = formula
      ? [
          ...formula.base,
          ...random.sample(formula.actives, random.int(formula.count[0], formula.count[1])),
          // What the name promises, from the claim or the type itself ('Krem z retinolem').
          ...kind.claims.flatMap((promise) => (promise.inci && name.includes(promise.text) ? promise.inci : [])),
          ...formula.tail.filter(() => random.chance(0.7)),
        ]
      : [];
    const ingredientIds = [
      ...new Set(inciList.map((inci) => ingredientIdByInci.get(inci)).filter((x) => x !== undefined)),
    ];
    ingredientIds.forEach((ingredientId, position) =>
      productIngredientRows.push({ productId: id, position, ingredientId }),
    );

    // Reviews: a long tail, most products have a few, some have many.
    const quality = 2.6 + random.next() * 2.4;
    const reviewTotal = Math.min(random.longTail(2), 60);
    let published = 0;
    let ratingSum = 0;
    let lastWeek = 0;
    const reviewers = new Set<number>();
    for (let r = 0; r < reviewTotal; r++) {
      const rating = Math.max(1, Math.min(5, Math.round(quality + (random.next() - 0.5) * 2.2)));
      const status = random.weighted(['published', 'published', 'published', 'pending', 'draft', 'rejected'], (s) =>
        s === 'published' ? 6 : 1,
      ) as 'published' | 'pending' | 'draft' | 'rejected';
      const createdAt = new Date(now.getTime() - random.int(0, 730) * DAY - random.int(0, DAY - 1));
      const tone = rating >= 4 ? 'positive' : rating === 3 ? 'neutral' : 'negative';
      // One review per author and product (a UNIQUE index): a drawn author who already wrote one
      // passes it to the next user, so the random sequence (and all other seeded data) stays as it was.
      let userId = random.int(1, userCount);
      while (reviewers.has(userId)) userId = (userId % userCount) + 1;
      reviewers.add(userId);
      reviewRows.push({
        productId: id,
        userId,
        rating,
        title: random.pick(kind.titles[rating as 1 | 2 | 3 | 4 | 5]),
        body: random.sample(kind.sentences[tone], random.int(3, 6)).join(' '),
        pros: random.chance(0.6) && kind.pros.length > 0 ? random.sample(kind.pros, random.int(1, 3)).join(', ') : null,
        cons: random.chance(0.4) && kind.cons.length > 0 ? random.sample(kind.cons, random.int(1, 2)).join(', ') : null,
        usageTime: random.pick(['weeks_2_4', 'months_1_3', 'months_3_6', 'over_6_months']),
        purchaseSource: random.pick(['drugstore', 'pharmacy', 'online_shop', 'brand_shop', 'gift', 'testing', 'other']),
        skinType: random.pick(['dry', 'oily', 'combination', 'normal', 'sensitive', 'mature']),
        status,
        likes: status === 'published' ? random.longTail(1.5) : 0,
        createdAt,
        updatedAt: createdAt,
        submittedAt: status === 'draft' ? null : createdAt,
        publishedAt: status === 'published' ? createdAt : null,
      });
      // A product from KWC's testing carries the review's transparency label (no new random draw).
      const review = reviewRows.at(-1)!;
      review.receivedAs = review.purchaseSource === 'testing' ? 'test_campaign' : null;
      if (status === 'published') {
        published++;
        ratingSum += rating;
        if (now.getTime() - createdAt.getTime() < 7 * DAY) lastWeek++;
      }
    }

    const views = random.longTail(120) + published * 40;
    const viewsLastWeek = Math.floor(views * random.next() * 0.08);
    const hits = Math.min(random.longTail(0.8) + Math.floor(published / 3), userCount);
    const isNew = random.chance(0.1);
    const stateRoll = random.next();
    productRows.push({
      id,
      sku: `KWC-${id}`,
      slug,
      urlPath,
      brandId: brandIds.get(brand.slug)!,
      categoryId: category.id,
      categoryPath: category.path,
      name,
      shortDescription: random.pick(kind.lead),
      description: [
        ...random.sample(kind.lead, 2),
        ...random.sample(kind.details, random.int(1, 3)),
        ...(brand.country === 'Polska' && random.chance(0.3) ? ['Został wyprodukowany w Polsce.'] : []),
      ].join(' '),
      state: id <= 5 ? null : stateRoll < 0.025 ? 'expiring' : stateRoll < 0.05 ? 'archived' : null,
      images: [{ path: `/api/images/products/${id}.svg` }],
      isAdult: category.adultsOnly,
      bestseller: random.chance(0.08) || hits > 40,
      newUntilDate: isNew ? new Date(now.getTime() + random.int(1, 60) * DAY).toISOString().slice(0, 10) : null,
      offerSale: random.chance(0.12),
      price: Number.isFinite(price) ? price : null,
      partnerShopIds: shopIds.sort((a, b) => a - b),
      propertyOptionIds: optionIds.sort((a, b) => a - b),
      ingredientIds: [...new Set(ingredientIds)].sort((a, b) => a - b),
      numberOfReviews: published,
      rating: published > 0 ? Math.round((ratingSum / published) * 100) / 100 : 0,
      numberOfHits: hits,
      numberOfViews: views,
      numberOfReviewsLastWeek: lastWeek,
      numberOfViewsLastWeek: viewsLastWeek,
      popularity: Math.round(viewsLastWeek * 1 + published * 12 + hits * 8 + views * 0.05),
      createdAt: isNew ? now : new Date(now.getTime() - random.int(60, 3000) * DAY),
    });
  }
  log(`w pamięci: ${productRows.length} produktów`);
  await seedHits(db, productRows, userRows, now, options.seed ?? 20261121);
  await insertChunked(db, t.products, productRows, 500);
  await syncSequence(db, 'products');
  await insertChunked(db, t.offers, offerRows, 5000);
  await insertChunked(db, t.productIngredients, productIngredientRows, 10000);
  await insertChunked(db, t.reviews, reviewRows, 2000);
  const demoReviews = await seedDemoReviews(db, now);
  await seedDemoAddedProduct(db, now);
  await seedReviewLikes(db, userCount);
  await seedDemoWishlists(db, now);
  await seedDemoFollows(db, now);
  // Last of the community facts: the counters and ranks follow from them.
  await seedCounters(db);
  log(`produkty: ${productRows.length}, opinie: ${reviewRows.length}`);

  await refreshProductCounts(db);

  await seedMenus(db, flat);
  await seedContent(db, random, now, productRows);
  return {
    categories: categoryRows.length,
    brands: brandRows.length,
    ingredients: ingredientRows.length,
    products: productRows.length,
    reviews: reviewRows.length + demoReviews,
    users: userCount,
  };
}
