CREATE INDEX "trade_events_state_at" ON "trade_events" USING btree ("state","at");--> statement-breakpoint
CREATE INDEX "trade_events_at" ON "trade_events" USING btree ("at");