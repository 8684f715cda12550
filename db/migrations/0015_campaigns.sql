CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manufacturer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kind" text NOT NULL,
	"percent" numeric(5, 2),
	"fixed_cents" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "campaign" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "campaign_bonus_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_lines" ADD COLUMN "campaign_bonus_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_lines" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "trade_lines" ADD COLUMN "campaign_name" text;--> statement-breakpoint
CREATE INDEX "campaigns_edition_ends" ON "campaigns" USING btree ("edition","ends_at");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_lines" ADD CONSTRAINT "trade_lines_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;