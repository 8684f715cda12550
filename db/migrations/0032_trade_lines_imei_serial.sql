ALTER TABLE "trade_lines" ADD COLUMN "imei" text;--> statement-breakpoint
ALTER TABLE "trade_lines" ADD COLUMN "serial" text;