CREATE TABLE "domain_deletions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_id" integer NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"pre_data" jsonb NOT NULL,
	"restored_at" timestamp with time zone,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "domain_lifecycle_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_deletions" ADD CONSTRAINT "domain_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_lifecycle_notices" ADD CONSTRAINT "domain_lifecycle_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_deletions_name_time" ON "domain_deletions" USING btree ("name","deleted_at");--> statement-breakpoint
CREATE INDEX "domain_deletions_user_idx" ON "domain_deletions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_lifecycle_notices_unique" ON "domain_lifecycle_notices" USING btree ("name","expires_at","kind");