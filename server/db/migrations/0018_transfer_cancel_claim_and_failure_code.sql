ALTER TABLE "order_items" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "domain_transfers" ADD COLUMN "cancel_claimed_at" timestamp with time zone;