-- Hand-written (issues 37 and 38, ADR 066): the shared model of prices, schedules, tiers, free
-- unlocks, rentals and gifts. Services build on these columns; nothing here changes an answer
-- until they read them.

-- Channel profile: a handle (unique ignoring case) and links.
ALTER TABLE "channels" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "channels_handle_key" ON "channels" USING btree (lower("handle")) WHERE "handle" IS NOT NULL;--> statement-breakpoint

-- Playlist terms: first N free (applied to contents.is_free by the studio), rental length, 기다무.
ALTER TABLE "playlists" ADD COLUMN "free_first_n" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "rental_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "wait_free_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "wait_free_exclude_newest" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "wait_free_rental_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_terms_valid" CHECK (
  "price" >= 0 AND "bundle_price" >= 0 AND "free_first_n" >= 0 AND "rental_hours" BETWEEN 1 AND 720
  AND "wait_free_hours" BETWEEN 0 AND 720 AND "wait_free_exclude_newest" >= 0
  AND "wait_free_rental_hours" BETWEEN 0 AND 720);--> statement-breakpoint

-- Episode terms: rental price, early access (선공개) to chosen tiers.
ALTER TABLE "contents" ADD COLUMN "rental_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "early_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "early_tier_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_terms_valid" CHECK (
  "price" >= 0 AND "rental_price" >= 0 AND "early_days" BETWEEN 0 AND 30);--> statement-breakpoint

-- Tiers: several on sale per channel; a tier is a lineage of versions (tier_id = its first id).
DROP INDEX "channel_subscription_products_on_sale_key";--> statement-breakpoint
ALTER TABLE "channel_subscription_products" ADD COLUMN "tier_id" bigint;--> statement-breakpoint
UPDATE "channel_subscription_products" SET "tier_id" = "id";--> statement-breakpoint
ALTER TABLE "channel_subscription_products" ALTER COLUMN "tier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_subscription_products" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_subscription_products" ADD COLUMN "includes_paid_episodes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_subscription_products" ADD COLUMN "early_access_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_subscription_products" ADD COLUMN "members_only_posts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_subscription_products" ADD COLUMN "badge" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_subscription_products_on_sale_key" ON "channel_subscription_products" USING btree ("channel_id", "tier_id") WHERE "active";--> statement-breakpoint
CREATE FUNCTION subscription_product_tier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tier_id := coalesce(NEW.tier_id, NEW.id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER channel_subscription_products_tier BEFORE INSERT ON "channel_subscription_products"
  FOR EACH ROW EXECUTE FUNCTION subscription_product_tier();--> statement-breakpoint
-- A downgrade waits for the renewal.
ALTER TABLE "channel_subscriptions" ADD COLUMN "pending_product_id" bigint REFERENCES "channel_subscription_products"("id");--> statement-breakpoint

-- Members-only board posts and gallery items (a tier benefit).
ALTER TABLE "channel_boards" ADD COLUMN "members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint

-- Where an unlock came from.
ALTER TABLE "purchases" ADD COLUMN "source" text DEFAULT 'hearts' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_source" CHECK ("source" IN ('hearts', 'wait_free', 'pass', 'gift'));--> statement-breakpoint

-- Rentals: held while ends_at is ahead.
CREATE TABLE "rentals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "users"("id"),
	"playlist_id" bigint NOT NULL REFERENCES "playlists"("id"),
	"content_id" bigint NOT NULL REFERENCES "contents"("id"),
	"source" text NOT NULL,
	"hearts" integer DEFAULT 0 NOT NULL,
	"transaction_id" bigint REFERENCES "ledger_transactions"("id"),
	"pass_pool_id" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rentals_source" CHECK ("source" IN ('hearts', 'wait_free', 'pass', 'gift')),
	CONSTRAINT "rentals_period" CHECK ("ends_at" > "starts_at" AND "hearts" >= 0)
);--> statement-breakpoint
CREATE INDEX "rentals_member_idx" ON "rentals" USING btree ("user_id", "content_id", "ends_at" DESC);--> statement-breakpoint
CREATE INDEX "rentals_playlist_idx" ON "rentals" USING btree ("playlist_id", "created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_transaction_key" ON "rentals" USING btree ("transaction_id") WHERE "transaction_id" IS NOT NULL;--> statement-breakpoint

-- 기다무: one timer per member and playlist.
CREATE TABLE "wait_free_timers" (
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"playlist_id" bigint NOT NULL REFERENCES "playlists"("id") ON DELETE CASCADE,
	"last_claim_at" timestamp with time zone NOT NULL,
	"claims" integer DEFAULT 1 NOT NULL,
	PRIMARY KEY ("user_id", "playlist_id")
);--> statement-breakpoint

-- 이용권 (daily free pass).
CREATE TABLE "pass_pools" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"grant_times" text[] DEFAULT '{00:00,12:00}'::text[] NOT NULL,
	"tickets_per_grant" integer DEFAULT 1 NOT NULL,
	"max_tickets" integer DEFAULT 3 NOT NULL,
	"ticket_hours" integer DEFAULT 72 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pass_pools_terms" CHECK ("tickets_per_grant" BETWEEN 1 AND 10 AND "max_tickets" BETWEEN 1 AND 50
	  AND "ticket_hours" BETWEEN 1 AND 720)
);--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_pass_pool_fk" FOREIGN KEY ("pass_pool_id") REFERENCES "pass_pools"("id");--> statement-breakpoint
CREATE TABLE "pass_pool_playlists" (
	"pool_id" bigint NOT NULL REFERENCES "pass_pools"("id") ON DELETE CASCADE,
	"playlist_id" bigint NOT NULL REFERENCES "playlists"("id") ON DELETE CASCADE,
	PRIMARY KEY ("pool_id", "playlist_id")
);--> statement-breakpoint
CREATE INDEX "pass_pool_playlists_playlist_idx" ON "pass_pool_playlists" USING btree ("playlist_id");--> statement-breakpoint
CREATE TABLE "pass_wallets" (
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"pool_id" bigint NOT NULL REFERENCES "pass_pools"("id") ON DELETE CASCADE,
	"tickets" integer DEFAULT 0 NOT NULL,
	"granted_through" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "pool_id"),
	CONSTRAINT "pass_wallets_tickets" CHECK ("tickets" >= 0)
);--> statement-breakpoint

