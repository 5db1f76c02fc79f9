CREATE TABLE "channel_subscription_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" bigint NOT NULL,
	"name" text NOT NULL,
	"hearts_per_month" integer NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_subscription_products_hearts_positive" CHECK ("channel_subscription_products"."hearts_per_month" > 0)
);
--> statement-breakpoint
CREATE TABLE "channel_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"hearts" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"cancelled_at" timestamp with time zone,
	"last_renewal_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_subscriptions_period_order" CHECK ("channel_subscriptions"."current_period_end" > "channel_subscriptions"."current_period_start")
);
--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"hearts" integer NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_subscription_products" ADD CONSTRAINT "channel_subscription_products_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_product_id_channel_subscription_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."channel_subscription_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_subscription_id_channel_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."channel_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_subscription_products_on_sale_key" ON "channel_subscription_products" USING btree ("channel_id") WHERE "channel_subscription_products"."active";--> statement-breakpoint
CREATE INDEX "channel_subscription_products_channel_idx" ON "channel_subscription_products" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_subscriptions_live_key" ON "channel_subscriptions" USING btree ("user_id","channel_id") WHERE "channel_subscriptions"."status" in ('active', 'cancelled');--> statement-breakpoint
CREATE INDEX "channel_subscriptions_due_idx" ON "channel_subscriptions" USING btree ("current_period_end") WHERE "channel_subscriptions"."status" in ('active', 'cancelled');--> statement-breakpoint
CREATE INDEX "channel_subscriptions_user_idx" ON "channel_subscriptions" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_period_key" ON "subscription_periods" USING btree ("subscription_id","period_start");