CREATE TABLE "registry_poll_receipts" (
	"registry" text NOT NULL,
	"message_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"handled_at" timestamp with time zone NOT NULL,
	"acked_at" timestamp with time zone,
	CONSTRAINT "registry_poll_receipts_registry_message_id_pk" PRIMARY KEY("registry","message_id")
);
--> statement-breakpoint
CREATE TABLE "registry_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"registry" text NOT NULL,
	"command" text NOT NULL,
	"object" text NOT NULL,
	"cl_trid" text NOT NULL,
	"sv_trid" text,
	"result_code" integer NOT NULL,
	"order_item_id" integer,
	"job_kind" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registry_transactions" ADD CONSTRAINT "registry_transactions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registry_transactions_order_item_idx" ON "registry_transactions" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "registry_transactions_object_idx" ON "registry_transactions" USING btree ("object");