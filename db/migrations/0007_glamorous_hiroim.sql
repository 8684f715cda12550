CREATE TABLE "client_ids" (
	"hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "controlling_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"client_id" text,
	"application_id" text NOT NULL,
	"url" text NOT NULL,
	"event_name" text NOT NULL,
	"condition_id" text,
	"currency" text,
	"device_id" text,
	"revenue_cents" integer,
	"product_name" text,
	"offer_id" text,
	"trade_id" text,
	"category" text,
	"voucher_code" text,
	"voucher_value_cents" integer,
	"params" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "controlling_events_event_created" ON "controlling_events" USING btree ("event_name","created_at");--> statement-breakpoint
CREATE INDEX "controlling_events_client" ON "controlling_events" USING btree ("client_id");