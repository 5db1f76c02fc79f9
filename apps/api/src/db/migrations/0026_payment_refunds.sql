CREATE TABLE "payment_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"sequence" integer NOT NULL,
	"hearts" integer NOT NULL,
	"bonus" integer NOT NULL,
	"amount" integer NOT NULL,
	"operator_id" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"cancel_tx_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_positive" CHECK ("payment_refunds"."hearts" >= 0 and "payment_refunds"."bonus" >= 0 and "payment_refunds"."amount" > 0 and "payment_refunds"."sequence" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_sequence_key" ON "payment_refunds" USING btree ("payment_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_idempotency_key" ON "payment_refunds" USING btree ("idempotency_key") WHERE "payment_refunds"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "payment_refunds_created_idx" ON "payment_refunds" USING btree ("created_at");--> statement-breakpoint
-- Refunds made before this table: one member refund each, the payment's totals as its only cancel.
INSERT INTO "payment_refunds" ("payment_id", "sequence", "hearts", "bonus", "amount", "reason", "cancel_tx_id", "created_at")
SELECT "id", 1, "refunded_hearts", "refunded_bonus", "refunded_amount", '고객 요청 환불', coalesce("refund_tx_id", ''), coalesce("refunded_at", "updated_at")
  FROM "payments" WHERE "status" = 'refunded' AND "refunded_amount" > 0;--> statement-breakpoint
-- The console lists payments by order or gateway transaction number prefix, and by member.
CREATE INDEX "payments_gateway_tx_prefix_idx" ON "payments" USING btree ("gateway_tx_id" text_pattern_ops) WHERE "gateway_tx_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_order_no_prefix_idx" ON "payments" USING btree ("order_no" text_pattern_ops);
