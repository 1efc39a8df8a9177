import { BRAND_URL_KEY_PREFIX } from '@kwc/domain';
import { asc } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import { DEFAULT_OPTION_IMAGE_PATHS, type OptionImagePaths, optionImageUrl } from './option-images';

export interface OptionEntry {
  id: number;
  patternCode: string;
  slug: string;
  label: string;
  imageDesktop: string | null;
  imageMobile: string | null;
  attributePriority: number;
  orderValue: number;
}

export interface BrandEntry extends NamedEntry {
  /** The logo's address under the brand image path, if the brand has one. */
  image: string | null;
}

export interface PatternEntry {
  code: string;
  label: string;
  urlSlug: string;
  layout: string;
  position: number;
  options: OptionEntry[];
  optionBySlug: Map<string, OptionEntry>;
}

export interface NamedEntry {
  id: number;
  slug: string;
  name: string;
}

/**
 * The small tables every listing needs to translate URL slugs into ids and ids back into labels:
 * brands, shops, property patterns with their options, ingredients. Loaded once per API process;
 * `reload()` after the catalogue's dictionaries change.
 */
export class CatalogueDictionary {
  brands = new Map<number, BrandEntry>();
  brandBySlug = new Map<string, BrandEntry>();
  shops = new Map<number, NamedEntry>();
  shopBySlug = new Map<string, NamedEntry>();
  patterns = new Map<string, PatternEntry>();
  optionById = new Map<number, OptionEntry>();
  ingredients = new Map<number, NamedEntry>();
  ingredientBySlug = new Map<string, NamedEntry>();
  /** Ids of the "important" ingredients, the options of the ingredient filter. */
  importantIngredients: number[] = [];
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly imagePaths: OptionImagePaths = DEFAULT_OPTION_IMAGE_PATHS,
  ) {}

  /** Loads the tables on first use; after a failed load (the database was away), the next call tries again. */
  ready(): Promise<void> {
    this.loading ??= this.start();
    return this.loading;
  }

  reload(): Promise<void> {
    this.loading = this.start();
    return this.loading;
  }

  private start(): Promise<void> {
    const loading: Promise<void> = this.load().catch((error: unknown) => {
      if (this.loading === loading) this.loading = undefined;
      throw error;
    });
    return loading;
  }

  private async load() {
    const [brandRows, shopRows, patternRows, optionRows, ingredientRows] = await Promise.all([
      this.db
        .select({ id: t.brands.id, slug: t.brands.slug, name: t.brands.name, image: t.brands.image })
        .from(t.brands),
      this.db.select().from(t.partnerShops),
      this.db.select().from(t.propertyPatterns).orderBy(asc(t.propertyPatterns.position)),
      this.db.select().from(t.propertyOptions).orderBy(asc(t.propertyOptions.orderValue)),
      this.db
        .select({
          id: t.ingredients.id,
          slug: t.ingredients.slug,
          name: t.ingredients.namePl,
          inci: t.ingredients.inci,
          isImportant: t.ingredients.isImportant,
        })
        .from(t.ingredients),
    ]);
    const brands = brandRows.map((row) => ({ ...row, image: optionImageUrl(row.image, this.imagePaths.brands) }));
    this.brands = new Map(brands.map((row) => [row.id, row]));
    this.brandBySlug = new Map(brands.map((row) => [`${BRAND_URL_KEY_PREFIX}${row.slug}`, row]));
    this.shops = new Map(shopRows.map((row) => [row.id, row]));
    this.shopBySlug = new Map(shopRows.map((row) => [row.slug, row]));
    this.patterns = new Map(
      patternRows.map((row) => [row.code, { ...row, options: [], optionBySlug: new Map<string, OptionEntry>() }]),
    );
    this.optionById = new Map();
    for (const row of optionRows) {
      const option = {
        ...row,
        imageDesktop: optionImageUrl(row.imageDesktop, this.imagePaths.properties),
        imageMobile: optionImageUrl(row.imageMobile, this.imagePaths.properties),
      };
      this.optionById.set(option.id, option);
      const pattern = this.patterns.get(option.patternCode);
      pattern?.options.push(option);
      pattern?.optionBySlug.set(option.slug, option);
    }
    const ingredients = ingredientRows.map((row) => ({
      id: row.id,
      slug: `skladnik-${row.slug}`,
      name: row.name ?? row.inci,
    }));
    this.ingredients = new Map(ingredients.map((row) => [row.id, row]));
    this.importantIngredients = ingredientRows.filter((row) => row.isImportant).map((row) => row.id);
    this.ingredientBySlug = new Map(ingredients.map((row) => [row.slug, row]));
  }
}
