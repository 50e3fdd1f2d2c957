ALTER TABLE "generation_runs" ADD COLUMN "reserved_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_runs" ADD COLUMN "usage_month" text;--> statement-breakpoint
ALTER TABLE "generation_runs" ADD COLUMN "settled_at" timestamp with time zone;