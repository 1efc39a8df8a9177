CREATE TABLE "menu_items" (
	"node_id" serial PRIMARY KEY NOT NULL,
	"menu_id" text NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"classes" text DEFAULT '' NOT NULL,
	"content" jsonb,
	"category_id" integer,
	"category_url_key" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX "menu_items_menu_parent_idx" ON "menu_items" USING btree ("menu_id","parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_items_menu_title_parent_idx" ON "menu_items" USING btree ("menu_id","parent_id","title");