ALTER TABLE "products" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "source_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_source_code_idx" ON "products" USING btree ("source","source_code") WHERE "products"."source_code" is not null;