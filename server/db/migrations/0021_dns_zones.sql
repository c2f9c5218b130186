CREATE TABLE "dns_mailfw_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"destination" text NOT NULL,
	"token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dns_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"ttl" integer NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active_from" timestamp with time zone,
	"active_until" timestamp with time zone,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dns_zone_versions" (
	"zone_id" integer NOT NULL,
	"version" integer NOT NULL,
	"records" jsonb NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"flags" jsonb NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dns_zone_versions_zone_id_version_pk" PRIMARY KEY("zone_id","version")
);
--> statement-breakpoint
CREATE TABLE "dns_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"user_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"serial" bigint DEFAULT 0 NOT NULL,
	"parking_page" boolean DEFAULT false NOT NULL,
	"dnssec" boolean DEFAULT false NOT NULL,
	"deny_url" boolean DEFAULT false NOT NULL,
	"ddns_active" boolean DEFAULT false NOT NULL,
	"ddns_username" text,
	"ddns_password" text,
	"comments" text DEFAULT '' NOT NULL,
	"published_version" integer,
	"publish_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dns_mailfw_confirmations" ADD CONSTRAINT "dns_mailfw_confirmations_zone_id_dns_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."dns_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dns_records" ADD CONSTRAINT "dns_records_zone_id_dns_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."dns_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dns_zone_versions" ADD CONSTRAINT "dns_zone_versions_zone_id_dns_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."dns_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dns_zone_versions" ADD CONSTRAINT "dns_zone_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dns_zones" ADD CONSTRAINT "dns_zones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dns_mailfw_confirmations_zone_destination_idx" ON "dns_mailfw_confirmations" USING btree ("zone_id","destination");--> statement-breakpoint
CREATE UNIQUE INDEX "dns_mailfw_confirmations_token_idx" ON "dns_mailfw_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "dns_records_zone_idx" ON "dns_records" USING btree ("zone_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "dns_zones_domain_idx" ON "dns_zones" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "dns_zones_ddns_username_idx" ON "dns_zones" USING btree ("ddns_username");--> statement-breakpoint
CREATE INDEX "dns_zones_user_idx" ON "dns_zones" USING btree ("user_id");