-- Hand-written: chargebacks (ADR 047). A payment the gateway cancelled on its own side after the
-- fact (a card dispute, a phone bill cancelled by the carrier) reaches us as a cancel
-- notification we did not ask for. The payment becomes 'chargeback' with the won the gateway took
-- back; each such notification is one row here (its cancel transaction number is the replay
-- key), with the hearts the chargeback withdrew and the spends it reversed.
ALTER TABLE "payments" ADD COLUMN "charged_back_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charged_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_chargeback_bounds"
  CHECK ("charged_back_amount" >= 0 AND "refunded_amount" + "charged_back_amount" <= "amount");--> statement-breakpoint
CREATE INDEX "payments_charged_back_idx" ON "payments" ("charged_back_at") WHERE "charged_back_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "payment_chargebacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL REFERENCES "payments"("id"),
	"cancel_tx_id" text NOT NULL,
	"amount" integer NOT NULL,
	"hearts" integer NOT NULL,
	"bonus" integer NOT NULL,
	"reversed_spends" integer NOT NULL,
	"transaction_id" bigint REFERENCES "ledger_transactions"("id"),
	"cancelled_at" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_chargebacks_bounds" CHECK ("amount" > 0 AND "hearts" >= 0 AND "bonus" >= 0 AND "reversed_spends" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_chargebacks_cancel_key" ON "payment_chargebacks" ("payment_id", "cancel_tx_id");--> statement-breakpoint
CREATE INDEX "payment_chargebacks_created_idx" ON "payment_chargebacks" ("created_at");
