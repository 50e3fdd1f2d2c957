CREATE TABLE "code_attempts" (
	"identifier" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_sends" (
	"email" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"hour_started_at" timestamp with time zone NOT NULL,
	"sends" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spent_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_sites" ADD COLUMN "unguessable" boolean DEFAULT false NOT NULL;