/**
 * Issue 33 (decision 0119): every unit is inspected on its own and the batch is clarified once.
 * A trade of three lines of ten units is received: 30 lines of one unit (the originals keep id,
 * offer and position, the totals do not change); 30 inspections, 3 of them worse, open ONE
 * clarification with 3 items; "accept all new prices" accepts them in one go and the trade moves on
 * to payout_pending with the same event, returns and outcome mail as answering one by one.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { QuestionView } from "../../core/catalog/index.ts";
import { deviceById } from "../../core/catalog/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { unitLabels } from "../../core/trade/index.server.ts";
import { accessTokenFor, registerActivated } from "../../tests/helpers/accounts.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { smartphoneOffer, uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";
import { createJobWorker } from "../jobs/worker.server.ts";

const host = "de.localhost";
const ERASURE = { method: "nist_purge", tool: "Blancco Mobile 8", result: "passed" };
let seq = 0;

interface Line {
  id: number;
  position: number;
  offer_id: string;
  quantity: number;
  line_total_cents: number;
  price_cents: number;
  unit_of_line_id: number | null;
  device_id: number;
}

const linesOf = (ctx: TestContext, tradeNumber: string) =>
  rows<Line>(
    ctx.database.db,
    sql`select l.id, l.position, l.offer_id, l.quantity, l.line_total_cents, l.price_cents, l.unit_of_line_id, l.device_id
        from trade_lines l join trades t on t.id = l.trade_id where t.trade_number = ${tradeNumber} order by l.position`,
  ).then((list) =>
    list.map((l) => ({
      ...l,
      id: Number(l.id),
      position: Number(l.position),
      quantity: Number(l.quantity),
      line_total_cents: Number(l.line_total_cents),
      price_cents: Number(l.price_cents),
      unit_of_line_id: l.unit_of_line_id === null ? null : Number(l.unit_of_line_id),
      device_id: Number(l.device_id),
    })),
  );

const tradeRow = async (ctx: TestContext, tradeNumber: string) => {
  const [t] = await rows<{ id: number; state: string; subtotal_cents: number; total_cents: number }>(
    ctx.database.db,
    sql`select id, state, subtotal_cents, total_cents from trades where trade_number = ${tradeNumber}`,
  );
  return { id: Number(t!.id), state: t!.state, subtotal: Number(t!.subtotal_cents), total: Number(t!.total_cents) };
};

/** A de trade of `quantities.length` offers with those quantities, as a guest (the clarification link is the access). */
async function placeUnits(ctx: TestContext, quantities: number[]): Promise<{ tradeNumber: string; email: string }> {
  const offers: { offerId: string; quantity: number }[] = [];
  for (const quantity of quantities) offers.push({ offerId: (await smartphoneOffer(ctx)).offerId, quantity });
  const email = uniqueTradeEmail("einheiten");
  const res = await ctx.request("/api/trade/trades", {
    host,
    clientAddress: uniqueClientAddress(),
    headers: { "idempotency-key": `units-${process.pid}-${++seq}` },
    json: {
      offers,
      customer: { email, firstName: "Erika", lastName: "Einzeln" },
      address: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
      payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Erika Einzeln" },
    },
  });
  expect(res.status).toBe(201);
  return { tradeNumber: ((await res.json()) as { tradeNumber: string }).tradeNumber, email };
}

