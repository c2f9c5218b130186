CREATE TABLE "customer_domain_states" (
	"name" text PRIMARY KEY NOT NULL,
	"unicode_name" text NOT NULL,
	"auto_renew" boolean,
	"privacy" boolean DEFAULT false NOT NULL,
	"auto_renew_grace_days" integer NOT NULL,
	"transfer_locked_until" timestamp with time zone NOT NULL,
	"rgp_status" text,
	"statuses" text[] DEFAULT '{}' NOT NULL,
	"nameservers" text[] DEFAULT '{}' NOT NULL,
	"synced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_domain_states" ADD CONSTRAINT "customer_domain_states_name_customer_domains_name_fk" FOREIGN KEY ("name") REFERENCES "public"."customer_domains"("name") ON DELETE cascade ON UPDATE no action;