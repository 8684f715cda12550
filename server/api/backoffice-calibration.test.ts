/**
 * Calibration (issue 34 §6, decision 0131) on PGlite and PostgreSQL, from real inspections: trades
 * placed through the shop's API, received and inspected through the back office's API, then the
 * job (computeCalibration). The cells count the customer's answer against the inspector's with the
 * direction and the money the worse finding moved; the customer who overstated in two trades is in
 * the customers list (support only). Who may call GET /api/backoffice/calibration, and bad input.
 * The template database may hold other inspections: the expectations are differences to a run
 * before these trades.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { computeCalibration, type CalibrationView } from "../../core/calibration/index.server.ts";
import { TEST_HASHING } from "../../core/credentials/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import type { StaffRole } from "../../core/staff/index.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, topSmartphone, uniqueTradeEmail } from "../../tests/helpers/trades.ts";

const ERASURE = { method: "nist_purge", tool: "Blancco Mobile 8", result: "passed" };
let serial = 0;

/** Receives `tradeNumber` and inspects its one device with `answers`. */
async function inspect(ctx: TestContext, token: string, tradeNumber: string, answers: { questionId: number; answerId: number }[]) {
  const bo = (path: string, json: unknown) =>
    ctx.request(`/api/backoffice/trades/${tradeNumber}${path}`, { host: BACKOFFICE, headers: bearer(token), json });
  expect((await bo("/receive", { devicesFound: 1 })).status).toBe(200);
  const [line] = await rows<{ id: number }>(
    ctx.database.db,
    sql`select l.id from trade_lines l join trades t on t.id = l.trade_id where t.trade_number = ${tradeNumber}`,
  );
  const res = await bo(`/items/${line!.id}/inspection`, { answers, serial: `CAL${process.pid}X${++serial}`, erasure: ERASURE });
  expect(res.status, await res.text()).toBe(200);
}

describeEachDatabase("calibration: the job from real inspections, GET /api/backoffice/calibration", (ctx) => {
  const tokens = {} as Record<"inspector" | "support" | "catalog" | "payout", string>;
  beforeAll(async () => {
    ctx().deps.passwordHashing = TEST_HASHING;
    for (const role of ["inspector", "support", "catalog", "payout"] as const satisfies StaffRole[])
      tokens[role] = (await staffTokens(ctx(), await makeStaff(ctx(), [role]))).accessToken;
  }, 120_000);

  const get = (query: string, token?: string) =>
    ctx().request(`/api/backoffice/calibration${query}`, {
      host: BACKOFFICE,
      method: "GET",
      headers: token ? bearer(token) : {},
    });
  const view = async (query = "") => {
    const res = await get(query, tokens.support);
    expect(res.status).toBe(200);
    return (await res.json()) as CalibrationView;
  };

  it("counts each answer against the finding, which way and the money moved; the repeated overstater is listed", async () => {
    const phone = await topSmartphone(ctx());
    const first = phone.questions[0]!;
    const { db } = ctx().database;
    await computeCalibration(db, new Date());
    const before = await view("?category=smartphones&channel=shop");
    const cellOf = (v: CalibrationView, answerCode: string) =>
      v.questions.find((q) => q.questionCode === first.code)?.answers.find((a) => a.customerAnswerCode === answerCode);

    // one guest, two trades: both times the first question's best answer, found one worse
    const email = uniqueTradeEmail("overstater");
    const worse = phone.questions.map((q, i) => ({ questionId: q.id, answerId: q.answers[i === 0 ? 1 : 0]!.id }));
    for (let i = 0; i < 2; i++) {
      const placed = await placeTestTrade(ctx(), { email });
      await inspect(ctx(), tokens.inspector, placed.tradeNumber, worse);
    }
    // another guest: found as described
    const honest = await placeTestTrade(ctx(), { email: uniqueTradeEmail("honest") });
    await inspect(ctx(), tokens.inspector, honest.tradeNumber, phone.answers);

    const run = await computeCalibration(db, new Date());
    expect(run.inspections).toBeGreaterThanOrEqual(3);
    const after = await view("?category=smartphones&channel=shop");
    expect(after.computedAt).not.toBeNull();

    // the money: what the worse finding took off the two offers (the inspections' prices against the lines')
    const [lost] = await rows<{ cents: number }>(
      db,
      sql`select sum(i.price_cents - i.price_rise_cents - l.price_cents)::int as cents from trade_inspections i
          join trade_lines l on l.id = i.trade_line_id join trades t on t.id = i.trade_id where lower(t.email) = ${email}`,
    );
    expect(lost!.cents).toBeLessThan(0);

    const best = first.answers[0]!;
    const was = cellOf(before, best.code);
    const now = cellOf(after, best.code)!;
    expect(now.devices - (was?.devices ?? 0)).toBe(3);
    expect(now.overstated - (was?.overstated ?? 0)).toBe(2);
    expect(now.movedCents - (was?.movedCents ?? 0)).toBe(lost!.cents);
    const found = now.found.find((f) => f.inspectorAnswerCode === first.answers[1]!.code)!;
    expect(found.direction).toBe("overstated");
    // texts in the staff member's language (English without a German Accept-Language)
    expect(after.questions.find((q) => q.questionCode === first.code)!.question).toBeTruthy();
    expect(now.answer).toBeTruthy();

    // the overstater (two trades) is listed for support; the honest customer is not
    const listed = after.customers!.list.find((c) => c.email === email)!;
    expect(listed).toMatchObject({ customerId: null, trades: 2, overstatedTrades: 2, movedCents: lost!.cents });
    expect(after.customers!.list.some((c) => c.email.startsWith("honest"))).toBe(false);

    // filters: another channel holds none of these devices
    const business = await view("?category=smartphones&channel=business");
    expect(cellOf(business, best.code)?.devices ?? 0).toBe(0);
    expect(after.choices.categories.map((c) => c.id)).toContain("smartphones");
  }, 120_000);

  it("support sees the customers; catalog the questions without customers; other roles and strangers are refused", async () => {
    const support = await get("", tokens.support);
    expect(support.status).toBe(200);
    expect(support.headers.get("cache-control")).toBe("private, no-store");
    expect(((await support.json()) as CalibrationView).customers).not.toBeNull();

    const catalog = await get("", tokens.catalog);
    expect(catalog.status).toBe(200);
    expect(((await catalog.json()) as CalibrationView).customers).toBeNull();

    expect((await get("", tokens.inspector)).status).toBe(403);
    expect((await get("", tokens.payout)).status).toBe(403);
    expect((await get("")).status).toBe(401);
    expect((await get("", "not-a-token")).status).toBe(401);
  });

  it("a malformed filter is a 422 problem, never a 500", async () => {
    for (const query of ["?channel=fax", "?category=%27%3B%20drop", `?series=${"x".repeat(101)}`, "?category=a%00b"]) {
      const res = await get(query, tokens.support);
      expect(res.status, query).toBe(422);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
    }
    // an unknown but well-formed id: nothing to show
    const unknown = await view("?category=toasters");
    expect(unknown.questions).toEqual([]);
  });
});
