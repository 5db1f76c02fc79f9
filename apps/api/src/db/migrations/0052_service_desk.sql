-- Hand-written (issue 39, part B): when a member confirmed being 14 or older at sign-up, and
-- 1:1 문의 (a member's question, answered from the console).

-- Null for a sign-up that did not send the confirmation (a client that follows the spec only).
ALTER TABLE "users" ADD COLUMN "age_confirmed_at" timestamp with time zone;--> statement-breakpoint

CREATE TABLE "inquiries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"answer" text,
	"answered_by" bigint REFERENCES "operators"("id") ON DELETE SET NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_category" CHECK ("category" IN ('account', 'payment', 'content', 'event', 'other')),
	CONSTRAINT "inquiries_status" CHECK ("status" IN ('waiting', 'answered')),
	CONSTRAINT "inquiries_lengths" CHECK (char_length("title") BETWEEN 1 AND 100 AND char_length("body") BETWEEN 1 AND 2000),
	CONSTRAINT "inquiries_answered" CHECK (("status" = 'answered') = ("answer" IS NOT NULL AND "answered_at" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_id", "id");--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status", "id");
