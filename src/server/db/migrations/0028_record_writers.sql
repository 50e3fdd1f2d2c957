-- Records written before writers were kept are 'unknown' (a price is taken from one only while the app's rules lock its collection); every later write says who it is, and one that does not is a visitor's.
ALTER TABLE "cloud_records" ADD COLUMN "written_by" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "cloud_records" ALTER COLUMN "written_by" SET DEFAULT 'visitor';
