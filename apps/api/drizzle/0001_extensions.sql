-- Text search needs these before the catalogue's trigram indexes exist (DESIGN.md section 3).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
