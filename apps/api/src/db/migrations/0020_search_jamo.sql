DROP INDEX "playlist_search_jamo_trgm_idx";--> statement-breakpoint
ALTER TABLE "playlist_search" ADD COLUMN "search_jamo" text GENERATED ALWAYS AS (normalize(search_text, NFD)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "playlist_search_jamo_trgm_idx" ON "playlist_search" USING gin ("search_jamo" gin_trgm_ops);