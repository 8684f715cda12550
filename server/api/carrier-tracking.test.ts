/**
 * Carrier tracking import (issue 30, decision 0093), on PGlite and PostgreSQL, against the local
 * fake carrier's tracking routes (never DHL or UPS): a run imports a parcel's events once (a second
 * run adds no duplicates), moves the shipment's status (label → handed_over → in_transit →
 * delivered) and stops polling a delivered parcel; a 429 is honoured with its Retry-After, a 5xx
 * and a time-out back off (the clock is moved, nothing sleeps), a refused key is logged without
 * personal data; two runs at once poll a parcel once; return labels and UPS parcels are polled
 * too (texts asked for in the trade's language), also through the worker's sweep and job. The day-7 reminder is not sent for a parcel the
 * carrier has, and still is for one with only a label.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeEach, expect, it } from "vitest";
import { runTracking, trackingSetupFor, type TrackingSetup } from "../../core/carrier/index.server.ts";
import { LABEL_POLL_MS, MOVING_POLL_MS } from "../../core/carrier/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import { tradeDeadlines } from "../../core/trade/index.ts";
import { shipments } from "../../db/schema/index.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { FAKE_DHL_TRACKING_KEY, type FakeScan } from "../../tests/helpers/fake-carrier-tracking.ts";
import { FAKE_UPS, startFakeCarrier } from "../../tests/helpers/fake-carrier.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { placeTestTrade } from "../../tests/helpers/trades.ts";
import { createJobWorker } from "../jobs/worker.server.ts";

const fake = await startFakeCarrier();
afterAll(() => fake.close());

const T0 = new Date("2031-05-04T08:00:00.000Z");
const at = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);
let seq = 0;
const dhlNumber = () => `0034043416${process.pid % 10_000}${String(++seq).padStart(6, "0")}`.slice(0, 20);
const upsNumber = () => `1ZTRACK0${String(process.pid % 1000).padStart(3, "0")}${String(++seq).padStart(7, "0")}`;

interface ShipmentRow {
  tracking_status: string;
  tracking_event_at: Date | string | null;
  delivered_at: Date | string | null;
  next_poll_at: Date | string | null;
  poll_failures: number;
}
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

async function tradeIdOf(ctx: TestContext, tradeNumber: string): Promise<number> {
  const [row] = await rows<{ id: number }>(ctx.database.db, sql`select id from trades where trade_number = ${tradeNumber}`);
  return Number(row!.id);
}

/** A made label (state created) of a new trade, as labels.server.ts leaves it: no next poll yet. */
async function label(
  ctx: TestContext,
  opts: { carrier: "DHL" | "UPS"; createdAt: Date; kind?: "shipping" | "return"; tradeNumber?: string },
): Promise<{ id: number; trackingNumber: string; tradeNumber: string; email: string }> {
  const trade = opts.tradeNumber ? { tradeNumber: opts.tradeNumber, email: "" } : await placeTestTrade(ctx);
  const trackingNumber = opts.carrier === "DHL" ? dhlNumber() : upsNumber();
  const [row] = await ctx.database.db
    .insert(shipments)
    .values({
      tradeId: await tradeIdOf(ctx, trade.tradeNumber),
      kind: opts.kind ?? "shipping",
      carrier: opts.carrier,
      state: "created",
      trackingNumber,
      labelKey: `labels/test/${trackingNumber}.pdf`,
      attemptedAt: opts.createdAt,
      createdAt: opts.createdAt,
    })
    .returning({ id: shipments.id });
  return { id: row!.id, trackingNumber, tradeNumber: trade.tradeNumber, email: trade.email };
}

async function shipmentRow(ctx: TestContext, id: number): Promise<ShipmentRow> {
  const [row] = await rows<ShipmentRow>(
    ctx.database.db,
    sql`select tracking_status, tracking_event_at, delivered_at, next_poll_at, poll_failures from shipments where id = ${id}`,
  );
  return row!;
}

async function eventsOf(ctx: TestContext, id: number) {
  return rows<{ status: string; code: string; description: string | null; location: string | null; occurred_at: Date | string }>(
    ctx.database.db,
    sql`select status, code, description, location, occurred_at from shipment_events where shipment_id = ${id} order by occurred_at, id`,
  );
}

