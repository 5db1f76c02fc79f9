CREATE TABLE "coupon_sets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"hearts" integer NOT NULL,
	"quantity" integer,
	"per_person" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_sets_period_order" CHECK ("coupon_sets"."ends_at" > "coupon_sets"."starts_at"),
	CONSTRAINT "coupon_sets_hearts_positive" CHECK ("coupon_sets"."hearts" > 0),
	CONSTRAINT "coupon_sets_per_person_positive" CHECK ("coupon_sets"."per_person" > 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" DROP CONSTRAINT "coupon_redemptions_event_id_ci_hash_pk";--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "set_id" bigint;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "slot" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "set_id" bigint;--> statement-breakpoint
ALTER TABLE "coupon_sets" ADD CONSTRAINT "coupon_sets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_sets" ADD CONSTRAINT "coupon_sets_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_sets_event_idx" ON "coupon_sets" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_set_id_coupon_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."coupon_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_set_id_coupon_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."coupon_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_event_person_key" ON "coupon_redemptions" USING btree ("event_id","ci_hash") WHERE "coupon_redemptions"."set_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_set_person_slot_key" ON "coupon_redemptions" USING btree ("set_id","ci_hash","slot") WHERE "coupon_redemptions"."set_id" is not null;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "coupons_set_idx" ON "coupons" USING btree ("set_id");