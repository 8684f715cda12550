/**
 * The dashboard's figures through `GET /api/backoffice/dashboard` (decision 0043) on PGlite and
 * PostgreSQL: trades with known events (written as the state machine would, some at the edges of
 * the Berlin days around the change to summer time) → exactly these counts per day, received
 * today, clarification rate, median days from received to paid, payouts waiting; by edition;
 * who may call it; bad input.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "../../db/client.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import type { DashboardFigures } from "../../core/dashboard/index.server.ts";
import { companyFacts } from "../../core/editions/index.ts";
import type { StaffRole } from "../../core/staff/index.ts";
import { accessTokenFor, registerActivated } from "../../tests/helpers/accounts.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { bearer, BACKOFFICE, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";

/** 30 March 2026, 12:00 in Berlin (summer time since the night before). */
const NOW = new Date("2026-03-30T10:00:00Z");

interface TestTrade {
  edition: string;
  state: string;
  totalCents: number;
  devices: number;
  events: [state: string, at: string][];
}

/** Trades A–H of the expectations below. */
const TRADES: Record<string, TestTrade> = {
  // paid in the window: received → paid 72 h
  A: {
    edition: "de",
    state: "paid",
    totalCents: 10000,
    devices: 2,
    events: [
      ["created", "2026-03-20T09:00Z"],
      ["received", "2026-03-22T09:00Z"],
      ["inspected", "2026-03-23T09:00Z"],
      ["payout_pending", "2026-03-23T10:00Z"],
      ["paid", "2026-03-25T09:00Z"],
    ],
  },
  // paid in the window: received → paid 168 h
  B: {
    edition: "fr",
    state: "paid",
    totalCents: 5000,
    devices: 1,
    events: [
      ["created", "2026-03-10T08:00Z"],
      ["received", "2026-03-12T08:00Z"],
      ["inspected", "2026-03-13T08:00Z"],
      ["payout_pending", "2026-03-13T09:00Z"],
      ["paid", "2026-03-19T08:00Z"],
    ],
  },
  // received 23:30 on the 29th in Berlin (not today), inspected and to clarification 00:30 and 00:45 on the 30th
  C: {
    edition: "de",
    state: "clarification",
    totalCents: 7000,
    devices: 1,
    events: [
      ["created", "2026-03-25T10:00Z"],
      ["received", "2026-03-29T21:30Z"],
      ["inspected", "2026-03-29T22:30Z"],
      ["clarification", "2026-03-29T22:45Z"],
    ],
  },
  // received today with 3 devices, waiting for its payout
  D: {
    edition: "at",
    state: "payout_pending",
    totalCents: 12345,
    devices: 3,
    events: [
      ["created", "2026-03-28T10:00Z"],
      ["received", "2026-03-30T07:00Z"],
      ["inspected", "2026-03-30T08:00Z"],
      ["payout_pending", "2026-03-30T08:30Z"],
    ],
  },
  // inspected 23:30 on 28 February in Berlin (before the window), payout_pending 00:30 on 1 March (its first day)
  E: {
    edition: "de",
    state: "payout_pending",
    totalCents: 20000,
    devices: 1,
    events: [
      ["created", "2026-02-20T10:00Z"],
      ["received", "2026-02-22T10:00Z"],
      ["inspected", "2026-02-28T22:30Z"],
      ["payout_pending", "2026-02-28T23:30Z"],
    ],
  },
  F: { edition: "en", state: "created", totalCents: 3000, devices: 1, events: [["created", "2026-03-30T09:00Z"]] },
  // paid long ago: in no figure of the window
  G: {
    edition: "de",
    state: "paid",
    totalCents: 9000,
    devices: 1,
    events: [
      ["created", "2026-01-01T10:00Z"],
      ["received", "2026-01-03T10:00Z"],
      ["inspected", "2026-01-04T10:00Z"],
      ["payout_pending", "2026-01-04T11:00Z"],
      ["paid", "2026-01-10T10:00Z"],
    ],
  },
  // received today 08:00 in Berlin with 4 devices
  H: {
    edition: "es",
    state: "received",
    totalCents: 8000,
    devices: 4,
    events: [
      ["created", "2026-03-27T10:00Z"],
      ["received", "2026-03-30T06:00Z"],
    ],
  },
};

