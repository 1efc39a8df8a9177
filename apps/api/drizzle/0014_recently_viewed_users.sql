ALTER TABLE "recently_viewed" DROP CONSTRAINT "recently_viewed_anonymous_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "recently_viewed" ALTER COLUMN "anonymous_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD COLUMN "user_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "recently_viewed_anon_product_idx" ON "recently_viewed" USING btree ("anonymous_id","product_id") WHERE "recently_viewed"."anonymous_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recently_viewed_user_product_idx" ON "recently_viewed" USING btree ("user_id","product_id") WHERE "recently_viewed"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "recently_viewed_user_idx" ON "recently_viewed" USING btree ("user_id","viewed_at" DESC NULLS LAST);