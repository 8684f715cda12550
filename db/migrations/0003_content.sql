CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"key" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"markdown" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_edition_slug" ON "content_pages" USING btree ("edition","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_edition_key" ON "content_pages" USING btree ("edition","key");