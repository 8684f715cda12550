/**
 * SEPA Instant runs through the back-office API (issue 32, decision 0111), on PGlite and
 * PostgreSQL, with a per-transfer limit of 100 EUR: an instant run takes the SEPA trade under the
 * limit and leaves the dearer one (counted as aboveInstantLimit) for a normal run; its file says
 * local instrument INST and validates; the normal run's file has none; instant with PayPal is 422;
 * a support user gets 403.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { xmllintErrors } from "../../tests/helpers/sepa.ts";
import { makeStaff, payoutRunsRequest, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, toPayoutPending } from "../../tests/helpers/trades.ts";

type Json = Record<string, unknown>;

/** A placed de SEPA trade in payout_pending whose total is `cents`. */
async function pendingSepaTrade(ctx: TestContext, cents: number): Promise<string> {
  const { tradeNumber } = await placeTestTrade(ctx);
  await toPayoutPending(ctx, tradeNumber);
  await rows(ctx.database.db, sql`update trades set total_cents = ${cents} where trade_number = ${tradeNumber}`);
  return tradeNumber;
}

const itemsOf = async (ctx: TestContext, runId: number, token: string) =>
  (await (await payoutRunsRequest(ctx, `/${runId}`, token)).json()) as { run: Json; items: { tradeNumber: string }[] };

describeEachDatabase(
  "SEPA Instant payout runs",
  (ctx) => {
    let payout: string;
    let support: string;
    beforeAll(async () => {
      payout = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
      support = (await staffTokens(ctx(), await makeStaff(ctx(), ["support"]))).accessToken;
    });

    it("refuses a support user (403) and instant with PayPal (422, field method)", async () => {
      const denied = await payoutRunsRequest(ctx(), "", support, { method: "sepa", instant: true });
      expect(denied.status).toBe(403);
      expect((await payoutRunsRequest(ctx(), "/preview", support, { instant: true })).status).toBe(403);
      const paypal = await payoutRunsRequest(ctx(), "", payout, { method: "paypal", instant: true });
      expect(paypal.status).toBe(422);
      expect(paypal.headers.get("content-type")).toMatch(/problem\+json/);
      expect(((await paypal.json()) as { errors: Json[] }).errors).toEqual([{ field: "method", message: expect.stringMatching(/PayPal/) }]);
      expect((await payoutRunsRequest(ctx(), "/preview", payout, { method: "paypal", instant: true })).status).toBe(422);
      expect((await payoutRunsRequest(ctx(), "", payout, { method: "sepa", instant: "yes" })).status).toBe(422);
    });

    it("an instant run takes the SEPA trade under the limit (INST in its valid file); a normal run takes the one above it", async () => {
      const under = await pendingSepaTrade(ctx(), 9_999);
      const above = await pendingSepaTrade(ctx(), 10_001);
      const preview = (await (await payoutRunsRequest(ctx(), "/preview", payout, { edition: "de", instant: true })).json()) as Json;
      expect(preview.aboveInstantLimit).toBeGreaterThanOrEqual(1);
      expect(preview.paypal).toBe(0);

      const res = await payoutRunsRequest(ctx(), "", payout, { edition: "de", method: "sepa", instant: true });
      expect(res.status).toBe(201);
      const made = (await res.json()) as { runId: number; instant: boolean; trades: number; aboveInstantLimit: number };
      expect(made).toMatchObject({ instant: true, trades: preview.trades, aboveInstantLimit: preview.aboveInstantLimit });
      const instantRun = await itemsOf(ctx(), made.runId, payout);
      expect(instantRun.run).toMatchObject({ instant: true, filters: { edition: "de", method: "sepa" } });
      const numbers = instantRun.items.map((i) => i.tradeNumber);
      expect(numbers).toContain(under);
      expect(numbers).not.toContain(above);
      const xml = await (await payoutRunsRequest(ctx(), `/${made.runId}/sepa.xml`, payout)).text();
      expect(xml).toContain("<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>INST</Cd></LclInstrm></PmtTpInf>");
      expect(xml).toContain(`<EndToEndId>PR${made.runId}-${under}</EndToEndId>`);
      expect(xmllintErrors(xml)).toBe("");

      // the fallback: a normal run takes what the instant run left above the limit
      const normal = await payoutRunsRequest(ctx(), "", payout, { edition: "de", method: "sepa" });
      expect(normal.status).toBe(201);
      const fallback = (await normal.json()) as { runId: number; instant: boolean; aboveInstantLimit: number };
      expect(fallback).toMatchObject({ instant: false, aboveInstantLimit: 0 });
      const normalRun = await itemsOf(ctx(), fallback.runId, payout);
      expect(normalRun.run).toMatchObject({ instant: false });
      expect(normalRun.items.map((i) => i.tradeNumber)).toContain(above);
      const normalXml = await (await payoutRunsRequest(ctx(), `/${fallback.runId}/sepa.xml`, payout)).text();
      expect(normalXml).not.toContain("LclInstrm");
      expect(xmllintErrors(normalXml)).toBe("");
    });

    it("an instant run with nothing under the limit is 409 payout_run_empty, counting the trades above it", async () => {
      const above = await pendingSepaTrade(ctx(), 50_000);
      const res = await payoutRunsRequest(ctx(), "", payout, { edition: "de", instant: true });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ type: expect.stringMatching(/payout_run_empty$/), aboveInstantLimit: 1 });
      const state = await rows<{ n: number }>(
        ctx().database.db,
        sql`select count(*)::int as n from payout_run_items where trade_number = ${above}`,
      );
      expect(Number(state[0]!.n)).toBe(0);
    });
  },
  { env: { SEPA_INSTANT_LIMIT_EUR: "100" } },
);
