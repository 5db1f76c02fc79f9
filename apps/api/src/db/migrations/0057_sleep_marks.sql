CREATE TABLE "sleep_marks" (
	"user_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sleep_marks_pk" PRIMARY KEY("user_id"),
	CONSTRAINT "sleep_marks_position_not_negative" CHECK ("sleep_marks"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sleep_marks" ADD CONSTRAINT "sleep_marks_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sleep_marks" ADD CONSTRAINT "sleep_marks_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;