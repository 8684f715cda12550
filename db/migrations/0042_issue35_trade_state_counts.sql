CREATE TABLE "trade_state_counts" (
	"edition" text NOT NULL,
	"partner_id" text NOT NULL,
	"state" text NOT NULL,
	"trades" integer NOT NULL,
	CONSTRAINT "trade_state_counts_edition_partner_id_state_pk" PRIMARY KEY("edition","partner_id","state")
);
--> statement-breakpoint
CREATE INDEX "offers_campaign" ON "offers" USING btree ("campaign_id") WHERE campaign_id is not null;--> statement-breakpoint
CREATE INDEX "trades_payout_pending" ON "trades" USING btree ("edition","payment_method","created_at","total_cents","id") WHERE state = 'payout_pending';--> statement-breakpoint
CREATE FUNCTION trade_state_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM trade_state_counts;
	INSERT INTO trade_state_counts (edition, partner_id, state, trades)
		SELECT edition, coalesce(partner_id, ''), state, count(*)::int FROM trades GROUP BY 1, 2, 3;
END;
$$;--> statement-breakpoint
CREATE FUNCTION trade_state_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO trade_state_counts (edition, partner_id, state, trades)
			SELECT edition, coalesce(partner_id, ''), state, count(*)::int FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
			ON CONFLICT (edition, partner_id, state) DO UPDATE SET trades = trade_state_counts.trades + EXCLUDED.trades;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO trade_state_counts (edition, partner_id, state, trades)
			SELECT edition, coalesce(partner_id, ''), state, -count(*)::int FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
			ON CONFLICT (edition, partner_id, state) DO UPDATE SET trades = trade_state_counts.trades + EXCLUDED.trades;
	ELSE
		-- an update that moves no trade between states, editions or partners changes nothing here
		INSERT INTO trade_state_counts (edition, partner_id, state, trades)
			SELECT edition, partner_id, state, sum(n)::int FROM (
				SELECT edition, coalesce(partner_id, '') AS partner_id, state, 1 AS n FROM new_rows
				UNION ALL SELECT edition, coalesce(partner_id, ''), state, -1 FROM old_rows
			) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
			ON CONFLICT (edition, partner_id, state) DO UPDATE SET trades = trade_state_counts.trades + EXCLUDED.trades;
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
