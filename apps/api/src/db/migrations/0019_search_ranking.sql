ALTER TABLE "playlist_search" ADD COLUMN "channel_length" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "playlist_search_jamo_trgm_idx" ON "playlist_search" USING gin (normalize("search_text", NFD) gin_trgm_ops);--> statement-breakpoint
-- Hand-written: the channel name's length beside the title's, kept by the same triggers, so a
-- search can tell title, tag and channel-name hits apart in playlist_search alone (issue 15:
-- ㅂㅅㄹ found every playlist of the channel 달빛소리).
CREATE OR REPLACE FUNCTION playlist_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO playlist_search (playlist_id, search_text, audience, title_length, channel_length, open_dt)
  SELECT NEW.id, playlist_search_text(NEW.title, ch.name, NEW.tags),
         playlist_search_audience(NEW.status, NEW.is_adult, ch.is_adult), char_length(NEW.title),
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
    audience = playlist_search_audience(p.status, p.is_adult, NEW.is_adult),
    channel_length = char_length(NEW.name)
  FROM playlists p WHERE p.id = s.playlist_id AND p.channel_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE playlist_search s SET channel_length = char_length(ch.name)
  FROM playlists p JOIN channels ch ON ch.id = p.channel_id
 WHERE p.id = s.playlist_id;