const asked = (trackingNumber: string) => fake.tracking.asked.filter((a) => a.trackingNumber === trackingNumber).length;

interface Captured {
  setup: TrackingSetup;
  logs: Record<string, unknown>[];
  slept: number[];
}
/** A fresh tracking setup (its own log and pause state) for the suite's settings. */
function freshSetup(ctx: TestContext): Captured {
  const logs: Record<string, unknown>[] = [];
  const slept: number[] = [];
  const setup = trackingSetupFor(
    { ...ctx.deps.config },
    {
      log: (level, msg, fields) => logs.push({ level, msg, ...fields }),
      sleep: async (ms) => {
        slept.push(ms);
      },
    },
  );
  return { setup, logs, slept };
}

const scan = (hours: number, kind: FakeScan["kind"], description: string, city = "Berlin"): FakeScan => ({
  at: at(hours),
  kind,
  description,
  city,
});

const TRACKING_ENV = {
  DHL_TRACKING_API_KEY: FAKE_DHL_TRACKING_KEY,
  DHL_TRACKING_BASE_URL: fake.dhlTrackingBaseUrl,
  UPS_CLIENT_ID: FAKE_UPS.clientId,
  UPS_CLIENT_SECRET: FAKE_UPS.clientSecret,
  UPS_ACCOUNT_NUMBER: FAKE_UPS.accountNumber,
  UPS_BASE_URL: fake.upsBaseUrl,
  CARRIER_TIMEOUT_MS: "2000",
};

