-- Hand-written (issue 19): the term index holds every substring (up to 50 characters, the
-- longest keyword) of every word instead of every suffix, so a one-word keyword is one value of
-- the index, not a range: each playlist is one row of it, its score final, and the first page of
-- a relevance search is the first rows of the index in order — no grouping, sorting or counting
-- of every hit at read time. The whole-title bonus (0.25 when the keyword is the whole title)
-- is part of the score, since the term is now always the keyword: whole_title goes.
DROP INDEX "search_terms_lookup_idx";--> statement-breakpoint
TRUNCATE "search_terms";--> statement-breakpoint
ALTER TABLE "search_terms" DROP COLUMN "whole_title";--> statement-breakpoint
DROP FUNCTION search_terms_of(text, integer, integer);--> statement-breakpoint
-- The rows of one playlist_search row: its parts as playlist_search_text concatenates them
-- (title, channel name, tags: migration 0019), split into words, each word into substrings.
-- Scores: title 4, +0.25 for a substring at the start of the title, +0.25 more for the whole
-- title; tags 3; channel 2; the best place a term occurs counts. 초성 terms (kind 1) are the
-- substrings of a title or tag word's 초성 made of consonants only (ㄱ U+3131 … ㅎ U+314E), the
-- only ones a 초성 keyword can be. `word` marks the whole title and tag words (search_words).
CREATE FUNCTION search_terms_of(search_text text, title_length integer, channel_length integer)
RETURNS TABLE (kind smallint, term text, score real, word boolean)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
-- Two nested generate_series look like a million rows to the planner, which would JIT-compile
-- every call (0.7 s): a few hundred rows never need it.
SET jit = off AS $$
  WITH parts(field, tier, body) AS (
    VALUES ('title', 4::real, left(search_text, title_length)),
           ('channel', 2::real, substr(search_text, title_length + 2, channel_length)),
           ('tags', 3::real, substr(search_text, title_length + channel_length + 3))
  ), words AS (
    SELECT p.field, p.tier, p.body, w.word, hangul_chosung(w.word) AS chosung, w.pos,
           char_length(w.word) AS length
    FROM parts p, regexp_split_to_table(p.body, '\s+') WITH ORDINALITY AS w(word, pos)
    WHERE w.word <> ''
  ), pieces AS (
    SELECT w.*, i, n, w.field = 'title' AND w.pos = 1 AND i = 1 AS title_start
    FROM words w, generate_series(1, w.length) i, generate_series(1, least(w.length - i + 1, 50)) n
  ), terms AS (
    SELECT 0::smallint AS kind, lower(substr(p.word, p.i, p.n)) AS term,
           p.tier + CASE WHEN p.title_start THEN 0.25 ELSE 0 END
             + CASE WHEN p.title_start AND p.n = p.length AND lower(p.body) = lower(p.word) THEN 0.25 ELSE 0 END
             AS score,
           p.i = 1 AND p.n = p.length AND p.field <> 'channel' AS word
    FROM pieces p
    UNION ALL
    SELECT 1::smallint, substr(p.chosung, p.i, p.n), p.tier, false
    FROM pieces p
    WHERE p.field <> 'channel' AND substr(p.chosung, p.i, p.n) !~ '[^ㄱ-ㅎ]'
  )
  SELECT t.kind, t.term, max(t.score)::real, bool_or(t.word) FROM terms t GROUP BY t.kind, t.term
$$;--> statement-breakpoint
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
    INSERT INTO search_terms (playlist_id, kind, term, score, audience, open_dt)
    SELECT NEW.playlist_id, f.kind, f.term, f.score, NEW.audience, NEW.open_dt FROM found f
  )
  INSERT INTO search_words (word) SELECT f.term FROM found f WHERE f.word ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_fill() RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_terms (playlist_id, kind, term, score, audience, open_dt)
  SELECT s.playlist_id, f.kind, f.term, f.score, s.audience, s.open_dt
  FROM playlist_search s, search_terms_of(s.search_text, s.title_length, s.channel_length) f
  ON CONFLICT DO NOTHING;
  INSERT INTO search_words (word)
  SELECT DISTINCT lower(w.word) FROM playlist_search s,
    regexp_split_to_table(left(s.search_text, s.title_length) || ' '
      || substr(s.search_text, s.title_length + s.channel_length + 3), '\s+') w(word)
  WHERE w.word <> ''
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
SELECT search_terms_fill();--> statement-breakpoint
-- A keyword's rows in rank order (score, then id, both descending, as search pages them), the
-- audience and open date beside them: the first page is an index-only scan of its first rows.
CREATE INDEX "search_terms_lookup_idx" ON "search_terms" USING btree ("kind","term","score" DESC,"playlist_id" DESC) INCLUDE ("audience","open_dt");
--> statement-breakpoint
ANALYZE "search_terms";
