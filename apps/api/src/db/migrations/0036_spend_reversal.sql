-- Hand-written: a spend can be cancelled (구매 취소, ADR 043). The reversal gives the member back
-- the same paid and bonus hearts, puts the paid hearts back into the very lots they came from
-- (negative takes), and writes a negative earning dated when it happens, so a cancelled spend
-- of a closed month is a deduction in the next statement.
ALTER TABLE "heart_lot_takes" DROP CONSTRAINT "heart_lot_takes_positive";--> statement-breakpoint
ALTER TABLE "heart_lot_takes" ADD CONSTRAINT "heart_lot_takes_signed"
  CHECK ("hearts" <> 0 AND ("won" = 0 OR sign("won") = sign("hearts")));--> statement-breakpoint
CREATE INDEX "purchases_transaction_idx" ON "purchases" ("transaction_id") WHERE "transaction_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "gallery_purchases_transaction_idx" ON "gallery_purchases" ("transaction_id") WHERE "transaction_id" IS NOT NULL;--> statement-breakpoint

-- Undoes what spend `p_spend` took and earned, for reversal transaction `p_reversal`. The
-- caller has locked the member's wallet. Answers the paid and bonus hearts to give back.
CREATE FUNCTION earning_reverse(p_spend bigint, p_reversal bigint, OUT paid integer, OUT bonus integer)
LANGUAGE plpgsql AS $$
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
$$;
