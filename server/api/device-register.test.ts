/**
 * The device register at inspection and in the store (issue 30, decision 0096), against the fake
 * register on both databases: a listed device gets no offer and a clarification that says what
 * the customer can do; a register that does not answer leaves the device pending, completion
 * waits, and the job's retry (the clock moved, never waited for) completes it; the store flow
 * refuses before a voucher is issued; with the check off nothing is asked and nothing is stored.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createStoreTrade } from "../../core/partner-users/index.server.ts";
import { deviceRegisterFor } from "../../core/device-register/index.server.ts";
import { staffTradePage } from "../../core/inspection/index.server.ts";
import { ProblemError, rows } from "../../core/shared/index.server.ts";
import { deviceById } from "../../core/catalog/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { FAKE_REGISTER, startFakeRegister } from "../../tests/helpers/fake-register.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { sealingOf, storeClerk, walkInTrade } from "../../tests/helpers/store-trades.ts";
import { placeTestTrade, smartphoneOffer } from "../../tests/helpers/trades.ts";
import { createJobWorker } from "../jobs/worker.server.ts";

const fake = await startFakeRegister();
afterAll(() => fake.close());

const ERASURE = { method: "nist_purge", tool: "Blancco Mobile 8", result: "passed" };
const IMEI_STOLEN = "490154203237518";
const IMEI_CLEAR = "356938035643809";

/** A received de trade of one smartphone: its number and the device's line id with the best answers (as the customer gave them). */
async function receivedTrade(ctx: TestContext, inspector: string) {
  const { tradeNumber } = await placeTestTrade(ctx);
  const res = await ctx.request(`/api/backoffice/trades/${tradeNumber}/receive`, {
    host: BACKOFFICE,
    headers: bearer(inspector),
    json: { devicesFound: 1 },
  });
  expect(res.status).toBe(200);
  const [line] = await rows<{ id: number; device_id: number }>(
    ctx.database.db,
    sql`select l.id, l.device_id from trade_lines l join trades t on t.id = l.trade_id where t.trade_number = ${tradeNumber}`,
  );
  const device = (await deviceById(ctx.database.db, "de", Number(line!.device_id)))!;
  const answers = device.questions!.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id }));
  return { tradeNumber, itemId: Number(line!.id), answers };
}

const checksOf = (ctx: TestContext, itemId: number) =>
  rows<{ context: string; result: string; finding: string | null; reference: string | null; imei: string; provider: string }>(
    ctx.database.db,
    sql`select context, result, finding, reference, imei, provider from device_register_checks where trade_line_id = ${itemId} order by id`,
  );
const stateOf = async (ctx: TestContext, tradeNumber: string) =>
  (await rows<{ state: string }>(ctx.database.db, sql`select state from trades where trade_number = ${tradeNumber}`))[0]?.state;

async function problemOf(p: Promise<unknown>): Promise<ProblemError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProblemError);
  return err as ProblemError;
}

