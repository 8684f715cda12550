/**
 * The back office's trade page read model (issue 29, decision 0086) on PGlite and PostgreSQL: a de
 * trade of two phones with the seeded campaign bonus, inspected worse (IMEI on one, serial on the
 * other, notes and an internal note), the clarification answered (one new offer accepted, one
 * device back). The page shows both devices' answers against the findings with each difference's
 * price effect, the offers with their bonus exactly as the customer's clarification showed them,
 * the trade's total as the customer's pages have it, the clarification, the return and the
 * timeline with the inspector by name. And the pure price effects: they add up to new − old.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_HASHING } from "../credentials/index.server.ts";
import { rows } from "../shared/index.server.ts";
import type { QuestionView } from "../catalog/index.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { placeTestTrade, smartphoneOffer, uniqueClientAddress } from "../../tests/helpers/trades.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { deviceById } from "../catalog/index.server.ts";
import { answerEffects, staffTradePage } from "./staff-view.server.ts";

const ERASURE = { method: "nist_purge", tool: "Blancco Mobile 8", result: "passed" };
const IMEI = "490154203237518";
/** Inside the seeded campaigns' window (23 September to 31 December 2026). */
const NOW = new Date("2026-11-20T10:00:00.000Z");

describe("answerEffects (pure)", () => {
  const mult = (value: number) => ({ kind: "multiplier" as const, value });
  const ded = (cents: number) => ({ kind: "deduction" as const, cents });
  const customer = [
    { questionId: 1, answerId: 11, effect: mult(1) },
    { questionId: 2, answerId: 21, effect: mult(1) },
    { questionId: 3, answerId: 31, effect: mult(0.9) },
  ];
  it("swaps each differing answer in question order: multipliers after it do not count as effects, the sum is new − old", () => {
    const found = [
      { questionId: 1, answerId: 12, effect: mult(0.8) },
      { questionId: 2, answerId: 22, effect: ded(1000) },
      { questionId: 3, answerId: 31, effect: mult(0.9) },
    ];
    const effects = answerEffects("worse", 20_000, customer, found);
    // old: 20000 → 18000; after q1: 20000 × 0.8 × 0.9 = 14400 (−3600); after q2: (16000 − 1000) × 0.9 = 13500 (−900)
    expect([...effects]).toEqual([
      [1, -3600],
      [2, -900],
      [3, 0],
    ]);
    expect([...effects.values()].reduce((a, b) => a! + b!, 0)).toBe(13_500 - 18_000);
  });
  it("as described: every effect 0; no offer or no priced findings: none to tell", () => {
    expect([...answerEffects("as_described", 20_000, customer, null).values()]).toEqual([0, 0, 0]);
    expect([...answerEffects("no_offer", 20_000, customer, customer).values()]).toEqual([null, null, null]);
    expect([...answerEffects(null, 20_000, customer, null).values()]).toEqual([null, null, null]);
  });
});

