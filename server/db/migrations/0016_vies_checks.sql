ALTER TABLE "users" ADD COLUMN "vies_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vies_vat_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vies_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vies_consultation" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_consultation" text;