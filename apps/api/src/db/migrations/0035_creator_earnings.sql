-- Hand-written: creator earnings and monthly settlement (ADR 043).
--
-- Paid hearts are kept in lots, one per charge, with the won the member paid for them (bundle and
-- payment-status discounts included). A spend takes its paid hearts from the member's oldest lots
-- and values them at what is left of each lot (left_won * taken / left_hearts, so a lot emptied
-- has given away exactly its won); a refund takes from its own payment's lot first. Every spend
-- on a creator's content becomes one channel_earnings row in the same statement (ledger_spend),
-- with its paid/bonus split and won value: a spend that names no channel refuses to happen.
CREATE TABLE "heart_lots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "users"("id"),
	"transaction_id" bigint NOT NULL REFERENCES "ledger_transactions"("id"),
	"payment_id" bigint REFERENCES "payments"("id"),
	"hearts" integer NOT NULL,
	"won" integer NOT NULL,
	"left_hearts" integer NOT NULL,
	"left_won" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "heart_lots_bounds" CHECK ("hearts" > 0 AND "won" >= 0 AND "left_hearts" BETWEEN 0 AND "hearts"
		AND "left_won" BETWEEN 0 AND "won" AND ("left_hearts" > 0 OR "left_won" = 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "heart_lots_transaction_key" ON "heart_lots" ("transaction_id");--> statement-breakpoint
CREATE INDEX "heart_lots_open_idx" ON "heart_lots" ("user_id", "id") WHERE "left_hearts" > 0;--> statement-breakpoint
CREATE INDEX "heart_lots_payment_idx" ON "heart_lots" ("payment_id") WHERE "payment_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "heart_lot_takes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lot_id" bigint NOT NULL REFERENCES "heart_lots"("id"),
	"transaction_id" bigint NOT NULL REFERENCES "ledger_transactions"("id"),
	"hearts" integer NOT NULL,
	"won" integer NOT NULL,
	CONSTRAINT "heart_lot_takes_positive" CHECK ("hearts" > 0 AND "won" >= 0)
);
--> statement-breakpoint
CREATE INDEX "heart_lot_takes_transaction_idx" ON "heart_lot_takes" ("transaction_id");--> statement-breakpoint
CREATE TABLE "channel_contracts" (
	"channel_id" bigint PRIMARY KEY NOT NULL REFERENCES "channels"("id") ON DELETE CASCADE,
	"share_bp" integer DEFAULT 7000 NOT NULL,
	"bonus_won_per_heart" integer DEFAULT 0 NOT NULL,
	"creator_type" text DEFAULT 'individual' NOT NULL,
	"minimum_payout" integer DEFAULT 10000 NOT NULL,
	"business_number" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_contracts_bounds" CHECK ("share_bp" BETWEEN 0 AND 10000 AND "bonus_won_per_heart" BETWEEN 0 AND 1000
		AND "minimum_payout" >= 0 AND "creator_type" IN ('individual', 'business'))
);
--> statement-breakpoint
-- Every channel has its terms from its first day (the column defaults until someone changes them).
CREATE FUNCTION channel_contract_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_contracts (channel_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER channels_contract AFTER INSERT ON channels FOR EACH ROW EXECUTE FUNCTION channel_contract_default();
--> statement-breakpoint
INSERT INTO channel_contracts (channel_id) SELECT id FROM channels;
--> statement-breakpoint
CREATE TABLE "channel_earnings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" bigint NOT NULL REFERENCES "channels"("id"),
	"transaction_id" bigint NOT NULL REFERENCES "ledger_transactions"("id"),
	"source" text NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "users"("id"),
	"reference" text NOT NULL,
	"paid_hearts" integer NOT NULL,
	"bonus_hearts" integer NOT NULL,
	"paid_won" integer NOT NULL,
	"bonus_won" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_earnings_source" CHECK ("source" IN ('purchase', 'gallery', 'subscription', 'tip'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "channel_earnings_transaction_key" ON "channel_earnings" ("transaction_id");--> statement-breakpoint
CREATE INDEX "channel_earnings_channel_idx" ON "channel_earnings" ("channel_id", "earned_at");--> statement-breakpoint
CREATE INDEX "channel_earnings_earned_idx" ON "channel_earnings" ("earned_at");--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"channel_id" bigint PRIMARY KEY NOT NULL REFERENCES "channels"("id") ON DELETE CASCADE,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_by" bigint REFERENCES "operators"("id"),
	"approved_at" timestamp with time zone,
	"paid_by" bigint REFERENCES "operators"("id"),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_status" CHECK ("status" IN ('pending', 'approved', 'paid'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_month_key" ON "payout_batches" ("month");--> statement-breakpoint
CREATE TABLE "settlement_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" bigint NOT NULL REFERENCES "channels"("id"),
	"month" date NOT NULL,
	"batch_id" bigint NOT NULL REFERENCES "payout_batches"("id"),
	"paid_hearts" bigint NOT NULL,
	"bonus_hearts" bigint NOT NULL,
	"paid_won" bigint NOT NULL,
	"bonus_won" bigint NOT NULL,
	"vat_won" bigint NOT NULL,
	"share_bp" integer NOT NULL,
	"creator_won" bigint NOT NULL,
	"carried_in" bigint NOT NULL,
	"payable_won" bigint NOT NULL,
	"income_tax" bigint NOT NULL,
	"local_tax" bigint NOT NULL,
	"vat_added" bigint NOT NULL,
	"net_won" bigint NOT NULL,
	"carried_out" bigint NOT NULL,
	"creator_type" text NOT NULL,
	"status" text NOT NULL,
	"hold_reason" text DEFAULT '' NOT NULL,
	"bank_code" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"holder_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_statements_status" CHECK ("status" IN ('carried', 'payable', 'paid') AND "hold_reason" IN ('', 'below_minimum', 'no_account'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_statements_month_key" ON "settlement_statements" ("channel_id", "month");--> statement-breakpoint
CREATE INDEX "settlement_statements_batch_idx" ON "settlement_statements" ("batch_id");--> statement-breakpoint

-- Takes `p_hearts` paid hearts out of a member's lots for ledger transaction `p_tx`: the lot of
-- payment `p_payment` first when given (a refund), then the oldest lots. Answers the won they were
-- worth. The caller holds the member's wallet row lock, so a member's lots change one at a time.
CREATE FUNCTION heart_lots_take(p_user bigint, p_tx bigint, p_hearts integer, p_payment bigint)
RETURNS bigint LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint

-- The channel a spend pays and what kind of earning it is, from the transaction's reference.
CREATE FUNCTION earning_target(p_kind text, p_reference text, OUT channel_id bigint, OUT source text)
LANGUAGE plpgsql STABLE AS $$
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
    source := 'purchase';
  ELSIF v_prefix = 'gallery' THEN
    SELECT g.channel_id INTO channel_id FROM gallery_items g WHERE g.id = v_id;
    source := 'gallery';
  ELSIF v_prefix = 'channel' AND p_kind IN ('subscription', 'tip') THEN
    SELECT c.id INTO channel_id FROM channels c WHERE c.id = v_id;
    source := p_kind;
  END IF;
END
$$;
--> statement-breakpoint

-- Records what spend transaction `p_tx` earned its channel: the paid hearts taken from the lots at
-- their won value, the bonus hearts at the channel contract's rate (0 without a contract).
CREATE FUNCTION earning_record(p_tx bigint, p_user bigint, p_kind text, p_reference text, p_memo text,
  p_from_paid integer, p_from_bonus integer)
RETURNS void LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint

-- ledger_spend of migration 0033, now recording the earning in the same statement.
CREATE OR REPLACE FUNCTION ledger_spend(p_user bigint, p_kind text, p_key text, p_reference text, p_memo text, p_hearts integer)
RETURNS TABLE (transaction_id bigint, fresh boolean, paid integer, bonus integer, from_paid integer, from_bonus integer)
LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint

-- What was there before this migration, replayed in ledger order: a lot for every charge (its
-- payment's amount), lots taken by refunds and spends, an earning for every spend. A spend whose
-- content is gone earns nothing and is reported (`npm run ledger:check` then shows the gap).
DO $$
DECLARE
  v_tx record;
  v_target record;
BEGIN
  FOR v_tx IN
    SELECT t.id, t.user_id, t.kind, t.reference, t.memo, t.created_at,
           coalesce(sum(e.amount) FILTER (WHERE e.account = 'member_paid'), 0)::integer AS paid,
           coalesce(sum(e.amount) FILTER (WHERE e.account = 'member_bonus'), 0)::integer AS bonus,
           coalesce(sum(e.amount) FILTER (WHERE e.account = 'sales'), 0)::integer AS sales
      FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
     GROUP BY t.id ORDER BY t.id
  LOOP
    IF v_tx.paid > 0 THEN
      INSERT INTO heart_lots (user_id, transaction_id, payment_id, hearts, won, left_hearts, left_won, created_at)
      SELECT v_tx.user_id, v_tx.id, p.id, v_tx.paid, coalesce(p.amount, 0), v_tx.paid, coalesce(p.amount, 0), v_tx.created_at
        FROM (SELECT 1) one
        LEFT JOIN payments p ON v_tx.reference ~ '^payment:[0-9]+$' AND p.id = split_part(v_tx.reference, ':', 2)::bigint;
    ELSIF v_tx.sales > 0 THEN
      SELECT * INTO v_target FROM earning_target(v_tx.kind, v_tx.reference);
      IF v_target.channel_id IS NULL THEN
        RAISE NOTICE 'spend % (%) names no channel: no earning', v_tx.id, v_tx.reference;
        PERFORM heart_lots_take(v_tx.user_id, v_tx.id, -v_tx.paid, NULL);
      ELSE
        PERFORM earning_record(v_tx.id, v_tx.user_id, v_tx.kind, v_tx.reference, v_tx.memo, -v_tx.paid, -v_tx.bonus);
        UPDATE channel_earnings SET earned_at = v_tx.created_at WHERE transaction_id = v_tx.id;
      END IF;
    ELSIF v_tx.paid < 0 THEN
      PERFORM heart_lots_take(v_tx.user_id, v_tx.id, -v_tx.paid,
        CASE WHEN v_tx.reference ~ '^payment:[0-9]+$' THEN split_part(v_tx.reference, ':', 2)::bigint END);
    END IF;
  END LOOP;
END
$$;
