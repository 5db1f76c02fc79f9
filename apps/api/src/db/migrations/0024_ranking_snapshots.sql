CREATE TABLE "ranking_snapshots" (
	"kind" text PRIMARY KEY NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"lists" jsonb NOT NULL
);
