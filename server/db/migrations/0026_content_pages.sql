CREATE TABLE "content_page_versions" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author" text DEFAULT 'seed' NOT NULL,
	CONSTRAINT "content_page_versions_slug_language_version_pk" PRIMARY KEY("slug","language","version")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_language_pk" PRIMARY KEY("slug","language")
);
