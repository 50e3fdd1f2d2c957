ALTER TABLE "token_usage" DROP CONSTRAINT "token_usage_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "token_usage" DROP CONSTRAINT "token_usage_user_id_month_pk";--> statement-breakpoint
ALTER TABLE "token_usage" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "token_usage" ADD CONSTRAINT "token_usage_workspace_id_month_pk" PRIMARY KEY("workspace_id","month");--> statement-breakpoint
ALTER TABLE "token_usage" DROP COLUMN "user_id";