CREATE TABLE "seller_identifications" (
	"trade_id" integer PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"document_number_sealed" text,
	"document_number_masked" text,
	"declared_at" timestamp with time zone NOT NULL,
	"recorded_by" text NOT NULL,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "answer_texts" ADD COLUMN "finding" text;--> statement-breakpoint
ALTER TABLE "trade_inspections" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "seller_identifications" ADD CONSTRAINT "seller_identifications_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;