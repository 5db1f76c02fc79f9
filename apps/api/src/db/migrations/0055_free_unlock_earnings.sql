-- Free unlocks (기다무, pass tickets) earn what the channel's contract says (issue 38, ADR 066).
-- One definition of a free unlock: a 0-heart rental or purchase whose source is wait_free or pass.
CREATE VIEW "free_unlocks" AS
  SELECT r.user_id, r.playlist_id, r.content_id, r.source, r.starts_at AS unlocked_at
    FROM rentals r WHERE r.source IN ('wait_free', 'pass') AND r.hearts = 0
  UNION ALL
  SELECT p.user_id, p.playlist_id, p.content_id, p.source, p.created_at AS unlocked_at
    FROM purchases p WHERE p.source IN ('wait_free', 'pass') AND p.hearts = 0;--> statement-breakpoint
CREATE INDEX "rentals_free_unlocked_idx" ON "rentals" ("starts_at") WHERE source IN ('wait_free', 'pass') AND hearts = 0;--> statement-breakpoint
CREATE INDEX "purchases_free_unlocked_idx" ON "purchases" ("created_at") WHERE source IN ('wait_free', 'pass') AND hearts = 0;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD COLUMN "free_unlocks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD COLUMN "free_unlock_won" bigint DEFAULT 0 NOT NULL;
