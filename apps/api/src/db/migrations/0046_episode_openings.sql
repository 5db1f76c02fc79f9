-- Hand-written (issue 37, ADR 066): what the open-time job has done for an episode, so a job
-- that runs twice (a retry, the sweep after a scheduled job) does it once.
--   opened_at: its open time was processed (caches dropped, followers notified);
--   early_opened_at: its 선공개 time was processed (caches dropped).
ALTER TABLE "contents" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "early_opened_at" timestamp with time zone;--> statement-breakpoint
-- Episodes open already were announced when they were published: nothing to do for them.
UPDATE "contents" SET "opened_at" = "open_dt" WHERE "open_dt" <= now();--> statement-breakpoint
-- The sweep looks for published episodes whose time came and that are not processed yet.
CREATE INDEX "contents_unopened_idx" ON "contents" USING btree ("open_dt") WHERE "opened_at" IS NULL;
