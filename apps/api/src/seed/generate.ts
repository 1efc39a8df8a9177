import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import { brands as curatedBrands, type CuratedBrand } from './data/brands';
import { flattenCategories, type CuratedCategory } from './data/categories';
import { ingredients as curatedIngredients } from './data/ingredients';
import { propertyPatterns as curatedPatterns } from './data/propertyPatterns';
import { partnerShops } from './data/shops';
import { toSlug } from './data/slug';
import * as words from './data/vocabulary';
import { Random } from './random';

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

const DAY = 86_400_000;

/** Demo content is marked so nobody mistakes it for real opinions. */
export const DEMO_NOTE = 'Treść demonstracyjna wygenerowana automatycznie.';

const layoutOf = { checkbox: 'list', image: 'logos', color: 'tiles' } as const;

const priceRange: Record<CuratedBrand['priceLevel'], [number, number]> = {
  budget: [699, 3999],
  mid: [1999, 8999],
  premium: [5999, 24999],
  luxury: [19999, 89999],
};

/** Inserts in chunks that stay well under PostgreSQL's 65,535 bind parameters per statement. */
async function insertChunked<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  size = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

/** Serial columns filled with our own ids need their sequence moved past them. */
async function syncSequence(db: Database, table: string, column = 'id') {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
    ),
  );
}

interface FlatCategory {
  id: number;
  parentId: number | null;
  path: number[];
  depth: number;
  curated: CuratedCategory;
  fullName: string;
  topUrlKey: string;
  patterns: string[];
  urlTemplate: string[];
  adultsOnly: boolean;
  isLeaf: boolean;
}

