CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"actor_id" text,
	"actor_email" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "workspace_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "projects_user_last_accessed_idx";--> statement-breakpoint
ALTER TABLE "generation_runs" ADD COLUMN "usage_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "generation_runs" ADD COLUMN "spent_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "token_usage" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_workspace_created_idx" ON "audit_events" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_idx" ON "workspace_invitations" USING btree ("workspace_id","status");--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_personal_owner_unique" ON "workspaces" USING btree ("owner_id") WHERE kind = 'personal';--> statement-breakpoint
CREATE INDEX "workspaces_owner_idx" ON "workspaces" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "generation_runs" ADD CONSTRAINT "generation_runs_usage_workspace_id_workspaces_id_fk" FOREIGN KEY ("usage_workspace_id") REFERENCES "workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_usage" ADD CONSTRAINT "token_usage_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_workspace_last_accessed_idx" ON "projects" USING btree ("workspace_id","last_accessed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);;--> statement-breakpoint
-- Every existing account gets its personal workspace, owned by it.
INSERT INTO "workspaces" ("name", "kind", "owner_id") SELECT 'Personal', 'personal', "id" FROM "user";--> statement-breakpoint
-- A Team subscription already bought pays for a team workspace of its buyer, which takes the buyer's projects and month's tokens (they had Team's limits until now).
INSERT INTO "workspaces" ("name", "kind", "owner_id") SELECT DISTINCT 'Team', 'team', "user_id" FROM "subscriptions" WHERE "tier" = 'team' AND "user_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role") SELECT "id", "owner_id", 'owner' FROM "workspaces";--> statement-breakpoint
UPDATE "subscriptions" s SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."owner_id" = s."user_id" AND w."kind" = (CASE WHEN s."tier" = 'team' THEN 'team' ELSE 'personal' END);--> statement-breakpoint
UPDATE "projects" p SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."owner_id" = p."user_id" AND w."kind" = 'personal';--> statement-breakpoint
UPDATE "projects" p SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."owner_id" = p."user_id" AND w."kind" = 'team';--> statement-breakpoint
UPDATE "token_usage" t SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."owner_id" = t."user_id" AND w."kind" = 'personal';--> statement-breakpoint
UPDATE "token_usage" t SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."owner_id" = t."user_id" AND w."kind" = 'team';--> statement-breakpoint
UPDATE "generation_runs" r SET "usage_workspace_id" = p."workspace_id" FROM "projects" p WHERE p."id" = r."project_id";--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "workspace_id" SET NOT NULL;
