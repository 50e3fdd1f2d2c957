CREATE TABLE "cloud_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"collection" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"identity_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_sign_in_codes" (
	"project_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_this_hour" integer DEFAULT 1 NOT NULL,
	"hour_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_sign_in_codes_project_id_environment_email_pk" PRIMARY KEY("project_id","environment","email")
);
--> statement-breakpoint
CREATE TABLE "cloud_usage" (
	"project_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"records" bigint DEFAULT 0 NOT NULL,
	"stored_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cloud_usage_project_id_environment_pk" PRIMARY KEY("project_id","environment")
);
--> statement-breakpoint
ALTER TABLE "build_artifacts" ADD COLUMN "cloud_rules" jsonb DEFAULT '{"collections":{},"files":{}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cloud_files" ADD CONSTRAINT "cloud_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_identities" ADD CONSTRAINT "cloud_identities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_records" ADD CONSTRAINT "cloud_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_sessions" ADD CONSTRAINT "cloud_sessions_identity_id_cloud_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "cloud_identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_sign_in_codes" ADD CONSTRAINT "cloud_sign_in_codes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_usage" ADD CONSTRAINT "cloud_usage_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloud_files_owner_idx" ON "cloud_files" USING btree ("project_id","environment","owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_identities_token_idx" ON "cloud_identities" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "cloud_identities_project_idx" ON "cloud_identities" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "cloud_records_collection_idx" ON "cloud_records" USING btree ("project_id","environment","collection","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cloud_records_owner_idx" ON "cloud_records" USING btree ("project_id","environment","collection","owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cloud_records_data_idx" ON "cloud_records" USING gin ("data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "cloud_sessions_identity_idx" ON "cloud_sessions" USING btree ("identity_id");