CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"destination" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"gateway_refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway_token" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_reference" ON "payment_refunds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_refunds_key" ON "sandbox_gateway_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_refunds_token_idx" ON "sandbox_gateway_refunds" USING btree ("gateway_token");