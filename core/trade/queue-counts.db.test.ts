/**
 * The kept counts per state at 1,000,000 trades (decision 0136) on PGlite and PostgreSQL:
 * `trade_state_counts`, kept by the statement triggers of migration 0042, agrees with counting the
 * trades (how many, how many priced, the totals' sum) after trades are placed, change state (through
 * the real transition), change price, move to another edition, are deleted and the table is rebuilt; the queue reads it without an age filter or a
 * search, and with one counts from the trades up to the cap, saying which counts are lower bounds.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { rows } from "../shared/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { placeTestTrade } from "../../tests/helpers/trades.ts";
import { changeTradeState, listTradeQueue } from "./index.server.ts";

describeEachDatabase("trade queue counts", (ctx) => {
  const db = () => ctx().database.db;
  /** The kept counts and the counted ones, each as sorted "edition/partner/state/method=trades/priced/cents" lines (zero rows left out). */
  const both = async () => {
    const kept = await rows<{ k: string }>(
      db(),
      sql`select edition || '/' || partner_id || '/' || state || '/' || payment_method || '=' || trades || '/' || priced_trades || '/' || total_cents as k
          from trade_state_counts where trades <> 0 order by 1`,
    );
    const counted = await rows<{ k: string }>(
      db(),
      sql`select edition || '/' || coalesce(partner_id, '') || '/' || state || '/' || payment_method || '=' || count(*) || '/'
            || count(*) filter (where total_cents > 0) || '/' || sum(total_cents) as k
          from trades group by edition, coalesce(partner_id, ''), state, payment_method order by 1`,
    );
    return { kept: kept.map((r) => r.k), counted: counted.map((r) => r.k) };
  };

  it("keeps the counts per edition, partner and state as trades are placed, change state, move and go", async () => {
    const a = await placeTestTrade(ctx());
    const b = await placeTestTrade(ctx());
    let now = await both();
    expect(now.kept).toEqual(now.counted);
    expect(now.kept.some((k) => k.startsWith("de//created/sepa="))).toBe(true);

    await changeTradeState(db(), {
      tradeNumber: a.tradeNumber,
      to: "received",
      actor: { kind: "system" },
      reason: "test",
      now: new Date(),
    });
    await db().execute(sql`update trades set edition = 'at' where trade_number = ${b.tradeNumber}`);
    // a new price (an inspection's) moves the sum; an update that moves no trade between counts changes none
    await db().execute(sql`update trades set total_cents = total_cents - 100 where trade_number = ${a.tradeNumber}`);
    await db().execute(sql`update trades set city = 'Bonn' where trade_number = ${a.tradeNumber}`);
    now = await both();
    expect(now.kept).toEqual(now.counted);

    await db().execute(sql`delete from trades where trade_number = ${b.tradeNumber}`);
    now = await both();
    expect(now.kept).toEqual(now.counted);

    await db().execute(sql`delete from trade_state_counts`);
    await db().execute(sql`select trade_state_counts_rebuild()`);
    now = await both();
    expect(now.kept).toEqual(now.counted);
  });

  it("reads the kept counts for the whole queue and an edition; counts an age filter or a search up to the cap", async () => {
    const placed = [await placeTestTrade(ctx()), await placeTestTrade(ctx()), await placeTestTrade(ctx())];
    await db().execute(
      sql`update trades set created_at = now() - interval '40 days' where trade_number in (${sql.join(
        placed.map((p) => sql`${p.tradeNumber}`),
        sql`, `,
      )})`,
    );
    const now = new Date();
    const [created] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from trades where state = 'created'`);
    const whole = await listTradeQueue(db(), {}, now);
    expect(whole.counts.created).toBe(created!.n);
    expect(whole.capped).toEqual([]);
    expect(whole.totalCapped).toBe(false);

    // at least 3 created trades 30 days old: with a cap of 2 the count stops there and says so
    const old = await listTradeQueue(db(), { minAgeDays: 30 }, now, 2);
    expect(old.counts.created).toBe(2);
    expect(old.capped).toContain("created");
    expect(old.totalCapped).toBe(true);
    const oldState = await listTradeQueue(db(), { minAgeDays: 30, state: "created" }, now, 2);
    expect(oldState.total).toBe(2);
    expect(oldState.totalCapped).toBe(true);
    expect(oldState.items.length).toBeGreaterThanOrEqual(3);
    // below the cap the counts are exact
    const exact = await listTradeQueue(db(), { minAgeDays: 30 }, now, 100_000);
    expect(exact.capped).toEqual([]);
    expect(exact.counts.created).toBeGreaterThanOrEqual(3);

    // a search matching more than the cap: every count found is a lower bound
    const search = await listTradeQueue(db(), { q: "@" }, now, 2);
    expect(search.totalCapped).toBe(true);
    expect(search.total).toBe(2);
    expect(search.capped.length).toBeGreaterThan(0);
    const one = await listTradeQueue(db(), { q: placed[0]!.tradeNumber }, now, 2);
    expect(one.total).toBe(1);
    expect(one.totalCapped).toBe(false);
    // a whole e-mail address is looked up as one, in any case; a part of one is searched in the text
    const [{ email }] = (await rows<{ email: string }>(
      db(),
      sql`select email from trades where trade_number = ${placed[1]!.tradeNumber}`,
    )) as [{ email: string }];
    expect((await listTradeQueue(db(), { q: email.toUpperCase() }, now)).items.map((i) => i.tradeNumber)).toEqual([placed[1]!.tradeNumber]);
    expect((await listTradeQueue(db(), { q: email.slice(0, email.indexOf("@") + 3) }, now)).items.map((i) => i.tradeNumber)).toContain(
      placed[1]!.tradeNumber,
    );
  });
});
