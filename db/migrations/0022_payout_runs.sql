CREATE TABLE "payout_run_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"trade_id" integer NOT NULL,
	"trade_number" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"method" text NOT NULL,
	"creditor_name" text,
	"iban" text,
	"bic" text,
	"paypal_email" text,
	"end_to_end_id" text NOT NULL,
	"state" text DEFAULT 'included' NOT NULL,
	"return_reason" text,
	"returned_at" timestamp with time zone,
	"returned_by_staff_id" text,
	"corrected_at" timestamp with time zone,
	CONSTRAINT "payout_run_items_state" CHECK ("payout_run_items"."state" in ('included', 'paid', 'returned')),
	CONSTRAINT "payout_run_items_amount" CHECK ("payout_run_items"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"filters" jsonb NOT NULL,
	"method" text,
	"state" text DEFAULT 'open' NOT NULL,
	"created_by_staff_id" text NOT NULL,
	"created_by_email" text NOT NULL,
	"confirmed_by_staff_id" text,
	"confirmed_by_email" text,
	"trade_count" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"sepa_message_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "payout_runs_state" CHECK ("payout_runs"."state" in ('open', 'confirmed')),
	CONSTRAINT "payout_runs_four_eyes" CHECK ("payout_runs"."confirmed_by_staff_id" is null or "payout_runs"."confirmed_by_staff_id" <> "payout_runs"."created_by_staff_id")
);
--> statement-breakpoint
ALTER TABLE "payout_run_items" ADD CONSTRAINT "payout_run_items_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_run_items" ADD CONSTRAINT "payout_run_items_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_run_items_end_to_end" ON "payout_run_items" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_run_items_run_trade" ON "payout_run_items" USING btree ("run_id","trade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_run_items_one_open" ON "payout_run_items" USING btree ("trade_id") WHERE "payout_run_items"."state" = 'included';--> statement-breakpoint
CREATE INDEX "payout_run_items_trade" ON "payout_run_items" USING btree ("trade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_message_id" ON "payout_runs" USING btree ("sepa_message_id");--> statement-breakpoint
CREATE INDEX "payout_runs_created" ON "payout_runs" USING btree ("created_at");