-- 선물.
CREATE TABLE "gifts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sender_id" bigint NOT NULL REFERENCES "users"("id"),
	"recipient_id" bigint NOT NULL REFERENCES "users"("id"),
	"target" text NOT NULL,
	"playlist_id" bigint REFERENCES "playlists"("id"),
	"content_id" bigint REFERENCES "contents"("id"),
	"product_id" bigint REFERENCES "channel_subscription_products"("id"),
	"hearts" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" bigint NOT NULL REFERENCES "ledger_transactions"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "gifts_target" CHECK ("target" IN ('episode', 'playlist', 'tier_month')),
	CONSTRAINT "gifts_status" CHECK ("status" IN ('pending', 'accepted', 'refunded')),
	CONSTRAINT "gifts_not_to_self" CHECK ("sender_id" <> "recipient_id"),
	CONSTRAINT "gifts_hearts_positive" CHECK ("hearts" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_transaction_key" ON "gifts" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "gifts_recipient_idx" ON "gifts" USING btree ("recipient_id", "status", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "gifts_sender_idx" ON "gifts" USING btree ("sender_id", "created_at" DESC);--> statement-breakpoint

-- Free unlocks earn what the contract says (0 by default); rentals and gifts are earnings of their own.
ALTER TABLE "channel_contracts" ADD COLUMN "free_unlock_won" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_earnings" DROP CONSTRAINT "channel_earnings_source";--> statement-breakpoint
ALTER TABLE "channel_earnings" ADD CONSTRAINT "channel_earnings_source" CHECK ("source" IN ('purchase', 'gallery', 'subscription', 'tip', 'rental', 'gift'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION earning_target(p_kind text, p_reference text, OUT channel_id bigint, OUT source text)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_prefix text := split_part(p_reference, ':', 1);
  v_id bigint;
BEGIN
  IF p_reference !~ '^[a-z]+:[0-9]+$' THEN
    RETURN;
  END IF;
  v_id := split_part(p_reference, ':', 2)::bigint;
  IF v_prefix = 'playlist' THEN
    SELECT p.channel_id INTO channel_id FROM playlists p WHERE p.id = v_id;
    source := CASE p_kind WHEN 'rental' THEN 'rental' WHEN 'gift' THEN 'gift' ELSE 'purchase' END;
  ELSIF v_prefix = 'gallery' THEN
    SELECT g.channel_id INTO channel_id FROM gallery_items g WHERE g.id = v_id;
    source := 'gallery';
  ELSIF v_prefix = 'channel' AND p_kind IN ('subscription', 'tip', 'gift') THEN
    SELECT c.id INTO channel_id FROM channels c WHERE c.id = v_id;
    source := p_kind;
  END IF;
END
$$;
