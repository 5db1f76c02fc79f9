ALTER TABLE "content_media" ADD COLUMN "preview_key" "bytea";--> statement-breakpoint
ALTER TABLE "content_media" ADD COLUMN "preview_prefix" text;--> statement-breakpoint
ALTER TABLE "content_media" ADD COLUMN "preview_ms" integer;