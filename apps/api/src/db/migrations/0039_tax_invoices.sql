-- Hand-written: 세금계산서 for business creators (ADR 049). A business creator's payable
-- statement is paid only after they record the 국세청 approval number of the electronic tax
-- invoice they issued for it; the statement remembers which payout batch paid it, so an
-- invoice that arrives after its month was approved is paid with the next approved month.
ALTER TABLE "settlement_statements" ADD COLUMN "business_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD COLUMN "invoice_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD COLUMN "invoice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD COLUMN "payout_batch_id" bigint REFERENCES "payout_batches"("id");--> statement-breakpoint
CREATE INDEX "settlement_statements_payout_batch_idx" ON "settlement_statements" ("payout_batch_id") WHERE "payout_batch_id" IS NOT NULL;--> statement-breakpoint
-- Statements of months approved before this: paid (or to be paid) by their own month's batch.
UPDATE "settlement_statements" s SET "payout_batch_id" = s."batch_id"
  FROM "payout_batches" b
 WHERE b."id" = s."batch_id" AND b."status" <> 'pending' AND s."status" <> 'carried';
