ALTER TABLE "playlist_daily_activity" ADD COLUMN "purchases" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "playlist_daily_activity" ADD COLUMN "hearts" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "channel_daily_stats" (
	"channel_id" bigint NOT NULL,
	"day" date NOT NULL,
	"new_followers" bigint DEFAULT 0 NOT NULL,
	"new_subscribers" bigint DEFAULT 0 NOT NULL,
	"subscription_hearts" bigint DEFAULT 0 NOT NULL,
	"gallery_hearts" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "channel_daily_stats_channel_id_day_pk" PRIMARY KEY("channel_id","day")
);
--> statement-breakpoint
ALTER TABLE "channel_daily_stats" ADD CONSTRAINT "channel_daily_stats_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: channel statistics read Seoul days of these rolled-up figures instead of grouping
-- raw rows. Row triggers keep them exact in the transaction of the write, whatever statement
-- makes it (the one-statement unlock, the ORM, seeds, jobs): a row inserted adds to its Seoul
-- day, a row deleted takes away from the day it had been added to, an update that moves a row's
-- day, owner or amount does both. Taking away only updates (never inserts), so a row deleted
-- because its channel is being deleted (follows cascade) finds nothing left to change.
CREATE FUNCTION channel_daily_count(p_channel bigint, p_at timestamptz, p_sign integer,
  p_followers bigint, p_subscribers bigint, p_subscription_hearts bigint, p_gallery_hearts bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_channel IS NULL THEN
    RETURN;
  END IF;
  IF p_sign > 0 THEN
    INSERT INTO channel_daily_stats AS s (channel_id, day, new_followers, new_subscribers, subscription_hearts, gallery_hearts)
    VALUES (p_channel, (p_at AT TIME ZONE 'Asia/Seoul')::date, p_followers, p_subscribers, p_subscription_hearts, p_gallery_hearts)
    ON CONFLICT (channel_id, day) DO UPDATE SET
      new_followers = s.new_followers + excluded.new_followers,
      new_subscribers = s.new_subscribers + excluded.new_subscribers,
      subscription_hearts = s.subscription_hearts + excluded.subscription_hearts,
      gallery_hearts = s.gallery_hearts + excluded.gallery_hearts;
  ELSE
    UPDATE channel_daily_stats SET
      new_followers = new_followers - p_followers,
      new_subscribers = new_subscribers - p_subscribers,
      subscription_hearts = subscription_hearts - p_subscription_hearts,
      gallery_hearts = gallery_hearts - p_gallery_hearts
     WHERE channel_id = p_channel AND day = (p_at AT TIME ZONE 'Asia/Seoul')::date;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION stats_from_channel_follows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM channel_daily_count(OLD.channel_id, OLD.created_at, -1, 1, 0, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM channel_daily_count(NEW.channel_id, NEW.created_at, 1, 1, 0, 0, 0);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER channel_follows_stats AFTER INSERT OR DELETE ON channel_follows
  FOR EACH ROW EXECUTE FUNCTION stats_from_channel_follows();--> statement-breakpoint
CREATE TRIGGER channel_follows_stats_moved AFTER UPDATE ON channel_follows
  FOR EACH ROW WHEN (OLD.channel_id IS DISTINCT FROM NEW.channel_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION stats_from_channel_follows();--> statement-breakpoint
CREATE FUNCTION stats_from_channel_subscriptions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM channel_daily_count(OLD.channel_id, OLD.started_at, -1, 0, 1, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM channel_daily_count(NEW.channel_id, NEW.started_at, 1, 0, 1, 0, 0);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER channel_subscriptions_stats AFTER INSERT OR DELETE ON channel_subscriptions
  FOR EACH ROW EXECUTE FUNCTION stats_from_channel_subscriptions();--> statement-breakpoint
CREATE TRIGGER channel_subscriptions_stats_moved AFTER UPDATE ON channel_subscriptions
  FOR EACH ROW WHEN (OLD.channel_id IS DISTINCT FROM NEW.channel_id OR OLD.started_at IS DISTINCT FROM NEW.started_at)
  EXECUTE FUNCTION stats_from_channel_subscriptions();--> statement-breakpoint
-- A month's income counts for the channel of its subscription, as the statistics always read it.
CREATE FUNCTION stats_from_subscription_periods() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM channel_daily_count((SELECT s.channel_id FROM channel_subscriptions s WHERE s.id = OLD.subscription_id),
      OLD.created_at, -1, 0, 0, OLD.hearts, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM channel_daily_count((SELECT s.channel_id FROM channel_subscriptions s WHERE s.id = NEW.subscription_id),
      NEW.created_at, 1, 0, 0, NEW.hearts, 0);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER subscription_periods_stats AFTER INSERT OR DELETE ON subscription_periods
  FOR EACH ROW EXECUTE FUNCTION stats_from_subscription_periods();--> statement-breakpoint
CREATE TRIGGER subscription_periods_stats_moved AFTER UPDATE ON subscription_periods
  FOR EACH ROW WHEN (OLD.subscription_id IS DISTINCT FROM NEW.subscription_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.hearts IS DISTINCT FROM NEW.hearts)
  EXECUTE FUNCTION stats_from_subscription_periods();--> statement-breakpoint
-- A picture's sale counts for the channel of the picture.
CREATE FUNCTION stats_from_gallery_purchases() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM channel_daily_count((SELECT g.channel_id FROM gallery_items g WHERE g.id = OLD.item_id),
      OLD.created_at, -1, 0, 0, 0, OLD.hearts);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM channel_daily_count((SELECT g.channel_id FROM gallery_items g WHERE g.id = NEW.item_id),
      NEW.created_at, 1, 0, 0, 0, NEW.hearts);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER gallery_purchases_stats AFTER INSERT OR DELETE ON gallery_purchases
  FOR EACH ROW EXECUTE FUNCTION stats_from_gallery_purchases();--> statement-breakpoint
CREATE TRIGGER gallery_purchases_stats_moved AFTER UPDATE ON gallery_purchases
  FOR EACH ROW WHEN (OLD.item_id IS DISTINCT FROM NEW.item_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.hearts IS DISTINCT FROM NEW.hearts)
  EXECUTE FUNCTION stats_from_gallery_purchases();--> statement-breakpoint
-- Unlocks and their hearts per playlist and Seoul day, beside the listening figures of that day.
CREATE FUNCTION stats_from_purchases() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE playlist_daily_activity SET purchases = purchases - 1, hearts = hearts - OLD.hearts
     WHERE playlist_id = OLD.playlist_id AND day = (OLD.created_at AT TIME ZONE 'Asia/Seoul')::date;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO playlist_daily_activity AS d (playlist_id, day, purchases, hearts)
    VALUES (NEW.playlist_id, (NEW.created_at AT TIME ZONE 'Asia/Seoul')::date, 1, NEW.hearts)
    ON CONFLICT (playlist_id, day) DO UPDATE SET
      purchases = d.purchases + excluded.purchases, hearts = d.hearts + excluded.hearts;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER purchases_stats AFTER INSERT OR DELETE ON purchases
  FOR EACH ROW EXECUTE FUNCTION stats_from_purchases();--> statement-breakpoint
CREATE TRIGGER purchases_stats_moved AFTER UPDATE ON purchases
  FOR EACH ROW WHEN (OLD.playlist_id IS DISTINCT FROM NEW.playlist_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.hearts IS DISTINCT FROM NEW.hearts)
  EXECUTE FUNCTION stats_from_purchases();--> statement-breakpoint
-- What was written before the triggers (the triggers' locks keep new writes out until this commits).
INSERT INTO playlist_daily_activity AS d (playlist_id, day, purchases, hearts)
SELECT playlist_id, (created_at AT TIME ZONE 'Asia/Seoul')::date, count(*), sum(hearts)
  FROM purchases
 GROUP BY 1, 2
ON CONFLICT (playlist_id, day) DO UPDATE SET purchases = excluded.purchases, hearts = excluded.hearts;--> statement-breakpoint
INSERT INTO channel_daily_stats (channel_id, day, new_followers, new_subscribers, subscription_hearts, gallery_hearts)
SELECT channel_id, (at AT TIME ZONE 'Asia/Seoul')::date, sum(followers), sum(subscribers), sum(subscription_hearts), sum(gallery_hearts)
  FROM (
    SELECT channel_id, created_at AS at, 1 AS followers, 0 AS subscribers, 0 AS subscription_hearts, 0 AS gallery_hearts
      FROM channel_follows
    UNION ALL
    SELECT channel_id, started_at, 0, 1, 0, 0 FROM channel_subscriptions
    UNION ALL
    SELECT s.channel_id, sp.created_at, 0, 0, sp.hearts, 0
      FROM subscription_periods sp JOIN channel_subscriptions s ON s.id = sp.subscription_id
    UNION ALL
    SELECT g.channel_id, gp.created_at, 0, 0, 0, gp.hearts
      FROM gallery_purchases gp JOIN gallery_items g ON g.id = gp.item_id
  ) raw
 GROUP BY 1, 2;
