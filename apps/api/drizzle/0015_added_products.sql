CREATE TABLE "added_product_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"added_product_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason_codes" text[] DEFAULT '{}' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "added_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"brand_id" integer,
	"brand_name" text,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"description" text NOT NULL,
	"inci" text DEFAULT '' NOT NULL,
	"ingredient_ids" integer[] DEFAULT '{}' NOT NULL,
	"unknown_ingredients" text[] DEFAULT '{}' NOT NULL,
	"photo_id" integer NOT NULL,
	"ean" text,
	"remarks" jsonb,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "added_product_events_item_idx" ON "added_product_events" USING btree ("added_product_id","id");--> statement-breakpoint
CREATE INDEX "added_products_user_idx" ON "added_products" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "added_products_queue_idx" ON "added_products" USING btree ("status","created_at");--> statement-breakpoint
-- An added product's decisions are evidence (EU DSA art. 17 statements of reasons): rows are only ever added.
CREATE FUNCTION kwc_added_product_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'added_product_events is append-only (% refused)', TG_OP;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER added_product_events_append_only BEFORE UPDATE OR DELETE ON added_product_events
  FOR EACH STATEMENT EXECUTE FUNCTION kwc_added_product_events_append_only();
