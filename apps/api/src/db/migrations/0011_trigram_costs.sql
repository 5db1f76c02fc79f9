-- Hand-written: pg_trgm declares its similarity functions as cheap as `=` (cost 1), so on a large
-- catalog the planner filters every row of playlist_search with `<%` (about 10 µs a row) rather
-- than read the trigram index (EXPLAIN ANALYZE on the large catalog of scripts/seed-large-catalog.ts: 505 ms against 74 ms
-- for a common keyword).
-- Their real cost makes the index the plan. Where the extension belongs to another role (a
-- managed database), the migration goes on without it: search stays correct, only slower.
DO $$
BEGIN
  ALTER FUNCTION word_similarity(text, text) COST 200;
  ALTER FUNCTION word_similarity_op(text, text) COST 200;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 200;
  ALTER FUNCTION similarity(text, text) COST 200;
  ALTER FUNCTION similarity_op(text, text) COST 200;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm function costs left unchanged: %', SQLERRM;
END
$$;
