-- Hand-written (issue 19): a search index beside playlist_search, so a keyword finds its hits
-- by an index range and ranks them by scores computed when the playlist changed, instead of two
-- trigram scans, a recheck and a relevance expression over every hit per request.
--
-- search_terms: one row per playlist and distinct term, where the terms are every suffix of every
-- word (split at white space) of the title, the channel name and the tags, lower-cased (kind 0),
-- and of the 초성 of the title and tag words from a consonant on (kind 1). "The keyword is in
-- this word" is then "a term starts with the keyword": a range of the (kind, term) index. The score is the relevance
-- tier of the best place the term occurs (title 4, tags 3, channel name 2; 초성 title 4, tags 3)
-- with 0.25 more where the title starts with it; whole_title marks the term that is the whole
-- title (0.25 more again when the keyword is exactly that term). audience and open_dt are copied
-- from playlist_search so a search filters and sorts in the index alone.
CREATE TABLE "search_terms" (
	"playlist_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"term" text COLLATE "C" NOT NULL,
	"score" real NOT NULL,
	"whole_title" boolean NOT NULL,
	"audience" smallint NOT NULL,
	"open_dt" timestamp with time zone,
	CONSTRAINT "search_terms_playlist_id_kind_term_pk" PRIMARY KEY("playlist_id","kind","term")
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_lookup_idx" ON "search_terms" USING btree ("kind","term","audience") INCLUDE ("playlist_id","score","whole_title","open_dt");--> statement-breakpoint
-- search_words: the words of titles and tags (lower-cased), for typo tolerance: a misspelt keyword
-- (빗솔리) is compared with the vocabulary, not with every playlist, and the similar words (빗소리)
-- are then looked up in search_terms. Words are added and never removed: a word no playlist has
-- any more finds nothing there.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"jamo" text GENERATED ALWAYS AS (normalize(word, NFD)) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_jamo_trgm_idx" ON "search_words" USING gin ("jamo" gin_trgm_ops);--> statement-breakpoint
-- The rows of one playlist_search row: its parts as playlist_search_text concatenates them
-- (title, channel name, tags: migration 0019), split into words, each word into suffixes.
-- `word` marks the whole title and tag words, which go to search_words.
CREATE OR REPLACE FUNCTION search_terms_of(search_text text, title_length integer, channel_length integer)
RETURNS TABLE (kind smallint, term text, score real, whole_title boolean, word boolean)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH parts(field, tier, body) AS (
    VALUES ('title', 4::real, left(search_text, title_length)),
           ('channel', 2::real, substr(search_text, title_length + 2, channel_length)),
           ('tags', 3::real, substr(search_text, title_length + channel_length + 3))
  ), words AS (
    SELECT p.field, p.tier, p.body, w.word, hangul_chosung(w.word) AS chosung, w.pos
    FROM parts p, regexp_split_to_table(p.body, '\s+') WITH ORDINALITY AS w(word, pos)
    WHERE w.word <> ''
  ), suffixes AS (
    SELECT 0::smallint AS kind, lower(substr(w.word, i)) AS term,
           w.tier + CASE WHEN w.field = 'title' AND w.pos = 1 AND i = 1 THEN 0.25 ELSE 0 END AS score,
           w.field = 'title' AND w.pos = 1 AND i = 1 AND lower(w.body) = lower(w.word) AS whole_title,
           i = 1 AND w.field <> 'channel' AS word
    FROM words w, generate_series(1, char_length(w.word)) i
    UNION ALL
    SELECT 1::smallint, substr(w.chosung, i), w.tier, false, false
    FROM words w, generate_series(1, char_length(w.word)) i
    -- A 초성 keyword is consonants only (ㄱ U+3131 … ㅎ U+314E): no other term can match it.
    WHERE w.field <> 'channel' AND ascii(substr(w.chosung, i, 1)) BETWEEN 12593 AND 12622
  )
  SELECT s.kind, s.term, max(s.score)::real, bool_or(s.whole_title), bool_or(s.word)
  FROM suffixes s GROUP BY s.kind, s.term
$$;--> statement-breakpoint
-- Kept by a trigger on playlist_search, which the triggers of playlists and channels keep
-- (migrations 0007–0030): every writer (app, seeds, console, psql) keeps the index current too.
-- A change of audience or open date only (status, 19+, a hidden channel) updates those columns.
CREATE OR REPLACE FUNCTION search_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.search_text = NEW.search_text AND OLD.title_length = NEW.title_length
     AND OLD.channel_length = NEW.channel_length THEN
    IF OLD.audience IS DISTINCT FROM NEW.audience OR OLD.open_dt IS DISTINCT FROM NEW.open_dt THEN
      UPDATE search_terms SET audience = NEW.audience, open_dt = NEW.open_dt
       WHERE playlist_id = NEW.playlist_id;
    END IF;
    RETURN NULL;
  END IF;
  DELETE FROM search_terms WHERE playlist_id = NEW.playlist_id;
  WITH found AS MATERIALIZED (
    SELECT * FROM search_terms_of(NEW.search_text, NEW.title_length, NEW.channel_length)
  ), terms AS (
    INSERT INTO search_terms (playlist_id, kind, term, score, whole_title, audience, open_dt)
    SELECT NEW.playlist_id, f.kind, f.term, f.score, f.whole_title, NEW.audience, NEW.open_dt FROM found f
  )
  INSERT INTO search_words (word) SELECT f.term FROM found f WHERE f.word ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER playlist_search_terms_sync AFTER INSERT OR UPDATE ON playlist_search
FOR EACH ROW EXECUTE FUNCTION search_terms_sync();--> statement-breakpoint
-- The whole index from playlist_search in two set-based statements: here, and for a bulk load
-- that turned the row trigger off (scripts/seed-large-catalog.ts).
CREATE OR REPLACE FUNCTION search_terms_fill() RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_terms (playlist_id, kind, term, score, whole_title, audience, open_dt)
  SELECT s.playlist_id, f.kind, f.term, f.score, f.whole_title, s.audience, s.open_dt
  FROM playlist_search s, search_terms_of(s.search_text, s.title_length, s.channel_length) f
  ON CONFLICT DO NOTHING;
  INSERT INTO search_words (word)
  SELECT DISTINCT lower(w.word) FROM playlist_search s,
    regexp_split_to_table(left(s.search_text, s.title_length) || ' '
      || substr(s.search_text, s.title_length + s.channel_length + 3), '\s+') w(word)
  WHERE w.word <> ''
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
SELECT search_terms_fill();
