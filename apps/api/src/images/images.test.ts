import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';
import { packshotSvg, shapeFor } from './packshot';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  database = await openSeededDatabase(20);
  api = createApi(database);
});
afterAll(async () => {
  await database.close();
});

describe('product images', () => {
  it('draws an SVG packshot with the brand, cacheable with an ETag', async () => {
    const response = await api.request('/images/products/3.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(response.headers.get('cache-control')).toContain('max-age');
    const again = await api.request('/images/products/3.svg', {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('serves WebP width variants for srcset at exactly the asked width', async () => {
    const response = await api.request('/images/products/3-320.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 320 });
  });

  it('refuses unknown widths and products with clear errors', async () => {
    const width = await api.request('/images/products/3-333.webp');
    expect(width.status).toBe(400);
    expect((await width.json()).error.message).toContain('160, 240, 320, 480, 640, 960');
    expect((await api.request('/images/products/999999.svg')).status).toBe(404);
    expect((await api.request('/images/products/abc.svg')).status).toBe(400);
  });

  it('has the fixed age-restricted placeholder and default avatar', async () => {
    expect(await (await api.request('/images/placeholders/18plus.svg')).text()).toContain('18+');
    expect((await api.request('/images/placeholders/avatar.svg')).status).toBe(200);
  });

  it('picks the package from the product name', () => {
    expect(shapeFor('Serum z witaminą C 30 ml')).toBe('dropper');
    expect(shapeFor('Woda perfumowana 50 ml')).toBe('perfume');
    expect(shapeFor('Krem nawilżający na dzień 50 ml')).toBe('jar');
    expect(shapeFor('Lakier do paznokci 8 ml')).toBe('polish');
    expect(shapeFor('Szampon do włosów 400 ml')).toBe('bottle');
  });

  it('sets a long brand of several words on two lines of the label, the whole name kept', () => {
    const svg = packshotSvg({ id: 1, name: 'Eyeliner w płynie 100 g', brand: 'Dr Irena Eris' });
    const lines = [...svg.matchAll(/<tspan [^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]);
    expect(lines).toEqual(['DR IRENA', 'ERIS']);
    // One word stays on one line, smaller on a narrow label than on a wide one.
    const sizeOf = (svg: string) => Number(/<text [^>]*font-size="([\d.]+)"[^>]*>CLINIQUE</.exec(svg)?.[1]);
    const lipstick = sizeOf(packshotSvg({ id: 1, name: 'Pomadka do ust 4 g', brand: 'Clinique' }));
    const jar = sizeOf(packshotSvg({ id: 1, name: 'Krem na dzień 50 ml', brand: 'Clinique' }));
    expect(lipstick).toBeGreaterThan(0);
    expect(lipstick).toBeLessThan(jar);
  });
});
