CREATE TABLE "git_connections" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"remote_url" text NOT NULL,
	"web_url" text,
	"branch" text NOT NULL,
	"username" text,
	"token_sealed" text NOT NULL,
	"token_hint" text NOT NULL,
	"github_hook_id" text,
	"github_repository" text,
	"webhook_secret_sealed" text,
	"connected_by" text,
	"state" text DEFAULT 'syncing' NOT NULL,
	"last_error" text,
	"last_synced_commit" text,
	"last_synced_version" integer DEFAULT 0 NOT NULL,
	"last_synced_at" timestamp with time zone,
	"refused" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conflict_branch" text,
	"conflict_theirs" text,
	"conflict_theirs_message" text,
	"conflict_ours" text,
	"conflict_ours_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "git_connections_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "git_version_commits" (
	"version_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"commit_sha" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "git_connections" ADD CONSTRAINT "git_connections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "git_connections" ADD CONSTRAINT "git_connections_connected_by_user_id_fk" FOREIGN KEY ("connected_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "git_version_commits" ADD CONSTRAINT "git_version_commits_version_id_project_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "project_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "git_version_commits" ADD CONSTRAINT "git_version_commits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "git_version_commits_project_idx" ON "git_version_commits" USING btree ("project_id");