CREATE TABLE "registrant_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"domain" text NOT NULL,
	"state" text NOT NULL,
	"new_name" text NOT NULL,
	"new_org" text,
	"new_street" text[] NOT NULL,
	"new_city" text NOT NULL,
	"new_state" text,
	"new_postal_code" text NOT NULL,
	"new_country" text NOT NULL,
	"new_phone" text NOT NULL,
	"new_email" text NOT NULL,
	"prior_name" text NOT NULL,
	"prior_org" text,
	"prior_email" text NOT NULL,
	"opt_out_transfer_lock" boolean NOT NULL,
	"prior_token_hash" text NOT NULL,
	"new_token_hash" text NOT NULL,
	"prior_confirmed_at" timestamp with time zone,
	"new_confirmed_at" timestamp with time zone,
	"declined_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"transfer_locked_until" timestamp with time zone,
	"failure" text
);
--> statement-breakpoint
ALTER TABLE "registrant_changes" ADD CONSTRAINT "registrant_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registrant_changes_prior_token" ON "registrant_changes" USING btree ("prior_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "registrant_changes_new_token" ON "registrant_changes" USING btree ("new_token_hash");--> statement-breakpoint
CREATE INDEX "registrant_changes_user_idx" ON "registrant_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "registrant_changes_domain_lock_idx" ON "registrant_changes" USING btree ("domain","transfer_locked_until");--> statement-breakpoint
CREATE UNIQUE INDEX "registrant_changes_open_domain" ON "registrant_changes" USING btree ("domain") WHERE state in ('pending', 'confirmed');