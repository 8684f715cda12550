/**
 * Runs that make themselves (issue 32, decision 0110) on PGlite and PostgreSQL: the schedule
 * proposes a run per method at a working day's slot, made by no person, and never twice (the same
 * slot again, two calls at the same moment); nothing on a Saturday, on 25 December or before the
 * first slot; with SEPA Instant on, the instant run and the normal run of the trades above the
 * limit in the same slot; the worker's sweep schedules the proposal jobs and the job proposes; a
 * payout clerk releases a proposal and another person confirms it (the releaser cannot); the API's
 * roles (no token 401, support 403), bad input 4xx, and what waits for its payout.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PAYOUT_SCHEDULE, getPayoutRun, proposePayoutRuns, type ProposedRun } from "../../core/payout/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, toPayoutPending, uniqueTradeEmail } from "../../tests/helpers/trades.ts";
import { createJobWorker } from "../jobs/worker.server.ts";

type Json = Record<string, unknown>;

async function pendingTrade(ctx: TestContext, opts: { paypal?: boolean } = {}): Promise<string> {
  const placed = await placeTestTrade(ctx, opts.paypal ? { paypal: true, email: uniqueTradeEmail("paypal") } : {});
  await toPayoutPending(ctx, placed.tradeNumber);
  return placed.tradeNumber;
}

/** The trade numbers in a run. */
const tradesIn = async (ctx: TestContext, runId: number) => (await getPayoutRun(ctx.database.db, runId))!.items.map((i) => i.tradeNumber);
const deRun = (made: ProposedRun[], method: string, instant = false) =>
  made.find((r) => r.edition === "de" && r.method === method && r.instant === instant);

