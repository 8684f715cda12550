/**
 * Time to money (issue 32, decision 0111): a month of payouts simulated with an injected clock on
 * an embedded database (PGlite in memory, migrated; `--postgres` uses a fresh PostgreSQL database
 * at TEST_DATABASE_URL instead), through the real code: the schedule's proposals
 * (`proposePayoutRuns` at each slot of PAYOUT_RUN_TIMES, with `--instant` as PAYOUT_INSTANT=on),
 * a clerk's release (`releasePayoutRun`) and another clerk's confirmation (`confirmPayoutRun`, four
 * eyes), with the 24-hour hold after an account change as the runs apply it.
 *
 * Assumptions (each a flag):
 * - `--trades 10000` trades reach `payout_pending` in the month `--month 2026-12`, spread evenly
 *   over the editions (as `npm run trades:generate` spreads them) and over each edition's working
 *   days (payout calendar: TARGET2 closing days and the edition's public holidays), at a uniform
 *   time between 8:00 and 18:00 in the edition's zone (inspection passed = payout_pending).
 * - `--paypal-share 0.3` of them are paid out by PayPal, the rest by SEPA; amounts 40 to 640 EUR.
 * - `--hold-share 0.02` of the customers changed their payout account in the 24 hours before the
 *   inspection (uniformly), so the runs hold the trade until 24 hours after the change.
 * - `--release-min 20` and `--confirm-min 40`: a payout clerk releases each proposal that many
 *   minutes after its slot, a second clerk confirms it as sent that many minutes after the slot.
 * - `--times 10:00,15:00`: the run times (PAYOUT_RUN_TIMES); `--instant`: SEPA proposals are
 *   instant runs (limit `--instant-limit-eur 100000`).
 * - `--seed 32`: the pseudo-random numbers (the same seed, the same month).
 * The month is followed by `--drain-days 10` days of slots, so that the month's last trades are
 * paid too. "Paid within one working day of inspection": `workingHoursBetween(inspectedAt,
 * paidAt, edition) <= 24` (core/payout/calendar.ts), paidAt = the confirmation.
 *
 * Usage: npm run bench:time-to-money [-- --trades 10000 --month 2026-12 --instant --postgres]
 */
import { sql } from "drizzle-orm";
import { DEADLINE_TIME_ZONES, EDITIONS, zonedTime, type EditionId, type LocalDate } from "../core/editions/index.ts";
import {
  confirmPayoutRun,
  isWorkingDay,
  parseRunTimes,
  payoutSchedule,
  proposePayoutRuns,
  releasePayoutRun,
  slotsOn,
  workingHoursBetween,
} from "../core/payout/index.server.ts";
import { rows } from "../core/shared/index.server.ts";
import { openDatabase } from "../db/client.server.ts";
import { benchArgs } from "./args.ts";
import { fmt, freshPgDatabase } from "./lib.ts";

