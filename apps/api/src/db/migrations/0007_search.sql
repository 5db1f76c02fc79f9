-- Hand-written (drizzle cannot express these): trigram matching, and the 초성 rule of
-- packages/contract/src/search/chosung.ts as an IMMUTABLE function the generated column can use.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hangul_chosung(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE WHEN ascii(ch) BETWEEN 44032 AND 55203
      THEN substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', (ascii(ch) - 44032) / 588 + 1, 1)
      ELSE ch END, '' ORDER BY i), '')
  FROM unnest(string_to_array(input, NULL)) WITH ORDINALITY AS chars(ch, i)
$$;--> statement-breakpoint
CREATE TABLE "playlist_search" (
	"playlist_id" bigint PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL,
	"search_chosung" text GENERATED ALWAYS AS (hangul_chosung(search_text)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playlist_search" ADD CONSTRAINT "playlist_search_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playlist_search_text_trgm_idx" ON "playlist_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "playlist_search_chosung_trgm_idx" ON "playlist_search" USING gin ("search_chosung" gin_trgm_ops);--> statement-breakpoint
-- Hand-written: keep playlist_search current from every writer (app, demo seed, psql).
CREATE OR REPLACE FUNCTION playlist_search_text(title text, channel_name text, tags text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ', title, channel_name, array_to_string(tags, ' '))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION playlist_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO playlist_search (playlist_id, search_text)
  SELECT NEW.id, playlist_search_text(NEW.title, ch.name, NEW.tags)
  FROM channels ch WHERE ch.id = NEW.channel_id
  ON CONFLICT (playlist_id) DO UPDATE SET search_text = excluded.search_text;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER playlists_search_sync AFTER INSERT OR UPDATE OF title, tags, channel_id ON playlists
FOR EACH ROW EXECUTE FUNCTION playlist_search_sync();--> statement-breakpoint
CREATE OR REPLACE FUNCTION channel_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE playlist_search s SET search_text = playlist_search_text(p.title, NEW.name, p.tags)
  FROM playlists p WHERE p.id = s.playlist_id AND p.channel_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER channels_search_sync AFTER UPDATE OF name ON channels
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION channel_search_sync();--> statement-breakpoint
INSERT INTO playlist_search (playlist_id, search_text)
SELECT p.id, playlist_search_text(p.title, ch.name, p.tags)
FROM playlists p JOIN channels ch ON ch.id = p.channel_id
ON CONFLICT (playlist_id) DO NOTHING;