describeEachDatabase("per-unit inspection and accept-all (decision 0119)", (ctx) => {
  let inspector: Record<string, string> = {};
  let otherCustomer = "";
  const questions = new Map<number, QuestionView[]>();

  beforeAll(async () => {
    inspector = bearer((await staffTokens(ctx(), await makeStaff(ctx(), ["inspector"]))).accessToken);
    otherCustomer = await accessTokenFor(ctx(), await registerActivated(ctx(), { emailPrefix: "units-other" }));
  }, 120_000);

  const post = (path: string, json?: unknown, headers: Record<string, string> = inspector) =>
    ctx().request(path, { host: BACKOFFICE, headers, ...(json === undefined ? { method: "POST" } : { json }) });

  async function questionsOf(deviceId: number): Promise<QuestionView[]> {
    if (!questions.has(deviceId)) questions.set(deviceId, (await deviceById(ctx().database.db, "de", deviceId))!.questions!);
    return questions.get(deviceId)!;
  }

  /** Inspects one unit: as described, worse (cracked display) or without an offer (activation lock). */
  async function inspect(tradeNumber: string, line: Line, how: "as_described" | "worse" | "no_offer", n: number) {
    const qs = await questionsOf(line.device_id);
    const answers = qs.map((q) => {
      const pick =
        how === "worse" && q.code === "display"
          ? q.answers.find((a) => a.code === "display_cracked")!
          : how === "no_offer" && q.code === "lock"
            ? q.answers.find((a) => a.effect.kind === "noOffer")!
            : q.answers[0]!;
      return { questionId: q.id, answerId: pick.id };
    });
    const res = await post(`/api/backoffice/trades/${tradeNumber}/items/${line.id}/inspection`, {
      answers,
      serial: `UNIT${String(n).padStart(4, "0")}X`,
      erasure: ERASURE,
    });
    expect(res.status).toBe(200);
    const view = (await res.json()) as { outcome: string; newOfferId: string | null };
    expect(view.outcome).toBe(how);
    return view;
  }

  async function receive(tradeNumber: string, devicesFound: number) {
    return post(`/api/backoffice/trades/${tradeNumber}/receive`, { devicesFound });
  }

  it("30 units: receipt splits the lines (totals unchanged, once), 30 inspections, ONE clarification of 3, accept all → payout_pending", async () => {
    ctx().setNow(new Date());
    const { tradeNumber, email } = await placeUnits(ctx(), [10, 10, 10]);
    const before = await linesOf(ctx(), tradeNumber);
    const placed = await tradeRow(ctx(), tradeNumber);
    expect(before.map((l) => l.quantity)).toEqual([10, 10, 10]);

    expect((await receive(tradeNumber, 30)).status).toBe(200);
    const units = await linesOf(ctx(), tradeNumber);
    expect(units).toHaveLength(30);
    expect(units.every((l) => l.quantity === 1)).toBe(true);
    // the originals keep their id, offer and position; each has nine copies naming it, with its offer and price
    for (const orig of before) {
      const kept = units.find((l) => l.id === orig.id)!;
      expect(kept).toMatchObject({ offer_id: orig.offer_id, position: orig.position, unit_of_line_id: null });
      const copies = units.filter((l) => l.unit_of_line_id === orig.id);
      expect(copies).toHaveLength(9);
      expect(copies.every((c) => c.offer_id === orig.offer_id && c.price_cents === orig.price_cents)).toBe(true);
      expect(kept.line_total_cents + copies.reduce((s, c) => s + c.line_total_cents, 0)).toBe(orig.line_total_cents);
    }
    expect(new Set(units.map((l) => l.position)).size).toBe(30);
    // the trade's totals do not change
    const received = await tradeRow(ctx(), tradeNumber);
    expect({ subtotal: received.subtotal, total: received.total }).toEqual({ subtotal: placed.subtotal, total: placed.total });
    expect(units.reduce((s, l) => s + l.line_total_cents, 0)).toBe(placed.subtotal);
    // unit k of n, k from the order the units were made
    const labels = await unitLabels(ctx().database.db, received.id);
    expect(labels.get(before[0]!.id)).toEqual({ unit: 1, of: 10, lineId: before[0]!.id });
    expect(labels.get(units.filter((l) => l.unit_of_line_id === before[1]!.id).at(-1)!.id)).toEqual({
      unit: 10,
      of: 10,
      lineId: before[1]!.id,
    });
    expect([...labels.values()].filter((l) => l.unit === 10)).toHaveLength(3);
    // receiving again is refused and splits nothing
    expect((await receive(tradeNumber, 30)).status).toBe(409);
    expect(await linesOf(ctx(), tradeNumber)).toHaveLength(30);
    const [audit] = await rows<{ after: { unitsSplit?: number } }>(
      ctx().database.db,
      sql`select after from audit_log where target = ${`trade:${tradeNumber}`} and action = 'trade.receive'`,
    );
    expect(audit!.after.unitsSplit).toBe(27);

    // 30 inspections, one per unit; three units (one of each line) are worse
    const worseIds = new Set([units[1]!.id, units[12]!.id, units[29]!.id]);
    const newOffers: string[] = [];
    for (const [i, line] of units.entries()) {
      const view = await inspect(tradeNumber, line, worseIds.has(line.id) ? "worse" : "as_described", i);
      if (view.newOfferId) newOffers.push(view.newOfferId);
    }
    const [inspected] = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from trade_inspections where trade_id = ${received.id}`,
    );
    expect(Number(inspected!.n)).toBe(30);
    const done = await post(`/api/backoffice/trades/${tradeNumber}/inspection/complete`);
    expect(done.status).toBe(200);
    const { clarificationId, state } = (await done.json()) as { state: string; clarificationId: string };
    expect(state).toBe("clarification");
    const clarifications = await rows<{ id: string }>(
      ctx().database.db,
      sql`select id from clarifications where trade_id = ${received.id}`,
    );
    expect(clarifications).toHaveLength(1);
    const items = await rows<{ trade_line_id: number; answer: string | null }>(
      ctx().database.db,
      sql`select trade_line_id, answer from clarification_items where clarification_id = ${clarificationId} order by trade_line_id`,
    );
    expect(items.map((i) => Number(i.trade_line_id)).sort((a, b) => a - b)).toEqual([...worseIds].sort((a, b) => a - b));
    expect(items.every((i) => i.answer === null)).toBe(true);

    const path = `/api/clarifications/${clarificationId}/${tradeNumber}/accept-all`;
    // another customer's bearer: the 404 of an unknown link; a wrong trade number too; nothing answered
    expect((await ctx().request(path, { host, method: "POST", headers: bearer(otherCustomer) })).status).toBe(404);
    expect((await ctx().request(`/api/clarifications/${clarificationId}/SB-0000001/accept-all`, { host, method: "POST" })).status).toBe(
      404,
    );
    expect((await ctx().request(path, { host: "fr.localhost", method: "POST" })).status).toBe(404);

    const res = await ctx().request(path, { host, method: "POST", clientAddress: uniqueClientAddress() });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as {
      accepted: number;
      tradeState: string;
      state: string;
      open: string[];
      devices: { answer: string }[];
    };
    expect(body).toMatchObject({ accepted: 3, tradeState: "payout_pending", state: "answered", open: [] });
    expect(body.devices.map((d) => d.answer)).toEqual(["accept", "accept", "accept"]);

    // the trade pays the 27 units as described and the three at their new offers' totals
    const newTotals = await rows<{ total: number }>(
      ctx().database.db,
      sql`select price_cents + campaign_bonus_cents as total from offers where id in (${sql.join(
        newOffers.map((o) => sql`${o}`),
        sql`, `,
      )})`,
    );
    const kept = units.filter((l) => !worseIds.has(l.id)).reduce((s, l) => s + l.line_total_cents, 0);
    const paid = await tradeRow(ctx(), tradeNumber);
    expect(paid.state).toBe("payout_pending");
    expect(paid.subtotal).toBe(kept + newTotals.reduce((s, o) => s + Number(o.total), 0));
    const after = await linesOf(ctx(), tradeNumber);
    expect(after.reduce((s, l) => s + l.line_total_cents, 0)).toBe(paid.subtotal);
    const [event] = await rows<{ actor: string; reason: string }>(
      ctx().database.db,
      sql`select actor, reason from trade_events where trade_id = ${received.id} and state = 'payout_pending'`,
    );
    expect(event).toEqual({ actor: "customer", reason: "clarificationAnswered" });
    const [returns] = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from trade_returns where trade_id = ${received.id}`,
    );
    expect(Number(returns!.n)).toBe(0);
    // a second accept-all: the clarification is closed
    expect((await ctx().request(path, { host, method: "POST", clientAddress: uniqueClientAddress() })).status).toBe(410);
    await createJobWorker(ctx().deps).runDue();
    expect(mailsTo(ctx(), email).filter((m) => m.includes(tradeNumber) && m.includes("Ihre Entscheidung"))).toHaveLength(1);
  }, 180_000);

  it("accept all leaves a unit without an offer returned, and ends as answering one by one does", async () => {
    ctx().setNow(new Date());
    const outcomes = async (mode: "all" | "each") => {
      const { tradeNumber } = await placeUnits(ctx(), [3]);
      expect((await receive(tradeNumber, 3)).status).toBe(200);
      const units = await linesOf(ctx(), tradeNumber);
      expect(units.map((l) => l.quantity)).toEqual([1, 1, 1]);
      const offers: string[] = [];
      for (const [i, line] of units.entries()) {
        const view = await inspect(tradeNumber, line, i === 0 ? "as_described" : i === 1 ? "worse" : "no_offer", 100 + i);
        if (view.newOfferId) offers.push(view.newOfferId);
      }
      const done = (await (await post(`/api/backoffice/trades/${tradeNumber}/inspection/complete`)).json()) as { clarificationId: string };
      const base = `/api/clarifications/${done.clarificationId}/${tradeNumber}`;
      if (mode === "all") {
        const res = await ctx().request(`${base}/accept-all`, { host, method: "POST", clientAddress: uniqueClientAddress() });
        expect(res.status).toBe(200);
        expect(((await res.json()) as { accepted: number }).accepted).toBe(1);
      } else {
        const res = await ctx().request(base, {
          host,
          json: { offerId: offers[0], answer: "accept" },
          clientAddress: uniqueClientAddress(),
        });
        expect(res.status).toBe(200);
      }
      const trade = await tradeRow(ctx(), tradeNumber);
      const answers = await rows<{ answer: string; answered_by: string }>(
        ctx().database.db,
        sql`select answer, answered_by from clarification_items where clarification_id = ${done.clarificationId} order by trade_line_id`,
      );
      const events = await rows<{ state: string; actor: string; reason: string }>(
        ctx().database.db,
        sql`select state, actor, reason from trade_events where trade_id = ${trade.id} order by id`,
      );
      const returns = await rows<{ reason: string }>(ctx().database.db, sql`select reason from trade_returns where trade_id = ${trade.id}`);
      const jobs = await rows<{ n: number }>(
        ctx().database.db,
        sql`select count(*)::int as n from jobs where unique_key = ${`clarification:${done.clarificationId}:mail:outcome`}`,
      );
      return { state: trade.state, answers, events, returns, outcomeMails: Number(jobs[0]!.n) };
    };
    const all = await outcomes("all");
    const each = await outcomes("each");
    expect(all.state).toBe("payout_pending");
    expect(all.answers).toEqual([
      { answer: "accept", answered_by: "link" },
      { answer: "return", answered_by: "system" },
    ]);
    expect(all.returns).toEqual([{ reason: "no_offer" }]);
    expect(all.outcomeMails).toBe(1);
    expect(all).toEqual(each);
  }, 120_000);
});
