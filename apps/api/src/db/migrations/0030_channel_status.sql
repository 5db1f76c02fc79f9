ALTER TABLE "channels" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
-- Hand-written: a channel the console hides takes its playlists out of search too. The audience
-- (0 nobody, 1 everyone, 2 adults) now reads the channel's status beside the flags; the same
-- triggers keep it, and a channel's status change re-syncs its playlists.
CREATE OR REPLACE FUNCTION playlist_search_audience(status text, playlist_adult boolean, channel_adult boolean, channel_status text)
RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN status <> 'published' OR channel_status <> 'published' THEN 0
               WHEN playlist_adult OR channel_adult THEN 2 ELSE 1 END)::smallint
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION playlist_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO playlist_search (playlist_id, search_text, audience, title_length, channel_length, open_dt)
  SELECT NEW.id, playlist_search_text(NEW.title, ch.name, NEW.tags),
         playlist_search_audience(NEW.status, NEW.is_adult, ch.is_adult, ch.status), char_length(NEW.title),
         char_length(ch.name), NEW.open_dt
  FROM channels ch WHERE ch.id = NEW.channel_id
  ON CONFLICT (playlist_id) DO UPDATE SET search_text = excluded.search_text, audience = excluded.audience,
    title_length = excluded.title_length, channel_length = excluded.channel_length, open_dt = excluded.open_dt;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION channel_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE playlist_search s SET search_text = playlist_search_text(p.title, NEW.name, p.tags),
    audience = playlist_search_audience(p.status, p.is_adult, NEW.is_adult, NEW.status),
    channel_length = char_length(NEW.name)
  FROM playlists p WHERE p.id = s.playlist_id AND p.channel_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS channels_search_sync ON channels;--> statement-breakpoint
CREATE TRIGGER channels_search_sync AFTER UPDATE OF name, is_adult, status ON channels
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.is_adult IS DISTINCT FROM NEW.is_adult
                   OR OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION channel_search_sync();
