CREATE TABLE "renewal_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"domain" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "trustee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "trustee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "renewal_links" ADD CONSTRAINT "renewal_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_links_token_unique" ON "renewal_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "renewal_links_domain_idx" ON "renewal_links" USING btree ("domain","created_at");