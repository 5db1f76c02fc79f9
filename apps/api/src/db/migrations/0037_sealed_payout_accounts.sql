-- Payout account numbers sealed at rest (ADR 046). The number is sealed (AES-256-GCM) by the
-- application under a key derived from IDENTITY_HASH_KEY, which SQL never sees: this migration
-- keeps what is there as `account_number_plain`, fills the masked form lists show, and the
-- settlement module seals the plain numbers at start-up (sealPlainAccountNumbers) and clears them.
ALTER TABLE "payout_accounts" RENAME COLUMN "account_number" TO "account_number_plain";
--> statement-breakpoint
ALTER TABLE "payout_accounts" ALTER COLUMN "account_number_plain" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "account_sealed" bytea;
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "account_masked" text NOT NULL DEFAULT '';
--> statement-breakpoint
UPDATE "payout_accounts"
   SET "account_masked" = repeat('*', greatest(0, length(d) - 4)) || right(d, 4)
  FROM (SELECT "channel_id" AS id, regexp_replace("account_number_plain", '\D', '', 'g') AS d FROM "payout_accounts") AS digits
 WHERE digits.id = "payout_accounts"."channel_id";
--> statement-breakpoint
-- An account always has its number, sealed or (until the start-up step ran) plain.
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_number_check"
  CHECK ("account_sealed" IS NOT NULL OR "account_number_plain" IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "settlement_statements" RENAME COLUMN "account_number" TO "account_number_plain";
--> statement-breakpoint
ALTER TABLE "settlement_statements" ALTER COLUMN "account_number_plain" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "settlement_statements" ALTER COLUMN "account_number_plain" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD COLUMN "account_sealed" bytea;
--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD COLUMN "account_masked" text NOT NULL DEFAULT '';
--> statement-breakpoint
UPDATE "settlement_statements"
   SET "account_masked" = repeat('*', greatest(0, length(d) - 4)) || right(d, 4)
  FROM (SELECT "id", regexp_replace("account_number_plain", '\D', '', 'g') AS d FROM "settlement_statements"
         WHERE "account_number_plain" <> '') AS digits
 WHERE digits.id = "settlement_statements"."id";
--> statement-breakpoint
-- A statement without an account (carried for want of one) has no number at all.
UPDATE "settlement_statements" SET "account_number_plain" = NULL WHERE "account_number_plain" = '';
--> statement-breakpoint
-- What the start-up step still has to seal: found without reading every statement at each start.
CREATE INDEX "settlement_statements_plain_idx" ON "settlement_statements" ("id")
  WHERE "account_number_plain" IS NOT NULL;
