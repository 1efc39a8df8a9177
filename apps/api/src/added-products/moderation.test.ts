import {
  activityResponseSchema,
  ADDED_PRODUCT_MESSAGES,
  ADDED_PRODUCT_REASONS,
  addedProductResponseSchema,
  apiErrorSchema,
  likelyDuplicatesResponseSchema,
  productModerationQueueResponseSchema,
  textSearchResponseSchema,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openAccountsApi, testClock, type Mailbox } from '../testing/accounts';
import { call, cameraPhoto, reviewer, uploadPhoto } from '../testing/reviews';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let mailbox: Mailbox;
let close: () => Promise<void>;
const clock = testClock(new Date('2026-11-28T12:00:00Z'));

beforeAll(async () => {
  ({ database, api, mailbox, close } = await openAccountsApi(clock.now));
});
afterAll(() => close());

const rows = <T extends Record<string, unknown>>(query: Parameters<typeof queryRows>[1]) =>
  queryRows<T>(database.db, query);
type Jar = Parameters<typeof uploadPhoto>[1];
const description = 'Lekkie serum na noc, szybko się wchłania i nie klei skóry.';

/** A public leaf category for adults and minors alike, with its listing address. */
async function leafCategory() {
  const [category] = await rows<{ id: number; url_key: string }>(
    sql`select c.id, c.url_key from categories c
        where c.kind = 'category' and c.status = 'PUBLISHED' and c.is_public and not c.is_adults_only
          and not exists (select 1 from categories k where k.parent_id = c.id and k.kind = 'category')
        order by c.id limit 1`,
  );
  return category!;
}

/** Sends a proposal as the form does (photo first) and answers its id. */
async function propose(jar: Jar, fields: Record<string, unknown>) {
  const upload = await uploadPhoto(api, jar, await cameraPhoto(400, 300));
  const { photo } = (await upload.json()) as { photo: { id: number } };
  const category = await leafCategory();
  const response = await call(api, 'POST', '/added-products', {
    body: { categoryId: category.id, description, photoId: photo.id, inci: 'Aqua, Glycerin', ...fields },
    jar,
  });
  expect(response.status).toBe(200);
  return addedProductResponseSchema.parse(await response.json()).addedProduct;
}

async function decide(jar: Jar, id: number, body: unknown) {
  return call(api, 'POST', `/moderation/products/${id}/decision`, { body, jar });
}

const counts = async () =>
  (
    await rows<{ products: number; events: number; pending: number; brands: number }>(
      sql`select (select count(*)::int from products) as products,
                 (select count(*)::int from added_product_events) as events,
                 (select count(*)::int from added_products where status = 'pending') as pending,
                 (select count(*)::int from brands) as brands`,
    )
  )[0]!;

describe('likely duplicates', () => {
  it('finds products of the same brand with a similar name, by brand id or by its name ignoring case and accents', async () => {
    const { jar } = await reviewer(api, database.db, 'dup.autorka@example.pl');
    const [product] = await rows<{ id: number; name: string; brand_id: number; brand: string }>(
      sql`select p.id, p.name, p.brand_id, b.name as brand from products p join brands b on b.id = p.brand_id
          where p.is_public and b.name ~ '[A-Za-z]' order by p.id limit 1`,
    );
    // The name as an author would type it: without the size at the end, in other case.
    const typed = product!.name.replace(/\s+\d+\s*\S+$/, '').toUpperCase();
    const get = async (query: string) => {
      const response = await call(api, 'GET', `/added-products/duplicates?${query}`, { jar });
      expect(response.status).toBe(200);
      return likelyDuplicatesResponseSchema.parse(await response.json()).items;
    };
    const byId = await get(`brandId=${product!.brand_id}&name=${encodeURIComponent(typed)}`);
    expect(byId.length).toBeGreaterThan(0);
    expect(byId.length).toBeLessThanOrEqual(5);
    expect(byId.map((item) => item.id)).toContain(product!.id);
    expect(byId.every((item) => item.brandName === product!.brand)).toBe(true);
    expect(byId.find((item) => item.id === product!.id)).toMatchObject({
      url: expect.stringMatching(/^\/.+,\d+\.html$/),
    });
    const brandName = product!.brand
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    expect(await get(`brandName=${encodeURIComponent(brandName)}&name=${encodeURIComponent(typed)}`)).toEqual(byId);
    expect(await get(`brandName=Marka+Kt%C3%B3rej+Nie+Ma&name=${encodeURIComponent(typed)}`)).toEqual([]);
    expect(await get(`brandId=${product!.brand_id}&name=Zupe%C5%82nie+inna+rzecz+xyzzy`)).toEqual([]);
    expect((await call(api, 'GET', `/added-products/duplicates?name=x`)).status).toBe(401);
  });
});

