-- Hand-written (issue 37, ADR 066): a tier change of a live subscription. An upgrade moves the
-- subscription to the new version at once and charges the difference of the monthly prices
-- (transaction_id, hearts > 0); a downgrade is recorded when the renewal applies it (hearts 0,
-- no transaction; the renewal's period pays the lower price). Chargebacks find an upgrade's
-- subscription through transaction_id as they find a period's.
CREATE TABLE "subscription_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL REFERENCES "channel_subscriptions"("id"),
	"from_product_id" bigint NOT NULL REFERENCES "channel_subscription_products"("id"),
	"to_product_id" bigint NOT NULL REFERENCES "channel_subscription_products"("id"),
	"hearts" integer NOT NULL,
	"transaction_id" bigint REFERENCES "ledger_transactions"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_changes_hearts" CHECK ("hearts" >= 0)
);--> statement-breakpoint
CREATE INDEX "subscription_changes_subscription_idx" ON "subscription_changes" USING btree ("subscription_id", "created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_changes_transaction_key" ON "subscription_changes" USING btree ("transaction_id") WHERE "transaction_id" IS NOT NULL;
