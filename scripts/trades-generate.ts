/**
 * `npm run trades:generate -- --trades 100000`: adds that many trades to the configured database
 * (DATA_DIR's embedded database, or DATABASE_URL), in every state with the events of a plausible
 * life (created by the customer, received and inspected by the inspector, paid by payout, returned
 * by support, cancelled by the customer, expired by the system), for the back-office benchmark and
 * for trying the back office. Each trade has one line with its own offer of a seeded device.
 * Batched: one statement per 5,000 trades. `created` trades are from the last 25 days, the others
 * from the last year. Stop the server first when it uses the embedded database.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client.server.ts";
import { applyIdOffsets } from "../db/id-offsets.server.ts";
import { seedIfEmpty } from "../db/seed/index.server.ts";
import { rows } from "../core/shared/index.server.ts";
import { scheduleMissingDeadlines } from "../core/trade/index.server.ts";
import { loadConfig } from "../server/config/config.server.ts";

const args = process.argv.slice(2);
const at = args.indexOf("--trades");
const target = at >= 0 ? Number(args[at + 1]) : NaN;
if (!Number.isInteger(target) || target < 1 || target > 5_000_000) {
  console.error("usage: npm run trades:generate -- --trades <1..5000000>");
  process.exit(2);
}
const BATCH = 5000;

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
// a browser test's fresh database (decision 0073): each table's ids from an offset of their own
if (config.TEST_ID_OFFSETS === "1" && config.NODE_ENV !== "production") await applyIdOffsets(database.db);
await seedIfEmpty(database.db);
const db = database.db;
const started = performance.now();
const runId = Date.now().toString(36);

/*
 * State weights (out of 20) and each state's path of events with its actor and reason. The
 * events follow the state machine (core/trade/states.ts); actors: customer, staff by role, system.
 */
const statesSql = sql`array['paid','paid','paid','paid','paid','paid','paid','created','created','created','received','received',
  'inspected','payout_pending','payout_pending','clarification','return_requested','returned','cancelled','expired']`;

/*
 * A bulk load without triggers (decision 0136): the dashboard's hourly rollups (decision 0092) and
 * the queue's counts per state are rebuilt once at the end instead of updated per event, and
 * foreign keys are not re-checked row by row (the statement writes the rows they point to). That
 * needs a superuser (`session_replication_role`, set per transaction); another role loads with the
 * triggers on, slower.
 */
const [role] = await rows<{ superuser: boolean }>(db, sql`select current_setting('is_superuser') = 'on' as superuser`);
const bulk = role!.superuser;

