CREATE SEQUENCE "public"."b2b_quote_number_seq" INCREMENT BY 1 MINVALUE 100001 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "b2b_quote_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"row" integer NOT NULL,
	"input" jsonb NOT NULL,
	"status" text NOT NULL,
	"device_id" integer,
	"confidence" real,
	"candidates" jsonb,
	"matched_by" text,
	"grade" text NOT NULL,
	"quantity" integer NOT NULL,
	"imei" text,
	"serial" text,
	"identifier_problem" text,
	"base_price_cents" integer,
	"unit_price_cents" integer,
	"total_cents" integer,
	"offer_id" text,
	CONSTRAINT "b2b_quote_rows_status" CHECK ("b2b_quote_rows"."status" in ('matched', 'ask', 'unpriced')),
	CONSTRAINT "b2b_quote_rows_grade" CHECK ("b2b_quote_rows"."grade" in ('A', 'B', 'C', 'D'))
);
--> statement-breakpoint
CREATE TABLE "b2b_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"number" text DEFAULT 'Q-' || lpad(nextval('b2b_quote_number_seq')::text, 6, '0') NOT NULL,
	"edition" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"source" text NOT NULL,
	"client_key" text NOT NULL,
	"company_id" integer,
	"created_by" text,
	"lead_id" integer,
	"account_manager_id" text,
	"columns" jsonb,
	"volume" jsonb,
	"unit_count" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"trade_id" integer,
	CONSTRAINT "b2b_quotes_state" CHECK ("b2b_quotes"."state" in ('open', 'accepted', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	"vat_id" text,
	"vat_status" text DEFAULT 'unchecked' NOT NULL,
	"vat_checked_at" timestamp with time zone,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"invoicing" text DEFAULT 'credit_note' NOT NULL,
	"account_manager_id" text,
	"lead_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_vat_status" CHECK ("companies"."vat_status" in ('unchecked', 'valid', 'invalid')),
	CONSTRAINT "companies_invoicing" CHECK ("companies"."invoicing" in ('credit_note', 'invoice'))
);
--> statement-breakpoint
CREATE TABLE "company_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"lead_id" integer,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	CONSTRAINT "company_invites_role" CHECK ("company_invites"."role" in ('owner', 'member'))
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"company_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_customer_id_pk" PRIMARY KEY("company_id","customer_id"),
	CONSTRAINT "company_members_role" CHECK ("company_members"."role" in ('owner', 'member'))
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text,
	"series" text,
	"seq" integer,
	"vat_treatment" text NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"seller_vat_id" text,
	"buyer_vat_id" text NOT NULL,
	"content" jsonb NOT NULL,
	"seller_invoice_number" text,
	"document_key" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_kind" CHECK ("credit_notes"."kind" in ('credit_note', 'seller_invoice')),
	CONSTRAINT "credit_notes_vat_treatment" CHECK ("credit_notes"."vat_treatment" in ('domestic', 'intra_eu', 'non_eu'))
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickups" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"day" date NOT NULL,
	"window_from" text NOT NULL,
	"window_to" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"carrier" text,
	"reference" text,
	"address" jsonb NOT NULL,
	"parcels" integer DEFAULT 1 NOT NULL,
	"failure" text,
	"booked_at" timestamp with time zone,
	"booked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickups_state" CHECK ("pickups"."state" in ('requested', 'booked', 'own_freight', 'failed', 'cancelled'))
);
--> statement-breakpoint
DROP INDEX "trade_lines_offer";--> statement-breakpoint
ALTER TABLE "trade_lines" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "trade_lines" ADD COLUMN "unit_of_line_id" integer;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "b2b_quote_id" integer;--> statement-breakpoint
ALTER TABLE "b2b_leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "b2b_leads" ADD COLUMN "account_manager_id" text;--> statement-breakpoint
ALTER TABLE "b2b_quote_rows" ADD CONSTRAINT "b2b_quote_rows_quote_id_b2b_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."b2b_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2b_quotes" ADD CONSTRAINT "b2b_quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2b_quotes" ADD CONSTRAINT "b2b_quotes_lead_id_b2b_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."b2b_leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2b_quotes" ADD CONSTRAINT "b2b_quotes_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_lead_id_b2b_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."b2b_leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_lead_id_b2b_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."b2b_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "b2b_quote_rows_row" ON "b2b_quote_rows" USING btree ("quote_id","row");--> statement-breakpoint
CREATE UNIQUE INDEX "b2b_quotes_public_id" ON "b2b_quotes" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "b2b_quotes_number" ON "b2b_quotes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "b2b_quotes_company" ON "b2b_quotes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "b2b_quotes_state_created" ON "b2b_quotes" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "b2b_quotes_client_created" ON "b2b_quotes" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "companies_account_manager" ON "companies" USING btree ("account_manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invites_token" ON "company_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_invites_company" ON "company_invites" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_customer" ON "company_members" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_trade" ON "credit_notes" USING btree ("trade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_series_seq" ON "credit_notes" USING btree ("series","seq");--> statement-breakpoint
CREATE INDEX "credit_notes_company" ON "credit_notes" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pickups_trade" ON "pickups" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "pickups_state_day" ON "pickups" USING btree ("state","day");--> statement-breakpoint
CREATE INDEX "trades_company_created" ON "trades" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "b2b_leads_status_created" ON "b2b_leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_lines_offer" ON "trade_lines" USING btree ("offer_id") WHERE "trade_lines"."unit_of_line_id" is null;