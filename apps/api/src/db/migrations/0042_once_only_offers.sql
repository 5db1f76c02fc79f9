-- Hand-written (issue 36): an order keeps the offer of the package it was made for, so the
-- notification that credits it can check that the member is still allowed that offer then.
-- An order whose offer the member lost between checkout and payment (a second first-payment
-- checkout paid after the first) is 'voided': never credited, cancelled in full at the gateway.
ALTER TABLE "payments" ADD COLUMN "offer" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
UPDATE "payments" p SET "offer" = h."offer" FROM "heart_products" h WHERE h."id" = p."product_id" AND h."offer" <> 'normal';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_void_pending_idx" ON "payments" USING btree ("voided_at") WHERE "status" = 'voided' AND "refund_tx_id" IS NULL;
