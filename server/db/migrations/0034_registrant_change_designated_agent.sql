ALTER TABLE "registrant_changes" ADD COLUMN "agent_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrant_changes" ADD COLUMN "agent_consent" text;