ALTER TABLE "cloud_identities" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cloud_usage" ADD COLUMN "devices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cloud_identities_expiry_idx" ON "cloud_identities" USING btree ("project_id","environment","expires_at");--> statement-breakpoint
CREATE INDEX "cloud_records_owner_id_idx" ON "cloud_records" USING btree ("owner_id");--> statement-breakpoint
-- Devices made before expiry existed: each gets the idle period from now (devices.ts: idleMs).
-- The owner's own identity ("owner:" marker) never expires.
UPDATE "cloud_identities" SET "expires_at" = now() + interval '30 days' WHERE "kind" = 'device' AND "token_hash" NOT LIKE 'owner:%';--> statement-breakpoint
-- Existing devices count against the new per-app cap.
INSERT INTO "cloud_usage" ("project_id", "environment", "devices")
  SELECT "project_id", "environment", count(*) FROM "cloud_identities"
  WHERE "kind" = 'device' AND "token_hash" NOT LIKE 'owner:%'
  GROUP BY "project_id", "environment"
  ON CONFLICT ("project_id", "environment") DO UPDATE SET "devices" = excluded."devices";
