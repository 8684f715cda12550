CREATE TABLE "trade_event_hours" (
	"hour" timestamp with time zone NOT NULL,
	"edition" text NOT NULL,
	"state" text NOT NULL,
	"trades" integer NOT NULL,
	"devices" integer NOT NULL,
	"clarified" integer NOT NULL,
	CONSTRAINT "trade_event_hours_hour_edition_state_pk" PRIMARY KEY("hour","edition","state")
);
--> statement-breakpoint
CREATE TABLE "trade_paid_hours" (
	"hour" timestamp with time zone NOT NULL,
	"edition" text NOT NULL,
	"hours_to_paid" integer NOT NULL,
	"trades" integer NOT NULL,
	CONSTRAINT "trade_paid_hours_hour_edition_hours_to_paid_pk" PRIMARY KEY("hour","edition","hours_to_paid")
);
--> statement-breakpoint
CREATE FUNCTION trade_event_rollup_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM trade_event_hours;
	DELETE FROM trade_paid_hours;
	INSERT INTO trade_event_hours (hour, edition, state, trades, devices, clarified)
		SELECT date_trunc('hour', e.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', t.edition, e.state, count(*)::int,
			coalesce(sum(CASE WHEN e.state = 'received' THEN (SELECT coalesce(sum(l.quantity), 0) FROM trade_lines l WHERE l.trade_id = e.trade_id) ELSE 0 END), 0)::int,
			(count(*) FILTER (WHERE e.state = 'inspected' AND EXISTS (SELECT 1 FROM trade_events c WHERE c.trade_id = e.trade_id AND c.state = 'clarification')))::int
		FROM trade_events e JOIN trades t ON t.id = e.trade_id
		GROUP BY 1, 2, 3;
	INSERT INTO trade_paid_hours (hour, edition, hours_to_paid, trades)
		SELECT date_trunc('hour', e.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', t.edition, round(extract(epoch FROM (e.at - r.at)) / 3600)::int, count(*)::int
		FROM trade_events e JOIN trades t ON t.id = e.trade_id
			JOIN LATERAL (SELECT min(x.at) AS at FROM trade_events x WHERE x.trade_id = e.trade_id AND x.state = 'received') r ON r.at IS NOT NULL
		WHERE e.state = 'paid'
		GROUP BY 1, 2, 3;
END;
$$;--> statement-breakpoint
CREATE FUNCTION trade_event_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ed text;
	devs integer := 0;
	bucket timestamptz := date_trunc('hour', NEW.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
	other timestamptz;
BEGIN
	SELECT edition INTO ed FROM trades WHERE id = NEW.trade_id;
	IF ed IS NULL THEN
		RETURN NULL;
	END IF;
	IF NEW.state = 'received' THEN
		SELECT coalesce(sum(quantity), 0) INTO devs FROM trade_lines WHERE trade_id = NEW.trade_id;
	END IF;
	INSERT INTO trade_event_hours (hour, edition, state, trades, devices, clarified) VALUES (bucket, ed, NEW.state, 1, devs, 0)
		ON CONFLICT (hour, edition, state) DO UPDATE SET trades = trade_event_hours.trades + 1, devices = trade_event_hours.devices + EXCLUDED.devices;
	IF NEW.state = 'clarification' THEN
		SELECT max(at) INTO other FROM trade_events WHERE trade_id = NEW.trade_id AND state = 'inspected';
		IF other IS NOT NULL THEN
			UPDATE trade_event_hours SET clarified = clarified + 1
				WHERE hour = date_trunc('hour', other AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AND edition = ed AND state = 'inspected';
		END IF;
	ELSIF NEW.state = 'paid' THEN
		SELECT min(at) INTO other FROM trade_events WHERE trade_id = NEW.trade_id AND state = 'received';
		IF other IS NOT NULL THEN
			INSERT INTO trade_paid_hours (hour, edition, hours_to_paid, trades) VALUES (bucket, ed, round(extract(epoch FROM (NEW.at - other)) / 3600)::int, 1)
				ON CONFLICT (hour, edition, hours_to_paid) DO UPDATE SET trades = trade_paid_hours.trades + 1;
		END IF;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION trade_event_rollup_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM trade_event_rollup_rebuild();
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER trade_events_rollup_insert AFTER INSERT ON trade_events FOR EACH ROW EXECUTE FUNCTION trade_event_rollup_insert();--> statement-breakpoint
CREATE TRIGGER trade_events_rollup_delete AFTER DELETE ON trade_events FOR EACH STATEMENT EXECUTE FUNCTION trade_event_rollup_refresh();--> statement-breakpoint
CREATE TRIGGER trade_events_rollup_update AFTER UPDATE OF trade_id, state, at ON trade_events FOR EACH STATEMENT EXECUTE FUNCTION trade_event_rollup_refresh();--> statement-breakpoint
CREATE TRIGGER trade_events_rollup_truncate AFTER TRUNCATE ON trade_events FOR EACH STATEMENT EXECUTE FUNCTION trade_event_rollup_refresh();--> statement-breakpoint
SELECT trade_event_rollup_rebuild();