describeEachDatabase(
  "carrier tracking import",
  (ctx) => {
    beforeEach(async () => {
      fake.mode = "ok";
      fake.tracking.mode = "ok";
      fake.tracking.retryAfter = "120";
      ctx().setNow(null);
      // every earlier test's parcel is done: each test sees only the parcels it makes
      await ctx().database.db.execute(sql`update shipments set tracking_status = 'delivered', next_poll_at = null`);
    });

    it("imports a DHL parcel's events once, moves its status and stops polling when it is delivered", async () => {
      const { setup } = freshSetup(ctx());
      const s = await label(ctx(), { carrier: "DHL", createdAt: T0 });
      fake.tracking.scans.set(s.trackingNumber, [scan(0.5, "label", "Die Sendung wurde elektronisch angekündigt.")]);

      // a new label (no next poll set by the label code) is polled on the next run
      await runTracking(ctx().database.db, setup, at(1));
      expect(asked(s.trackingNumber)).toBe(1);
      expect(await shipmentRow(ctx(), s.id)).toMatchObject({ tracking_status: "label", poll_failures: 0 });
      expect(iso((await shipmentRow(ctx(), s.id)).next_poll_at)).toBe(new Date(at(1).getTime() + LABEL_POLL_MS).toISOString());

      // not due yet: not asked
      await runTracking(ctx().database.db, setup, at(2));
      expect(asked(s.trackingNumber)).toBe(1);

      fake.tracking.scans.get(s.trackingNumber)!.push(scan(20, "transit", "Die Sendung wurde in der Filiale eingeliefert."));
      await runTracking(ctx().database.db, setup, at(24));
      expect(await shipmentRow(ctx(), s.id)).toMatchObject({ tracking_status: "handed_over" });
      expect(iso((await shipmentRow(ctx(), s.id)).tracking_event_at)).toBe(at(20).toISOString());
      expect(iso((await shipmentRow(ctx(), s.id)).next_poll_at)).toBe(new Date(at(24).getTime() + MOVING_POLL_MS).toISOString());

      fake.tracking.scans
        .get(s.trackingNumber)!
        .push(scan(26, "transit", "Die Sendung wurde im Start-Paketzentrum bearbeitet.", "Leipzig"));
      await runTracking(ctx().database.db, setup, at(27));
      await runTracking(ctx().database.db, setup, at(28)); // the same answer again: nothing new
      expect((await shipmentRow(ctx(), s.id)).tracking_status).toBe("in_transit");
      expect((await eventsOf(ctx(), s.id)).map((e) => [e.status, e.code])).toEqual([
        ["other", "pre-transit"],
        ["handed_over", "transit"],
        ["in_transit", "transit"],
      ]);

      fake.tracking.scans.get(s.trackingNumber)!.push(scan(40, "delivered", "Die Sendung wurde zugestellt.", "Leipzig"));
      await runTracking(ctx().database.db, setup, at(41));
      const done = await shipmentRow(ctx(), s.id);
      expect(done).toMatchObject({ tracking_status: "delivered", next_poll_at: null });
      expect(iso(done.delivered_at)).toBe(at(40).toISOString());
      const events = await eventsOf(ctx(), s.id);
      expect(events).toHaveLength(4);
      expect(events.at(-1)).toMatchObject({ status: "delivered", description: "Die Sendung wurde zugestellt.", location: "Leipzig, DE" });

      const before = asked(s.trackingNumber);
      await runTracking(ctx().database.db, setup, at(200));
      expect(asked(s.trackingNumber)).toBe(before);
    });

    it("a problem keeps the carrier's reason; a parcel not yet known stays a label; an old label is given up", async () => {
      const { setup } = freshSetup(ctx());
      const problem = await label(ctx(), { carrier: "DHL", createdAt: T0 });
      fake.tracking.scans.set(problem.trackingNumber, [
        scan(3, "transit", "Eingeliefert"),
        scan(30, "failure", "Die Zustellung war nicht möglich: Empfänger nicht ermittelbar."),
      ]);
      const unknown = await label(ctx(), { carrier: "DHL", createdAt: T0 });
      const old = await label(ctx(), { carrier: "DHL", createdAt: new Date(T0.getTime() - 40 * 86_400_000) });
      await runTracking(ctx().database.db, setup, at(31));
      expect((await shipmentRow(ctx(), problem.id)).tracking_status).toBe("problem");
      expect((await eventsOf(ctx(), problem.id)).at(-1)).toMatchObject({
        status: "problem",
        code: "failure",
        description: "Die Zustellung war nicht möglich: Empfänger nicht ermittelbar.",
      });
      expect(await shipmentRow(ctx(), unknown.id)).toMatchObject({ tracking_status: "label", poll_failures: 0 });
      expect(asked(unknown.trackingNumber)).toBe(1);
      expect(asked(old.trackingNumber)).toBe(0);
    });

    it("a 429 is honoured with its Retry-After and pauses that carrier; a 5xx backs off and recovers", async () => {
      const { setup } = freshSetup(ctx());
      const a = await label(ctx(), { carrier: "DHL", createdAt: T0 });
      const b = await label(ctx(), { carrier: "DHL", createdAt: at(0.5) });
      fake.tracking.scans.set(a.trackingNumber, [scan(2, "transit", "Eingeliefert")]);
      fake.tracking.scans.set(b.trackingNumber, [scan(2, "transit", "Eingeliefert")]);

      fake.tracking.mode = "429";
      fake.tracking.retryAfter = "7200";
      await runTracking(ctx().database.db, setup, at(3));
      expect(asked(a.trackingNumber)).toBe(1);
      expect(asked(b.trackingNumber)).toBe(0); // the carrier said wait: no second call this run
      const limited = await shipmentRow(ctx(), a.id);
      expect(limited.poll_failures).toBe(1);
      expect(iso(limited.next_poll_at)).toBe(at(5).toISOString());

      // paused on this instance until the Retry-After has passed
      fake.tracking.mode = "ok";
      await runTracking(ctx().database.db, setup, at(4));
      expect(asked(b.trackingNumber)).toBe(0);
      await runTracking(ctx().database.db, setup, at(5));
      expect(asked(a.trackingNumber)).toBe(2);
      expect(asked(b.trackingNumber)).toBe(1);
      expect(await shipmentRow(ctx(), a.id)).toMatchObject({ tracking_status: "handed_over", poll_failures: 0 });

      // 5xx: 15 minutes, then 30 minutes; an answer resets the count
      fake.tracking.mode = "500";
      await ctx().database.db.execute(sql`update shipments set next_poll_at = ${at(6).toISOString()}::timestamptz where id = ${a.id}`);
      await ctx().database.db.execute(sql`update shipments set next_poll_at = null, tracking_status = 'delivered' where id = ${b.id}`);
      await runTracking(ctx().database.db, setup, at(6));
      let row = await shipmentRow(ctx(), a.id);
      expect(row.poll_failures).toBe(1);
      expect(iso(row.next_poll_at)).toBe(new Date(at(6).getTime() + 15 * 60_000).toISOString());
      await runTracking(ctx().database.db, setup, new Date(at(6).getTime() + 14 * 60_000));
      expect(asked(a.trackingNumber)).toBe(3); // not yet due
      await runTracking(ctx().database.db, setup, new Date(at(6).getTime() + 15 * 60_000));
      row = await shipmentRow(ctx(), a.id);
      expect(row.poll_failures).toBe(2);
      expect(iso(row.next_poll_at)).toBe(new Date(at(6).getTime() + 45 * 60_000).toISOString());
      fake.tracking.mode = "ok";
      await runTracking(ctx().database.db, setup, new Date(at(6).getTime() + 45 * 60_000));
      expect((await shipmentRow(ctx(), a.id)).poll_failures).toBe(0);
    });

    it("a time-out backs off like a 5xx", async () => {
      const { setup } = freshSetup(ctx());
      const s = await label(ctx(), { carrier: "UPS", createdAt: T0 });
      fake.tracking.mode = "timeout";
      await runTracking(ctx().database.db, setup, at(1));
      const row = await shipmentRow(ctx(), s.id);
      expect(row.poll_failures).toBe(1);
      expect(iso(row.next_poll_at)).toBe(new Date(at(1).getTime() + 15 * 60_000).toISOString());
    });

    it("a refused key is logged as an error without personal data or the tracking number", async () => {
      const { setup, logs } = freshSetup(ctx());
      const s = await label(ctx(), { carrier: "DHL", createdAt: T0 });
      fake.tracking.mode = "401";
      await runTracking(ctx().database.db, setup, at(1));
      const line = logs.find((l) => l.msg === "carrier tracking call failed");
      expect(line).toMatchObject({ level: "error", shipmentId: s.id, carrier: "DHL", failure: "unauthorized", httpStatus: 401 });
      const text = JSON.stringify(logs);
      for (const secret of [s.trackingNumber, s.email, "Inge", "Prüfer", "Hauptstraße", "10115", FAKE_DHL_TRACKING_KEY])
        expect(text).not.toContain(secret);
      expect((await shipmentRow(ctx(), s.id)).poll_failures).toBe(1);
    });

    it("two runs at once ask the carrier once per parcel", async () => {
      const one = freshSetup(ctx()).setup;
      const two = freshSetup(ctx()).setup;
      const s = await label(ctx(), { carrier: "UPS", createdAt: T0 });
      fake.tracking.scans.set(s.trackingNumber, [scan(2, "pickup", "Pickup Scan", "Paris")]);
      await Promise.all([runTracking(ctx().database.db, one, at(3)), runTracking(ctx().database.db, two, at(3))]);
      expect(asked(s.trackingNumber)).toBe(1);
      expect((await eventsOf(ctx(), s.id)).map((e) => e.status)).toEqual(["handed_over"]);
    });

    it("UPS parcels and our return labels are polled too; DHL calls are spaced within a run", async () => {
      const { setup, slept } = freshSetup(ctx());
      const ret = await label(ctx(), { carrier: "UPS", createdAt: T0, kind: "return" });
      fake.tracking.scans.set(ret.trackingNumber, [
        scan(1, "label", "Shipper created a label, UPS has not received the package yet."),
        scan(5, "pickup", "Pickup Scan", "Paris"),
        scan(9, "transit", "Arrived at Facility", "Lyon"),
      ]);
      const d1 = await label(ctx(), { carrier: "DHL", createdAt: T0 });
      const d2 = await label(ctx(), { carrier: "DHL", createdAt: T0 });
      await runTracking(ctx().database.db, setup, at(10));
      expect(await shipmentRow(ctx(), ret.id)).toMatchObject({ tracking_status: "in_transit" });
      expect((await eventsOf(ctx(), ret.id)).map((e) => [e.status, e.code, iso(e.occurred_at)])).toEqual([
        ["other", "M:MP", at(1).toISOString()],
        ["handed_over", "P:PU", at(5).toISOString()],
        ["in_transit", "I:AR", at(9).toISOString()],
      ]);
      expect(asked(d1.trackingNumber) + asked(d2.trackingNumber)).toBe(2);
      // the carriers' texts in the trade's language (these trades are of the German edition)
      expect(fake.tracking.asked.find((a) => a.trackingNumber === ret.trackingNumber)?.language).toBe("de_DE");
      expect(
        fake.tracking.asked.find((a) => a.trackingNumber === d1.trackingNumber || a.trackingNumber === d2.trackingNumber)?.language,
      ).toBe("de");
      expect(slept).toEqual([5_000]);
    });
  },
  { env: TRACKING_ENV },
);

