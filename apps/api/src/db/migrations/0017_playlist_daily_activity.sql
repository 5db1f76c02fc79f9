CREATE TABLE "playlist_daily_activity" (
	"playlist_id" bigint NOT NULL,
	"day" date NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"visitors" bigint DEFAULT 0 NOT NULL,
	"plays" bigint DEFAULT 0 NOT NULL,
	"playtime_sec" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "playlist_daily_activity_playlist_id_day_pk" PRIMARY KEY("playlist_id","day")
);
--> statement-breakpoint
ALTER TABLE "playlist_daily_activity" ADD CONSTRAINT "playlist_daily_activity_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the roll-up follows every write to content_activity and content_visitors (the
-- playback ingest's batched upserts, seeds, jobs), adding what each row gained. Rows removed
-- with a deleted episode stay counted: those plays happened.
CREATE OR REPLACE FUNCTION playlist_daily_from_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO playlist_daily_activity (playlist_id, day, visits, plays, playtime_sec, likes)
  SELECT c.playlist_id, (NEW.hour AT TIME ZONE 'Asia/Seoul')::date,
         NEW.visits - CASE WHEN TG_OP = 'UPDATE' THEN OLD.visits ELSE 0 END,
         NEW.plays - CASE WHEN TG_OP = 'UPDATE' THEN OLD.plays ELSE 0 END,
         NEW.playtime_sec - CASE WHEN TG_OP = 'UPDATE' THEN OLD.playtime_sec ELSE 0 END,
         NEW.likes - CASE WHEN TG_OP = 'UPDATE' THEN OLD.likes ELSE 0 END
    FROM contents c WHERE c.id = NEW.content_id
  ON CONFLICT (playlist_id, day) DO UPDATE SET
    visits = playlist_daily_activity.visits + excluded.visits,
    plays = playlist_daily_activity.plays + excluded.plays,
    playtime_sec = playlist_daily_activity.playtime_sec + excluded.playtime_sec,
    likes = playlist_daily_activity.likes + excluded.likes;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER content_activity_rollup AFTER INSERT OR UPDATE ON content_activity
  FOR EACH ROW EXECUTE FUNCTION playlist_daily_from_activity();--> statement-breakpoint
CREATE OR REPLACE FUNCTION playlist_daily_from_visitors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO playlist_daily_activity (playlist_id, day, visitors)
  SELECT c.playlist_id, NEW.day, NEW.visitors - CASE WHEN TG_OP = 'UPDATE' THEN OLD.visitors ELSE 0 END
    FROM contents c WHERE c.id = NEW.content_id
  ON CONFLICT (playlist_id, day) DO UPDATE SET visitors = playlist_daily_activity.visitors + excluded.visitors;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER content_visitors_rollup AFTER INSERT OR UPDATE ON content_visitors
  FOR EACH ROW EXECUTE FUNCTION playlist_daily_from_visitors();--> statement-breakpoint
-- What was written before the triggers.
INSERT INTO playlist_daily_activity (playlist_id, day, visits, plays, playtime_sec, likes)
SELECT c.playlist_id, (a.hour AT TIME ZONE 'Asia/Seoul')::date,
       sum(a.visits), sum(a.plays), sum(a.playtime_sec), sum(a.likes)
  FROM content_activity a JOIN contents c ON c.id = a.content_id
 GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO playlist_daily_activity (playlist_id, day, visitors)
SELECT c.playlist_id, v.day, sum(v.visitors)
  FROM content_visitors v JOIN contents c ON c.id = v.content_id
 GROUP BY 1, 2
ON CONFLICT (playlist_id, day) DO UPDATE SET visitors = excluded.visitors;
