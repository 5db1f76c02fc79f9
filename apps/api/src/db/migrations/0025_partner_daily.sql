CREATE TABLE "partner_daily" (
	"day" date NOT NULL,
	"pid" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	"verifications" integer DEFAULT 0 NOT NULL,
	"first_payments" integer DEFAULT 0 NOT NULL,
	"first_payment_won" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"revenue_won" bigint DEFAULT 0 NOT NULL,
	"refund_won" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_daily_day_pid_pk" PRIMARY KEY("day","pid")
);
--> statement-breakpoint
CREATE TABLE "partner_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "partner_daily_pid_idx" ON "partner_daily" USING btree ("pid","day");--> statement-breakpoint
CREATE INDEX "users_pid_created_idx" ON "users" USING btree ("pid","created_at") WHERE "users"."pid" <> '';