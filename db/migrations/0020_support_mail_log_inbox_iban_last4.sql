CREATE TABLE "mail_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edition" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"trade_number" text,
	"customer_id" text,
	"message_id" text,
	"status" text NOT NULL,
	"resend" jsonb,
	"resent_from" integer
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "iban_last4" text GENERATED ALWAYS AS (right(iban, 4)) STORED;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "iban_last4" text GENERATED ALWAYS AS (right(iban, 4)) STORED;--> statement-breakpoint
CREATE INDEX "mail_log_sent_at" ON "mail_log" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "mail_log_customer" ON "mail_log" USING btree ("customer_id","sent_at");--> statement-breakpoint
CREATE INDEX "mail_log_recipient" ON "mail_log" USING btree ("recipient","sent_at");--> statement-breakpoint
CREATE INDEX "mail_log_trade" ON "mail_log" USING btree ("trade_number");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_email" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "trades_iban_last4" ON "trades" USING btree ("iban_last4");--> statement-breakpoint
CREATE INDEX "trades_email_lower" ON "trades" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "payment_accounts_iban_last4" ON "payment_accounts" USING btree ("iban_last4");