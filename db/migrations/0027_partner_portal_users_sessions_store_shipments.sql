CREATE TABLE "partner_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_users" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"store_id" integer,
	"email" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text,
	"roles" text[] NOT NULL,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" integer,
	"active" boolean DEFAULT true NOT NULL,
	"invited_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_shipment_trades" (
	"shipment_id" integer NOT NULL,
	"trade_id" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"store_id" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "partner_sessions" ADD CONSTRAINT "partner_sessions_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_user_tokens" ADD CONSTRAINT "partner_user_tokens_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_users" ADD CONSTRAINT "partner_users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_users" ADD CONSTRAINT "partner_users_store_id_partner_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."partner_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_shipment_trades" ADD CONSTRAINT "store_shipment_trades_shipment_id_store_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."store_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_shipment_trades" ADD CONSTRAINT "store_shipment_trades_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_shipments" ADD CONSTRAINT "store_shipments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_shipments" ADD CONSTRAINT "store_shipments_store_id_partner_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."partner_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_sessions_token" ON "partner_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "partner_sessions_user" ON "partner_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_user_tokens_hash" ON "partner_user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "partner_user_tokens_user" ON "partner_user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_users_email" ON "partner_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "partner_users_partner" ON "partner_users" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_shipment_trades_trade" ON "store_shipment_trades" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "store_shipment_trades_shipment" ON "store_shipment_trades" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "store_shipments_store" ON "store_shipments" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "store_shipments_partner" ON "store_shipments" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_store_created" ON "trades" USING btree ("store_id","created_at");