CREATE TABLE "support_status" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "support_status_single_row" CHECK ("support_status"."id" = 1)
);
