-- Writes to categories join the change log (0008), so in-memory copies of the category table
-- (CategoryCache) reload after any of them, in every API process.
CREATE FUNCTION kwc_log_category_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (product_id, kind) VALUES (0, 'categories');
  PERFORM pg_notify('kwc_catalogue_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_log_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION kwc_log_category_changes();
