CREATE TABLE "catalogue_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text DEFAULT 'product' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The change log of products and reviews: statement-level triggers with transition tables, so a bulk
-- insert of 100,000 products writes its log in one statement. NOTIFY lets other processes LISTEN.
CREATE FUNCTION kwc_log_catalogue_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change_kind text := CASE WHEN TG_TABLE_NAME = 'reviews' THEN 'reviews' ELSE 'product' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO catalogue_changes (product_id, kind) VALUES (0, change_kind);
  ELSIF TG_OP = 'DELETE' THEN
    IF change_kind = 'reviews' THEN
      INSERT INTO catalogue_changes (product_id, kind) SELECT DISTINCT product_id, change_kind FROM old_rows;
    ELSE
      INSERT INTO catalogue_changes (product_id, kind) SELECT id, change_kind FROM old_rows;
    END IF;
  ELSIF change_kind = 'reviews' THEN
    INSERT INTO catalogue_changes (product_id, kind) SELECT DISTINCT product_id, change_kind FROM new_rows;
  ELSE
    INSERT INTO catalogue_changes (product_id, kind) SELECT id, change_kind FROM new_rows;
  END IF;
  PERFORM pg_notify('kwc_catalogue_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_log_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kwc_log_catalogue_changes();
--> statement-breakpoint
CREATE TRIGGER products_log_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kwc_log_catalogue_changes();
--> statement-breakpoint
CREATE TRIGGER products_log_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kwc_log_catalogue_changes();
--> statement-breakpoint
CREATE TRIGGER products_log_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION kwc_log_catalogue_changes();
--> statement-breakpoint
CREATE TRIGGER reviews_log_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kwc_log_catalogue_changes();
--> statement-breakpoint
CREATE TRIGGER reviews_log_update AFTER UPDATE ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kwc_log_catalogue_changes();
--> statement-breakpoint
CREATE TRIGGER reviews_log_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kwc_log_catalogue_changes();
