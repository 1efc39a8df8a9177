import type { Database } from '../db/client';
import * as t from '../db/schema';
import { toSlug } from '../shared/slug';
import { articleBody } from './data/articleBodies';
import * as words from './data/vocabulary';
import type { Random } from './random';
import { DAY, insertChunked, syncSequence, type FlatCategory } from './rows';

/** Headings of the footer's groups; the group's kind is in `classes`. */
const FOOTER_GROUP_TITLES = { socials: 'Obserwuj nas', links: 'Serwis KWC', portals: 'Portale wydawcy' } as const;

/** The `uroda` menu from the category tree, the `uroda_footer` menu from the curated links. */
export async function seedMenus(db: Database, flat: FlatCategory[]) {
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
export async function seedContent(
  db: Database,
  random: Random,
  now: Date,
  products: (typeof t.products.$inferInsert)[],
) {
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
  const categoryRows = await db
    .select({ id: t.categories.id, urlKey: t.categories.urlKey, name: t.categories.name })
    .from(t.categories);
  const categoryIds = new Map(categoryRows.map((row) => [row.urlKey, row.id]));
  const categoryNames = new Map(categoryRows.map((row) => [row.id, row.name]));
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
        body: articleBody(article, categoryNames.get(categoryId)?.toLowerCase() ?? null),
        url: `/kwc-${toSlug(article.title)}`,
        productIds: random.sample(inCategory.length >= 4 ? inCategory : products, 12).map((product) => product.id!),
        categoryId,
        publishedAt: new Date(now.getTime() - random.int(1, 400) * DAY),
      };
    }),
  );
  // ours: the rules page linked beside every star average (I32 contract; EU Omnibus, UOKiK).
  await db.insert(t.productArticles).values({
    title: 'Jak weryfikujemy opinie',
    lead: HOW_WE_VERIFY,
    body: '',
    url: '/kwc-jak-weryfikujemy-opinie',
    productIds: [],
    categoryId: null,
    publishedAt: now,
  });
}

/** "Jak weryfikujemy opinie": honest about what moderation checks and what it cannot (purchases). */
const HOW_WE_VERIFY = [
  'Opinię może dodać tylko zalogowana osoba, która ma co najmniej 16 lat, uzupełniła nazwę użytkownika i datę urodzenia oraz potwierdziła adres email. Jedna osoba może opisać dany produkt tylko raz, a potem swoją opinię edytować.',
  'Każdą opinię przed publikacją czyta moderator. Sprawdzamy, czy tekst opisuje działanie produktu, zgadza się z podanym czasem używania, nie zawiera danych osobowych, linków, reklamy ani wulgaryzmów i nie jest skopiowany z innego miejsca. Zmiana opublikowanej opinii również trafia do moderacji, a do tego czasu widać poprzednią wersję.',
  'Nie weryfikujemy zakupu: nie sprawdzamy paragonów ani zamówień, więc żadna opinia w KWC nie jest oznaczona jako „zweryfikowany zakup”. Autorka sama podaje, gdzie kupiła produkt i jak długo go używała.',
  'Produkty otrzymane bezpłatnie i produkty z testowania KWC są oznaczone przy opinii. Średnia ocena i liczba opinii uwzględniają wyłącznie opublikowane opinie; pokazujemy też, ile opinii odrzuciliśmy albo ukryliśmy.',
  'Autorka dostaje wiadomość o każdej decyzji wraz z powodami i może się od niej odwołać, odpowiadając na wiadomość albo pisząc na kontakt@kwc.pl.',
].join('\n\n');
