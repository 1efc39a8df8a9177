import { createHash } from 'node:crypto';

import { eq, or } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import sharp from 'sharp';

import { matchesEtag } from '../cache/http';
import * as t from '../db/schema';
import type { ApiEnv } from '../http/env';
import { BadRequestError, NotFoundError } from '../http/errors';
import { AGE_RESTRICTED_SVG, DEFAULT_AVATAR_SVG, brandLogoSvg, optionIconSvg, packshotSvg } from './packshot';

/** Widths the site asks for in `srcset`; anything else is refused so the cache stays bounded. */
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 960] as const;
const CACHE_LIMIT = 500;
const cache = new Map<string, Buffer>();

function remember(key: string, value: Buffer) {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
}

function etagOf(body: string | Buffer) {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}

/** A generated picture, kept a day and revalidated by its ETag. */
function svgAnswer(c: Context<ApiEnv>, svg: string) {
  c.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
  const etag = etagOf(svg);
  c.header('etag', etag);
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8' });
}

/** A file name the catalogue may store for a picture: one segment, letters, digits, `._-`, ending in `.svg`. */
const PICTURE_FILE = /^[a-z0-9][a-z0-9._-]{0,120}\.svg$/;

function pictureFile(file: string): string {
  if (!PICTURE_FILE.test(file)) throw new BadRequestError('Nieprawidłowy adres obrazu');
  return file;
}

function found<T>(row: T | undefined): T {
  if (!row) throw new NotFoundError('Nie znaleziono obrazu');
  return row;
}

/**
 * Product pictures (generated packshots): `/images/products/{id}.svg`, and WebP width variants
 * `/images/products/{id}-{width}.webp` for `srcset`.
 */
export const imageRoutes = new Hono<ApiEnv>()
  .get('/products/:file', async (c) => {
    const match = /^(\d+)(?:-(\d+))?\.(svg|webp)$/.exec(c.req.param('file'));
    if (!match) throw new BadRequestError('Nieprawidłowy adres obrazu');
    const id = Number(match[1]);
    const width = match[2] === undefined ? null : Number(match[2]);
    const format = match[3] as 'svg' | 'webp';
    if (
      (format === 'webp') !== (width !== null) ||
      (width !== null && !(IMAGE_WIDTHS as readonly number[]).includes(width))
    ) {
      throw new BadRequestError(`Dostępne szerokości obrazu: ${IMAGE_WIDTHS.join(', ')} (WebP) albo SVG`);
    }
    const [product] = await c.var.db
      .select({ name: t.products.name, brand: t.brands.name })
      .from(t.products)
      .innerJoin(t.brands, eq(t.brands.id, t.products.brandId))
      .where(eq(t.products.id, id));
    if (!product) throw new NotFoundError('Nie znaleziono obrazu');
    const svg = packshotSvg({ id, name: product.name, brand: product.brand });
    c.header('x-kwc-cache-tags', `product:${id}`);
    if (format === 'svg') return svgAnswer(c, svg);
    c.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
    const key = `${etagOf(svg)}:${width}`;
    let webp = cache.get(key);
    if (!webp) {
      webp = await sharp(Buffer.from(svg), { density: Math.ceil((72 * width!) / 400) })
        .resize(width!, width!)
        .webp({ quality: 82 })
        .toBuffer();
      remember(key, webp);
    }
    c.header('etag', etagOf(webp));
    if (matchesEtag(c.req.header('if-none-match'), etagOf(webp))) return c.body(null, 304);
    return c.body(new Uint8Array(webp), 200, { 'content-type': 'image/webp' });
  })
  // Under the default brand image path (catalog/option-images.ts): the logo of the brand that names this file.
  .get('/marki/:file', async (c) => {
    const file = pictureFile(c.req.param('file'));
    const [brand] = await c.var.db
      .select({ name: t.brands.name })
      .from(t.brands)
      .where(eq(t.brands.image, file))
      .limit(1);
    return svgAnswer(c, brandLogoSvg(found(brand).name));
  })
  // Under the default properties dictionary path: the picture of the option that names this file.
  .get('/wlasciwosci/:file', async (c) => {
    const file = pictureFile(c.req.param('file'));
    const [option] = await c.var.db
      .select({ label: t.propertyOptions.label })
      .from(t.propertyOptions)
      .where(or(eq(t.propertyOptions.imageDesktop, file), eq(t.propertyOptions.imageMobile, file)))
      .limit(1);
    return svgAnswer(c, optionIconSvg(found(option).label));
  })
  .get('/placeholders/:name', (c) => {
    const svg = { '18plus.svg': AGE_RESTRICTED_SVG, 'avatar.svg': DEFAULT_AVATAR_SVG }[c.req.param('name')];
    if (!svg) throw new NotFoundError('Nie znaleziono obrazu');
    c.header('cache-control', 'public, max-age=31536000, immutable');
    return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8' });
  });
