CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"message_en" text NOT NULL,
	"message_de" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "system_bar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "system_bar_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "popups_ends_idx" ON "popups" USING btree ("ends_at");