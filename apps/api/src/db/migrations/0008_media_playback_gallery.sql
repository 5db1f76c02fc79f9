CREATE TABLE "gallery_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_key" text NOT NULL,
	"preview_img" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"is_adult" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"open_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_items_price_not_negative" CHECK ("gallery_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gallery_likes" (
	"user_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_likes_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_purchases" (
	"user_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"hearts" integer NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_purchases_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "audiotoon_frames" (
	"content_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"at_ms" integer NOT NULL,
	"image_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	CONSTRAINT "audiotoon_frames_content_id_seq_pk" PRIMARY KEY("content_id","seq")
);
--> statement-breakpoint
CREATE TABLE "content_captions" (
	"content_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "content_captions_content_id_seq_pk" PRIMARY KEY("content_id","seq")
);
--> statement-breakpoint
CREATE TABLE "content_media" (
	"content_id" bigint PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"prefix" text NOT NULL,
	"kind" text NOT NULL,
	"encrypted" boolean NOT NULL,
	"aes_key" "bytea",
	"duration_ms" integer NOT NULL,
	"segment_sec" real NOT NULL,
	"segment_count" integer NOT NULL,
	"renditions" jsonb NOT NULL,
	"loudness_lufs" real,
	"true_peak_db" real,
	"loudness_range" real,
	"peaks" jsonb NOT NULL,
	"width" integer,
	"height" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"content_id" bigint NOT NULL,
	"created_by" bigint,
	"source_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"error_detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "media_jobs_progress_range" CHECK ("media_jobs"."progress" >= 0 and "media_jobs"."progress" <= 1)
);
--> statement-breakpoint
CREATE TABLE "content_activity" (
	"content_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"playtime_sec" bigint DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_activity_content_id_hour_pk" PRIMARY KEY("content_id","hour")
);
--> statement-breakpoint
CREATE TABLE "content_likes" (
	"user_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_likes_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "content_visitors" (
	"content_id" bigint NOT NULL,
	"day" date NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_visitors_content_id_day_pk" PRIMARY KEY("content_id","day")
);
--> statement-breakpoint
CREATE TABLE "playback_positions" (
	"user_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"playtime" integer NOT NULL,
	"listened" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playback_positions_user_id_content_id_pk" PRIMARY KEY("user_id","content_id"),
	CONSTRAINT "playback_positions_not_negative" CHECK ("playback_positions"."playtime" >= 0 and "playback_positions"."listened" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_likes" ADD CONSTRAINT "gallery_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_likes" ADD CONSTRAINT "gallery_likes_item_id_gallery_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."gallery_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_purchases" ADD CONSTRAINT "gallery_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_purchases" ADD CONSTRAINT "gallery_purchases_item_id_gallery_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."gallery_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_purchases" ADD CONSTRAINT "gallery_purchases_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audiotoon_frames" ADD CONSTRAINT "audiotoon_frames_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_captions" ADD CONSTRAINT "content_captions_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_media" ADD CONSTRAINT "content_media_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_jobs" ADD CONSTRAINT "media_jobs_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_jobs" ADD CONSTRAINT "media_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_activity" ADD CONSTRAINT "content_activity_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_likes" ADD CONSTRAINT "content_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_likes" ADD CONSTRAINT "content_likes_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_visitors" ADD CONSTRAINT "content_visitors_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_items_channel_open_idx" ON "gallery_items" USING btree ("channel_id","open_dt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_jobs_content_idx" ON "media_jobs" USING btree ("content_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_activity_hour_idx" ON "content_activity" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "content_likes_content_idx" ON "content_likes" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "playback_positions_recent_idx" ON "playback_positions" USING btree ("user_id","updated_at" DESC NULLS LAST);