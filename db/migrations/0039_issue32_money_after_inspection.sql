CREATE TABLE "bank_file_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"credit_debit" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"booking_date" date,
	"bank_reference" text,
	"end_to_end_id" text,
	"batch_reference" text,
	"reason_code" text,
	"run_id" integer,
	"run_item_id" integer,
	"details" jsonb,
	"resolved_at" timestamp with time zone,
	"resolved_by_email" text,
	"resolved_note" text,
	CONSTRAINT "bank_file_entries_kind" CHECK ("bank_file_entries"."kind" in ('executed', 'returned', 'known', 'unmatched')),
	CONSTRAINT "bank_file_entries_cd" CHECK ("bank_file_entries"."credit_debit" in ('CRDT', 'DBIT'))
);
--> statement-breakpoint
CREATE TABLE "bank_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"message_id" text,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"imported_by_staff_id" text,
	"imported_by_email" text,
	"entry_count" integer NOT NULL,
	"summary" jsonb NOT NULL,
	CONSTRAINT "bank_files_source" CHECK ("bank_files"."source" in ('upload', 'folder'))
);
--> statement-breakpoint
CREATE TABLE "paypal_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"resource_id" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_run_items" DROP CONSTRAINT "payout_run_items_state";--> statement-breakpoint
ALTER TABLE "payout_runs" DROP CONSTRAINT "payout_runs_state";--> statement-breakpoint
ALTER TABLE "payout_runs" DROP CONSTRAINT "payout_runs_four_eyes";--> statement-breakpoint
DROP INDEX "payout_run_items_one_open";--> statement-breakpoint
ALTER TABLE "payout_run_items" ADD COLUMN "return_code" text;--> statement-breakpoint
ALTER TABLE "payout_run_items" ADD COLUMN "return_source" text;--> statement-breakpoint
ALTER TABLE "payout_run_items" ADD COLUMN "paypal_item_id" text;--> statement-breakpoint
ALTER TABLE "payout_run_items" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD COLUMN "instant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD COLUMN "proposal_key" text;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD COLUMN "released_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD COLUMN "released_by_email" text;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD COLUMN "executed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD COLUMN "executed_file_id" integer;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD COLUMN "paypal_batch_id" text;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD COLUMN "paypal_batch_status" text;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD COLUMN "paypal_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD COLUMN "paypal_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_records" ADD COLUMN "purchase_record_key" text;--> statement-breakpoint
ALTER TABLE "seller_records" ADD COLUMN "purchase_record_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_file_entries" ADD CONSTRAINT "bank_file_entries_file_id_bank_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."bank_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_file_entries_file" ON "bank_file_entries" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "bank_file_entries_open" ON "bank_file_entries" USING btree ("kind") WHERE "bank_file_entries"."kind" = 'unmatched' and "bank_file_entries"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_files_sha256" ON "bank_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "bank_files_imported" ON "bank_files" USING btree ("imported_at");--> statement-breakpoint
CREATE INDEX "payout_run_items_paypal_item" ON "payout_run_items" USING btree ("paypal_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_proposal_key" ON "payout_runs" USING btree ("proposal_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_run_items_one_open" ON "payout_run_items" USING btree ("trade_id") WHERE "payout_run_items"."state" in ('included', 'sent');--> statement-breakpoint
ALTER TABLE "payout_run_items" ADD CONSTRAINT "payout_run_items_state" CHECK ("payout_run_items"."state" in ('included', 'sent', 'paid', 'returned'));--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_state" CHECK ("payout_runs"."state" in ('proposed', 'open', 'confirmed'));--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_four_eyes" CHECK ("payout_runs"."confirmed_by_staff_id" is null or ("payout_runs"."confirmed_by_staff_id" <> "payout_runs"."created_by_staff_id" and "payout_runs"."confirmed_by_staff_id" is distinct from "payout_runs"."released_by_staff_id"));