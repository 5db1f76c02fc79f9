-- The hand-written part of the schema, as the migrations leave it: what drizzle-kit cannot
-- express (extensions, functions, triggers, views). Written by apps/api/src/db/schema-and-sql.test.ts
-- from a freshly migrated database; do not edit. To change one of these, write a hand-written
-- migration (apps/api/src/db/migrations/README.md), then run
-- `npx vitest run apps/api/src/db/schema-and-sql.test.ts -u` and commit this file with it.

-- Extensions
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Costs a migration gave extension functions (0011)
ALTER FUNCTION similarity(text,text) COST 200;
ALTER FUNCTION similarity_op(text,text) COST 200;
ALTER FUNCTION word_similarity(text,text) COST 200;
ALTER FUNCTION word_similarity_commutator_op(text,text) COST 200;
ALTER FUNCTION word_similarity_op(text,text) COST 200;

-- Functions
CREATE OR REPLACE FUNCTION public.channel_contract_default()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO channel_contracts (channel_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$function$
;

CREATE OR REPLACE FUNCTION public.channel_daily_count(p_channel bigint, p_at timestamp with time zone, p_sign integer, p_followers bigint, p_subscribers bigint, p_subscription_hearts bigint, p_gallery_hearts bigint)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.channel_fan_months_earned()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_hearts bigint := NEW.paid_hearts + NEW.bonus_hearts;
BEGIN
  INSERT INTO channel_fan_months AS m (channel_id, month, user_id, hearts, tip_hearts, subscription_hearts, shown)
  VALUES (NEW.channel_id, date_trunc('month', NEW.earned_at AT TIME ZONE 'Asia/Seoul')::date, NEW.user_id,
    v_hearts,
    CASE WHEN NEW.source = 'tip' THEN v_hearts ELSE 0 END,
    CASE WHEN NEW.source = 'subscription' THEN v_hearts ELSE 0 END,
    EXISTS (SELECT 1 FROM fan_rank_opt_ins o WHERE o.user_id = NEW.user_id))
  ON CONFLICT (channel_id, month, user_id) DO UPDATE SET
    hearts = m.hearts + excluded.hearts,
    tip_hearts = m.tip_hearts + excluded.tip_hearts,
    subscription_hearts = m.subscription_hearts + excluded.subscription_hearts;
  RETURN NULL;
END
$function$
;

CREATE OR REPLACE FUNCTION public.channel_search_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE playlist_search s SET search_text = playlist_search_text(p.title, NEW.name, p.tags),
    audience = playlist_search_audience(p.status, p.is_adult, NEW.is_adult, NEW.status),
    channel_length = char_length(NEW.name)
  FROM playlists p WHERE p.id = s.playlist_id AND p.channel_id = NEW.id;
  RETURN NULL;
END
$function$
;

CREATE OR REPLACE FUNCTION public.earning_record(p_tx bigint, p_user bigint, p_kind text, p_reference text, p_memo text, p_from_paid integer, p_from_bonus integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_target record;
  v_paid_won bigint;
  v_rate integer;
BEGIN
  SELECT * INTO v_target FROM earning_target(p_kind, p_reference);
  IF v_target.channel_id IS NULL THEN
    RAISE EXCEPTION 'a spend must name a channel''s content, not "%" (%)', p_reference, p_kind;
  END IF;
  v_paid_won := heart_lots_take(p_user, p_tx, p_from_paid, NULL);
  SELECT c.bonus_won_per_heart INTO v_rate FROM channel_contracts c WHERE c.channel_id = v_target.channel_id;
  INSERT INTO channel_earnings (channel_id, transaction_id, source, user_id, reference, paid_hearts, bonus_hearts,
    paid_won, bonus_won, message)
  VALUES (v_target.channel_id, p_tx, v_target.source, p_user, p_reference, p_from_paid, p_from_bonus,
    v_paid_won, p_from_bonus * coalesce(v_rate, 0), CASE WHEN p_kind = 'tip' THEN p_memo ELSE '' END);
END
$function$
;

CREATE OR REPLACE FUNCTION public.earning_reverse(p_spend bigint, p_reversal bigint, OUT paid integer, OUT bonus integer)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_earning channel_earnings%ROWTYPE;
  v_take record;
BEGIN
  SELECT * INTO v_earning FROM channel_earnings WHERE transaction_id = p_spend;
  IF NOT FOUND OR v_earning.paid_hearts < 0 OR v_earning.bonus_hearts < 0 THEN
    RAISE EXCEPTION 'transaction % is not a spend that can be reversed', p_spend;
  END IF;
  FOR v_take IN SELECT k.lot_id, k.hearts, k.won FROM heart_lot_takes k WHERE k.transaction_id = p_spend LOOP
    UPDATE heart_lots SET left_hearts = left_hearts + v_take.hearts, left_won = left_won + v_take.won
     WHERE id = v_take.lot_id;
    INSERT INTO heart_lot_takes (lot_id, transaction_id, hearts, won)
    VALUES (v_take.lot_id, p_reversal, -v_take.hearts, -v_take.won);
  END LOOP;
  INSERT INTO channel_earnings (channel_id, transaction_id, source, user_id, reference, paid_hearts, bonus_hearts,
    paid_won, bonus_won, message)
  VALUES (v_earning.channel_id, p_reversal, v_earning.source, v_earning.user_id, v_earning.reference,
    -v_earning.paid_hearts, -v_earning.bonus_hearts, -v_earning.paid_won, -v_earning.bonus_won, '');
  paid := v_earning.paid_hearts;
  bonus := v_earning.bonus_hearts;
END
$function$
;

CREATE OR REPLACE FUNCTION public.earning_target(p_kind text, p_reference text, OUT channel_id bigint, OUT source text)
 RETURNS record
 LANGUAGE plpgsql
 STABLE
AS $function$
DECLARE
  v_prefix text := split_part(p_reference, ':', 1);
  v_id bigint;
BEGIN
  IF p_reference !~ '^[a-z]+:[0-9]+$' THEN
    RETURN;
  END IF;
  v_id := split_part(p_reference, ':', 2)::bigint;
  IF v_prefix = 'playlist' THEN
    SELECT p.channel_id INTO channel_id FROM playlists p WHERE p.id = v_id;
    source := CASE p_kind WHEN 'rental' THEN 'rental' WHEN 'gift' THEN 'gift' ELSE 'purchase' END;
  ELSIF v_prefix = 'gallery' THEN
    SELECT g.channel_id INTO channel_id FROM gallery_items g WHERE g.id = v_id;
    source := 'gallery';
  ELSIF v_prefix = 'channel' AND p_kind IN ('subscription', 'tip', 'gift') THEN
    SELECT c.id INTO channel_id FROM channels c WHERE c.id = v_id;
    source := p_kind;
  END IF;
END
$function$
;

CREATE OR REPLACE FUNCTION public.hangul_chosung(input text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  SELECT coalesce(string_agg(
    CASE WHEN ascii(ch) BETWEEN 44032 AND 55203
      THEN substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', (ascii(ch) - 44032) / 588 + 1, 1)
      ELSE ch END, '' ORDER BY i), '')
  FROM unnest(string_to_array(input, NULL)) WITH ORDINALITY AS chars(ch, i)
$function$
;

CREATE OR REPLACE FUNCTION public.heart_lots_take(p_user bigint, p_tx bigint, p_hearts integer, p_payment bigint)
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_need integer := p_hearts;
  v_won bigint := 0;
  v_take integer;
  v_take_won integer;
  v_lot record;
BEGIN
  IF p_hearts <= 0 THEN
    RETURN 0;
  END IF;
  FOR v_lot IN
    SELECT l.id, l.left_hearts, l.left_won FROM heart_lots l
     WHERE l.user_id = p_user AND l.left_hearts > 0
     ORDER BY (p_payment IS NOT NULL AND l.payment_id = p_payment) DESC, l.id
  LOOP
    v_take := least(v_need, v_lot.left_hearts);
    v_take_won := (v_lot.left_won::bigint * v_take / v_lot.left_hearts)::integer;
    UPDATE heart_lots SET left_hearts = left_hearts - v_take, left_won = left_won - v_take_won WHERE id = v_lot.id;
    INSERT INTO heart_lot_takes (lot_id, transaction_id, hearts, won) VALUES (v_lot.id, p_tx, v_take, v_take_won);
    v_won := v_won + v_take_won;
    v_need := v_need - v_take;
    EXIT WHEN v_need = 0;
  END LOOP;
  IF v_need > 0 THEN
    RAISE EXCEPTION 'member % spends % paid hearts that no lot holds', p_user, v_need;
  END IF;
  RETURN v_won;
END
$function$
;

CREATE OR REPLACE FUNCTION public.ledger_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'the heart ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$function$
;

CREATE OR REPLACE FUNCTION public.ledger_spend(p_user bigint, p_kind text, p_key text, p_reference text, p_memo text, p_hearts integer)
 RETURNS TABLE(transaction_id bigint, fresh boolean, paid integer, bonus integer, from_paid integer, from_bonus integer)
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_id bigint;
  v_paid integer;
  v_bonus integer;
  v_from_bonus integer;
BEGIN
  IF p_hearts IS NULL OR p_hearts <= 0 THEN
    RAISE EXCEPTION 'spend a positive amount, not %', p_hearts;
  END IF;
  INSERT INTO ledger_transactions (user_id, kind, idempotency_key, reference, memo)
  VALUES (p_user, p_kind, p_key, p_reference, p_memo)
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    SELECT t.id INTO v_id FROM ledger_transactions t
     WHERE t.user_id = p_user AND t.kind = p_kind AND t.idempotency_key = p_key;
    IF v_id IS NULL THEN
      RAISE EXCEPTION 'idempotency key vanished';
    END IF;
    SELECT w.paid, w.bonus INTO v_paid, v_bonus FROM heart_wallets w WHERE w.user_id = p_user;
    RETURN QUERY SELECT v_id, false, coalesce(v_paid, 0), coalesce(v_bonus, 0), 0, 0;
    RETURN;
  END IF;
  SELECT w.paid, w.bonus INTO v_paid, v_bonus FROM heart_wallets w WHERE w.user_id = p_user FOR UPDATE;
  IF v_paid IS NULL OR v_paid + v_bonus < p_hearts THEN
    RAISE EXCEPTION 'not enough hearts' USING ERRCODE = 'SG001';
  END IF;
  v_from_bonus := least(v_bonus, p_hearts);
  UPDATE heart_wallets w
     SET paid = v_paid - (p_hearts - v_from_bonus), bonus = v_bonus - v_from_bonus, updated_at = now()
   WHERE w.user_id = p_user;
  INSERT INTO ledger_entries (transaction_id, account, user_id, amount)
  SELECT v_id, e.account, e.user_id, e.amount
    FROM (VALUES ('member_bonus', p_user, -v_from_bonus),
                 ('member_paid', p_user, -(p_hearts - v_from_bonus)),
                 ('sales', NULL::bigint, p_hearts)) AS e(account, user_id, amount)
   WHERE e.amount <> 0;
  PERFORM earning_record(v_id, p_user, p_kind, p_reference, p_memo, p_hearts - v_from_bonus, v_from_bonus);
  RETURN QUERY SELECT v_id, true, v_paid - (p_hearts - v_from_bonus), v_bonus - v_from_bonus,
    p_hearts - v_from_bonus, v_from_bonus;
END
$function$
;

CREATE OR REPLACE FUNCTION public.member_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('member_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$function$
;

CREATE OR REPLACE FUNCTION public.note_member_reaction_writes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO member_reaction_writes (user_id, xact)
  SELECT DISTINCT user_id, pg_current_xact_id() FROM changed
  ON CONFLICT (user_id) DO UPDATE SET xact = excluded.xact;
  RETURN NULL;
END $function$
;

CREATE OR REPLACE FUNCTION public.ops_audit_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'ops_audit is append-only';
END
$function$
;

CREATE OR REPLACE FUNCTION public.playlist_daily_from_activity()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.playlist_daily_from_visitors()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO playlist_daily_activity (playlist_id, day, visitors)
  SELECT c.playlist_id, NEW.day, NEW.visitors - CASE WHEN TG_OP = 'UPDATE' THEN OLD.visitors ELSE 0 END
    FROM contents c WHERE c.id = NEW.content_id
  ON CONFLICT (playlist_id, day) DO UPDATE SET visitors = playlist_daily_activity.visitors + excluded.visitors;
  RETURN NULL;
END
$function$
;

CREATE OR REPLACE FUNCTION public.playlist_search_audience(status text, playlist_adult boolean, channel_adult boolean)
 RETURNS smallint
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT (CASE WHEN status <> 'published' THEN 0 WHEN playlist_adult OR channel_adult THEN 2 ELSE 1 END)::smallint
$function$
;

CREATE OR REPLACE FUNCTION public.playlist_search_audience(status text, playlist_adult boolean, channel_adult boolean, channel_status text)
 RETURNS smallint
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT (CASE WHEN status <> 'published' OR channel_status <> 'published' THEN 0
               WHEN playlist_adult OR channel_adult THEN 2 ELSE 1 END)::smallint
$function$
;

CREATE OR REPLACE FUNCTION public.playlist_search_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.playlist_search_text(title text, channel_name text, tags text[])
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT concat_ws(' ', title, channel_name, array_to_string(tags, ' '))
$function$
;

CREATE OR REPLACE FUNCTION public.search_terms_fill()
 RETURNS void
 LANGUAGE sql
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.search_terms_of(search_text text, title_length integer, channel_length integer)
 RETURNS TABLE(kind smallint, term text, score real, word boolean)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET jit TO 'off'
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.search_terms_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.stats_from_channel_follows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM channel_daily_count(OLD.channel_id, OLD.created_at, -1, 1, 0, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM channel_daily_count(NEW.channel_id, NEW.created_at, 1, 1, 0, 0, 0);
  END IF;
  RETURN NULL;
END
$function$
;

CREATE OR REPLACE FUNCTION public.stats_from_channel_subscriptions()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM channel_daily_count(OLD.channel_id, OLD.started_at, -1, 0, 1, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM channel_daily_count(NEW.channel_id, NEW.started_at, 1, 0, 1, 0, 0);
  END IF;
  RETURN NULL;
END
$function$
;

CREATE OR REPLACE FUNCTION public.stats_from_gallery_purchases()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.stats_from_purchases()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.stats_from_subscription_periods()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.subscription_product_tier()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.tier_id := coalesce(NEW.tier_id, NEW.id);
  RETURN NEW;
END
$function$
;

-- Triggers
CREATE TRIGGER channel_earnings_fan_months AFTER INSERT ON public.channel_earnings FOR EACH ROW EXECUTE FUNCTION channel_fan_months_earned();
CREATE TRIGGER channel_follows_added AFTER INSERT ON public.channel_follows REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_member_reaction_writes();
CREATE TRIGGER channel_follows_removed AFTER DELETE ON public.channel_follows REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_member_reaction_writes();
CREATE TRIGGER channel_follows_stats AFTER INSERT OR DELETE ON public.channel_follows FOR EACH ROW EXECUTE FUNCTION stats_from_channel_follows();
CREATE TRIGGER channel_follows_stats_moved AFTER UPDATE ON public.channel_follows FOR EACH ROW WHEN (((old.channel_id IS DISTINCT FROM new.channel_id) OR (old.created_at IS DISTINCT FROM new.created_at))) EXECUTE FUNCTION stats_from_channel_follows();
CREATE TRIGGER channel_subscription_products_tier BEFORE INSERT ON public.channel_subscription_products FOR EACH ROW EXECUTE FUNCTION subscription_product_tier();
CREATE TRIGGER channel_subscriptions_stats AFTER INSERT OR DELETE ON public.channel_subscriptions FOR EACH ROW EXECUTE FUNCTION stats_from_channel_subscriptions();
CREATE TRIGGER channel_subscriptions_stats_moved AFTER UPDATE ON public.channel_subscriptions FOR EACH ROW WHEN (((old.channel_id IS DISTINCT FROM new.channel_id) OR (old.started_at IS DISTINCT FROM new.started_at))) EXECUTE FUNCTION stats_from_channel_subscriptions();
CREATE TRIGGER channels_contract AFTER INSERT ON public.channels FOR EACH ROW EXECUTE FUNCTION channel_contract_default();
CREATE TRIGGER channels_search_sync AFTER UPDATE OF name, is_adult, status ON public.channels FOR EACH ROW WHEN (((old.name IS DISTINCT FROM new.name) OR (old.is_adult IS DISTINCT FROM new.is_adult) OR (old.status IS DISTINCT FROM new.status))) EXECUTE FUNCTION channel_search_sync();
CREATE TRIGGER content_activity_rollup AFTER INSERT OR UPDATE ON public.content_activity FOR EACH ROW EXECUTE FUNCTION playlist_daily_from_activity();
CREATE TRIGGER content_likes_added AFTER INSERT ON public.content_likes REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_member_reaction_writes();
CREATE TRIGGER content_likes_removed AFTER DELETE ON public.content_likes REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_member_reaction_writes();
CREATE TRIGGER content_visitors_rollup AFTER INSERT OR UPDATE ON public.content_visitors FOR EACH ROW EXECUTE FUNCTION playlist_daily_from_visitors();
CREATE TRIGGER gallery_purchases_stats AFTER INSERT OR DELETE ON public.gallery_purchases FOR EACH ROW EXECUTE FUNCTION stats_from_gallery_purchases();
CREATE TRIGGER gallery_purchases_stats_moved AFTER UPDATE ON public.gallery_purchases FOR EACH ROW WHEN (((old.item_id IS DISTINCT FROM new.item_id) OR (old.created_at IS DISTINCT FROM new.created_at) OR (old.hearts IS DISTINCT FROM new.hearts))) EXECUTE FUNCTION stats_from_gallery_purchases();
CREATE TRIGGER ledger_entries_append_only BEFORE DELETE OR UPDATE ON public.ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE DELETE OR UPDATE ON public.ledger_transactions FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ops_audit_no_change BEFORE DELETE OR UPDATE OR TRUNCATE ON public.ops_audit FOR EACH STATEMENT EXECUTE FUNCTION ops_audit_append_only();
CREATE TRIGGER playlist_prefers_added AFTER INSERT ON public.playlist_prefers REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_member_reaction_writes();
CREATE TRIGGER playlist_prefers_removed AFTER DELETE ON public.playlist_prefers REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_member_reaction_writes();
CREATE TRIGGER playlist_search_terms_sync AFTER INSERT OR UPDATE ON public.playlist_search FOR EACH ROW EXECUTE FUNCTION search_terms_sync();
CREATE TRIGGER playlists_search_sync AFTER INSERT OR UPDATE OF title, tags, channel_id, status, is_adult, open_dt ON public.playlists FOR EACH ROW EXECUTE FUNCTION playlist_search_sync();
CREATE TRIGGER purchases_stats AFTER INSERT OR DELETE ON public.purchases FOR EACH ROW EXECUTE FUNCTION stats_from_purchases();
CREATE TRIGGER purchases_stats_moved AFTER UPDATE ON public.purchases FOR EACH ROW WHEN (((old.playlist_id IS DISTINCT FROM new.playlist_id) OR (old.created_at IS DISTINCT FROM new.created_at) OR (old.hearts IS DISTINCT FROM new.hearts))) EXECUTE FUNCTION stats_from_purchases();
CREATE TRIGGER sessions_member_changed AFTER DELETE OR UPDATE ON public.sessions FOR EACH ROW EXECUTE FUNCTION member_changed('user_id');
CREATE TRIGGER subscription_periods_stats AFTER INSERT OR DELETE ON public.subscription_periods FOR EACH ROW EXECUTE FUNCTION stats_from_subscription_periods();
CREATE TRIGGER subscription_periods_stats_moved AFTER UPDATE ON public.subscription_periods FOR EACH ROW WHEN (((old.subscription_id IS DISTINCT FROM new.subscription_id) OR (old.created_at IS DISTINCT FROM new.created_at) OR (old.hearts IS DISTINCT FROM new.hearts))) EXECUTE FUNCTION stats_from_subscription_periods();
CREATE TRIGGER users_member_changed AFTER DELETE OR UPDATE ON public.users FOR EACH ROW EXECUTE FUNCTION member_changed('id');

-- Views
CREATE VIEW free_unlocks AS
 SELECT r.user_id,
    r.playlist_id,
    r.content_id,
    r.source,
    r.starts_at AS unlocked_at
   FROM rentals r
  WHERE ((r.source = ANY (ARRAY['wait_free'::text, 'pass'::text])) AND (r.hearts = 0))
UNION ALL
 SELECT p.user_id,
    p.playlist_id,
    p.content_id,
    p.source,
    p.created_at AS unlocked_at
   FROM purchases p
  WHERE ((p.source = ANY (ARRAY['wait_free'::text, 'pass'::text])) AND (p.hearts = 0));
