CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"description" text,
	"price_level" text,
	"popularity" integer DEFAULT 1 NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" integer[] NOT NULL,
	"depth" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"url_key" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'PUBLISHED' NOT NULL,
	"redirect_to" text,
	"redirect_code" integer DEFAULT 301 NOT NULL,
	"is_adults_only" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"landing_linked_category_id" integer,
	"predefined_filters" jsonb,
	"property_patterns" text[] DEFAULT '{}'::text[] NOT NULL,
	"url_template" text[] DEFAULT '{}'::text[] NOT NULL,
	"static_filters" jsonb,
	"product_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editorial_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"lead" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"inci" text NOT NULL,
	"slug" text NOT NULL,
	"name_pl" text,
	"functions" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"is_important" boolean DEFAULT false NOT NULL,
	"cas" text,
	"ec" text
);
--> statement-breakpoint
CREATE TABLE "legal_hints" (
	"identifier" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"product_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"price" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "offers_product_id_shop_id_pk" PRIMARY KEY("product_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "partner_shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"lead" text NOT NULL,
	"url" text NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"category_id" integer
);
--> statement-breakpoint
CREATE TABLE "product_ingredients" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	CONSTRAINT "product_ingredients_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"url_path" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"category_path" integer[] NOT NULL,
	"name" text NOT NULL,
	"short_description" text,
	"description" text,
	"state" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_adult" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"bestseller" boolean DEFAULT false NOT NULL,
	"new_until_date" date,
	"offer_sale" boolean DEFAULT false NOT NULL,
	"price" integer,
	"partner_shop_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"property_option_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"ingredient_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"number_of_reviews" integer DEFAULT 0 NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"number_of_hits" integer DEFAULT 0 NOT NULL,
	"number_of_views" integer DEFAULT 0 NOT NULL,
	"number_of_reviews_last_week" integer DEFAULT 0 NOT NULL,
	"number_of_views_last_week" integer DEFAULT 0 NOT NULL,
	"popularity" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_polish" "tsvector",
	"search_simple" "tsvector",
	"search_text" text
);
--> statement-breakpoint
CREATE TABLE "property_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"pattern_code" text NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"image_desktop" text,
	"image_mobile" text,
	"attribute_priority" integer DEFAULT 0 NOT NULL,
	"order_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_patterns" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"url_slug" text NOT NULL,
	"layout" text DEFAULT 'checkbox' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"anonymous_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_anonymous_id_product_id_pk" PRIMARY KEY("anonymous_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_path" text NOT NULL,
	"code" integer DEFAULT 301 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"pros" text,
	"cons" text,
	"usage_time" text,
	"purchase_source" text,
	"skin_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"is_hit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "testing_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"product_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"avatar" text,
	"rank" text DEFAULT 'Początkująca' NOT NULL,
	"bio" text,
	"birth_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"anonymous_id" text,
	"user_id" integer,
	"list_id" integer,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "awards_product_idx" ON "awards" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_idx" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_url_key_idx" ON "categories" USING btree ("url_key");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "categories_path_idx" ON "categories" USING gin ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_inci_idx" ON "ingredients" USING btree ("inci");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_slug_idx" ON "ingredients" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_shops_slug_idx" ON "partner_shops" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_articles_products_idx" ON "product_articles" USING gin ("product_ids");--> statement-breakpoint
CREATE INDEX "product_ingredients_ingredient_idx" ON "product_ingredients" USING btree ("ingredient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_url_path_idx" ON "products" USING btree ("url_path");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_path_idx" ON "products" USING gin ("category_path");--> statement-breakpoint
CREATE INDEX "products_property_options_idx" ON "products" USING gin ("property_option_ids");--> statement-breakpoint
CREATE INDEX "products_ingredients_idx" ON "products" USING gin ("ingredient_ids");--> statement-breakpoint
CREATE INDEX "products_shops_idx" ON "products" USING gin ("partner_shop_ids");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_reviews_idx" ON "products" USING btree ("number_of_reviews" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_hits_idx" ON "products" USING btree ("number_of_hits" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_search_polish_idx" ON "products" USING gin ("search_polish");--> statement-breakpoint
CREATE INDEX "products_search_simple_idx" ON "products" USING gin ("search_simple");--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "property_options_pattern_slug_idx" ON "property_options" USING btree ("pattern_code","slug");--> statement-breakpoint
CREATE INDEX "recently_viewed_anon_idx" ON "recently_viewed" USING btree ("anonymous_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_anon_product_idx" ON "wishlist_items" USING btree ("anonymous_id","product_id") WHERE "wishlist_items"."anonymous_id" is not null;--> statement-breakpoint
CREATE INDEX "wishlist_anon_created_idx" ON "wishlist_items" USING btree ("anonymous_id","created_at" DESC NULLS LAST);