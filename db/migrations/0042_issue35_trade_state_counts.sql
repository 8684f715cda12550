CREATE TABLE "trade_state_counts" (
	"edition" text NOT NULL,
	"partner_id" text NOT NULL,
	"state" text NOT NULL,
	"payment_method" text NOT NULL,
	"trades" integer NOT NULL,
	"priced_trades" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "trade_state_counts_edition_partner_id_state_payment_method_pk" PRIMARY KEY("edition","partner_id","state","payment_method")
);
--> statement-breakpoint
CREATE INDEX "offers_campaign" ON "offers" USING btree ("campaign_id") WHERE campaign_id is not null;--> statement-breakpoint
CREATE INDEX "trades_payout_pending" ON "trades" USING btree ("edition","payment_method","created_at","total_cents","id") WHERE state = 'payout_pending';--> statement-breakpoint
CREATE FUNCTION trade_state_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM trade_state_counts;
	INSERT INTO trade_state_counts (edition, partner_id, state, payment_method, trades, priced_trades, total_cents)
		SELECT edition, coalesce(partner_id, ''), state, payment_method, count(*)::int, (count(*) FILTER (WHERE total_cents > 0))::int, sum(total_cents)
		FROM trades GROUP BY 1, 2, 3, 4;
END;
$$;--> statement-breakpoint
CREATE FUNCTION trade_state_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- the statement's rows as changes, +1 for a new row and -1 for an old one, summed per count; an
	-- update that moves no trade between counts and changes no total nets to nothing and writes nothing
	IF TG_OP = 'INSERT' THEN
		INSERT INTO trade_state_counts (edition, partner_id, state, payment_method, trades, priced_trades, total_cents)
			SELECT edition, partner_id, state, payment_method, sum(n)::int, sum(priced)::int, sum(cents) FROM (
				SELECT edition, coalesce(partner_id, '') AS partner_id, state, payment_method, 1 AS n,
					CASE WHEN total_cents > 0 THEN 1 ELSE 0 END AS priced, total_cents::bigint AS cents FROM new_rows
			) d GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(priced) <> 0 OR sum(cents) <> 0 ORDER BY 1, 2, 3, 4
			ON CONFLICT (edition, partner_id, state, payment_method) DO UPDATE SET
				trades = trade_state_counts.trades + EXCLUDED.trades,
				priced_trades = trade_state_counts.priced_trades + EXCLUDED.priced_trades,
				total_cents = trade_state_counts.total_cents + EXCLUDED.total_cents;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO trade_state_counts (edition, partner_id, state, payment_method, trades, priced_trades, total_cents)
			SELECT edition, partner_id, state, payment_method, sum(n)::int, sum(priced)::int, sum(cents) FROM (
				SELECT edition, coalesce(partner_id, '') AS partner_id, state, payment_method, -1 AS n,
					CASE WHEN total_cents > 0 THEN -1 ELSE 0 END AS priced, -total_cents::bigint AS cents FROM old_rows
			) d GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(priced) <> 0 OR sum(cents) <> 0 ORDER BY 1, 2, 3, 4
			ON CONFLICT (edition, partner_id, state, payment_method) DO UPDATE SET
				trades = trade_state_counts.trades + EXCLUDED.trades,
				priced_trades = trade_state_counts.priced_trades + EXCLUDED.priced_trades,
				total_cents = trade_state_counts.total_cents + EXCLUDED.total_cents;
	ELSE
		INSERT INTO trade_state_counts (edition, partner_id, state, payment_method, trades, priced_trades, total_cents)
			SELECT edition, partner_id, state, payment_method, sum(n)::int, sum(priced)::int, sum(cents) FROM (
				SELECT edition, coalesce(partner_id, '') AS partner_id, state, payment_method, 1 AS n,
					CASE WHEN total_cents > 0 THEN 1 ELSE 0 END AS priced, total_cents::bigint AS cents FROM new_rows
				UNION ALL
				SELECT edition, coalesce(partner_id, ''), state, payment_method, -1,
					CASE WHEN total_cents > 0 THEN -1 ELSE 0 END, -total_cents::bigint FROM old_rows
			) d GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(priced) <> 0 OR sum(cents) <> 0 ORDER BY 1, 2, 3, 4
			ON CONFLICT (edition, partner_id, state, payment_method) DO UPDATE SET
				trades = trade_state_counts.trades + EXCLUDED.trades,
				priced_trades = trade_state_counts.priced_trades + EXCLUDED.priced_trades,
				total_cents = trade_state_counts.total_cents + EXCLUDED.total_cents;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION trade_state_counts_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM trade_state_counts_rebuild();
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER trades_state_counts_insert AFTER INSERT ON trades REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trade_state_counts_apply();--> statement-breakpoint
CREATE TRIGGER trades_state_counts_update AFTER UPDATE ON trades REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trade_state_counts_apply();--> statement-breakpoint
CREATE TRIGGER trades_state_counts_delete AFTER DELETE ON trades REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trade_state_counts_apply();--> statement-breakpoint
CREATE TRIGGER trades_state_counts_truncate AFTER TRUNCATE ON trades FOR EACH STATEMENT EXECUTE FUNCTION trade_state_counts_refresh();--> statement-breakpoint
SELECT trade_state_counts_rebuild();