describeEachDatabase(
  "carrier tracking through the worker",
  (ctx) => {
    it("the sweep schedules the run, the job polls and schedules the next one", async () => {
      ctx().setNow(at(1));
      await ctx().database.db.execute(sql`update shipments set tracking_status = 'delivered', next_poll_at = null`);
      const s = await label(ctx(), { carrier: "UPS", createdAt: T0 });
      fake.tracking.scans.set(s.trackingNumber, [scan(0.5, "pickup", "Pickup Scan", "Paris")]);
      const worker = createJobWorker(ctx().deps);
      await worker.sweep();
      await worker.runDue();
      expect(await shipmentRow(ctx(), s.id)).toMatchObject({ tracking_status: "handed_over" });
      const jobs = await rows<{ unique_key: string; state: string }>(
        ctx().database.db,
        sql`select unique_key, state from jobs where kind = 'carrier.tracking' order by run_at`,
      );
      expect(jobs).toEqual([
        { unique_key: `carrier.tracking:${at(1).toISOString()}`, state: "done" },
        { unique_key: `carrier.tracking:${new Date(at(1).getTime() + 30 * 60_000).toISOString()}`, state: "pending" },
      ]);
      ctx().setNow(null);
    });
  },
  {
    env: {
      UPS_CLIENT_ID: FAKE_UPS.clientId,
      UPS_CLIENT_SECRET: FAKE_UPS.clientSecret,
      UPS_ACCOUNT_NUMBER: FAKE_UPS.accountNumber,
      UPS_BASE_URL: fake.upsBaseUrl,
    },
  },
);

