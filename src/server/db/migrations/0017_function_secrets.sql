CREATE TABLE "function_secrets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"name" text NOT NULL,
	"sealed_value" text NOT NULL,
	"hint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "function_secrets_name_key" UNIQUE("project_id","environment","name")
);
--> statement-breakpoint
ALTER TABLE "function_secrets" ADD CONSTRAINT "function_secrets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;