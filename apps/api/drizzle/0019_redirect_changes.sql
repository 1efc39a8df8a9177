-- Writes to the redirects table join the change log (0008), so the pages and answers that the path
-- check made (a 404 kept in a cache, an old address's redirect) are purged in every process.
CREATE FUNCTION kwc_log_redirect_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (product_id, kind) VALUES (0, 'redirects');
  PERFORM pg_notify('kwc_catalogue_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER redirects_log_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON redirects
  FOR EACH STATEMENT EXECUTE FUNCTION kwc_log_redirect_changes();