describeEachDatabase("without tracking credentials", (ctx) => {
  it("nothing is scheduled and no parcel is claimed", async () => {
    ctx().setNow(at(1));
    await createJobWorker(ctx().deps).sweep();
    const jobs = await rows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from jobs where kind = 'carrier.tracking'`);
    expect(jobs[0]!.n).toBe(0);
    ctx().setNow(null);
  });
});

describeEachDatabase("the day-7 parcel reminder and tracking", (ctx) => {
  it("no reminder for a parcel the carrier has; still one for a parcel with only a label", async () => {
    const t0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    ctx().setNow(t0);
    try {
      const moving = await placeTestTrade(ctx());
      const labelOnly = await placeTestTrade(ctx());
      const movingLabel = await label(ctx(), { carrier: "DHL", createdAt: t0, tradeNumber: moving.tradeNumber });
      await label(ctx(), { carrier: "DHL", createdAt: t0, tradeNumber: labelOnly.tradeNumber });
      await ctx().database.db.execute(sql`update shipments set tracking_status = 'in_transit' where id = ${movingLabel.id}`);
      const worker = createJobWorker(ctx().deps);
      ctx().setNow(tradeDeadlines(t0, "de").parcelReminderAt);
      await worker.runDue();
      const reminders = (email: string) => mailsTo(ctx(), email).filter((m) => m.includes("noch nicht bei uns angekommen"));
      expect(reminders(labelOnly.email)).toHaveLength(1);
      expect(reminders(moving.email)).toHaveLength(0);
    } finally {
      ctx().setNow(null);
    }
  });
});
