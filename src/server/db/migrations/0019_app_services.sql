CREATE TABLE "app_ai_settings" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"tokens_per_month" integer NOT NULL,
	"tokens_per_visitor_per_day" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_ai_usage" (
	"project_id" uuid NOT NULL,
	"period" text NOT NULL,
	"subject" text NOT NULL,
	"used_tokens" integer DEFAULT 0 NOT NULL,
	"reserved_tokens" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_ai_usage_project_id_period_subject_pk" PRIMARY KEY("project_id","period","subject")
);
--> statement-breakpoint
CREATE TABLE "app_email_sends" (
	"project_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"day" text NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_email_sends_project_id_environment_day_pk" PRIMARY KEY("project_id","environment","day")
);
--> statement-breakpoint
CREATE TABLE "app_email_suppressions" (
	"project_id" uuid NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_email_suppressions_project_id_email_pk" PRIMARY KEY("project_id","email")
);
--> statement-breakpoint
CREATE TABLE "app_payment_endpoints" (
	"project_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"key_hint" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"url" text NOT NULL,
	"sealed_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_payment_endpoints_project_id_environment_pk" PRIMARY KEY("project_id","environment")
);
--> statement-breakpoint
ALTER TABLE "app_ai_settings" ADD CONSTRAINT "app_ai_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_ai_usage" ADD CONSTRAINT "app_ai_usage_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_email_sends" ADD CONSTRAINT "app_email_sends_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_email_suppressions" ADD CONSTRAINT "app_email_suppressions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_payment_endpoints" ADD CONSTRAINT "app_payment_endpoints_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;