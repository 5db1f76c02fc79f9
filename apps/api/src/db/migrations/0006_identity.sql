CREATE TABLE "identity_benefits" (
	"ci_hash" "bytea" PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"transaction_id" bigint,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"nonce_hash" "bytea" NOT NULL,
	"nonce" text,
	"provider_tx_id" text,
	"provider_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text NOT NULL,
	"ci_hash" "bytea" NOT NULL,
	"di_hash" "bytea" NOT NULL,
	"first_verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_benefits" ADD CONSTRAINT "identity_benefits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_benefits" ADD CONSTRAINT "identity_benefits_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_requests" ADD CONSTRAINT "identity_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_requests" ADD CONSTRAINT "identity_requests_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_requests_nonce_key" ON "identity_requests" USING btree ("nonce_hash");--> statement-breakpoint
CREATE INDEX "identity_requests_user_idx" ON "identity_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "identity_requests_provider_tx_idx" ON "identity_requests" USING btree ("provider","provider_tx_id") WHERE "identity_requests"."provider_tx_id" is not null;--> statement-breakpoint
CREATE INDEX "identity_verifications_ci_idx" ON "identity_verifications" USING btree ("ci_hash");