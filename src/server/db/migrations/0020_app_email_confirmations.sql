CREATE TABLE "app_email_confirmations" (
	"project_id" uuid NOT NULL,
	"email" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "app_email_confirmations_project_id_email_pk" PRIMARY KEY("project_id","email")
);
--> statement-breakpoint
ALTER TABLE "app_email_confirmations" ADD CONSTRAINT "app_email_confirmations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;