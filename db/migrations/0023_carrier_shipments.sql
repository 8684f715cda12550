CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"kind" text NOT NULL,
	"trade_return_id" integer,
	"carrier" text NOT NULL,
	"state" text NOT NULL,
	"tracking_number" text,
	"label_key" text,
	"attempted_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_trade_return_id_trade_returns_id_fk" FOREIGN KEY ("trade_return_id") REFERENCES "public"."trade_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_shipping_label" ON "shipments" USING btree ("trade_id") WHERE kind = 'shipping';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_return_label" ON "shipments" USING btree ("trade_return_id");--> statement-breakpoint
CREATE INDEX "shipments_trade" ON "shipments" USING btree ("trade_id");