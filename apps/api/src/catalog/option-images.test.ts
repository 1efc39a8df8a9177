import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';
import { DEFAULT_OPTION_IMAGE_PATHS, optionImagePathsFromEnv, optionImageUrl } from './option-images';

interface Option {
  slug: string;
  label: string;
  image_desktop: string | null;
  image_mobile: string | null;
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openSeededDatabase(120);
});
afterAll(async () => {
  await database.close();
});

async function hairFilters(api: ReturnType<typeof createApi>) {
  const response = await api.request(`/catalog/category-info?path=${encodeURIComponent('/pielegnacja-wlosow')}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { filters: Record<string, { options: Option[] }> };
  return { brands: body.filters.agg_marka!.options, hairTypes: body.filters.agg_rodzaj_wlosow!.options };
}

describe('option image paths (spec section 3)', () => {
  it('reads the two base paths from the environment, defaulting to the API’s own pictures', () => {
    expect(optionImagePathsFromEnv({})).toEqual(DEFAULT_OPTION_IMAGE_PATHS);
    expect(
      optionImagePathsFromEnv({
        KWC_BRAND_IMAGE_PATH: 'https://cdn.example.pl/marki/',
        KWC_PROPERTY_IMAGE_PATH: '/media/slownik',
      }),
    ).toEqual({ brands: 'https://cdn.example.pl/marki', properties: '/media/slownik' });
    expect(() => optionImagePathsFromEnv({ KWC_BRAND_IMAGE_PATH: 'marki' })).toThrow(/KWC_BRAND_IMAGE_PATH/);
    expect(() => optionImagePathsFromEnv({ KWC_PROPERTY_IMAGE_PATH: '//cdn.example.pl' })).toThrow(
      /KWC_PROPERTY_IMAGE_PATH/,
    );
  });

  it('joins a stored file name to its base and keeps a full address as it is', () => {
    expect(optionImageUrl('nivea.svg', '/m')).toBe('/m/nivea.svg');
    expect(optionImageUrl('loga/l oréal.svg', '/m')).toBe('/m/loga/l%20or%C3%A9al.svg');
    expect(optionImageUrl('/inne/nivea.svg', '/m')).toBe('/inne/nivea.svg');
    expect(optionImageUrl('https://cdn.example.pl/a.svg', '/m')).toBe('https://cdn.example.pl/a.svg');
    expect(optionImageUrl(null, '/m')).toBeNull();
    expect(optionImageUrl('  ', '/m')).toBeNull();
  });

  it('puts brand options under the brand path and other options under the properties path', async () => {
    const api = createApi(database, {
      optionImages: { brands: 'https://cdn.example.pl/marki', properties: '/media/slownik' },
    });
    const { brands, hairTypes } = await hairFilters(api);
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) {
      expect(brand.image_desktop).toBe(`https://cdn.example.pl/marki/${brand.slug.replace(/^marka-/, '')}.svg`);
    }
    expect(hairTypes.length).toBeGreaterThan(0);
    for (const option of hairTypes) {
      expect(option.image_desktop).toBe(`/media/slownik/rodzaj-wlosow-${option.slug}.svg`);
    }
  });

  it('serves the pictures the default paths name, and nothing else', async () => {
    const api = createApi(database);
    const { brands, hairTypes } = await hairFilters(api);
    for (const option of [brands[0]!, hairTypes[0]!]) {
      const response = await api.request(option.image_desktop!.replace(/^\/api/, ''));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(await response.text()).toContain(`aria-label="${option.label}"`);
    }
    expect((await api.request('/images/marki/nie-ma-takiej-marki.svg')).status).toBe(404);
    expect((await api.request('/images/wlasciwosci/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
    expect((await api.request('/images/marki/Nivea.PNG')).status).toBe(400);
  });
});
