-- Hand-written: every change to a member's row or sessions is announced on the NOTIFY channel
-- `member_changed` with the member's id, delivered at commit to every server that listens; each
-- drops its cached sessions of that member (modules/account/session-cache.ts). A trigger rather
-- than calls in the code, so no writer (the console, identity, a script) can forget it.
CREATE FUNCTION member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_member_changed AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION member_changed('id');--> statement-breakpoint
CREATE TRIGGER sessions_member_changed AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION member_changed('user_id');