describeEachDatabase("payout schedule", (ctx) => {
  const propose = (at: string, instant?: { enabled: boolean; limitCents: number }) =>
    proposePayoutRuns(ctx().database.db, { now: new Date(at), schedule: DEFAULT_PAYOUT_SCHEDULE, ...(instant ? { instant } : {}) });

  it("proposes a run per method at a working day's slot, made by no person, and never twice for the slot", async () => {
    const sepa = await pendingTrade(ctx());
    const paypal = await pendingTrade(ctx(), { paypal: true });
    // Monday 7 December 2026, 10:05 in Berlin: the 10:00 slot has come
    const made = await propose("2026-12-07T09:05:00.000Z");
    const sepaRun = deRun(made, "sepa")!;
    const paypalRun = deRun(made, "paypal")!;
    expect(await tradesIn(ctx(), sepaRun.runId)).toContain(sepa);
    expect(await tradesIn(ctx(), paypalRun.runId)).toContain(paypal);
    const { run } = (await getPayoutRun(ctx().database.db, sepaRun.runId))!;
    expect(run).toMatchObject({
      state: "proposed",
      instant: false,
      proposalKey: "2026-12-07T10:00 de sepa",
      createdBy: "schedule",
      createdByStaffId: "system:schedule",
      releasedBy: null,
    });
    // London's 10:00 has not come yet (09:05 there): no en run
    expect(made.some((r) => r.edition === "en")).toBe(false);
    // the audit names no person
    const [audit] = await rows<{ staff_id: string | null }>(
      ctx().database.db,
      sql`select staff_id from audit_log where action = 'payout.run.create' and target = ${`payout-run:${sepaRun.runId}`}`,
    );
    expect(audit).toEqual({ staff_id: null });

    // the same slot again, later in it: nothing new, even with a new trade waiting
    const late = await pendingTrade(ctx());
    expect((await propose("2026-12-07T10:30:00.000Z")).filter((r) => r.edition === "de")).toEqual([]);
    // two instances at the same moment at the 15:00 slot: one run per method
    const both = await Promise.all([propose("2026-12-07T14:00:30.000Z"), propose("2026-12-07T14:00:30.000Z")]);
    const deSepa = both.flat().filter((r) => r.edition === "de" && r.method === "sepa");
    expect(deSepa).toHaveLength(1);
    expect(await tradesIn(ctx(), deSepa[0]!.runId)).toContain(late);
    const [{ n }] = (await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from payout_runs where proposal_key = '2026-12-07T15:00 de sepa'`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("proposes nothing on a Saturday, on 25 December, or before the day's first slot", async () => {
    const waiting = await pendingTrade(ctx());
    expect(await propose("2026-12-05T09:05:00.000Z")).toEqual([]); // Saturday 10:05 in Berlin
    expect(await propose("2026-12-25T09:05:00.000Z")).toEqual([]); // Friday, Christmas Day
    expect(await propose("2026-12-08T08:55:00.000Z")).toEqual([]); // Tuesday 09:55 in Berlin
    const [inRun] = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from payout_run_items where trade_number = ${waiting}`,
    );
    expect(inRun!.n).toBe(0);
    // the next slot takes it
    expect(await tradesIn(ctx(), deRun(await propose("2026-12-08T09:00:00.000Z"), "sepa")!.runId)).toContain(waiting);
  });

  it("with SEPA Instant on: an instant run up to the limit and a normal run of the dearer trades in the same slot", async () => {
    const cheap = await pendingTrade(ctx());
    const dear = await pendingTrade(ctx());
    await ctx().database.db.execute(sql`update trades set total_cents = 250000 where trade_number = ${dear}`);
    await ctx().database.db.execute(sql`update trades set total_cents = 1500 where trade_number = ${cheap}`);
    const made = await propose("2026-12-09T09:05:00.000Z", { enabled: true, limitCents: 100_000 });
    const instant = deRun(made, "sepa", true)!;
    const normal = deRun(made, "sepa", false)!;
    expect(await tradesIn(ctx(), instant.runId)).toContain(cheap);
    expect(await tradesIn(ctx(), instant.runId)).not.toContain(dear);
    expect(await tradesIn(ctx(), normal.runId)).toContain(dear);
    expect((await getPayoutRun(ctx().database.db, instant.runId))!.run).toMatchObject({
      instant: true,
      proposalKey: "2026-12-09T10:00 de sepa instant",
    });
    expect((await getPayoutRun(ctx().database.db, normal.runId))!.run).toMatchObject({
      instant: false,
      proposalKey: "2026-12-09T10:00 de sepa",
    });
  });

  it("the worker's sweep schedules a proposal job at each slot of today and the next working day, and the job proposes", async () => {
    const worker = createJobWorker(ctx().deps);
    // Friday 11 December 2026, 08:00 in Berlin
    ctx().setNow(new Date("2026-12-11T07:00:00.000Z"));
    try {
      await worker.sweep();
      const jobs = await rows<{ unique_key: string; run_at: Date | string }>(
        ctx().database.db,
        sql`select unique_key, run_at from jobs where kind = 'payout.proposeRuns' and unique_key like '%de runs' order by run_at`,
      );
      expect(jobs.map((j) => [j.unique_key, new Date(j.run_at).toISOString()])).toEqual([
        ["payout.proposeRuns:2026-12-11T10:00 de runs", "2026-12-11T09:00:00.000Z"],
        ["payout.proposeRuns:2026-12-11T15:00 de runs", "2026-12-11T14:00:00.000Z"],
        // the next working day is Monday
        ["payout.proposeRuns:2026-12-14T10:00 de runs", "2026-12-14T09:00:00.000Z"],
        ["payout.proposeRuns:2026-12-14T15:00 de runs", "2026-12-14T14:00:00.000Z"],
      ]);
      // a second sweep (another instance) adds none
      await worker.sweep();
      const [again] = await rows<{ n: number }>(
        ctx().database.db,
        sql`select count(*)::int as n from jobs where kind = 'payout.proposeRuns' and unique_key like '%de runs'`,
      );
      expect(again!.n).toBe(4);

      const trade = await pendingTrade(ctx());
      ctx().setNow(new Date("2026-12-11T09:00:10.000Z"));
      await worker.runDue();
      const [run] = await rows<{ id: number; state: string }>(
        ctx().database.db,
        sql`select id, state from payout_runs where proposal_key = '2026-12-11T10:00 de sepa'`,
      );
      expect(run!.state).toBe("proposed");
      expect(await tradesIn(ctx(), run!.id)).toContain(trade);
    } finally {
      ctx().setNow(null);
    }
  });

  describe("through the API", () => {
    let payoutA: string;
    let payoutB: string;
    let support: string;
    const api = (path: string, token: string | null, json?: unknown) =>
      ctx().request(`/api/backoffice/payout-runs${path}`, {
        host: BACKOFFICE,
        method: json === undefined ? "GET" : "POST",
        ...(json === undefined ? {} : { json }),
        headers: token ? bearer(token) : {},
      });

    beforeAll(async () => {
      payoutA = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
      payoutB = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
      support = (await staffTokens(ctx(), await makeStaff(ctx(), ["support"]))).accessToken;
    });

    it("a clerk releases a proposal, another person confirms it; the releaser cannot", async () => {
      const trade = await pendingTrade(ctx());
      const runId = deRun(await propose("2026-12-10T09:05:00.000Z"), "sepa")!.runId;
      expect(await tradesIn(ctx(), runId)).toContain(trade);
      // a proposal is not confirmed before it is released
      expect((await api(`/${runId}/confirm`, payoutB, {})).status).toBe(409);

      const listed = (await (await api("", payoutA)).json()) as { runs: Json[] };
      expect(listed.runs.find((r) => r.runId === runId)).toMatchObject({
        state: "proposed",
        proposalKey: "2026-12-10T10:00 de sepa",
        releasedBy: null,
      });

      const released = await api(`/${runId}/release`, payoutA, {});
      expect(released.status).toBe(200);
      expect(released.headers.get("cache-control")).toBe("private, no-store");
      const { run } = (await released.json()) as { run: Json };
      expect(run).toMatchObject({ state: "open", instant: false, proposalKey: "2026-12-10T10:00 de sepa" });
      expect(run.releasedBy).toMatch(/@/);
      // not twice
      const twice = await api(`/${runId}/release`, payoutB, {});
      expect(twice.status).toBe(409);
      expect(((await twice.json()) as Json).type).toMatch(/payout_run_not_proposed$/);
      const [audit] = await rows<{ n: number }>(
        ctx().database.db,
        sql`select count(*)::int as n from audit_log where action = 'payout.run.release' and target = ${`payout-run:${runId}`}`,
      );
      expect(audit!.n).toBe(1);

      // four eyes: the releaser cannot confirm, another payout user can
      const own = await api(`/${runId}/confirm`, payoutA, {});
      expect(own.status).toBe(403);
      expect(((await own.json()) as Json).type).toMatch(/payout_four_eyes$/);
      const ok = await api(`/${runId}/confirm`, payoutB, {});
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { run: Json }).run).toMatchObject({ state: "confirmed" });
      const [state] = await rows<{ state: string }>(ctx().database.db, sql`select state from trades where trade_number = ${trade}`);
      expect(state!.state).toBe("paid");
    });

    it("answers what waits for its payout, per edition and method, private and not stored", async () => {
      await pendingTrade(ctx());
      const res = await api("/waiting", payoutA);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const { waiting } = (await res.json()) as { waiting: Json[] };
      const de = waiting.find((w) => w.edition === "de" && w.method === "sepa")!;
      expect(de).toMatchObject({ promiseWorkingDays: 1 });
      expect(de.trades).toBeGreaterThanOrEqual(1);
      expect(de.total).toBe((de.totalCents as number) / 100);
      expect(typeof de.ageWorkingHours).toBe("number");
      expect(typeof de.overPromise).toBe("boolean");
      expect(Date.parse(de.since as string)).not.toBeNaN();
    });

    it("answers 401 without a token, 403 to a support user, and 4xx to bad input", async () => {
      expect((await api("/waiting", null)).status).toBe(401);
      expect((await api("/1/release", null, {})).status).toBe(401);
      const denied = await api("/1/release", support, {});
      expect(denied.status).toBe(403);
      expect(denied.headers.get("content-type")).toMatch(/problem\+json/);
      expect((await api("/waiting", support)).status).toBe(403);
      expect((await api("/abc/release", payoutA, {})).status).toBe(422);
      expect((await api("/0/release", payoutA, {})).status).toBe(422);
      const missing = await api("/2147483647/release", payoutA, {});
      expect(missing.status).toBe(404);
      expect(missing.headers.get("content-type")).toMatch(/problem\+json/);
    });
  });
});
