ALTER TABLE "registry_domains" ADD COLUMN "ds_data" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "registry_tlds" ADD COLUMN "dnssec" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Registries that do not take DS records (content.data.ts TLD_SERVICES noDnssec); new databases get it from the seed.
UPDATE "registry_tlds" SET "dnssec" = false WHERE "tld" IN ('gg');
