ALTER TABLE "redirects" ADD COLUMN "external" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
-- rows made before the flag with an absolute target were external redirects already
UPDATE "redirects" SET "external" = true WHERE "target" ~* '^https?://';