describeEachDatabase(
  "device register with the check on",
  (ctx) => {
    let inspector = "";
    let inspectorEmail = "";
    /** A token issued at the app's current time (tests that move the clock sign in again). */
    const signIn = async () => {
      inspector = (await staffTokens(ctx(), inspectorEmail)).accessToken;
    };
    beforeAll(async () => {
      inspectorEmail = await makeStaff(ctx(), ["inspector"]);
      await signIn();
    }, 120_000);
    beforeEach(() => {
      fake.mode = "ok";
      fake.listed.clear();
      ctx().setNow(null);
    });

    const inspect = (tradeNumber: string, itemId: number, answers: unknown, imei: string) =>
      ctx().request(`/api/backoffice/trades/${tradeNumber}/items/${itemId}/inspection`, {
        host: BACKOFFICE,
        headers: bearer(inspector),
        json: { answers, imei, erasure: ERASURE },
      });
    const complete = (tradeNumber: string) =>
      ctx().request(`/api/backoffice/trades/${tradeNumber}/inspection/complete`, {
        host: BACKOFFICE,
        headers: bearer(inspector),
        json: {},
      });

    it("a stolen device gets no offer, the answer and its reference are stored and shown; completion opens a clarification that says what to do", async () => {
      fake.listed.set(IMEI_STOLEN, "Stolen / Lost");
      const { tradeNumber, itemId, answers } = await receivedTrade(ctx(), inspector);
      const before = fake.requests.length;
      const res = await inspect(tradeNumber, itemId, answers, IMEI_STOLEN);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ outcome: "no_offer", priceCents: 0, newOfferId: null, registerStatus: "blocked" });
      expect(fake.requests.length - before).toBe(1);
      const [check] = await checksOf(ctx(), itemId);
      expect(check).toMatchObject({
        context: "inspection",
        result: "blocked",
        finding: "stolen",
        imei: IMEI_STOLEN,
        provider: "imeicheck.net",
      });
      expect(check!.reference).toMatch(/^fake-check-\d+$/);
      // the back office's trade page: status and the register's reference
      const page = (await staffTradePage(ctx().database.db, tradeNumber, "en", new Date()))!;
      expect(page.devices[0]!.register).toMatchObject({ status: "blocked", checks: [{ result: "blocked", reference: check!.reference }] });

      const done = await complete(tradeNumber);
      expect(done.status).toBe(200);
      expect(await done.json()).toMatchObject({ state: "clarification" });
      const [item] = await rows<{ findings: { noOfferReason: string | null } }>(
        ctx().database.db,
        sql`select ci.findings from clarification_items ci where ci.trade_line_id = ${itemId}`,
      );
      // the trade is a de trade: the customer reads German, with what they can do
      expect(item!.findings.noOfferReason).toContain("als gestohlen gemeldet");
      expect(item!.findings.noOfferReason).toContain("Mobilfunkanbieter");
      expect(item!.findings.noOfferReason).toContain("zurückschicken");
    });

    it("register down: the device is pending, completion is refused; the retry after Retry-After (clock moved) answers and completion goes on", async () => {
      const start = new Date("2031-05-06T10:00:00.000Z");
      ctx().setNow(start);
      await signIn();
      fake.mode = "unavailable";
      fake.retryAfter = 300;
      const { tradeNumber, itemId, answers } = await receivedTrade(ctx(), inspector);
      const res = await inspect(tradeNumber, itemId, answers, IMEI_CLEAR);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ outcome: "as_described", registerStatus: "pending" });
      expect(await checksOf(ctx(), itemId)).toEqual([]);

      const refused = await complete(tradeNumber);
      expect(refused.status).toBe(409);
      const problem = (await refused.json()) as { type: string; detail: string; pending: number[] };
      expect(problem.type).toContain("register_pending");
      expect(problem.detail).toContain("has not answered");
      expect(problem.pending).toEqual([1]);
      expect(await stateOf(ctx(), tradeNumber)).toBe("received");

      fake.mode = "ok";
      const worker = createJobWorker(ctx().deps);
      // the job's backoff (30 s) has passed, the register's Retry-After (300 s) not: nothing is asked yet
      ctx().setNow(new Date(start.getTime() + 60_000));
      const asked = fake.requests.length;
      await worker.runDue();
      expect(fake.requests.length).toBe(asked);
      expect(await checksOf(ctx(), itemId)).toEqual([]);
      ctx().setNow(new Date(start.getTime() + 301_000));
      await worker.runDue();
      expect(fake.requests.length).toBe(asked + 1);
      expect(await checksOf(ctx(), itemId)).toMatchObject([{ context: "inspection", result: "clear", finding: null }]);
      const [row] = await rows<{ register_status: string; outcome: string }>(
        ctx().database.db,
        sql`select register_status, outcome from trade_inspections where trade_line_id = ${itemId}`,
      );
      expect(row).toEqual({ register_status: "clear", outcome: "as_described" });
      // five minutes on, the inspector's access token has expired: signed in again
      await signIn();
      const done = await complete(tradeNumber);
      expect(done.status).toBe(200);
      expect(await done.json()).toMatchObject({ state: "payout_pending" });
    });

    it("a retry that finds the device listed turns it into no offer; a failing retry asks again later", async () => {
      const start = new Date("2031-05-07T10:00:00.000Z");
      ctx().setNow(start);
      await signIn();
      fake.mode = "timeout";
      const { tradeNumber, itemId, answers } = await receivedTrade(ctx(), inspector);
      expect(await (await inspect(tradeNumber, itemId, answers, IMEI_STOLEN)).json()).toMatchObject({ registerStatus: "pending" });
      // still down at the first retry (a 500 without Retry-After): another retry is scheduled after the backoff
      fake.mode = "server_error";
      const worker = createJobWorker(ctx().deps);
      ctx().setNow(new Date(start.getTime() + 31_000));
      await worker.runDue();
      expect(await checksOf(ctx(), itemId)).toEqual([]);
      fake.mode = "ok";
      fake.listed.set(IMEI_STOLEN, "Lost");
      ctx().setNow(new Date(start.getTime() + 31_000 + 61_000));
      await worker.runDue();
      expect(await checksOf(ctx(), itemId)).toMatchObject([{ result: "blocked", finding: "lost" }]);
      const [row] = await rows<{ register_status: string; outcome: string; price_cents: number; no_offer_reasons: string[] }>(
        ctx().database.db,
        sql`select register_status, outcome, price_cents, no_offer_reasons from trade_inspections where trade_line_id = ${itemId}`,
      );
      expect(row).toMatchObject({ register_status: "blocked", outcome: "no_offer", price_cents: 0 });
      expect(row!.no_offer_reasons.join(" ")).toContain("als verloren gemeldet");
      expect(await (await complete(tradeNumber)).json()).toMatchObject({ state: "clarification" });
    }, 30_000);

    it("the store flow refuses a listed device and a silent register before any voucher; a clear device's answer is stored with the trade", async () => {
      const { context } = await storeClerk(ctx(), "Register Kette", "Register Filiale");
      const db = ctx().database.db;
      const vouchers = async () => Number((await rows<{ n: number }>(db, sql`select count(*)::int as n from partner_vouchers`))[0]!.n);
      const trades = async () => Number((await rows<{ n: number }>(db, sql`select count(*)::int as n from trades`))[0]!.n);
      const [v0, t0] = [await vouchers(), await trades()];
      const offer = await smartphoneOffer(ctx());
      const walkIn = () =>
        createStoreTrade(
          db,
          context,
          walkInTrade(offer.offerId, "Sina", "Stehl", "sina@example.com"),
          new Date(),
          sealingOf(ctx()),
          fakeRegister(),
        );
      fake.listed.set(IMEI_STOLEN, "Stolen / Lost");
      const blocked = await problemOf(walkIn());
      expect([blocked.status, blocked.code]).toEqual([422, "register_blocked"]);
      expect(blocked.errors).toEqual([{ field: "imei", message: "portal.trade.error.registerBlocked.stolen" }]);
      fake.listed.clear();
      fake.mode = "rate_limited";
      const down = await problemOf(walkIn());
      expect([down.status, down.code]).toEqual([409, "register_unavailable"]);
      expect(down.errors).toEqual([{ field: "imei", message: "portal.trade.error.registerUnavailable" }]);
      expect([await vouchers(), await trades()]).toEqual([v0, t0]);

      fake.mode = "ok";
      const made = await createStoreTrade(
        db,
        context,
        walkInTrade(offer.offerId, "Klara", "Klar", "klara@example.com"),
        new Date(),
        sealingOf(ctx()),
        fakeRegister(),
      );
      expect(made.voucher.code).toBeTruthy();
      const [line] = await rows<{ id: number }>(db, sql`select id from trade_lines where trade_id = ${made.tradeId}`);
      expect(await checksOf(ctx(), Number(line!.id))).toMatchObject([{ context: "store", result: "clear", imei: IMEI_STOLEN }]);
    });

    const fakeRegister = () => deviceRegisterFor(ctx().deps.config);
  },
  {
    env: {
      DEVICE_REGISTER_TOKEN: FAKE_REGISTER.token,
      DEVICE_REGISTER_SERVICE_ID: String(FAKE_REGISTER.serviceId),
      DEVICE_REGISTER_BASE_URL: fake.baseUrl,
      // long enough for an answer on a loaded machine; the time-out tests wait it out once each
      DEVICE_REGISTER_TIMEOUT_MS: "2000",
    },
  },
);

describeEachDatabase("device register with the check off", (ctx) => {
  it("asks nothing, stores nothing, and nothing waits", async () => {
    const inspector = (await staffTokens(ctx(), await makeStaff(ctx(), ["inspector"]))).accessToken;
    const asked = fake.requests.length;
    const { tradeNumber, itemId, answers } = await receivedTrade(ctx(), inspector);
    const res = await ctx().request(`/api/backoffice/trades/${tradeNumber}/items/${itemId}/inspection`, {
      host: BACKOFFICE,
      headers: bearer(inspector),
      json: { answers, imei: IMEI_STOLEN, erasure: ERASURE },
    });
    expect(await res.json()).toMatchObject({ outcome: "as_described", registerStatus: null });
    expect(await checksOf(ctx(), itemId)).toEqual([]);
    const done = await ctx().request(`/api/backoffice/trades/${tradeNumber}/inspection/complete`, {
      host: BACKOFFICE,
      headers: bearer(inspector),
      json: {},
    });
    expect(await done.json()).toMatchObject({ state: "payout_pending" });
    expect(fake.requests.length).toBe(asked);
  });
});