function flattenTree(): FlatCategory[] {
  const flat: FlatCategory[] = [];
  const byUrlKey = new Map<string, FlatCategory>();
  for (const [index, { category, parentUrlKey, depth }] of flattenCategories().entries()) {
    const parent = parentUrlKey ? byUrlKey.get(parentUrlKey) : undefined;
    const id = index + 1;
    const node: FlatCategory = {
      id,
      parentId: parent?.id ?? null,
      path: [...(parent?.path ?? []), id],
      depth,
      curated: category,
      fullName: parent ? `${parent.fullName} > ${category.name}` : category.name,
      topUrlKey: parent?.topUrlKey ?? category.urlKey,
      patterns: category.propertyPatterns ?? parent?.patterns ?? [],
      urlTemplate: category.urlTemplate ?? parent?.urlTemplate ?? ['marka'],
      adultsOnly: category.adultsOnly ?? parent?.adultsOnly ?? false,
      isLeaf: !category.children?.length,
    };
    flat.push(node);
    byUrlKey.set(category.urlKey, node);
  }
  return flat;
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
  const brandPatterns = ['certyfikaty', 'dzialanie'].filter((code) => optionsByPattern.has(code));
  for (const brand of curatedBrands) {
    const id = nextCategoryId++;
    categoryRows.push({
      id,
      parentId: null,
      path: [id],
      depth: 1,
      position: categoryRows.length,
      urlKey: `marka-${brand.slug}`,
      kind: 'brand',
      name: brand.name,
      fullName: brand.name,
      description: brand.description ?? null,
      predefinedFilters: { marka: [`marka-${brand.slug}`] },
      propertyPatterns: brandPatterns,
      urlTemplate: brandPatterns.slice(0, 1),
      staticFilters: { shop: partnerShops.map((shop) => shop.slug) },
    });
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

  // Brands, ingredients, shops.
  const brandRows = curatedBrands.map((brand, index) => ({
    id: index + 1,
    slug: brand.slug,
    name: brand.name,
    country: brand.country,
    description: brand.description ?? null,
    priceLevel: brand.priceLevel,
    popularity: brand.popularity,
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

  // Products.
  const leaves = flat.filter((node) => node.isLeaf);
  const brandsByTop = new Map<string, typeof curatedBrands>();
  for (const brand of curatedBrands) {
    for (const top of brand.categories) brandsByTop.set(top, [...(brandsByTop.get(top) ?? []), brand]);
  }
  const brandIds = new Map(curatedBrands.map((brand, index) => [brand.slug, index + 1]));
  const ingredientIdByInci = new Map(curatedIngredients.map((ingredient, index) => [ingredient.inci, index + 1]));
  const base = ['AQUA', 'GLYCERIN', 'PHENOXYETHANOL', 'PARFUM'].filter((inci) => ingredientIdByInci.has(inci));
  const actives = curatedIngredients.filter((ingredient) => !base.includes(ingredient.inci));

  const productRows: (typeof t.products.$inferInsert)[] = [];
  const offerRows: (typeof t.offers.$inferInsert)[] = [];
  const productIngredientRows: (typeof t.productIngredients.$inferInsert)[] = [];
  const reviewRows: (typeof t.reviews.$inferInsert)[] = [];

  const focus = options.focus ? flat.find((node) => node.curated.urlKey === options.focus!.urlKey) : undefined;
  const focusLeaves = focus ? leaves.filter((leaf) => leaf.path.includes(focus.id)) : [];
  const otherLeaves = focus ? leaves.filter((leaf) => !leaf.path.includes(focus.id)) : leaves;

  for (let id = 1; id <= options.products; id++) {
    const category =
      focus && focusLeaves.length > 0 && random.chance(options.focus!.share)
        ? random.pick(focusLeaves)
        : random.pick(otherLeaves);
    const candidates = brandsByTop.get(category.topUrlKey) ?? curatedBrands;
    const brand = random.weighted(candidates, (b) => b.popularity * b.popularity);
    const type = random.pick(category.curated.productTypes ?? [category.curated.name]);
    const claim = random.chance(0.65) ? ` ${random.pick(words.productClaims)}` : '';
    const line = random.chance(0.45) ? `${random.pick(words.productLines)} ` : '';
    const size = random.pick(words.sizes);
    const name = `${line}${type}${claim} ${size.value} ${size.unit}`.replace(/\s+/g, ' ').trim();
    const slug = toSlug(`${brand.name} ${name}`).slice(0, 90).replace(/-+$/, '');
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

    const ingredientIds = [
      ...base.filter(() => random.chance(0.85)).map((inci) => ingredientIdByInci.get(inci)!),
      ...random.sample(actives, random.int(6, 20)).map((ingredient) => ingredientIdByInci.get(ingredient.inci)!),
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
    for (let r = 0; r < reviewTotal; r++) {
      const rating = Math.max(1, Math.min(5, Math.round(quality + (random.next() - 0.5) * 2.2)));
      const status = random.weighted(['published', 'published', 'published', 'pending', 'draft', 'rejected'], (s) =>
        s === 'published' ? 6 : 1,
      ) as 'published' | 'pending' | 'draft' | 'rejected';
      const createdAt = new Date(now.getTime() - random.int(0, 730) * DAY - random.int(0, DAY - 1));
      const tone = rating >= 4 ? 'positive' : rating === 3 ? 'neutral' : 'negative';
      const sentences = words.reviewSentences.filter((sentence) => sentence.tone === tone);
      const titles = words.reviewTitles.filter((title) => title.rating === rating);
      reviewRows.push({
        productId: id,
        userId: random.int(1, userCount),
        rating,
        title: random.pick(titles.length > 0 ? titles : words.reviewTitles).text,
        body: random
          .sample(sentences, random.int(3, 6))
          .map((sentence) => sentence.text)
          .join(' '),
        pros: random.chance(0.6) ? random.sample(words.pros, random.int(1, 3)).join(', ') : null,
        cons: random.chance(0.4) ? random.sample(words.cons, random.int(1, 2)).join(', ') : null,
        usageTime: random.pick(['weeks_2_4', 'months_1_3', 'months_3_6', 'over_6_months']),
        purchaseSource: random.pick(['drugstore', 'pharmacy', 'online_shop', 'brand_shop', 'gift', 'testing', 'other']),
        skinType: random.pick(['dry', 'oily', 'combination', 'normal', 'sensitive', 'mature']),
        status,
        likes: status === 'published' ? random.longTail(1.5) : 0,
        createdAt,
        publishedAt: status === 'published' ? createdAt : null,
      });
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
      shortDescription: random.pick(words.productDescriptionSentences),
      description: random.sample(words.productDescriptionSentences, random.int(2, 4)).join(' '),
      state: stateRoll < 0.025 ? 'expiring' : stateRoll < 0.05 ? 'archived' : null,
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
  await insertChunked(db, t.products, productRows, 500);
  await syncSequence(db, 'products');
  await insertChunked(db, t.offers, offerRows, 5000);
  await insertChunked(db, t.productIngredients, productIngredientRows, 10000);
  await insertChunked(db, t.reviews, reviewRows, 2000);
  log(`produkty: ${productRows.length}, opinie: ${reviewRows.length}`);

  await db.execute(sql`
    update categories c set product_count = (
      select count(*) from products p where p.category_path @> array[c.id] and p.is_public
    ) where c.kind = 'category'`);
  await db.execute(sql`
    update categories c set product_count = (
      select count(*) from products p join brands b on b.id = p.brand_id
      where 'marka-' || b.slug = c.url_key and p.is_public
    ) where c.kind = 'brand'`);

  await seedMenus(db, flat);
  await seedContent(db, random, now, productRows);
  return {
    categories: categoryRows.length,
    brands: brandRows.length,
    ingredients: ingredientRows.length,
    products: productRows.length,
    reviews: reviewRows.length,
    users: userCount,
  };
}

/** Headings of the footer's groups; the group's kind is in `classes`. */
const FOOTER_GROUP_TITLES = { socials: 'Obserwuj nas', links: 'Serwis KWC', portals: 'Portale wydawcy' } as const;

/** The `uroda` menu from the category tree, the `uroda_footer` menu from the curated links. */
async function seedMenus(db: Database, flat: FlatCategory[]) {
  let nodeId = 1;
  const rows: (typeof t.menuItems.$inferInsert)[] = [];
  const nodeOfCategory = new Map<number, number>();
  for (const node of flat) {
    if (node.depth > 3) continue;
    const id = nodeId++;
    nodeOfCategory.set(node.id, id);
    rows.push({
      nodeId: id,
      menuId: 'uroda',
      parentId: node.parentId ? (nodeOfCategory.get(node.parentId) ?? null) : null,
      title: node.curated.name,
      type: 'category',
      level: node.depth,
      position: rows.length,
      content: { category_id: node.id, url_key: node.curated.urlKey },
      categoryId: node.id,
      categoryUrlKey: node.curated.urlKey,
      isActive: true,
    });
  }
  const inspirations = nodeId++;
  rows.push({
    nodeId: inspirations,
    menuId: 'uroda',
    parentId: null,
    title: 'Inspiracje',
    type: 'wrapper',
    level: 1,
    position: rows.length,
  });
  for (const [title, url] of [
    ['Najnowsze recenzje', '/najnowsze-recenzje'],
    ['Popularne marki', '/popularne-marki'],
    ['Ważne składniki', '/wazne-skladniki'],
    ['Najaktywniejsze recenzentki', '/recenzentki.html'],
  ] as const) {
    rows.push({
      nodeId: nodeId++,
      menuId: 'uroda',
      parentId: inspirations,
      title,
      type: 'custom_url',
      level: 2,
      position: rows.length,
      content: { url },
    });
  }
  const groups = new Map<string, number>();
  for (const link of words.footerMenu) {
    let groupId = groups.get(link.group);
    if (groupId === undefined) {
      groupId = nodeId++;
      groups.set(link.group, groupId);
      rows.push({
        nodeId: groupId,
        menuId: 'uroda_footer',
        parentId: null,
        title: FOOTER_GROUP_TITLES[link.group],
        type: 'wrapper',
        level: 1,
        position: rows.length,
        classes: link.group,
      });
    }
    rows.push({
      nodeId: nodeId++,
      menuId: 'uroda_footer',
      parentId: groupId,
      title: link.title,
      type: 'custom_url',
      level: 2,
      position: rows.length,
      content: { url: link.url },
    });
  }
  await insertChunked(db, t.menuItems, rows);
  await syncSequence(db, 'menu_items', 'node_id');
}

/** Legal hints and the editorial content of the home and product pages. */
async function seedContent(db: Database, random: Random, now: Date, products: (typeof t.products.$inferInsert)[]) {
  await db.insert(t.legalHints).values(words.legalHints.map((hint) => ({ ...hint })));
  const byRating = [...products]
    .filter((product) => !product.isAdult && (product.numberOfReviews ?? 0) >= 3)
    .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || (b.numberOfReviews ?? 0) - (a.numberOfReviews ?? 0));
  const top = byRating.length > 0 ? byRating : products.filter((product) => !product.isAdult);
  if (top.length === 0) return;
  await db.insert(t.editorialRecommendations).values(
    words.editorialRecommendations.slice(0, 8).map((recommendation, position) => ({
      productId: top[position % top.length]!.id!,
      title: recommendation.title,
      lead: recommendation.lead,
      position,
    })),
  );
  await db.insert(t.awards).values(
    words.awards.map((award, index) => ({
      name: award.name,
      year: award.year,
      productId: top[(index * 3) % top.length]!.id!,
    })),
  );
  await db.insert(t.testingCampaigns).values(
    words.testingCampaigns.map((campaign, index) => {
      const startsAt = new Date(now.getTime() + (index - 2) * 21 * DAY);
      return {
        title: campaign.title,
        description: campaign.description,
        productId: random.pick(top).id!,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 28 * DAY),
      };
    }),
  );
  // An article is about its category (the vocabulary names it, or a product's category stands in)
  // and shows cosmetics from it: an article on foot care lists foot care, not lipsticks.
  const categoryIds = new Map(
    (await db.select({ id: t.categories.id, urlKey: t.categories.urlKey }).from(t.categories)).map((row) => [
      row.urlKey,
      row.id,
    ]),
  );
  await db.insert(t.productArticles).values(
    words.productArticles.map((article, index) => {
      const categoryId =
        (article.categoryUrlKey && categoryIds.get(article.categoryUrlKey)) ||
        products[index % products.length]!.categoryId;
      const inCategory = products.filter(
        (product) => !product.isAdult && product.isPublic !== false && product.categoryPath?.includes(categoryId),
      );
      return {
        title: article.title,
        lead: article.lead,
        url: `/kwc-${toSlug(article.title)}`,
        productIds: random.sample(inCategory.length >= 4 ? inCategory : products, 12).map((product) => product.id!),
        categoryId,
        publishedAt: new Date(now.getTime() - random.int(1, 400) * DAY),
      };
    }),
  );
}