/** Trades per Berlin day and state, all editions, as the trades above make them. */
const ALL_DAYS: Record<string, Record<string, number>> = {
  "2026-03-01": { payout_pending: 1 },
  "2026-03-10": { created: 1 },
  "2026-03-12": { received: 1 },
  "2026-03-13": { inspected: 1, payout_pending: 1 },
  "2026-03-19": { paid: 1 },
  "2026-03-20": { created: 1 },
  "2026-03-22": { received: 1 },
  "2026-03-23": { inspected: 1, payout_pending: 1 },
  "2026-03-25": { paid: 1, created: 1 },
  "2026-03-27": { created: 1 },
  "2026-03-28": { created: 1 },
  "2026-03-29": { received: 1 },
  "2026-03-30": { inspected: 2, clarification: 1, received: 2, payout_pending: 1, created: 1 },
};

/** Writes one trade with its line(s) and events straight into the database (one offer per trade). */
async function insertTrade(db: Db, name: string, t: TestTrade) {
  const [device] = await rows<{ id: number }>(db, sql`select id from devices where not generated order by id limit 1`);
  const offerId = `dash-${name}-${Math.random().toString(36).slice(2)}`;
  const created = t.events[0]![1];
  await db.execute(sql`insert into offers (id, edition, device_id, answers, price_cents, breakdown, condition, variant, device, created_at, valid_until)
    values (${offerId}, ${t.edition}, ${device!.id}, '[]'::jsonb, ${t.totalCents}, '{}'::jsonb, 'excellent', 'test', '{}'::jsonb, ${created}, ${created}::timestamptz + interval '14 days')`);
  const [trade] = await rows<{ id: number }>(
    db,
    sql`insert into trades (edition, mode, state, email, first_name, last_name, street, house_number, zip, city, country, payment_type, payment_method, iban, account_holder, subtotal_cents, total_cents, tracking_token, created_at)
      values (${t.edition}, 'default', ${t.state}, ${`${offerId}@example.com`}, 'Dana', 'Board', 'Hauptstraße', '1', '10115', 'Berlin', 'DE', 13, 'sepa', 'DE89370400440532013000', 'Dana Board', ${t.totalCents}, ${t.totalCents}, ${offerId}, ${created})
      returning id`,
  );
  await db.execute(sql`insert into trade_lines (trade_id, position, offer_id, device_id, device_name, category, manufacturer, quantity, price_cents, line_total_cents, answers, condition, variant)
    values (${trade!.id}, 0, ${offerId}, ${device!.id}, 'Test phone', 'smartphones', 'apple', ${t.devices}, ${t.totalCents}, ${t.totalCents}, '[]'::jsonb, 'excellent', 'test')`);
  for (const [state, at] of t.events) {
    await db.execute(sql`insert into trade_events (trade_id, state, at, actor) values (${trade!.id}, ${state}, ${at}, 'system')`);
  }
}

/**
 * The oldest waiting payout: E, payout_pending since 00:30 on Sunday 1 March in Berlin; by NOW
 * (Monday 30 March, 12:00 in Berlin) the 20 working days of 2 to 27 March and 12 hours of today.
 */
const OLDEST_E = {
  edition: "de",
  since: "2026-02-28T23:30:00.000Z",
  ageWorkingHours: 20 * 24 + 12,
  promiseWorkingDays: companyFacts("de").payoutDays,
  overPromise: true,
};

const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

