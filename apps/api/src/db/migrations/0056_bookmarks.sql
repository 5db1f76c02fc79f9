CREATE TABLE "bookmarks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"position_sec" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_moment_key" UNIQUE("user_id","content_id","position_sec"),
	CONSTRAINT "bookmarks_position" CHECK ("bookmarks"."position_sec" >= 0),
	CONSTRAINT "bookmarks_note" CHECK ("bookmarks"."note" is null or char_length("bookmarks"."note") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookmarks_user_idx" ON "bookmarks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bookmarks_content_idx" ON "bookmarks" USING btree ("content_id");