-- Hand-written (issue 37, H8): announcements to a channel's followers or tier members, the
-- members' in-app notifications they arrive as, and members blocked from a channel.

-- A member blocked from a channel: no comments, tips or gifts there; purchases stay theirs.
CREATE TABLE "channel_blocks" (
	"channel_id" bigint NOT NULL REFERENCES "channels"("id") ON DELETE CASCADE,
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"blocked_by" bigint REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("channel_id", "user_id")
);--> statement-breakpoint
CREATE INDEX "channel_blocks_user_idx" ON "channel_blocks" USING btree ("user_id");--> statement-breakpoint

-- An announcement: at most 3 per channel per Seoul day (kst_day), delivered by a job.
CREATE TABLE "channel_announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" bigint NOT NULL REFERENCES "channels"("id") ON DELETE CASCADE,
	"author_user_id" bigint REFERENCES "users"("id") ON DELETE SET NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"tier_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"kst_day" date NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "channel_announcements_audience" CHECK ("audience" IN ('followers', 'tiers')),
	CONSTRAINT "channel_announcements_status" CHECK ("status" IN ('queued', 'sent')),
	CONSTRAINT "channel_announcements_lengths" CHECK (char_length("title") BETWEEN 1 AND 50 AND char_length("body") BETWEEN 1 AND 1000)
);--> statement-breakpoint
CREATE INDEX "channel_announcements_channel_day_idx" ON "channel_announcements" USING btree ("channel_id", "kst_day");--> statement-breakpoint

-- A member's in-app notification; one per member and source, so a retried delivery adds none.
CREATE TABLE "member_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"channel_id" bigint REFERENCES "channels"("id") ON DELETE CASCADE,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "member_notifications_source_key" ON "member_notifications" USING btree ("user_id", "source");--> statement-breakpoint
CREATE INDEX "member_notifications_inbox_idx" ON "member_notifications" USING btree ("user_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "member_notifications_source_idx" ON "member_notifications" USING btree ("source");
