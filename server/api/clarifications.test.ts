/**
 * Issue 12 (decision 0026): the clarification API. A trade is brought to `inspected` through
 * changeTradeState and a clarification opened with openClarification (as the inspection's
 * completion does); then the owner and the link holder read and answer it, another customer
 * cannot, a device is answered once (also concurrently), 409/410/404, and the jobs remind on
 * day 10 and send undecided devices back on day 14, each once.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { TEST_HASHING } from "../../core/credentials/index.server.ts";
import { clarificationDeadlines } from "../../core/clarification/index.ts";
import { openClarification } from "../../core/clarification/index.server.ts";
import { deviceById } from "../../core/catalog/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { changeTradeState } from "../../core/trade/index.server.ts";
import { accessTokenFor, registerActivated } from "../../tests/helpers/accounts.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { linksIn, mailsTo } from "../../tests/helpers/mails.ts";
import { placeTestTrade, smartphoneOffer, uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { createJobWorker } from "../jobs/worker.server.ts";

const host = "de.localhost";

/** A worse offer for the same device: the first question answered with its second answer. */
async function worseOffer(ctx: TestContext, oldOfferId: string): Promise<{ offerId: string; price: number; total: number }> {
  const [o] = await rows<{ device_id: number }>(ctx.database.db, sql`select device_id from offers where id = ${oldOfferId}`);
  const d = (await deviceById(ctx.database.db, "de", Number(o!.device_id)))!;
  const answers = d.questions!.map((q, i) => ({ questionId: q.id, answerId: q.answers[i === 0 ? 1 : 0]!.id }));
  const res = await ctx.request("/api/trade/offers", { host, json: { deviceId: d.id, answers } });
  expect(res.status).toBe(201);
  return (await res.json()) as { offerId: string; price: number; total: number };
}

interface Opened {
  tradeNumber: string;
  email: string;
  id: string;
  newOffers: { offerId: string; price: number; total: number }[];
  oldPrices: number[];
  path: string;
}

/** A de trade of two devices, inspected, with a clarification for both (new, worse offers). */
async function openedClarification(
  ctx: TestContext,
  opts: { bearerToken?: string; email?: string; noOfferSecond?: boolean; noOffers?: boolean } = {},
): Promise<Opened> {
  const a = await smartphoneOffer(ctx);
  const b = await smartphoneOffer(ctx);
  const placed = await placeTestTrade(ctx, {
    offerIds: [a.offerId, b.offerId],
    email: opts.email ?? uniqueTradeEmail("klaerung"),
    bearerToken: opts.bearerToken,
  });
  const db = ctx.database.db;
  const now = ctx.deps.clock!();
  const [trade] = await rows<{ id: number }>(db, sql`select id from trades where trade_number = ${placed.tradeNumber}`);
  const tradeId = Number(trade!.id);
  const lines = await rows<{ id: number; offer_id: string }>(
    db,
    sql`select id, offer_id from trade_lines where trade_id = ${tradeId} order by position`,
  );
  const staff = { kind: "staff" as const, role: "inspector", id: "test-inspector" };
  await changeTradeState(db, { tradeId, to: "received", actor: staff, reason: "parcelReceived", now });
  await changeTradeState(db, { tradeId, to: "inspected", actor: staff, reason: "inspected", now });
  const n1 = await worseOffer(ctx, lines[0]!.offer_id);
  const n2 = await worseOffer(ctx, lines[1]!.offer_id);
  const { clarificationId } = await openClarification(db, {
    tradeId,
    items: [
      {
        tradeLineId: Number(lines[0]!.id),
        oldOfferId: lines[0]!.offer_id,
        newOfferId: opts.noOffers ? null : n1.offerId,
        findings: { answers: [{ questionId: 1, expected: 1, found: 2 }], notes: "Display gesprungen", photos: ["17"] },
      },
      {
        tradeLineId: Number(lines[1]!.id),
        oldOfferId: lines[1]!.offer_id,
        newOfferId: opts.noOfferSecond || opts.noOffers ? null : n2.offerId,
        findings: { notes: "Kratzer" },
      },
    ],
    actor: staff,
    now,
  });
  return {
    tradeNumber: placed.tradeNumber,
    email: placed.email,
    id: clarificationId,
    newOffers: opts.noOfferSecond ? [n1] : [n1, n2],
    oldPrices: [a.price, b.price],
    path: `/api/clarifications/${clarificationId}/${placed.tradeNumber}`,
  };
}

const answer = (ctx: TestContext, o: Opened, offerId: string, value: "accept" | "return", headers: Record<string, string> = {}) =>
  ctx.request(o.path, { host, json: { offerId, answer: value }, clientAddress: uniqueClientAddress(), headers });

