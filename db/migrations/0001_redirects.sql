CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"source_path" text NOT NULL,
	"target" text NOT NULL,
	"status" integer DEFAULT 301 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_edition_source" ON "redirects" USING btree ("edition","source_path");