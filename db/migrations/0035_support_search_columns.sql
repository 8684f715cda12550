DROP INDEX "trades_support_fold";--> statement-breakpoint
DROP INDEX "customers_support_fold";--> statement-breakpoint
-- Decision 0083: the folded forms are stored, so the search's rechecks read a column instead of calling
-- search_fold (an SQL function that cannot be inlined) for every candidate row. They and their index stay
-- out of the Drizzle schema on purpose: the database derives them, only customer service's search reads them.
ALTER TABLE "trades" ADD COLUMN "support_name" text GENERATED ALWAYS AS (search_fold("first_name" || ' ' || "last_name")) STORED;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "support_email" text GENERATED ALWAYS AS (search_fold("email")) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "support_name" text GENERATED ALWAYS AS (search_fold("first_name" || ' ' || "last_name")) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "support_email" text GENERATED ALWAYS AS (search_fold("email")) STORED;--> statement-breakpoint
CREATE INDEX "trades_support_search" ON "trades" USING gin ("support_name" gin_trgm_ops, "support_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_support_search" ON "customers" USING gin ("support_name" gin_trgm_ops, "support_email" gin_trgm_ops);