interface Body {
  state: string;
  open: string[];
  deadline: string;
  tradeState?: string;
  devices: {
    answer: string | null;
    oldOffer: { price: number; breakdown: { lines: unknown[] } };
    newOffer: { offerId: string; price: number } | null;
    findings: { notes: string | null; photos: { url: string }[] };
  }[];
}

const tradeOf = async (ctx: TestContext, tradeNumber: string) =>
  (
    await rows<{ state: string; total_cents: number }>(
      ctx.database.db,
      sql`select state, total_cents from trades where trade_number = ${tradeNumber}`,
    )
  )[0]!;
/** The reasons of the trade's returns, in the order they were made. */
const returnReasons = async (ctx: TestContext, tradeNumber: string) =>
  (
    await rows<{ reason: string }>(
      ctx.database.db,
      sql`select r.reason from trade_returns r join trades t on t.id = r.trade_id where t.trade_number = ${tradeNumber} order by r.id`,
    )
  ).map((r) => r.reason);

describeEachDatabase("clarification API", (ctx) => {
  beforeAll(() => {
    ctx().deps.passwordHashing = TEST_HASHING;
  });

  it("the link holder reads findings, photos, old and new price with the breakdown, the deadline and what is open", async () => {
    ctx().setNow(new Date());
    const o = await openedClarification(ctx());
    const res = await ctx().request(o.path, { host, method: "GET" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = (await res.json()) as Body;
    expect(body.state).toBe("open");
    expect(body.open.sort()).toEqual(o.newOffers.map((n) => n.offerId).sort());
    expect(body.devices[0]!.oldOffer.price).toBe(o.oldPrices[0]);
    expect(body.devices[0]!.newOffer!.price).toBe(o.newOffers[0]!.price);
    expect(body.devices[0]!.oldOffer.breakdown.lines.length).toBeGreaterThan(0);
    expect(body.devices[0]!.findings.notes).toBe("Display gesprungen");
    expect(body.devices[0]!.findings.photos[0]!.url).toContain(`/api/trade/trades/${o.tradeNumber}/photos/17?size=web&token=`);
    expect(new Date(body.deadline).getTime()).toBe(clarificationDeadlines(ctx().deps.clock!(), "de").deadlineAt.getTime());
    expect((await tradeOf(ctx(), o.tradeNumber)).state).toBe("clarification");
    // the mail job: link and one quick-answer button per new offer
    await createJobWorker(ctx().deps).runDue();
    const mail = mailsTo(ctx(), o.email).find((m) => m.includes(o.id))!;
    expect(mail).toBeDefined();
    for (const n of o.newOffers)
      expect(linksIn(mail).some((l) => l.endsWith(`/clarificationQuickAnswer/${o.id}/${o.tradeNumber}/${n.offerId}`))).toBe(true);
  });

  it("the owner reads it with a bearer token; another customer gets 404; a wrong id or trade number 404", async () => {
    ctx().setNow(new Date());
    const ownerEmail = await registerActivated(ctx(), { emailPrefix: "klaerung-owner" });
    const ownerToken = await accessTokenFor(ctx(), ownerEmail);
    const otherEmail = await registerActivated(ctx(), { emailPrefix: "klaerung-other" });
    const otherToken = await accessTokenFor(ctx(), otherEmail);
    const o = await openedClarification(ctx(), { bearerToken: ownerToken, email: ownerEmail });
    expect((await ctx().request(o.path, { host, method: "GET", headers: { authorization: `Bearer ${ownerToken}` } })).status).toBe(200);
    const other = await ctx().request(o.path, { host, method: "GET", headers: { authorization: `Bearer ${otherToken}` } });
    expect(other.status).toBe(404);
    expect(other.headers.get("content-type")).toContain("application/problem+json");
    expect((await answer(ctx(), o, o.newOffers[0]!.offerId, "accept", { authorization: `Bearer ${otherToken}` })).status).toBe(404);
    expect((await ctx().request(`/api/clarifications/${"A".repeat(43)}/${o.tradeNumber}`, { host, method: "GET" })).status).toBe(404);
    const mine = await placeTestTrade(ctx());
    expect((await ctx().request(`/api/clarifications/${o.id}/${mine.tradeNumber}`, { host, method: "GET" })).status).toBe(404);
    expect((await ctx().request(o.path, { host: "it.localhost", method: "GET" })).status).toBe(404);
  });

  it("accept one device and return the other: payout_pending with the new total, a return for the other; 409 on a second answer", async () => {
    ctx().setNow(new Date());
    const o = await openedClarification(ctx());
    const first = await answer(ctx(), o, o.newOffers[0]!.offerId, "accept");
    expect(first.status).toBe(200);
    expect(((await first.json()) as Body).open).toEqual([o.newOffers[1]!.offerId]);
    const again = await answer(ctx(), o, o.newOffers[0]!.offerId, "return");
    expect(again.status).toBe(409);
    expect(((await again.json()) as { type: string }).type).toContain("clarification_answered");
    const last = await answer(ctx(), o, o.newOffers[1]!.offerId, "return");
    expect(last.status).toBe(200);
    const body = (await last.json()) as Body;
    expect(body.tradeState).toBe("payout_pending");
    expect(body.devices.map((d) => d.answer)).toEqual(["accept", "return"]);
    const trade = await tradeOf(ctx(), o.tradeNumber);
    expect(trade.state).toBe("payout_pending");
    // the accepted offer's total: its price and the bonus of a campaign it got (decision 0028)
    expect(Number(trade.total_cents)).toBe(Math.round(o.newOffers[0]!.total * 100));
    expect(await returnReasons(ctx(), o.tradeNumber)).toEqual(["declined"]);
    // answered: still readable through the API, with both answers
    expect((await ctx().request(o.path, { host, method: "GET" })).status).toBe(200);
    await createJobWorker(ctx().deps).runDue();
    expect(mailsTo(ctx(), o.email).some((m) => m.includes(o.tradeNumber) && m.includes("Ihre Entscheidung"))).toBe(true);
  });

  it("returning every device: return_requested", async () => {
    ctx().setNow(new Date());
    const o = await openedClarification(ctx(), { noOfferSecond: true });
    expect(o.newOffers).toHaveLength(1);
    const res = await answer(ctx(), o, o.newOffers[0]!.offerId, "return");
    expect(((await res.json()) as Body).tradeState).toBe("return_requested");
    expect((await returnReasons(ctx(), o.tradeNumber)).sort()).toEqual(["declined", "no_offer"]);
  });

  it("no device can be bought: the clarification closes at once, the trade goes to return_requested, no question mail", async () => {
    ctx().setNow(new Date());
    const o = await openedClarification(ctx(), { noOffers: true });
    expect((await tradeOf(ctx(), o.tradeNumber)).state).toBe("return_requested");
    const body = (await (await ctx().request(o.path, { host, method: "GET" })).json()) as Body;
    expect(body.state).toBe("answered");
    expect(body.open).toEqual([]);
    await createJobWorker(ctx().deps).runDue();
    const mails = mailsTo(ctx(), o.email).filter((m) => m.includes(o.tradeNumber));
    expect(mails.some((m) => m.includes("Ihre Entscheidung"))).toBe(true);
    expect(mails.some((m) => m.includes("Bitte entscheiden Sie"))).toBe(false);
  });

  it("two concurrent answers for the same device: exactly one wins, the other 409", async () => {
    ctx().setNow(new Date());
    const o = await openedClarification(ctx());
    const offerId = o.newOffers[0]!.offerId;
    const results = await Promise.all([
      answer(ctx(), o, offerId, "accept"),
      answer(ctx(), o, offerId, "return"),
      answer(ctx(), o, offerId, "accept"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    // the two last devices answered concurrently: the clarification closes once
    const both = await Promise.all([
      answer(ctx(), o, o.newOffers[1]!.offerId, "accept"),
      answer(ctx(), o, o.newOffers[1]!.offerId, "accept"),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const events = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from trade_events e join trades t on t.id = e.trade_id where t.trade_number = ${o.tradeNumber} and e.state = 'payout_pending'`,
    );
    expect(Number(events[0]!.n)).toBe(1);
  });

  it("unknown offer 404; after the deadline 410 on GET and POST", async () => {
    const start = new Date();
    ctx().setNow(start);
    const o = await openedClarification(ctx());
    expect((await answer(ctx(), o, "no-such-offer-id-xyz", "accept")).status).toBe(404);
    const bad = await ctx().request(o.path, {
      host,
      json: { offerId: o.newOffers[0]!.offerId, answer: "maybe" },
      clientAddress: uniqueClientAddress(),
    });
    expect(bad.status).toBe(422);
    ctx().setNow(clarificationDeadlines(start, "de").deadlineAt);
    const late = await answer(ctx(), o, o.newOffers[0]!.offerId, "accept");
    expect(late.status).toBe(410);
    expect(((await late.json()) as { title: string }).title).toBe("Diese Rückfrage ist abgelaufen");
    expect((await ctx().request(o.path, { host, method: "GET" })).status).toBe(410);
    ctx().setNow(null);
  });

  it("jobs: the reminder on day 10 once (only for open devices), on day 14 undecided devices go back once, nothing accepted", async () => {
    const start = new Date();
    ctx().setNow(start);
    const o = await openedClarification(ctx());
    expect((await answer(ctx(), o, o.newOffers[0]!.offerId, "accept")).status).toBe(200);
    const worker = createJobWorker(ctx().deps);
    await worker.runDue();
    const due = clarificationDeadlines(start, "de");
    const reminders = () => mailsTo(ctx(), o.email).filter((m) => m.includes("Erinnerung") && m.includes(o.tradeNumber));
    ctx().setNow(new Date(due.reminderAt.getTime() - 60_000));
    await worker.runDue();
    expect(reminders()).toHaveLength(0);
    ctx().setNow(due.reminderAt);
    await worker.runDue();
    await worker.runDue();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]).toContain(o.newOffers[1]!.offerId);
    expect(reminders()[0]).not.toContain(`/${o.newOffers[0]!.offerId}`);
    ctx().setNow(new Date(due.deadlineAt.getTime() - 1000));
    await worker.runDue();
    expect((await tradeOf(ctx(), o.tradeNumber)).state).toBe("clarification");
    ctx().setNow(due.deadlineAt);
    await Promise.all([worker.runDue(), createJobWorker(ctx().deps).runDue()]);
    await worker.runDue();
    const trade = await tradeOf(ctx(), o.tradeNumber);
    expect(trade.state).toBe("payout_pending");
    // the accepted offer's total: its price and the bonus of a campaign it got (decision 0028)
    expect(Number(trade.total_cents)).toBe(Math.round(o.newOffers[0]!.total * 100));
    expect(await returnReasons(ctx(), o.tradeNumber)).toEqual(["deadline"]);
    const events = await rows<{ actor: string; reason: string }>(
      ctx().database.db,
      sql`select e.actor, e.reason from trade_events e join trades t on t.id = e.trade_id where t.trade_number = ${o.tradeNumber} and e.state = 'payout_pending'`,
    );
    expect(events).toEqual([{ actor: "system", reason: "clarificationDeadline" }]);
    ctx().setNow(null);
  });

  it("returns: staff see the returned devices, print the label, mark each sent with a tracking number → returned (audit, mail); roles", async () => {
    ctx().setNow(new Date());
    const o = await openedClarification(ctx(), { noOfferSecond: true });
    expect((await answer(ctx(), o, o.newOffers[0]!.offerId, "return")).status).toBe(200);
    const inspector = (await staffTokens(ctx(), await makeStaff(ctx(), ["inspector"]))).accessToken;
    const catalog = (await staffTokens(ctx(), await makeStaff(ctx(), ["catalog"]))).accessToken;
    const base = `/api/backoffice/trades/${o.tradeNumber}`;
    const list = await ctx().request(`${base}/returns`, { host: BACKOFFICE, method: "GET", headers: bearer(inspector) });
    expect(list.status).toBe(200);
    const { returns } = (await list.json()) as { returns: { itemId: number; reason: string; trackingNumber: string | null }[] };
    expect(returns.map((r) => r.reason)).toEqual(["declined", "no_offer"]);
    expect((await ctx().request(`${base}/returns`, { host: BACKOFFICE, method: "GET", headers: bearer(catalog) })).status).toBe(403);
    expect((await ctx().request(`${base}/returns`, { host: BACKOFFICE, method: "GET" })).status).toBe(401);
    const label = await ctx().request(`${base}/items/${returns[0]!.itemId}/return-label`, {
      host: BACKOFFICE,
      method: "GET",
      headers: bearer(inspector),
    });
    expect(label.status).toBe(200);
    expect(label.headers.get("content-type")).toBe("application/pdf");
    const mark = (itemId: number, trackingNumber: string, token = inspector) =>
      ctx().request(`${base}/items/${itemId}/returned`, { host: BACKOFFICE, json: { trackingNumber }, headers: bearer(token) });
    expect((await mark(returns[0]!.itemId, "x")).status).toBe(422);
    expect((await mark(returns[0]!.itemId, "00340434161094042557", catalog)).status).toBe(403);
    const first = await mark(returns[0]!.itemId, "00340434161094042557");
    expect(first.status).toBe(200);
    expect(((await first.json()) as { state: string }).state).toBe("return_requested");
    expect((await mark(returns[0]!.itemId, "00340434161094042558")).status).toBe(409);
    const second = await mark(returns[1]!.itemId, "00340434161094042559");
    expect(((await second.json()) as { state: string }).state).toBe("returned");
    expect((await tradeOf(ctx(), o.tradeNumber)).state).toBe("returned");
    const audit = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from audit_log where action = 'trade.device_returned' and target like ${`${o.tradeNumber}/%`}`,
    );
    expect(Number(audit[0]!.n)).toBe(2);
    await createJobWorker(ctx().deps).runDue();
    expect(mailsTo(ctx(), o.email).filter((m) => m.includes("00340434161094042557") || m.includes("00340434161094042559"))).toHaveLength(2);
  });
});