describe('product moderation', () => {
  it('keeps the queue and the decisions from anyone without the role: 401, 403, nothing changed', async () => {
    const author = await reviewer(api, database.db, 'pm.autorka@example.pl');
    const proposal = await propose(author.jar, { brandName: 'Marka Bez Roli', name: 'Krem bez roli' });
    const before = await counts();
    expect((await call(api, 'GET', '/moderation/products')).status).toBe(401);
    expect(
      (await call(api, 'POST', `/moderation/products/${proposal.id}/decision`, { body: { decision: 'publish' } }))
        .status,
    ).toBe(401);
    const forbidden = await call(api, 'GET', '/moderation/products', { jar: author.jar });
    expect(forbidden.status).toBe(403);
    const own = await decide(author.jar, proposal.id, { decision: 'publish' });
    expect(own.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for an unknown id and 400 in Polish for a bad decision; nothing changed', async () => {
    const moderator = await reviewer(api, database.db, 'pm.moderatorka1@example.pl', { role: 'moderator' });
    const author = await reviewer(api, database.db, 'pm.zle@example.pl');
    const proposal = await propose(author.jar, { brandName: 'Marka Zła', name: 'Tonik do złych decyzji' });
    const before = await counts();
    const unknown = await decide(moderator.jar, 999999, { decision: 'publish' });
    expect(unknown.status).toBe(404);
    expect(apiErrorSchema.parse(await unknown.json()).error.message).toBe(ADDED_PRODUCT_MESSAGES.unknownAddedProduct);
    const noReasons = await decide(moderator.jar, proposal.id, { decision: 'reject' });
    expect(noReasons.status).toBe(400);
    expect(apiErrorSchema.parse(await noReasons.json()).error.fields).toMatchObject({
      reasonCodes: ADDED_PRODUCT_MESSAGES.reasonsRequired,
    });
    const wrong = await decide(moderator.jar, proposal.id, { decision: 'hide', reasonCodes: ['nope'] });
    expect(wrong.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('lists pending proposals oldest first with the author, the brand, the INCI and the likely duplicates', async () => {
    const moderator = await reviewer(api, database.db, 'pm.moderatorka2@example.pl', { role: 'moderator' });
    const author = await reviewer(api, database.db, 'pm.kolejka@example.pl');
    const [seeded] = await rows<{ name: string; brand_id: number }>(
      sql`select name, brand_id from products where is_public order by id limit 1`,
    );
    clock.advance(60_000);
    const first = await propose(author.jar, { brandId: seeded!.brand_id, name: seeded!.name });
    clock.advance(60_000);
    const second = await propose(author.jar, {
      brandName: 'Kolejkowa Marka',
      name: 'Balsam z kolejki',
      ean: '5901234123457',
    });
    const response = await call(api, 'GET', '/moderation/products?status=pending', { jar: moderator.jar });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const queue = productModerationQueueResponseSchema.parse(await response.json());
    const ids = queue.items.map((item) => item.addedProduct.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const sent = queue.items.map((item) => item.addedProduct.createdAt);
    expect(sent).toEqual([...sent].sort());
    expect(queue.total).toBe((await counts()).pending);
    const firstItem = queue.items.find((item) => item.addedProduct.id === first.id)!;
    expect(firstItem.author).toMatchObject({ userId: author.id, username: 'pm.kolejka' });
    expect(firstItem.likelyDuplicates.length).toBeGreaterThan(0);
    expect(firstItem.likelyDuplicates[0]!.name).toBe(seeded!.name);
    const secondItem = queue.items.find((item) => item.addedProduct.id === second.id)!;
    expect(secondItem.addedProduct).toMatchObject({
      brand: { id: null, name: 'Kolejkowa Marka' },
      ean: '5901234123457',
      photo: { url: expect.stringMatching(/^\/api\/reviews\/photos\//) },
    });
    expect(secondItem.addedProduct.ingredients.known.length + secondItem.addedProduct.ingredients.unknown.length).toBe(
      2,
    );
    expect(secondItem.likelyDuplicates).toEqual([]);
  });

  it('publishes into the catalogue: a product page, search and the category listing show it; the author is counted and mailed', async () => {
    const moderator = await reviewer(api, database.db, 'pm.moderatorka3@example.pl', { role: 'moderator' });
    const author = await reviewer(api, database.db, 'pm.publikacja@example.pl');
    const category = await leafCategory();
    const info = async () =>
      (
        (await (
          await api.request(`/catalog/category-info?path=${encodeURIComponent(`/${category.url_key}`)}`)
        ).json()) as {
          total: number;
        }
      ).total;
    const listed = await info();
    const proposal = await propose(author.jar, { brandName: 'Żurawinowa Łąka', name: 'Serum Wiśniowy Zmierzch' });
    const follower = await reviewer(api, database.db, 'pm.obserwatorka@example.pl');
    expect((await call(api, 'POST', '/kwc/follows', { body: { userId: author.id }, jar: follower.jar })).status).toBe(
      200,
    );
    const before = await counts();
    const since = mailbox.messages.length;
    const answer = await decide(moderator.jar, proposal.id, { decision: 'publish' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });

    const after = await counts();
    expect(after).toMatchObject({
      products: before.products + 1,
      events: before.events + 1,
      brands: before.brands + 1,
    });
    const [stored] = await rows<{
      status: string;
      product_id: number;
      decided_at: Date | null;
      products_count: number;
    }>(
      sql`select a.status, a.product_id, a.decided_at, u.products_count
          from added_products a join users u on u.id = a.user_id where a.id = ${proposal.id}`,
    );
    expect(stored).toMatchObject({ status: 'published', products_count: 1 });
    expect(stored!.decided_at).not.toBeNull();
    // The author's followers see the published product in their activity feed, dated by the decision.
    const feed = activityResponseSchema.parse(
      await (await call(api, 'GET', '/kwc/activity', { jar: follower.jar })).json(),
    );
    expect(feed.items.map((item) => [item.kind, item.actor.id, item.product.sku, item.review])).toEqual([
      ['product', author.id, `KWC-${stored!.product_id}`, null],
    ]);
    expect(feed.items[0]!.createdAt).toBe(new Date(stored!.decided_at!).toISOString());
    const [product] = await rows<{
      sku: string;
      url_path: string;
      source: string;
      source_code: string;
      brand: string;
      images: { path: string }[];
      ingredient_ids: number[];
      category_id: number;
    }>(
      sql`select p.sku, p.url_path, p.source, p.source_code, b.name as brand, p.images, p.ingredient_ids, p.category_id
          from products p join brands b on b.id = p.brand_id where p.id = ${stored!.product_id}`,
    );
    expect(product).toMatchObject({
      sku: `KWC-${stored!.product_id}`,
      url_path: `zurawinowa-laka-serum-wisniowy-zmierzch,${stored!.product_id}`,
      source: 'user',
      source_code: String(proposal.id),
      brand: 'Żurawinowa Łąka',
      images: [{ path: proposal.photo!.url }],
      category_id: category.id,
    });
    expect(product!.ingredient_ids.length).toBe(proposal.ingredients.known.length);
    const [event] = await rows<{ from_status: string; to_status: string; actor_id: number }>(
      sql`select from_status, to_status, actor_id from added_product_events where added_product_id = ${proposal.id}`,
    );
    expect(event).toEqual({ from_status: 'pending', to_status: 'published', actor_id: moderator.id });

    const page = await api.request(`/catalog/product-page?urlPath=${encodeURIComponent(product!.url_path)}`);
    expect(page.status).toBe(200);
    // The new brand is named and linked on the page at once (the catalogue dictionary reloaded).
    expect(await page.json()).toMatchObject({
      product: {
        sku: product!.sku,
        name: 'Serum Wiśniowy Zmierzch',
        brandName: 'Żurawinowa Łąka',
        brandSlug: 'marka-zurawinowa-laka',
      },
    });
    const search = textSearchResponseSchema.parse(
      await (await api.request(`/catalog/text-search?text=${encodeURIComponent('wisniowy zmierzch')}`)).json(),
    );
    expect(search.some((result) => result._id === `product-${stored!.product_id}`)).toBe(true);
    expect(await info()).toBe(listed + 1);
    // The new brand has its page, which lists the product.
    const brandPage = (await (
      await api.request(`/catalog/category-info?path=${encodeURIComponent('/marka-zurawinowa-laka')}`)
    ).json()) as { total: number };
    expect(brandPage.total).toBe(1);

    const mine = (await (await call(api, 'GET', '/added-products/mine', { jar: author.jar })).json()) as {
      items: { id: number; productUrl: string | null }[];
    };
    expect(mine.items.find((item) => item.id === proposal.id)?.productUrl).toBe(`/${product!.url_path}.html`);
    const mail = await mailbox.next('pm.publikacja@example.pl', {
      subject: 'Twój produkt został dodany do katalogu',
      since,
    });
    expect(mail.text).toContain(`/${product!.url_path}.html`);
    expect(mail.html).toContain('<html lang="pl">');

    // Deciding again is refused and changes nothing.
    const again = await decide(moderator.jar, proposal.id, { decision: 'reject', reasonCodes: ['duplicate'] });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).error.message).toBe(ADDED_PRODUCT_MESSAGES.alreadyDecided);
    expect(await counts()).toEqual(after);
  });

  it('publishes a proposed brand into the existing brand of that name, ignoring case and accents', async () => {
    const moderator = await reviewer(api, database.db, 'pm.moderatorka4@example.pl', { role: 'moderator' });
    const author = await reviewer(api, database.db, 'pm.marka@example.pl');
    const [brand] = await rows<{ id: number; name: string }>(sql`select id, name from brands order by id limit 1`);
    const proposal = await propose(author.jar, { brandName: brand!.name.toUpperCase(), name: 'Mgiełka Testowa Ósma' });
    const before = await counts();
    expect((await decide(moderator.jar, proposal.id, { decision: 'publish' })).status).toBe(200);
    expect((await counts()).brands).toBe(before.brands);
    const [product] = await rows<{ brand_id: number }>(
      sql`select p.brand_id from products p join added_products a on a.product_id = p.id where a.id = ${proposal.id}`,
    );
    expect(product!.brand_id).toBe(brand!.id);
  });

  it('rejects with reasons and a remark: nothing published, the reasons mailed in Polish with how to object', async () => {
    const moderator = await reviewer(api, database.db, 'pm.moderatorka5@example.pl', { role: 'moderator' });
    const author = await reviewer(api, database.db, 'pm.odrzucona@example.pl');
    const proposal = await propose(author.jar, { brandName: 'Marka Odrzucona', name: 'Żel odrzucony' });
    const before = await counts();
    const since = mailbox.messages.length;
    const answer = await decide(moderator.jar, proposal.id, {
      decision: 'reject',
      reasonCodes: ['duplicate', 'photo'],
      remark: 'Ten żel już mamy w katalogu.',
    });
    expect(answer.status).toBe(200);
    expect(await counts()).toMatchObject({
      products: before.products,
      brands: before.brands,
      events: before.events + 1,
    });
    const [stored] = await rows<{
      status: string;
      product_id: number | null;
      remarks: { reasons: string[]; remark: string };
    }>(sql`select status, product_id, remarks from added_products where id = ${proposal.id}`);
    expect(stored).toMatchObject({
      status: 'rejected',
      product_id: null,
      remarks: { reasons: ['duplicate', 'photo'], remark: 'Ten żel już mamy w katalogu.' },
    });
    const [event] = await rows<{ to_status: string; reason_codes: string[]; remark: string }>(
      sql`select to_status, reason_codes, remark from added_product_events where added_product_id = ${proposal.id}`,
    );
    expect(event).toEqual({
      to_status: 'rejected',
      reason_codes: ['duplicate', 'photo'],
      remark: 'Ten żel już mamy w katalogu.',
    });
    const mine = (await (await call(api, 'GET', '/added-products/mine', { jar: author.jar })).json()) as {
      items: { id: number; remarks: { reasons: { label: string }[] } | null }[];
    };
    expect(mine.items.find((item) => item.id === proposal.id)?.remarks?.reasons.map((reason) => reason.label)).toEqual([
      ADDED_PRODUCT_REASONS.duplicate,
      ADDED_PRODUCT_REASONS.photo,
    ]);
    const mail = await mailbox.next('pm.odrzucona@example.pl', {
      subject: 'Twój produkt nie został dodany do katalogu',
      since,
    });
    expect(mail.text).toContain(ADDED_PRODUCT_REASONS.duplicate);
    expect(mail.text).toContain(ADDED_PRODUCT_REASONS.photo);
    expect(mail.text).toContain('Ten żel już mamy w katalogu.');
    expect(mail.text).toContain('kontakt@kwc.pl');
    expect(mail.html).toContain('<html lang="pl">');
  });
});
