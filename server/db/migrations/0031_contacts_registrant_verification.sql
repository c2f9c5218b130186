CREATE TABLE "contact_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "role" text DEFAULT 'registrant' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "org" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "street" text[];--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "state_or_province" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "verification_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_holds" ADD CONSTRAINT "contact_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_holds_open_idx" ON "contact_holds" USING btree ("name","email") WHERE lifted_at is null;--> statement-breakpoint
CREATE INDEX "contact_holds_user_idx" ON "contact_holds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contacts_deadline_idx" ON "contacts" USING btree ("verification_deadline");