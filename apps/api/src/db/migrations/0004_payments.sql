CREATE TABLE "heart_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hearts" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"offer" text DEFAULT 'normal' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "heart_products_positive" CHECK ("heart_products"."hearts" > 0 and "heart_products"."bonus" >= 0 and "heart_products"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"product_name" text NOT NULL,
	"order_no" text NOT NULL,
	"amount" integer NOT NULL,
	"hearts" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"pay_method" text NOT NULL,
	"gateway" text DEFAULT 'settlebank' NOT NULL,
	"sandbox" boolean DEFAULT false NOT NULL,
	"gateway_tx_id" text,
	"telecom_cd" text DEFAULT '' NOT NULL,
	"result_code" text DEFAULT '' NOT NULL,
	"refunded_hearts" integer DEFAULT 0 NOT NULL,
	"refunded_bonus" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"refund_tx_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0 and "payments"."hearts" > 0 and "payments"."bonus" >= 0),
	CONSTRAINT "payments_refund_bounds" CHECK ("payments"."refunded_amount" between 0 and "payments"."amount" and "payments"."refunded_hearts" between 0 and "payments"."hearts" and "payments"."refunded_bonus" between 0 and "payments"."bonus")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_product_id_heart_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."heart_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "heart_products_offer_idx" ON "heart_products" USING btree ("offer","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_no_key" ON "payments" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_tx_key" ON "payments" USING btree ("gateway","gateway_tx_id") WHERE "payments"."gateway_tx_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
-- The packages on sale at launch. Prices are KRW with VAT; one paid heart lists at 110 KRW,
-- bigger packages and the status offers (first payment, second payment, comeback, premium) cost less.
INSERT INTO "heart_products" ("name", "hearts", "bonus", "price", "offer", "sort") VALUES
  ('하트 10개', 10, 0, 1100, 'normal', 10),
  ('하트 30개', 30, 1, 3300, 'normal', 20),
  ('하트 50개', 50, 3, 5000, 'normal', 30),
  ('하트 100개', 100, 10, 9900, 'normal', 40),
  ('하트 300개', 300, 30, 29000, 'normal', 50),
  ('하트 500개', 500, 50, 49000, 'normal', 60),
  ('첫 결제 특가 하트 50개', 50, 50, 2900, 'first', 1),
  ('두 번째 결제 추가 할인 하트 100개', 100, 30, 8900, 'extra_discount', 2),
  ('다시 만나 반가워요 하트 100개', 100, 50, 7900, 'comeback', 3),
  ('VIP 감사 패키지 하트 1000개', 1000, 200, 95000, 'premium', 4);
