CREATE TABLE "clarification_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"clarification_id" text NOT NULL,
	"trade_line_id" integer NOT NULL,
	"old_offer_id" text NOT NULL,
	"new_offer_id" text,
	"findings" jsonb NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text
);
--> statement-breakpoint
CREATE TABLE "clarifications" (
	"id" text PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trade_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"trade_line_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"tracking_number" text,
	"returned_at" timestamp with time zone,
	"returned_by" text
);
--> statement-breakpoint
ALTER TABLE "clarification_items" ADD CONSTRAINT "clarification_items_clarification_id_clarifications_id_fk" FOREIGN KEY ("clarification_id") REFERENCES "public"."clarifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clarification_items" ADD CONSTRAINT "clarification_items_trade_line_id_trade_lines_id_fk" FOREIGN KEY ("trade_line_id") REFERENCES "public"."trade_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clarification_items" ADD CONSTRAINT "clarification_items_old_offer_id_offers_id_fk" FOREIGN KEY ("old_offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clarification_items" ADD CONSTRAINT "clarification_items_new_offer_id_offers_id_fk" FOREIGN KEY ("new_offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clarifications" ADD CONSTRAINT "clarifications_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_returns" ADD CONSTRAINT "trade_returns_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_returns" ADD CONSTRAINT "trade_returns_trade_line_id_trade_lines_id_fk" FOREIGN KEY ("trade_line_id") REFERENCES "public"."trade_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clarification_items_line" ON "clarification_items" USING btree ("clarification_id","trade_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clarification_items_new_offer" ON "clarification_items" USING btree ("new_offer_id");--> statement-breakpoint
CREATE INDEX "clarification_items_clarification" ON "clarification_items" USING btree ("clarification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clarifications_trade" ON "clarifications" USING btree ("trade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_returns_line" ON "trade_returns" USING btree ("trade_line_id");--> statement-breakpoint
CREATE INDEX "trade_returns_trade" ON "trade_returns" USING btree ("trade_id");