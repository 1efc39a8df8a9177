CREATE TABLE "review_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"revision" boolean DEFAULT false NOT NULL,
	"reason_codes" text[] DEFAULT '{}' NOT NULL,
	"remark" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_likes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_likes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review_photo_variants" (
	"photo_id" integer NOT NULL,
	"width" integer NOT NULL,
	"image" "bytea" NOT NULL,
	CONSTRAINT "review_photo_variants_photo_id_width_pk" PRIMARY KEY("photo_id","width")
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"version" text NOT NULL,
	"variants" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_links" DROP CONSTRAINT "account_links_kind_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "packages_used" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "shop_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hair_type" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "received_as" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "revision" jsonb;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "remarks" jsonb;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_photo_variants" ADD CONSTRAINT "review_photo_variants_photo_id_review_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."review_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_events_review_idx" ON "review_events" USING btree ("review_id","id");--> statement-breakpoint
CREATE INDEX "review_likes_user_idx" ON "review_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "review_photos_user_idx" ON "review_photos" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_product_idx" ON "reviews" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "reviews_submitted_idx" ON "reviews" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_kind_check" CHECK ("account_links"."kind" in ('activation', 'password_reset', 'email_change', 'email_change_cancel', 'review_reply'));--> statement-breakpoint
-- A review's history is evidence (EU DSA art. 17 statements of reasons): rows are only ever added.
CREATE FUNCTION kwc_review_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'review_events is append-only (% refused)', TG_OP;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER review_events_append_only BEFORE UPDATE OR DELETE ON review_events
  FOR EACH STATEMENT EXECUTE FUNCTION kwc_review_events_append_only();
