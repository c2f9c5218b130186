CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_en" text NOT NULL,
	"title_de" text NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"text_de" text DEFAULT '' NOT NULL,
	"url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_type" text NOT NULL,
	"tld" text,
	"title_en" text NOT NULL,
	"title_de" text NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"text_de" text DEFAULT '' NOT NULL,
	"banner_urls_en" text[] DEFAULT '{}' NOT NULL,
	"banner_urls_de" text[] DEFAULT '{}' NOT NULL,
	"url" text NOT NULL,
	"logo_path" text,
	"show_logo" boolean DEFAULT false NOT NULL,
	"background_color" text DEFAULT '#0b4f8a' NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"interval_ms" integer DEFAULT 7000 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "maintenance_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_hours" integer NOT NULL,
	"tlds" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"title_en" text NOT NULL,
	"title_de" text NOT NULL,
	"text_en" text NOT NULL,
	"text_de" text NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"login_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tld" text NOT NULL,
	"kind" text NOT NULL,
	"price" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"text_de" text DEFAULT '' NOT NULL,
	"frontpage" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tlds" ADD COLUMN "categories" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tlds" ADD COLUMN "privacy" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tlds" ADD COLUMN "mailbox" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tlds" ADD COLUMN "dnssec" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tlds" ADD COLUMN "trade_price" integer;--> statement-breakpoint
ALTER TABLE "tlds" ADD COLUMN "trustee_price" integer;--> statement-breakpoint
ALTER TABLE "tlds" ADD COLUMN "transfer_authinfo2" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tlds" ADD COLUMN "transfer_quarantine" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tlds" ADD COLUMN "logo_path" text;--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "promotions_tld_idx" ON "promotions" USING btree ("tld");--> statement-breakpoint
CREATE INDEX "promotions_ends_idx" ON "promotions" USING btree ("ends_at");