CREATE TABLE "device_register_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"trade_line_id" integer NOT NULL,
	"context" text NOT NULL,
	"imei" text NOT NULL,
	"provider" text NOT NULL,
	"result" text NOT NULL,
	"finding" text,
	"reference" text,
	"details" jsonb,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"location" text,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer,
	"trade_number" text NOT NULL,
	"edition" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"document_type" text,
	"document_number_sealed" text,
	"devices" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"keep_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_inspections" ADD COLUMN "register_status" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "service" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "insured_cents" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "tracking_status" text DEFAULT 'label' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "tracking_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "next_poll_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "poll_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_register_checks" ADD CONSTRAINT "device_register_checks_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_register_checks" ADD CONSTRAINT "device_register_checks_trade_line_id_trade_lines_id_fk" FOREIGN KEY ("trade_line_id") REFERENCES "public"."trade_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_records" ADD CONSTRAINT "seller_records_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_register_checks_line" ON "device_register_checks" USING btree ("trade_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_once" ON "shipment_events" USING btree ("shipment_id","occurred_at","code");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment" ON "shipment_events" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_records_trade_number" ON "seller_records" USING btree ("trade_number");--> statement-breakpoint
CREATE INDEX "seller_records_keep_until" ON "seller_records" USING btree ("keep_until");--> statement-breakpoint
CREATE INDEX "shipments_next_poll" ON "shipments" USING btree ("next_poll_at") WHERE next_poll_at is not null;--> statement-breakpoint
UPDATE "shipments" SET "next_poll_at" = coalesce("created_at", "attempted_at") WHERE "state" = 'created';
