CREATE TABLE "trade_inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"trade_line_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"differences" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"price_cents" integer NOT NULL,
	"new_offer_id" text,
	"no_offer_reasons" jsonb,
	"imei" text,
	"serial" text,
	"notes" text,
	"erasure_method" text NOT NULL,
	"erasure_tool" text NOT NULL,
	"erasure_result" text NOT NULL,
	"certificate_number" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_email" text NOT NULL,
	"inspected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"trade_line_id" integer NOT NULL,
	"web_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"staff_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_inspections" ADD CONSTRAINT "trade_inspections_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_inspections" ADD CONSTRAINT "trade_inspections_trade_line_id_trade_lines_id_fk" FOREIGN KEY ("trade_line_id") REFERENCES "public"."trade_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_inspections" ADD CONSTRAINT "trade_inspections_new_offer_id_offers_id_fk" FOREIGN KEY ("new_offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_photos" ADD CONSTRAINT "trade_photos_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_photos" ADD CONSTRAINT "trade_photos_trade_line_id_trade_lines_id_fk" FOREIGN KEY ("trade_line_id") REFERENCES "public"."trade_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_inspections_line" ON "trade_inspections" USING btree ("trade_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_inspections_certificate" ON "trade_inspections" USING btree ("certificate_number");--> statement-breakpoint
CREATE INDEX "trade_inspections_trade" ON "trade_inspections" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "trade_photos_line" ON "trade_photos" USING btree ("trade_line_id");