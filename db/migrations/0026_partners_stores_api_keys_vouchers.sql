CREATE TABLE "partner_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"email" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"store_id" integer,
	"trade_id" integer,
	"amount_cents" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_ref" text,
	"state" text DEFAULT 'issued' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"voucher_validity_days" integer DEFAULT 730 NOT NULL,
	"voucher_prefix" text DEFAULT 'SB' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_stores" ADD CONSTRAINT "partner_stores_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_vouchers" ADD CONSTRAINT "partner_vouchers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_vouchers" ADD CONSTRAINT "partner_vouchers_store_id_partner_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."partner_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_vouchers" ADD CONSTRAINT "partner_vouchers_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_api_keys_hash" ON "partner_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "partner_api_keys_partner" ON "partner_api_keys" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_stores_partner" ON "partner_stores" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_vouchers_partner" ON "partner_vouchers" USING btree ("partner_id","issued_at");--> statement-breakpoint
CREATE INDEX "partner_vouchers_store" ON "partner_vouchers" USING btree ("store_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_vouchers_trade" ON "partner_vouchers" USING btree ("trade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_key" ON "partners" USING btree ("key");--> statement-breakpoint
CREATE INDEX "partners_name" ON "partners" USING btree ("name");