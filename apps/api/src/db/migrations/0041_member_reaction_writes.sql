-- Hand-written (issue 19, ADR 056): the last transaction that changed each member's follows, 찜
-- or likes. A member's playlist page takes the counts from the shared visitor page when that
-- transaction is visible in the snapshot taken before the page's counts were read (so they
-- include the member's own reactions as they are now), and reads them live otherwise. Kept by
-- triggers, so every writer (the toggles, an account's cascade, a seed, plain SQL) keeps it.
-- Rows of those tables are only added and removed (no update changes whose they are).
-- No foreign key: a deleted member's cascade writes here too, and the row is then only dead.
CREATE TABLE "member_reaction_writes" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"xact" xid8 NOT NULL
);--> statement-breakpoint
CREATE FUNCTION note_member_reaction_writes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_reaction_writes (user_id, xact)
  SELECT DISTINCT user_id, pg_current_xact_id() FROM changed
  ON CONFLICT (user_id) DO UPDATE SET xact = excluded.xact;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER content_likes_added AFTER INSERT ON content_likes
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_member_reaction_writes();--> statement-breakpoint
CREATE TRIGGER content_likes_removed AFTER DELETE ON content_likes
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_member_reaction_writes();--> statement-breakpoint
CREATE TRIGGER playlist_prefers_added AFTER INSERT ON playlist_prefers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_member_reaction_writes();--> statement-breakpoint
CREATE TRIGGER playlist_prefers_removed AFTER DELETE ON playlist_prefers
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_member_reaction_writes();--> statement-breakpoint
CREATE TRIGGER channel_follows_added AFTER INSERT ON channel_follows
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_member_reaction_writes();--> statement-breakpoint
CREATE TRIGGER channel_follows_removed AFTER DELETE ON channel_follows
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_member_reaction_writes();