const args = benchArgs();
const tradeCount = args.number("trades", 10_000);
const month = args.text("month", "2026-12");
const paypalShare = args.number("paypal-share", 0.3);
const holdShare = args.number("hold-share", 0.02);
const releaseMin = args.number("release-min", 20);
const confirmMin = args.number("confirm-min", 40);
const drainDays = args.number("drain-days", 10);
const instant = args.flag("instant");
const instantLimitEur = args.number("instant-limit-eur", 100_000);
const times = parseRunTimes(args.text("times", "10:00,15:00"));
const seed = args.number("seed", 32);
const GOAL = 0.95;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** mulberry32: a small seeded generator, so a run can be repeated. */
function random(seedValue: number): () => number {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const [year, monthNo] = month.split("-").map(Number) as [number, number];
if (!year || !monthNo || monthNo > 12) throw new Error(`--month must be YYYY-MM, not ${month}`);
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const dayOf = (offset: number): LocalDate => {
  const d = new Date(Date.UTC(year, monthNo - 1, 1 + offset));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
const monthDays = Array.from({ length: daysIn(year, monthNo) }, (_, i) => dayOf(i));
const slotDays = Array.from({ length: monthDays.length + drainDays }, (_, i) => dayOf(i));

interface SimTrade {
  key: string;
  edition: EditionId;
  method: "sepa" | "paypal";
  inspectedAt: Date;
  amountCents: number;
  changedAt: Date | null;
}

// the month's trades: edition, working day, time of day, method, amount, an account change or not
const rand = random(seed);
const workingDays = Object.fromEntries(EDITIONS.map((e) => [e, monthDays.filter((d) => isWorkingDay(e, d))])) as Record<
  EditionId,
  LocalDate[]
>;
const planned: SimTrade[] = Array.from({ length: tradeCount }, (_, i) => {
  const edition = EDITIONS[i % EDITIONS.length]!;
  const days = workingDays[edition];
  const day = days[Math.floor(rand() * days.length)]!;
  const inspectedAt = new Date(zonedTime(day, 8, DEADLINE_TIME_ZONES[edition]).getTime() + Math.floor(rand() * 10 * HOUR));
  const method: SimTrade["method"] = rand() < paypalShare ? "paypal" : "sepa";
  const changedAt = rand() < holdShare ? new Date(inspectedAt.getTime() - Math.floor(rand() * 24 * HOUR)) : null;
  return { key: `ttm-${seed}-${i}`, edition, method, inspectedAt, amountCents: 4000 + Math.floor(rand() * 60_000), changedAt };
}).sort((a, b) => a.inspectedAt.getTime() - b.inspectedAt.getTime());

const pg = args.flag("postgres") ? await freshPgDatabase("ttm") : null;
if (args.flag("postgres") && !pg) throw new Error("--postgres: no PostgreSQL server at TEST_DATABASE_URL");
const database = await openDatabase(pg ? { databaseUrl: pg.url } : { dataDir: "memory://" });
await database.migrate();
const db = database.db;

/** Puts the trades inspected by `until` into payout_pending (their customers' account changes too). */
let inserted = 0;
async function arrive(until: Date): Promise<void> {
  let end = inserted;
  while (end < planned.length && planned[end]!.inspectedAt.getTime() <= until.getTime()) end++;
  for (let from = inserted; from < end; from += 1000) {
    const batch = planned.slice(from, Math.min(end, from + 1000)).map((t) => ({
      key: t.key,
      edition: t.edition,
      method: t.method,
      at: t.inspectedAt.toISOString(),
      cents: t.amountCents,
      changed: t.changedAt?.toISOString() ?? null,
    }));
    const json = JSON.stringify(batch);
    await db.execute(sql`
      insert into customers (id, email, username, first_name, last_name, locale, edition, password_hash, payout_changed_at)
      select x.key, x.key || '@example.com', x.key, 'Erika', 'Mustermann', 'de', x.edition, 'bench', x.changed::timestamptz
      from json_to_recordset(${json}::json) as x(key text, edition text, changed text) where x.changed is not null`);
    await db.execute(sql`
      insert into trades (edition, mode, state, email, first_name, last_name, street, house_number, zip, city, country,
        payment_type, payment_method, iban, account_holder, paypal_email, subtotal_cents, total_cents, tracking_token, customer_id, created_at)
      select x.edition, 'default', 'payout_pending', x.key || '@example.com', 'Erika', 'Mustermann', 'Hauptstraße', '1', '10115', 'Berlin', 'DE',
        case when x.method = 'paypal' then 2 else 13 end, x.method,
        case when x.method = 'sepa' then 'DE89370400440532013000' end, case when x.method = 'sepa' then 'Erika Mustermann' end,
        case when x.method = 'paypal' then 'pp.' || x.key || '@example.com' end,
        x.cents, x.cents, x.key, (select c.id from customers c where c.id = x.key), x.at::timestamptz - interval '3 days'
      from json_to_recordset(${json}::json) as x(key text, edition text, method text, at text, cents int)`);
    await db.execute(sql`
      insert into trade_events (trade_id, state, at, actor, actor_role, reason)
      select t.id, 'payout_pending', x.at::timestamptz, 'staff', 'inspector', 'asDescribed'
      from json_to_recordset(${json}::json) as x(key text, at text) join trades t on t.tracking_token = x.key`);
  }
  inserted = end;
}

type SimEvent = { at: Date; kind: "slot" } | { at: Date; kind: "release" | "confirm"; runIds: number[] };
const schedule = payoutSchedule(times);
const slotInstants = new Set<number>();
for (const edition of EDITIONS)
  for (const day of slotDays) for (const slot of slotsOn(edition, day, schedule)) slotInstants.add(slot.at.getTime());
const events: SimEvent[] = [...slotInstants].map((ms) => ({ at: new Date(ms), kind: "slot" as const }));
const clerkA = { id: "bench-clerk-a", email: "clerk.a@staff.example", role: "payout" };
const clerkB = { id: "bench-clerk-b", email: "clerk.b@staff.example", role: "payout" };

const started = performance.now();
let runs = 0;
let instantRuns = 0;
while (events.length) {
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  const event = events.shift()!;
  await arrive(event.at);
  process.stderr.write(`\r${event.at.toISOString().slice(0, 16)}: ${inserted} of ${planned.length} trades in, ${runs} runs`);
  if (event.kind === "slot") {
    const made = await proposePayoutRuns(db, {
      now: event.at,
      schedule,
      ...(instant ? { instant: { enabled: true, limitCents: instantLimitEur * 100 } } : {}),
    });
    if (!made.length) continue;
    runs += made.length;
    instantRuns += made.filter((r) => r.instant).length;
    const runIds = made.map((r) => r.runId);
    events.push({ at: new Date(event.at.getTime() + releaseMin * MINUTE), kind: "release", runIds });
    events.push({ at: new Date(event.at.getTime() + confirmMin * MINUTE), kind: "confirm", runIds });
  } else
    for (const runId of event.runIds)
      if (event.kind === "release") await releasePayoutRun(db, { runId, staff: clerkA, now: event.at });
      else await confirmPayoutRun(db, { runId, staff: clerkB, now: event.at });
}
const simulatedMs = performance.now() - started;
process.stderr.write("\n");

const paid = new Map(
  (
    await rows<{ key: string; paid_at: Date | string }>(
      db,
      sql`select t.tracking_token as key, r.confirmed_at as paid_at from trades t
        join payout_run_items i on i.trade_id = t.id and i.state = 'paid' join payout_runs r on r.id = i.run_id`,
    )
  ).map((r) => [r.key, new Date(r.paid_at)]),
);
const hours = planned.map((t) => {
  const at = paid.get(t.key);
  return at ? workingHoursBetween(t.inspectedAt, at, t.edition) : Number.POSITIVE_INFINITY;
});
const sorted = [...hours].sort((a, b) => a - b);
const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const within = hours.filter((h) => h <= 24).length;
const share = within / planned.length;
const held = planned.filter((t) => t.changedAt).length;
const heldLate = planned.filter((t, i) => t.changedAt && hours[i]! > 24).length;
const byMethod = (m: string) => {
  const idx = planned.map((t, i) => (t.method === m ? i : -1)).filter((i) => i >= 0);
  return `${fmt((100 * idx.filter((i) => hours[i]! <= 24).length) / Math.max(1, idx.length))} % of ${idx.length}`;
};

console.log(
  `Time to money, ${month} (${database.kind}${pg ? "" : ", in memory"}): ${planned.length} trades, run times ${times.join(", ")} in each edition's zone, ` +
    `release +${releaseMin} min, confirmation +${confirmMin} min, PayPal ${fmt(paypalShare * 100, 0)} %, account changes ${fmt(holdShare * 100, 1)} %` +
    `${instant ? `, SEPA Instant (limit ${instantLimitEur} EUR)` : ""}, seed ${seed}`,
);
console.log(
  `  paid within one working day of inspection: ${fmt(share * 100)} % (${within} of ${planned.length}; goal ≥ ${GOAL * 100} %: ${share >= GOAL ? "met" : "NOT met"})`,
);
console.log(
  `    SEPA ${byMethod("sepa")}, PayPal ${byMethod("paypal")}; under an account-change hold: ${heldLate} of ${held} later than one working day`,
);
console.log(
  `  working hours from inspection to payment: p50 ${fmt(percentile(0.5))}, p95 ${fmt(percentile(0.95))}, p99 ${fmt(percentile(0.99))}, max ${fmt(sorted.at(-1)!)}`,
);
console.log(`  runs: ${runs} (${instantRuns} instant), unpaid at the end: ${planned.length - paid.size}`);
console.log(`  simulated in ${fmt(simulatedMs / 1000)} s`);
if (share < GOAL) process.exitCode = 1;
await database.close();
await pg?.drop();
