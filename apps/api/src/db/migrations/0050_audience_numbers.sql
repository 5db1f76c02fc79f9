-- Hand-written (issue 37, audience numbers): roll-ups the studio reads in one indexed statement.
--
-- content_retention: one row per episode and bucket start second. A play segment adds 1 to
-- `starts` at the bucket it began in and 1 to one of `sleeps` (sleep timer, long inactivity),
-- `leaves` (skip, close, switch) or `finishes` (the episode ended) at the bucket it ended in.
-- The plays still listening at bucket b are starts up to b minus ends before b: each play writes
-- two counters, however long it lasted. Written in batches by the playback buffer.
CREATE TABLE "content_retention" (
	"content_id" bigint NOT NULL REFERENCES "contents"("id") ON DELETE cascade,
	"second" integer NOT NULL,
	"starts" bigint DEFAULT 0 NOT NULL,
	"sleeps" bigint DEFAULT 0 NOT NULL,
	"leaves" bigint DEFAULT 0 NOT NULL,
	"finishes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_retention_pk" PRIMARY KEY ("content_id", "second"),
	CONSTRAINT "content_retention_second" CHECK ("second" >= 0)
);
--> statement-breakpoint

-- Plays started per channel, Seoul day and where the listener came from.
CREATE TABLE "channel_play_sources" (
	"channel_id" bigint NOT NULL REFERENCES "channels"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"plays" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "channel_play_sources_pk" PRIMARY KEY ("channel_id", "day", "source"),
	CONSTRAINT "channel_play_sources_source" CHECK ("source" IN ('search', 'home', 'feed', 'partner', 'other'))
);
--> statement-breakpoint

-- Members who let their nickname appear in public channel fan rankings (off unless a row exists).
CREATE TABLE "fan_rank_opt_ins" (
	"user_id" bigint PRIMARY KEY REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint

-- What each member spent on a channel per Seoul month (every earning source: purchases, gallery,
-- subscriptions, tips, rentals, gifts; reversals subtract). `shown` copies the member's opt-in so
-- the public ranking walks a partial index; the public read checks the opt-in again.
CREATE TABLE "channel_fan_months" (
	"channel_id" bigint NOT NULL REFERENCES "channels"("id") ON DELETE cascade,
	"month" date NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"hearts" bigint DEFAULT 0 NOT NULL,
	"tip_hearts" bigint DEFAULT 0 NOT NULL,
	"subscription_hearts" bigint DEFAULT 0 NOT NULL,
	"shown" boolean DEFAULT false NOT NULL,
	CONSTRAINT "channel_fan_months_pk" PRIMARY KEY ("channel_id", "month", "user_id")
);
--> statement-breakpoint
CREATE INDEX "channel_fan_months_rank_idx" ON "channel_fan_months" ("channel_id", "month", "hearts" DESC, "user_id");--> statement-breakpoint
CREATE INDEX "channel_fan_months_shown_idx" ON "channel_fan_months" ("channel_id", "month", "hearts" DESC, "user_id") WHERE "shown";--> statement-breakpoint
CREATE INDEX "channel_fan_months_member_idx" ON "channel_fan_months" ("user_id");--> statement-breakpoint
CREATE INDEX "channel_fan_months_subscribed_idx" ON "channel_fan_months" ("channel_id", "user_id", "month") WHERE "subscription_hearts" > 0;--> statement-breakpoint

-- Every channel_earnings row adds to its member's month on the channel, in the writing statement.
CREATE FUNCTION channel_fan_months_earned() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_hearts bigint := NEW.paid_hearts + NEW.bonus_hearts;
BEGIN
  INSERT INTO channel_fan_months AS m (channel_id, month, user_id, hearts, tip_hearts, subscription_hearts, shown)
  VALUES (NEW.channel_id, date_trunc('month', NEW.earned_at AT TIME ZONE 'Asia/Seoul')::date, NEW.user_id,
    v_hearts,
    CASE WHEN NEW.source = 'tip' THEN v_hearts ELSE 0 END,
    CASE WHEN NEW.source = 'subscription' THEN v_hearts ELSE 0 END,
    EXISTS (SELECT 1 FROM fan_rank_opt_ins o WHERE o.user_id = NEW.user_id))
  ON CONFLICT (channel_id, month, user_id) DO UPDATE SET
    hearts = m.hearts + excluded.hearts,
    tip_hearts = m.tip_hearts + excluded.tip_hearts,
    subscription_hearts = m.subscription_hearts + excluded.subscription_hearts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "channel_earnings_fan_months" AFTER INSERT ON "channel_earnings"
  FOR EACH ROW EXECUTE FUNCTION channel_fan_months_earned();--> statement-breakpoint

-- What was earned before this migration.
INSERT INTO channel_fan_months (channel_id, month, user_id, hearts, tip_hearts, subscription_hearts)
SELECT e.channel_id, date_trunc('month', e.earned_at AT TIME ZONE 'Asia/Seoul')::date, e.user_id,
  sum(e.paid_hearts + e.bonus_hearts),
  coalesce(sum(e.paid_hearts + e.bonus_hearts) FILTER (WHERE e.source = 'tip'), 0),
  coalesce(sum(e.paid_hearts + e.bonus_hearts) FILTER (WHERE e.source = 'subscription'), 0)
FROM channel_earnings e
GROUP BY 1, 2, 3;
