CREATE INDEX "products_reviews_last_week_idx" ON "products" USING btree ("number_of_reviews_last_week" DESC NULLS LAST,"popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_views_last_week_idx" ON "products" USING btree ("number_of_views_last_week" DESC NULLS LAST,"popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_bestseller_idx" ON "products" USING btree ("id") WHERE "products"."bestseller";--> statement-breakpoint
CREATE INDEX "products_offer_sale_idx" ON "products" USING btree ("id") WHERE "products"."offer_sale";--> statement-breakpoint
CREATE INDEX "products_new_until_idx" ON "products" USING btree ("new_until_date");