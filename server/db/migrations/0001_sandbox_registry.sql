CREATE TABLE "registry_contacts" (
	"handle" text PRIMARY KEY NOT NULL,
	"registrar_id" text NOT NULL,
	"name" text NOT NULL,
	"org" text,
	"street" text[] NOT NULL,
	"city" text NOT NULL,
	"state_or_province" text,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_domains" (
	"name" text PRIMARY KEY NOT NULL,
	"tld" text NOT NULL,
	"registrar_id" text NOT NULL,
	"registrant_handle" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"transferred_at" timestamp with time zone,
	"auto_renewed_at" timestamp with time zone,
	"renewed_at" timestamp with time zone,
	"auth_info" text NOT NULL,
	"client_statuses" text[] DEFAULT '{}' NOT NULL,
	"server_statuses" text[] DEFAULT '{}' NOT NULL,
	"nameservers" text[] DEFAULT '{}' NOT NULL,
	"idn_language" text,
	"deleted_at" timestamp with time zone,
	"restore_requested_at" timestamp with time zone,
	"transfer_requested_by" text,
	"transfer_requested_at" timestamp with time zone,
	"transfer_period_years" integer
);
--> statement-breakpoint
CREATE TABLE "registry_poll_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"registrar_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"message" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"acked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registry_premium_names" (
	"name" text PRIMARY KEY NOT NULL,
	"register_price" integer NOT NULL,
	"renew_price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_registrars" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iana_id" integer,
	"url" text NOT NULL,
	"abuse_email" text NOT NULL,
	"abuse_phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_reserved_names" (
	"label" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_tlds" (
	"tld" text PRIMARY KEY NOT NULL,
	"min_period_years" integer DEFAULT 1 NOT NULL,
	"max_period_years" integer DEFAULT 10 NOT NULL,
	"add_grace_days" integer DEFAULT 5 NOT NULL,
	"renew_grace_days" integer DEFAULT 5 NOT NULL,
	"transfer_grace_days" integer DEFAULT 5 NOT NULL,
	"auto_renew_grace_days" integer DEFAULT 45 NOT NULL,
	"redemption_days" integer DEFAULT 30 NOT NULL,
	"pending_delete_days" integer DEFAULT 5 NOT NULL,
	"transfer_lock_days" integer DEFAULT 60 NOT NULL,
	"idn_languages" text[] DEFAULT '{}' NOT NULL,
	"min_label_length" integer DEFAULT 1 NOT NULL,
	"latency_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "registry_domains_registrar_idx" ON "registry_domains" USING btree ("registrar_id");--> statement-breakpoint
CREATE INDEX "registry_domains_expires_idx" ON "registry_domains" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "registry_poll_registrar_idx" ON "registry_poll_messages" USING btree ("registrar_id","acked_at");