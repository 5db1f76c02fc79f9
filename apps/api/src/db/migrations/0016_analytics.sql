CREATE TABLE "access_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"pid" text DEFAULT '' NOT NULL,
	"sid" text DEFAULT '' NOT NULL,
	"uuid" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"referer" text DEFAULT '' NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"uuid" text DEFAULT '' NOT NULL,
	"pid" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"duration_sec" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD CONSTRAINT "analytics_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_logs_pid_idx" ON "access_logs" USING btree ("pid","created_at");--> statement-breakpoint
CREATE INDEX "access_logs_created_idx" ON "access_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_sessions_started_idx" ON "analytics_sessions" USING btree ("started_at");