describeEachDatabase("back-office trade page (staffTradePage)", (ctx) => {
  let inspectorEmail = "";
  let token = "";
  beforeAll(async () => {
    ctx().deps.passwordHashing = TEST_HASHING;
    inspectorEmail = await makeStaff(ctx(), ["inspector"]);
    token = (await staffTokens(ctx(), inspectorEmail)).accessToken;
  }, 120_000);

  const bo = (path: string, json?: unknown) =>
    ctx().request(`/api/backoffice/trades${path}`, {
      host: BACKOFFICE,
      headers: bearer(token),
      ...(json === undefined ? { method: "GET" } : { json }),
    });

  it("after a clarification with two devices and a campaign bonus: answers vs findings, effects, offers as the customer saw them, total, clarification, return, timeline", async () => {
    // offered and placed while the seeded campaign runs; received, inspected and answered now
    ctx().setNow(NOW);
    const a = await smartphoneOffer(ctx());
    const b = await smartphoneOffer(ctx());
    const placed = await placeTestTrade(ctx(), { offerIds: [a.offerId, b.offerId] });
    ctx().setNow(null);
    const n = placed.tradeNumber;
    expect((await bo(`/${n}/receive`, { devicesFound: 2 })).status).toBe(200);
    const lines = await rows<{ id: number; device_id: number }>(
      ctx().database.db,
      sql`select l.id, l.device_id from trade_lines l join trades t on t.id = l.trade_id where t.trade_number = ${n} order by l.position`,
    );
    const questions: QuestionView[] = (await deviceById(ctx().database.db, "de", Number(lines[0]!.device_id)))!.questions!;
    // The first question answered with its second answer: worse than described.
    const worse = questions.map((q, i) => ({ questionId: q.id, answerId: q.answers[i === 0 ? 1 : 0]!.id }));
    const ids = lines.map((l) => Number(l.id));
    const first = await bo(`/${n}/items/${ids[0]}/inspection`, {
      answers: worse,
      imei: IMEI,
      notes: "Display gesprungen",
      erasure: ERASURE,
    });
    expect(first.status, await first.text()).toBe(200);
    const second = await bo(`/${n}/items/${ids[1]}/inspection`, { answers: worse, serial: "SN4711X", erasure: ERASURE });
    expect(second.status, await second.text()).toBe(200);
    // the internal note as the inspection form stores it (staff only)
    await ctx().database.db.execute(sql`update trade_inspections set internal_note = ${"Kunde rief an"} where trade_line_id = ${ids[0]!}`);
    const done = await bo(`/${n}/inspection/complete`, {});
    const completed = await done.text();
    expect(done.status, completed).toBe(200);
    const { clarificationId } = JSON.parse(completed) as { clarificationId: string };

    // The customer's clarification (what the mail links to): the new offers' totals as the customer sees them.
    const path = `/api/clarifications/${clarificationId}/${n}`;
    const seen = (await (await ctx().request(path, { host: "de.localhost", method: "GET" })).json()) as {
      deadline: string;
      devices: {
        newOffer: { offerId: string; priceCents?: number; price: number; total: number; campaign: { bonusCents: number } | null };
      }[];
    };
    const [accept, decline] = seen.devices.map((d) => d.newOffer);
    for (const [offerId, answer] of [
      [accept!.offerId, "accept"],
      [decline!.offerId, "return"],
    ] as const) {
      const res = await ctx().request(path, { host: "de.localhost", json: { offerId, answer }, clientAddress: uniqueClientAddress() });
      expect(res.status, await res.text()).toBe(200);
    }

    const view = (await staffTradePage(ctx().database.db, n, "de", new Date()))!;
    expect(view.trade.state).toBe("payout_pending");
    const [d1, d2] = view.devices;
    // the customer's offer: price + campaign bonus = what the checkout showed
    expect(d1!.customerOffer.bonusCents).toBeGreaterThan(0);
    expect(d1!.customerOffer.campaignName).toBe("Herbstbonus");
    expect(d1!.customerOffer.totalCents).toBe(Math.round(a.price * 100) + d1!.customerOffer.bonusCents);
    // the new offer with the bonus it kept: exactly the total the customer's clarification showed
    expect(d1!.inspection!.newOffer!.totalCents).toBe(Math.round(accept!.total * 100));
    expect(d1!.inspection!.newOffer!.bonusCents).toBe(accept!.campaign!.bonusCents);
    expect(d1!.current.totalCents).toBe(Math.round(accept!.total * 100));
    // the trade's total: the accepted device with its bonus (the other goes back)
    expect(view.trade.totalCents).toBe(Math.round(accept!.total * 100));
    // answers vs findings: one difference, its effect = new price − old price
    for (const d of [d1!, d2!]) {
      const differing = d.answers.filter((r) => r.differs);
      expect(differing).toHaveLength(1);
      expect(differing[0]!.questionId).toBe(questions[0]!.id);
      expect(differing[0]!.customer).not.toBe(differing[0]!.found);
      expect(differing[0]!.effectCents).toBe(d.inspection!.newOffer!.priceCents - d.customerOffer.priceCents);
      expect(d.answers.filter((r) => !r.differs).every((r) => r.effectCents === 0 && r.found === r.customer)).toBe(true);
      expect(d.inspection!.certificateNumber).toBe(`EC-${n.slice(3)}-${d.position + 1}`);
      expect(d.inspection!.inspector).toBe(inspectorEmail);
    }
    expect(d1!.inspection).toMatchObject({ imei: IMEI, serial: null, notes: "Display gesprungen", internalNote: "Kunde rief an" });
    expect(d2!.inspection).toMatchObject({ imei: null, serial: "SN4711X", notes: null, internalNote: null });
    // the clarification: answered, its deadline as the customer saw it, each device's answer
    expect(view.clarification).toMatchObject({ state: "answered", deadline: seen.deadline });
    expect(d1!.clarification).toMatchObject({ answer: "accept", answeredBy: "link" });
    expect(d2!.clarification).toMatchObject({ answer: "return", answeredBy: "link" });
    expect(d2!.return).toMatchObject({ reason: "declined", returnedAt: null });
    expect(d1!.return).toBeNull();
    // English texts for an English-speaking staff member
    const en = (await staffTradePage(ctx().database.db, n, "en", new Date()))!;
    expect(en.devices[0]!.answers.map((r) => r.question)).not.toEqual(d1!.answers.map((r) => r.question));
    // timeline: who did what
    const received = view.timeline.find((e) => e.state === "received")!;
    expect(received).toMatchObject({ actor: "staff", actorRole: "inspector", reason: "parcelReceived" });
    expect(received.who).toContain(inspectorEmail);
    expect(view.timeline.find((e) => e.state === "clarification")!.who).toContain(inspectorEmail);
    expect(view.timeline.at(-1)).toMatchObject({ state: "payout_pending", actor: "customer", who: null, reason: "clarificationAnswered" });
    expect(view.payout).toEqual({ hold: null, runs: [] });
  });

  it("an unknown trade number: null", async () => {
    expect(await staffTradePage(ctx().database.db, "SB-9999999", "de", NOW)).toBeNull();
  });
});
