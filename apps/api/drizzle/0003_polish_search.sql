-- Polish full-text search (DESIGN.md section 3). `polish_ispell` reads the Hunspell dictionary
-- from tsearch_data/pl_pl.{affix,dict} and stop words from polish.stop: the PGlite worker writes
-- them on every start, a PostgreSQL server gets them once (`pnpm --filter @kwc/api pg:dictionary`).
-- Without the files the `polish` configuration falls back to accent-free simple words, so the
-- catalogue still works, only without inflection.
DO $$
BEGIN
  CREATE TEXT SEARCH DICTIONARY polish_ispell (TEMPLATE = ispell, DictFile = pl_pl, AffFile = pl_pl);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'Polish Hunspell dictionary not installed (%): search falls back to simple words', SQLERRM;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  -- First in every mapping: drops stop words and passes every other word on (Accept = false).
  -- The ispell dictionary's own StopWords would still answer "beza" for "bez".
  CREATE TEXT SEARCH DICTIONARY polish_stop (TEMPLATE = simple, StopWords = polish, Accept = false);
EXCEPTION WHEN OTHERS THEN
  CREATE TEXT SEARCH DICTIONARY polish_stop (TEMPLATE = simple, Accept = false);
END
$$;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION polish (COPY = simple);
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_ts_dict WHERE dictname = 'polish_ispell') THEN
    ALTER TEXT SEARCH CONFIGURATION polish ALTER MAPPING FOR asciiword, word, hword, hword_part, hword_asciipart, asciihword
      WITH polish_stop, polish_ispell, simple;
  ELSE
    ALTER TEXT SEARCH CONFIGURATION polish ALTER MAPPING FOR asciiword, word, hword, hword_part, hword_asciipart, asciihword
      WITH polish_stop, unaccent, simple;
  END IF;
END
$$;
--> statement-breakpoint
-- Accent-free words: "krem nawilzajacy" meets "Krem nawilżający".
CREATE TEXT SEARCH CONFIGURATION polish_unaccent (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION polish_unaccent ALTER MAPPING FOR asciiword, word, hword, hword_part, hword_asciipart, asciihword
  WITH polish_stop, unaccent, simple;
--> statement-breakpoint
-- unaccent() is only STABLE; indexes and triggers need a fixed dictionary.
CREATE FUNCTION kwc_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $fn$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $fn$;
--> statement-breakpoint
-- Search columns follow every write of a product: name weighs most, then brand, then descriptions.
CREATE FUNCTION kwc_products_search() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  brand_name text;
BEGIN
  SELECT name INTO brand_name FROM brands WHERE id = NEW.brand_id;
  NEW.search_polish :=
    setweight(to_tsvector('polish', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('polish', coalesce(brand_name, '')), 'B') ||
    setweight(to_tsvector('polish', coalesce(NEW.short_description, '')), 'C');
  NEW.search_simple :=
    setweight(to_tsvector('polish_unaccent', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('polish_unaccent', coalesce(brand_name, '')), 'B');
  NEW.search_text := lower(kwc_unaccent(coalesce(brand_name, '') || ' ' || coalesce(NEW.name, '')));
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_search BEFORE INSERT OR UPDATE OF name, short_description, brand_id ON products
  FOR EACH ROW EXECUTE FUNCTION kwc_products_search();
