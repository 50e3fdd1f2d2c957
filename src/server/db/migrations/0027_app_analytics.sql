CREATE TABLE "app_analytics_daily" (
	"project_id" uuid NOT NULL,
	"day" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_analytics_daily_project_id_day_dimension_value_pk" PRIMARY KEY("project_id","day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "app_analytics_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_analytics_visitors" (
	"project_id" uuid NOT NULL,
	"day" text NOT NULL,
	"visitor" text NOT NULL,
	"own" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_analytics_visitors_project_id_day_visitor_pk" PRIMARY KEY("project_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "app_analytics_daily" ADD CONSTRAINT "app_analytics_daily_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_analytics_visitors" ADD CONSTRAINT "app_analytics_visitors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_analytics_daily_day_idx" ON "app_analytics_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "app_analytics_visitors_day_idx" ON "app_analytics_visitors" USING btree ("day");