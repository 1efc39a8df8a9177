ALTER TABLE "account_links" ADD COLUMN "review_id" integer;--> statement-breakpoint
-- Hand-written: the Drizzle schema cannot name reviews from accounts.ts without an import cycle.
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
