ALTER TABLE "idempotency_keys" ADD COLUMN "scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_edition_key_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_edition_scope_key_pk" PRIMARY KEY("edition","scope","key");--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "max_uses_per_customer" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "max_uses" integer;--> statement-breakpoint
UPDATE "vouchers" SET "max_uses" = 10000 WHERE "code" IN ('WELCOME10', 'WILLKOMMEN10', 'SERVUS15', 'BIENVENIDO10', 'BIENVENUE10', 'BENVENUTO5');--> statement-breakpoint
CREATE UNIQUE INDEX "trade_lines_offer" ON "trade_lines" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "trades_voucher" ON "trades" USING btree ("edition","voucher_code");
