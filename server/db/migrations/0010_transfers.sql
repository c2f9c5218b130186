CREATE TABLE "domain_transfers" (
	"order_item_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"domain" text NOT NULL,
	"state" text NOT NULL,
	"requested_at" timestamp with time zone,
	"act_by" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "transfer_auth_info" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "privacy_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_transfers" ADD CONSTRAINT "domain_transfers_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_transfers" ADD CONSTRAINT "domain_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_transfers_user_idx" ON "domain_transfers" USING btree ("user_id","order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_transfers_open_domain" ON "domain_transfers" USING btree ("domain") WHERE state in ('requested', 'pending');