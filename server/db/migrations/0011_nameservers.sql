CREATE TABLE "registry_hosts" (
	"name" text PRIMARY KEY NOT NULL,
	"registrar_id" text NOT NULL,
	"superordinate_domain" text,
	"addresses" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nameserver_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"nameservers" text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nameserver_templates" ADD CONSTRAINT "nameserver_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registry_hosts_superordinate_idx" ON "registry_hosts" USING btree ("superordinate_domain");--> statement-breakpoint
CREATE INDEX "nameserver_templates_user_idx" ON "nameserver_templates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nameserver_templates_user_name_idx" ON "nameserver_templates" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "nameserver_templates_one_default_idx" ON "nameserver_templates" USING btree ("user_id") WHERE "nameserver_templates"."is_default";--> statement-breakpoint
CREATE INDEX "registry_domains_nameservers_idx" ON "registry_domains" USING gin ("nameservers");