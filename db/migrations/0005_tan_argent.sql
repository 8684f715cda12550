CREATE SEQUENCE "public"."guest_account_seq" INCREMENT BY 1 MINVALUE 10000001 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."trade_number_seq" INCREMENT BY 1 MINVALUE 1000001 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "guest_accounts" (
	"guest_account_number" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"edition" text NOT NULL,
	"key" text NOT NULL,
	"trade_id" integer,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_edition_key_pk" PRIMARY KEY("edition","key")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"device_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"breakdown" jsonb NOT NULL,
	"no_offer_reasons" jsonb,
	"condition" text NOT NULL,
	"variant" text NOT NULL,
	"device" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "trade_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"position" integer NOT NULL,
	"offer_id" text NOT NULL,
	"device_id" integer NOT NULL,
	"device_name" text NOT NULL,
	"category" text NOT NULL,
	"manufacturer" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"condition" text NOT NULL,
	"variant" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_number" text DEFAULT 'SB-' || lpad(nextval('trade_number_seq')::text, 7, '0') NOT NULL,
	"edition" text NOT NULL,
	"mode" text NOT NULL,
	"state" text NOT NULL,
	"customer_id" text,
	"guest_account_number" text,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"payment_type" integer NOT NULL,
	"payment_method" text NOT NULL,
	"iban" text,
	"bic" text,
	"account_holder" text,
	"paypal_email" text,
	"voucher_code" text,
	"voucher_bonus_cents" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"tracking_token" text NOT NULL,
	"partner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text NOT NULL,
	"edition" text NOT NULL,
	"kind" text NOT NULL,
	"percent" numeric(5, 2),
	"bonus_cents" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vouchers_edition_code_pk" PRIMARY KEY("edition","code")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_events" ADD CONSTRAINT "trade_events_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_lines" ADD CONSTRAINT "trade_lines_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_lines" ADD CONSTRAINT "trade_lines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_device" ON "offers" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "trade_events_trade" ON "trade_events" USING btree ("trade_id","at");--> statement-breakpoint
CREATE INDEX "trade_lines_trade" ON "trade_lines" USING btree ("trade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trades_trade_number" ON "trades" USING btree ("trade_number");--> statement-breakpoint
CREATE INDEX "trades_customer" ON "trades" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "trades_state_created" ON "trades" USING btree ("state","created_at");