describeEachDatabase("back-office dashboard", (ctx) => {
  let admin = "";
  const get = (c: TestContext, query: string, token = admin, host = BACKOFFICE) =>
    c.request(`/api/backoffice/dashboard${query}`, { host, method: "GET", headers: token ? bearer(token) : {} });
  const figures = async (query = ""): Promise<DashboardFigures> => {
    const res = await get(ctx(), query);
    expect(res.status).toBe(200);
    return (await res.json()) as DashboardFigures;
  };

  /** Logs in on the real clock (the bearer token's expiry is checked against it), then sets the app's clock to NOW. */
  const login = async (roles: StaffRole[], opts: { mustChangePassword?: boolean } = {}) => {
    ctx().setNow(null);
    const { accessToken } = await staffTokens(ctx(), await makeStaff(ctx(), roles, opts));
    ctx().setNow(NOW);
    return accessToken;
  };

  beforeAll(async () => {
    const db = ctx().database.db;
    await db.execute(sql`delete from trades`);
    for (const [name, t] of Object.entries(TRADES)) await insertTrade(db, name, t);
    admin = await login(["admin"]);
  });

  it("counts the trades that reached each state per Berlin day of the last 30, across the change to summer time", async () => {
    const f = await figures();
    expect(f).toMatchObject({
      edition: null,
      timeZone: "Europe/Berlin",
      today: "2026-03-30",
      from: "2026-02-28T23:00:00.000Z",
      to: "2026-03-30T22:00:00.000Z",
    });
    expect(f.days).toHaveLength(30);
    expect(f.days[0]!.day).toBe("2026-03-01");
    expect(f.days[29]!.day).toBe("2026-03-30");
    const withTrades = Object.fromEntries(f.days.filter((d) => d.total > 0).map((d) => [d.day, nonZero(d.byState)]));
    expect(withTrades).toEqual(ALL_DAYS);
    for (const d of f.days) expect(Object.values(d.byEdition).reduce((a, b) => a + b, 0)).toBe(d.total);
    expect(nonZero(f.days[29]!.byEdition)).toEqual({ de: 2, at: 3, en: 1, es: 1 });
    // every event of the window once: the trades' events between 1 March 00:00 and 31 March 00:00 in Berlin
    const inWindow = Object.values(TRADES)
      .flatMap((t) => t.events)
      .filter(([, at]) => Date.parse(at) >= Date.parse(f.from) && Date.parse(at) < Date.parse(f.to));
    expect(f.days.reduce((n, d) => n + d.total, 0)).toBe(inWindow.length);
  });

  it("answers received today, clarification rate, median days from received to paid and payouts waiting", async () => {
    const f = await figures();
    expect(f.receivedToday).toEqual({ trades: 2, devices: 7 });
    expect(f.clarification).toEqual({ inspected: 4, clarified: 1, rate: 0.25 });
    expect(f.receivedToPaid).toEqual({ paid: 2, medianDays: 5 });
    expect(f.payoutsWaiting).toEqual({ trades: 2, totalCents: 32345, oldest: OLDEST_E });
  });

  it("names the oldest waiting payout, its age in working hours of its edition and whether it is over the promise (decision 0110)", async () => {
    // D (at) waits since 08:30 UTC today: 1.5 working hours, within the promise
    expect((await figures("?edition=at")).payoutsWaiting.oldest).toEqual({
      edition: "at",
      since: "2026-03-30T08:30:00.000Z",
      ageWorkingHours: 1.5,
      promiseWorkingDays: companyFacts("at").payoutDays,
      overPromise: false,
    });
    // every edition: E, a month old, is the one over the promise
    expect((await figures()).payoutsWaiting.oldest).toMatchObject({ edition: "de", overPromise: true });
  });

  it("narrows every figure to one edition", async () => {
    const de = await figures("?edition=de");
    expect(de.edition).toBe("de");
    expect(Object.fromEntries(de.days.filter((d) => d.total > 0).map((d) => [d.day, nonZero(d.byState)]))).toEqual({
      "2026-03-01": { payout_pending: 1 },
      "2026-03-20": { created: 1 },
      "2026-03-22": { received: 1 },
      "2026-03-23": { inspected: 1, payout_pending: 1 },
      "2026-03-25": { paid: 1, created: 1 },
      "2026-03-29": { received: 1 },
      "2026-03-30": { inspected: 1, clarification: 1 },
    });
    expect(de.receivedToday).toEqual({ trades: 0, devices: 0 });
    expect(de.clarification).toEqual({ inspected: 2, clarified: 1, rate: 0.5 });
    expect(de.receivedToPaid).toEqual({ paid: 1, medianDays: 3 });
    expect(de.payoutsWaiting).toEqual({ trades: 1, totalCents: 20000, oldest: OLDEST_E });
    const it_ = await figures("?edition=it");
    expect(it_.days.every((d) => d.total === 0)).toBe(true);
    expect(it_.clarification.rate).toBeNull();
    expect(it_.receivedToPaid.medianDays).toBeNull();
    expect(it_.payoutsWaiting).toEqual({ trades: 0, totalCents: 0, oldest: null });
    // an empty edition is every edition (the page's blank choice)
    expect((await figures("?edition=")).payoutsWaiting.trades).toBe(2);
  });

  it("is computed at the call: a trade paid now counts at once, and the answer is never stored", async () => {
    const db = ctx().database.db;
    await db.execute(sql`update trades set state = 'paid' where tracking_token like 'dash-D-%'`);
    await db.execute(
      sql`insert into trade_events (trade_id, state, at, actor) select id, 'paid', '2026-03-30T09:30Z', 'system' from trades where tracking_token like 'dash-D-%'`,
    );
    const res = await get(ctx(), "");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const f = (await res.json()) as DashboardFigures;
    expect(f.payoutsWaiting).toEqual({ trades: 1, totalCents: 20000, oldest: OLDEST_E });
    // D: received 07:00, paid 09:30 → 2.5 h; 2.5, 72, 168 h → 72 h = 3 days
    expect(f.receivedToPaid).toEqual({ paid: 3, medianDays: 3 });
    expect(f.days[29]!.byState.paid).toBe(1);
  });

  it("keeps its hourly rollups equal to a rebuild from the events, after inserts, an event moved in time and a trade deleted (decision 0092)", async () => {
    const db = ctx().database.db;
    const snapshot = async () => ({
      hours: await rows(db, sql`select hour, edition, state, trades, devices, clarified from trade_event_hours order by 1, 2, 3`),
      paid: await rows(db, sql`select hour, edition, hours_to_paid, trades from trade_paid_hours order by 1, 2, 3`),
    });
    const rebuilt = async () => {
      const kept = await snapshot();
      await db.execute(sql`select trade_event_rollup_rebuild()`);
      return { kept, rebuilt: await snapshot() };
    };
    // the row trigger's sums (every event above came in by insert) are what a rebuild makes
    let r = await rebuilt();
    expect(r.kept.hours.length).toBeGreaterThan(10);
    expect(r.kept).toEqual(r.rebuilt);
    // a clarification counts for the hour its trade was inspected in
    expect(r.kept.hours).toContainEqual(expect.objectContaining({ state: "inspected", clarified: 1 }));
    // moving an event or deleting a trade rebuilds them
    await db.execute(
      sql`update trade_events set at = at - interval '1 day' where state = 'paid' and trade_id = (select id from trades where tracking_token like 'dash-A-%')`,
    );
    r = await rebuilt();
    expect(r.kept).toEqual(r.rebuilt);
    expect((await figures()).receivedToPaid.paid).toBe(3);
    await db.execute(sql`delete from trades where tracking_token like 'dash-A-%'`);
    r = await rebuilt();
    expect(r.kept).toEqual(r.rebuilt);
    // A was one of the three paid in the window
    expect((await figures()).receivedToPaid.paid).toBe(2);
  });

  it("answers every staff role; no token, a customer's token or a forged one get 401; a pending step 403; other hosts 404", async () => {
    for (const role of ["inspector", "payout", "catalog", "support"] as const) {
      const token = await login([role]);
      expect((await get(ctx(), "", token)).status, role).toBe(200);
    }
    ctx().setNow(null);
    const customer = await accessTokenFor(ctx(), await registerActivated(ctx(), { emailPrefix: "dash-customer" }));
    ctx().setNow(NOW);
    for (const token of ["", customer, "not.a.token"]) {
      const res = await get(ctx(), "", token);
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
    }
    const pending = await login(["support"], { mustChangePassword: true });
    expect((await get(ctx(), "", pending)).status).toBe(403);
    expect((await get(ctx(), "", admin, "de.localhost")).status).toBe(404);
  });

  it("refuses an unknown edition or a bad value with 422 problem details", async () => {
    for (const query of ["?edition=xx", "?edition=DE", "?edition=de%00", `?edition=${"d".repeat(300)}`]) {
      const res = await get(ctx(), query);
      expect(res.status, query).toBe(422);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
    }
  });
});
