/**
 * The open figures job and the device page's reads (issue 34, decision 0129) on PGlite and
 * PostgreSQL: de trades of the dearest smartphone placed, received, inspected through the back
 * office's API (one as described, one worse whose new offer the customer accepts, one left waiting
 * for its payout) and paid; the job counts the paid devices only, the share at the offered price,
 * the median days from receipt to payout and the deduction the inspection found. And the price
 * history read from the catalog's records.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { TEST_HASHING } from "../credentials/index.server.ts";
import { rows } from "../shared/index.server.ts";
import { changeTradeState } from "../trade/index.server.ts";
import { priceHistory } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { placeTestTrade, topSmartphone, uniqueClientAddress } from "../../tests/helpers/trades.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { computeModelFigures, modelFiguresForPage, priceHistoryForPage, readModelFigures } from "./index.server.ts";

const ERASURE = { method: "nist_clear", tool: "Blancco Mobile 8", result: "passed" };
const DAY_MS = 86_400_000;
const RECEIVED = new Date("2026-06-01T09:00:00.000Z");

describeEachDatabase("model facts (job and page reads)", (ctx) => {
  let token = "";
  beforeAll(async () => {
    ctx().deps.passwordHashing = TEST_HASHING;
    token = (await staffTokens(ctx(), await makeStaff(ctx(), ["inspector"]))).accessToken;
  }, 120_000);

  const bo = (path: string, json?: unknown) =>
    ctx().request(`/api/backoffice/trades${path}`, {
      host: BACKOFFICE,
      headers: bearer(token),
      ...(json === undefined ? { method: "GET" } : { json }),
    });

  /** A placed trade of the top smartphone received on RECEIVED, inspected with `answers`, completed; answers the trade number and the completion's body. */
  async function inspected(answers: { questionId: number; answerId: number }[]) {
    ctx().setNow(RECEIVED);
    const { tradeNumber } = await placeTestTrade(ctx());
    expect((await bo(`/${tradeNumber}/receive`, { devicesFound: 1 })).status).toBe(200);
    const [line] = await rows<{ id: number }>(
      ctx().database.db,
      sql`select l.id from trade_lines l join trades t on t.id = l.trade_id where t.trade_number = ${tradeNumber}`,
    );
    const res = await bo(`/${tradeNumber}/items/${line!.id}/inspection`, { answers, serial: `SN${line!.id}X`, erasure: ERASURE });
    expect(res.status, await res.text()).toBe(200);
    const done = await bo(`/${tradeNumber}/inspection/complete`, {});
    const body = await done.text();
    expect(done.status, body).toBe(200);
    return { tradeNumber, completed: JSON.parse(body) as { state: string; clarificationId?: string } };
  }

  const pay = (tradeNumber: string, days: number) =>
    changeTradeState(ctx().database.db, {
      tradeNumber,
      to: "paid",
      actor: { kind: "system" },
      reason: "test",
      now: new Date(RECEIVED.getTime() + days * DAY_MS),
    });

  it("counts paid devices only: the share at the offered price, the median days to the money, the most common deduction", async () => {
    const device = await topSmartphone(ctx());
    const before = (await readModelFigures(ctx().database.db)).find((f) => f.deviceId === device.id);
    // the seeded development data pays nothing of this device: the figures rest on this test's trades alone
    expect(before).toBeUndefined();

    // as described, paid three days after receipt
    const described = await inspected(device.answers);
    expect(described.completed.state).toBe("payout_pending");
    await pay(described.tradeNumber, 3);

    // worse (the first question's second answer), the new offer accepted, paid a day after receipt
    const worseAnswers = device.questions.map((q, i) => ({ questionId: q.id, answerId: q.answers[i === 0 ? 1 : 0]!.id }));
    const worse = await inspected(worseAnswers);
    expect(worse.completed.state).toBe("clarification");
    const path = `/api/clarifications/${worse.completed.clarificationId}/${worse.tradeNumber}`;
    const seen = (await (await ctx().request(path, { host: "de.localhost", method: "GET" })).json()) as {
      devices: { newOffer: { offerId: string } }[];
    };
    const accepted = await ctx().request(path, {
      host: "de.localhost",
      json: { offerId: seen.devices[0]!.newOffer.offerId, answer: "accept" },
      clientAddress: uniqueClientAddress(),
    });
    expect(accepted.status, await accepted.text()).toBe(200);
    await pay(worse.tradeNumber, 1);
    ctx().setNow(null);

    // inspected as described but not paid yet: not counted
    await inspected(device.answers);

    const now = new Date("2026-06-10T03:00:00.000Z");
    expect(await computeModelFigures(ctx().database.db, now)).toBeGreaterThan(0);
    const [row] = await rows<Record<string, unknown>>(ctx().database.db, sql`select * from model_figures where device_id = ${device.id}`);
    expect(row).toMatchObject({
      paid_count: 2,
      at_offer_count: 1,
      median_days_to_money: "2.0",
      top_question_code: device.questions[0]!.code,
      top_answer_code: device.questions[0]!.answers[1]!.code,
      top_deduction_count: 1,
    });

    // the page: hidden below the threshold, shown from it with the count and the deduction in the edition's words
    expect(await modelFiguresForPage(ctx().database.db, "de", device.id, 3)).toBeNull();
    const view = await modelFiguresForPage(ctx().database.db, "de", device.id, 2);
    expect(view).toEqual({
      paidCount: 2,
      atOfferShare: 0.5,
      medianDaysToMoney: 2,
      topDeduction: { question: device.questions[0]!.question, answer: device.questions[0]!.answers[1]!.text, count: 1 },
      computedAt: now.toISOString(),
    });

    // a second run with nothing new writes the same figures (one row per device)
    await computeModelFigures(ctx().database.db, new Date(now.getTime() + DAY_MS));
    const again = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from model_figures where device_id = ${device.id}`,
    );
    expect(again[0]!.n).toBe(1);
  }, 180_000);

  it("the price history: the last 90 days' day-end prices from the catalog's records, the price before the window included", async () => {
    const device = await topSmartphone(ctx());
    const db = ctx().database.db;
    const now = new Date("2026-09-30T10:00:00.000Z");
    const at = (iso: string) => new Date(iso);
    await db.insert(priceHistory).values([
      { deviceId: device.id, edition: "fr", oldPriceCents: null, newPriceCents: 40000, source: "import", at: at("2026-01-15T10:00:00Z") },
      { deviceId: device.id, edition: "fr", oldPriceCents: 40000, newPriceCents: 42000, source: "edit", at: at("2026-09-01T10:00:00Z") },
      // 23:30 UTC on 20 September is 21 September in Paris
      { deviceId: device.id, edition: "fr", oldPriceCents: 42000, newPriceCents: 39000, source: "edit", at: at("2026-09-20T23:30:00Z") },
      // after "now": not yet
      { deviceId: device.id, edition: "fr", oldPriceCents: 39000, newPriceCents: 10000, source: "edit", at: at("2026-10-05T10:00:00Z") },
    ]);
    const view = (await priceHistoryForPage(db, "fr", device.id, now))!;
    expect(view.fromDay).toBe("2026-07-03");
    expect(view.toDay).toBe("2026-09-30");
    expect(view.points).toHaveLength(90);
    const at1 = (day: string) => view.points.find((p) => p.day === day)?.cents;
    expect(at1("2026-07-03")).toBe(40000);
    expect(at1("2026-08-31")).toBe(40000);
    expect(at1("2026-09-01")).toBe(42000);
    expect(at1("2026-09-20")).toBe(42000);
    expect(at1("2026-09-21")).toBe(39000);
    expect(at1("2026-09-30")).toBe(39000);
  });
});
