CREATE TABLE "calibration_cells" (
	"category_id" text NOT NULL,
	"series_id" text NOT NULL,
	"channel" text NOT NULL,
	"question_code" text NOT NULL,
	"customer_answer_code" text NOT NULL,
	"inspector_answer_code" text NOT NULL,
	"direction" text NOT NULL,
	"devices" integer NOT NULL,
	"moved_cents" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calibration_cells_category_id_series_id_channel_question_code_customer_answer_code_inspector_answer_code_pk" PRIMARY KEY("category_id","series_id","channel","question_code","customer_answer_code","inspector_answer_code")
);
--> statement-breakpoint
CREATE TABLE "calibration_customers" (
	"customer_key" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"customer_id" text,
	"trades" integer NOT NULL,
	"overstated_trades" integer NOT NULL,
	"moved_cents" integer NOT NULL,
	"last_trade_at" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_figures" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"paid_count" integer NOT NULL,
	"at_offer_count" integer NOT NULL,
	"median_days_to_money" numeric(6, 1),
	"top_question_code" text,
	"top_answer_code" text,
	"top_deduction_count" integer,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" text NOT NULL,
	"edition" text NOT NULL,
	"email" text NOT NULL,
	"reminder_consent" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"reminder_due_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"reminder_skipped" text,
	"withdraw_token_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"device_id" integer NOT NULL,
	"email" text NOT NULL,
	"target_cents" integer,
	"price_at_start_cents" integer NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"fired_at" timestamp with time zone,
	"fired_price_cents" integer,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "self_test" jsonb;--> statement-breakpoint
ALTER TABLE "trade_inspections" ADD COLUMN "price_rise_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_inspections" ADD COLUMN "verify_code" text;--> statement-breakpoint
ALTER TABLE "trade_inspections" ADD COLUMN "certificate_signature" text;--> statement-breakpoint
ALTER TABLE "model_figures" ADD CONSTRAINT "model_figures_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_mails" ADD CONSTRAINT "offer_mails_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calibration_cells_question" ON "calibration_cells" USING btree ("question_code","category_id");--> statement-breakpoint
CREATE INDEX "calibration_customers_overstated" ON "calibration_customers" USING btree ("overstated_trades");--> statement-breakpoint
CREATE INDEX "offer_mails_offer" ON "offer_mails" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_mails_email" ON "offer_mails" USING btree (lower("email"),"sent_at");--> statement-breakpoint
CREATE INDEX "offer_mails_reminder_due" ON "offer_mails" USING btree ("reminder_due_at") WHERE "offer_mails"."reminder_due_at" is not null and "offer_mails"."reminded_at" is null and "offer_mails"."reminder_skipped" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_mails_withdraw" ON "offer_mails" USING btree ("withdraw_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_confirm" ON "price_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_unsubscribe" ON "price_alerts" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "price_alerts_email" ON "price_alerts" USING btree (lower("email"),"status");--> statement-breakpoint
CREATE INDEX "price_alerts_active" ON "price_alerts" USING btree ("edition","device_id") WHERE "price_alerts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "trade_inspections_verify_code" ON "trade_inspections" USING btree ("verify_code");