for (let done = 0; done < target; done += BATCH) {
  const n = Math.min(BATCH, target - done);
  await db.transaction(async (tx) => {
    if (bulk) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
    with dev as (
      select array_agg(id order by id) as ids, array_agg(name order by id) as names, array_agg(slug order by id) as slugs,
        array_agg(category_id order by id) as cats, array_agg(manufacturer_id order by id) as makers
      from (select id, name, slug, category_id, manufacturer_id from devices where not generated order by id limit 300) d
    ), src as (
      select i,
        (array['de','at','es','fr','it','en'])[1 + i % 6] as edition,
        (array['DE','AT','ES','FR','IT','GB'])[1 + i % 6] as country,
        (${statesSql})[1 + floor(random() * 20)::int] as state,
        1 + floor(random() * (select cardinality(ids) from dev))::int as d,
        (4000 + floor(random() * 60000))::int as price,
        random() as r
      from generate_series(1, ${n}::int) as i
    ), rows as (
      select s.*, dev.ids[s.d] as device_id, dev.names[s.d] as device_name, dev.slugs[s.d] as slug, dev.cats[s.d] as category, dev.makers[s.d] as maker,
        now() - (case when s.state = 'created' then s.r * interval '25 days' else interval '31 days' + s.r * interval '330 days' end) as created_at,
        'gen-' || ${runId}::text || '-' || ${done}::int || '-' || s.i as offer_id
      from src s, dev
    ), o as (
      insert into offers (id, edition, device_id, answers, price_cents, breakdown, condition, variant, device, created_at, valid_until)
      select offer_id, edition, device_id, '[]'::jsonb, price, jsonb_build_object('basePriceCents', price, 'lines', '[]'::jsonb), 'excellent', 'generated',
        jsonb_build_object('name', device_name, 'slug', slug, 'category', category, 'manufacturer', maker), created_at, created_at + interval '14 days'
      from rows returning id
    ), t as (
      insert into trades (edition, mode, state, email, first_name, last_name, street, house_number, zip, city, country,
        payment_type, payment_method, iban, account_holder, subtotal_cents, total_cents, tracking_token, created_at)
      select edition, 'default', state, 'kunde' || ${runId}::text || '.' || ${done}::int || '.' || i || '@example.com',
        (array['Erika','Max','Maria','Luca','Camille','Lucía','Oliver','Anna'])[1 + i % 8],
        (array['Mustermann','Rossi','Martin','García','Smith','Huber','Bianchi','Dubois'])[1 + (i / 8) % 8],
        'Hauptstraße', (1 + i % 99)::text, lpad((10000 + i % 89999)::text, 5, '0'), 'Berlin', country,
        13, 'sepa', 'DE89370400440532013000', 'Generated Customer', price, price, md5(offer_id), created_at
      from rows order by i
      returning id, state, created_at, subtotal_cents, tracking_token
    ), tl as (
      insert into trade_lines (trade_id, position, offer_id, device_id, device_name, category, manufacturer, quantity, price_cents, line_total_cents, answers, condition, variant)
      select t.id, 0, r.offer_id, r.device_id, r.device_name, r.category, r.maker, 1, r.price, r.price, '[]'::jsonb, 'excellent', 'generated'
      from t join rows r on md5(r.offer_id) = t.tracking_token
      returning 1
    ), paths as (
      select * from (values
        ('created', array['created']), ('received', array['created','received']), ('inspected', array['created','received','inspected']),
        ('payout_pending', array['created','received','inspected','payout_pending']), ('paid', array['created','received','inspected','payout_pending','paid']),
        ('clarification', array['created','received','inspected','clarification']),
        ('return_requested', array['created','received','inspected','clarification','return_requested']),
        ('returned', array['created','received','inspected','clarification','return_requested','returned']),
        ('cancelled', array['created','cancelled']), ('expired', array['created','expired'])
      ) as p(state, steps)
    ), actors as (
      select * from (values
        ('created', 'customer', null, 'checkout'), ('received', 'staff', 'inspector', 'parcelReceived'), ('inspected', 'staff', 'inspector', 'inspected'),
        ('payout_pending', 'staff', 'inspector', 'asDescribed'), ('paid', 'staff', 'payout', 'payoutRun'), ('clarification', 'staff', 'inspector', 'conditionDiffers'),
        ('return_requested', 'customer', null, 'returnRequested'), ('returned', 'staff', 'support', 'returned'),
        ('cancelled', 'customer', null, 'cancelledByCustomer'), ('expired', 'system', null, 'noParcel')
      ) as a(state, actor, role, reason)
    )
    insert into trade_events (trade_id, state, at, actor, actor_role, reason)
    select t.id, step.s, case when step.s = 'expired' then t.created_at + interval '31 days' else t.created_at + (step.k - 1) * interval '2 days' end,
      a.actor, a.role, a.reason
    from t join paths p on p.state = t.state
      cross join lateral unnest(p.steps) with ordinality as step(s, k)
      join actors a on a.state = step.s
      where (select count(*) from tl) >= 0 and (select count(*) from o) >= 0`);
  });
  process.stdout.write(`\r${Math.min(done + BATCH, target)} / ${target} trades`);
}
if (bulk) {
  await db.execute(sql`select trade_event_rollup_rebuild()`);
  await db.execute(sql`select trade_state_counts_rebuild()`);
}
// After a bulk load: fresh statistics and the visibility map (index-only scans for the queue's
// counts per state); PostgreSQL's autovacuum would do this later, the embedded database never does.
await db.execute(sql`vacuum analyze trades`);
await db.execute(sql`vacuum analyze trade_lines`);
await db.execute(sql`vacuum analyze trade_events`);
const scheduled = await scheduleMissingDeadlines(db, new Date());
const [counted] = await rows<{ total: number }>(db, sql`select count(*)::int as total from trades`);
const total = counted!.total;
console.log(
  `\n${target} trades generated in ${Math.round(performance.now() - started)} ms (${database.kind}); ${total} trades in all; deadline jobs for ${scheduled} created trades`,
);
await database.close();
