CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'client' NOT NULL,
	"has_account" boolean DEFAULT false NOT NULL,
	"user_account_permission" smallint DEFAULT 1 NOT NULL,
	"premium_support" smallint DEFAULT 0 NOT NULL,
	"live_chat" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"failed_logins" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"csrf_token" text NOT NULL,
	"user_id" integer,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"cookie_consent" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"vat_rate_bp" integer DEFAULT 0 NOT NULL,
	"vat_rate_since" date,
	"eu" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_per_euro" numeric(12, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tlds" (
	"tld" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"register_price" integer NOT NULL,
	"renew_price" integer NOT NULL,
	"transfer_price" integer NOT NULL,
	"restore_price" integer NOT NULL,
	"launched_on" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_unique" ON "users" USING btree ("login");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");