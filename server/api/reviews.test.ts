/**
 * Reviews (decision 0034): a paid trade's customer is invited by mail with a single-use link; the
 * review is taken through the API (valid, reused link, wrong link, bad input, rate limit), counts
 * in the seal at once, and its comment shows only after staff published it. PGlite and PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { REVIEW_INVITE_DELAY_DAYS_DEFAULT, REVIEW_SUBMIT_LIMIT } from "../../core/reviews/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { payTrade, reviewLinksTo, tokenOf } from "../../tests/helpers/reviews.ts";
import { bearer, BACKOFFICE, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, uniqueClientAddress } from "../../tests/helpers/trades.ts";
import { rawPost } from "../../tests/helpers/requests.ts";
import { createJobWorker } from "../jobs/worker.server.ts";

const host = "de.localhost";
const submit = (ctx: TestContext, json: unknown, clientAddress = uniqueClientAddress(), h = host) =>
  ctx.request("/api/reviews", { host: h, json, clientAddress });
const seal = async (ctx: TestContext, h = host) =>
  (await (await ctx.request("/api/reviews", { host: h, method: "GET" })).json()) as {
    count: number;
    average: number | null;
    reviews: { comment: string; authorName: string; rating: number }[];
  };

const DAY = 86_400_000;

/** A de trade paid long enough ago for its invitation to be due, and the token of that mail. */
async function invitedToken(ctx: TestContext): Promise<{ token: string; tradeNumber: string }> {
  const placed = await placeTestTrade(ctx);
  await payTrade(ctx.database.db, placed.tradeNumber, new Date(Date.now() - (REVIEW_INVITE_DELAY_DAYS_DEFAULT + 1) * DAY));
  await createJobWorker(ctx.deps).runDue();
  const links = reviewLinksTo(ctx.deps.mailer.folder!, placed.email);
  expect(links).toHaveLength(1);
  expect(links[0]).toMatch(/^http:\/\/de\.localhost:\d+\/bewertung\?token=/);
  return { token: tokenOf(links[0]!), tradeNumber: placed.tradeNumber };
}

describeEachDatabase("reviews", (ctx) => {
  let first: { token: string; tradeNumber: string };
  beforeAll(async () => {
    await ctx().database.db.execute(sql`delete from reviews`);
    first = await invitedToken(ctx());
  });

  it("shows no seal figures while there are no reviews", async () => {
    expect(await seal(ctx())).toEqual({ count: 0, average: null, reviews: [] });
  });

  it("invites REVIEW_INVITE_DELAY_DAYS after the payment, not with the payout mail (the clock moved, no waiting)", async () => {
    // now, not a far-off date: moving the clock runs every job due by then, also other trades' deadlines
    const paidAt = new Date();
    const placed = await placeTestTrade(ctx());
    try {
      ctx().setNow(paidAt);
      await payTrade(ctx().database.db, placed.tradeNumber, paidAt);
      const worker = createJobWorker(ctx().deps);
      await worker.runDue();
      expect(reviewLinksTo(ctx().deps.mailer.folder!, placed.email)).toEqual([]);
      ctx().setNow(new Date(paidAt.getTime() + REVIEW_INVITE_DELAY_DAYS_DEFAULT * DAY - 60_000));
      await worker.runDue();
      expect(reviewLinksTo(ctx().deps.mailer.folder!, placed.email)).toEqual([]);
      ctx().setNow(new Date(paidAt.getTime() + REVIEW_INVITE_DELAY_DAYS_DEFAULT * DAY));
      await worker.runDue();
      expect(reviewLinksTo(ctx().deps.mailer.folder!, placed.email)).toHaveLength(1);
      await worker.runDue();
      expect(reviewLinksTo(ctx().deps.mailer.folder!, placed.email)).toHaveLength(1);
    } finally {
      ctx().setNow(null);
    }
  });

  it("invites once: the paid trade's job is unique, and only the hash of the token is stored", async () => {
    await createJobWorker(ctx().deps).runDue();
    const [inv] = await rows<{ n: number; hash: string }>(
      ctx().database.db,
      sql`select count(*)::int as n, max(token_hash) as hash from review_invitations ri join trades t on t.id = ri.trade_id where t.trade_number = ${first.tradeNumber}`,
    );
    expect(inv!.n).toBe(1);
    expect(inv!.hash).not.toBe(first.token);
  });

  it("takes a valid review, counts it at once, and refuses the link a second time", async () => {
    const res = await submit(ctx(), { token: first.token, rating: 4, comment: "Schnell und fair." });
    expect(res.status).toBe(201);
    expect(await seal(ctx())).toMatchObject({ count: 1, average: 4, reviews: [] });
    const again = await submit(ctx(), { token: first.token, rating: 1 });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { type: string }).type).toMatch(/review_link_used$/);
    expect((await seal(ctx())).count).toBe(1);
  });

  it("answers 404 to an unknown link and to a link of another edition", async () => {
    const other = await invitedToken(ctx());
    expect((await submit(ctx(), { token: "A".repeat(43), rating: 5 })).status).toBe(404);
    expect((await submit(ctx(), { token: "not-a-token", rating: 5 })).status).toBe(404);
    expect((await submit(ctx(), { token: other.token, rating: 5 }, uniqueClientAddress(), "at.localhost")).status).toBe(404);
    // the link still works where it belongs
    expect((await submit(ctx(), { token: other.token, rating: 5 })).status).toBe(201);
    expect(await seal(ctx())).toMatchObject({ count: 2, average: 4.5 });
  });

  it("refuses bad input with 4xx problem details and stores nothing", async () => {
    const { token } = await invitedToken(ctx());
    for (const body of [
      { token, rating: 0 },
      { token, rating: 6 },
      { token, rating: "five" },
      { token },
      { token, rating: 3, comment: "x".repeat(1001) },
      { token: "\u0000", rating: 3 },
      { token, rating: 3, comment: 7 },
    ]) {
      const res = await submit(ctx(), body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
    }
    const notJson = await rawPost(ctx(), "/api/reviews", "rating=5", "application/x-www-form-urlencoded", { host });
    expect(notJson.status).toBe(415);
    expect((await seal(ctx())).count).toBe(2);
    // the link was not used up by the refused attempts
    expect((await submit(ctx(), { token, rating: 3 })).status).toBe(201);
  });

  it("rate-limits one client address", async () => {
    const address = uniqueClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= REVIEW_SUBMIT_LIMIT.perWindow; i++)
      statuses.push((await submit(ctx(), { token: "B".repeat(43), rating: 5 }, address)).status);
    expect(statuses.slice(0, REVIEW_SUBMIT_LIMIT.perWindow).every((s) => s === 404)).toBe(true);
    const limited = await submit(ctx(), { token: "B".repeat(43), rating: 5 }, address);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });

  it("shows a comment only after support published it; others may not decide", async () => {
    const inspector = await staffTokens(ctx(), await makeStaff(ctx(), ["inspector"]));
    const support = await staffTokens(ctx(), await makeStaff(ctx(), ["support"]));
    expect((await ctx().request("/api/backoffice/reviews", { host: BACKOFFICE, method: "GET" })).status).toBe(401);
    expect(
      (await ctx().request("/api/backoffice/reviews", { host: BACKOFFICE, method: "GET", headers: bearer(inspector.accessToken) })).status,
    ).toBe(403);
    expect((await ctx().request("/api/backoffice/reviews", { host, method: "GET", headers: bearer(support.accessToken) })).status).toBe(
      404,
    );
    const pending = (await (
      await ctx().request("/api/backoffice/reviews", { host: BACKOFFICE, method: "GET", headers: bearer(support.accessToken) })
    ).json()) as { reviews: { id: number; comment: string; authorName: string }[] };
    const mine = pending.reviews.find((r) => r.comment === "Schnell und fair.")!;
    expect(mine.authorName).toBe("Inge P.");
    expect(JSON.stringify(pending)).not.toContain("@example.com");
    const decide = (id: number | string, decision: string, token = support.accessToken) =>
      ctx().request(`/api/backoffice/reviews/${id}/${decision}`, { host: BACKOFFICE, method: "POST", headers: bearer(token) });
    expect((await decide(mine.id, "publish", inspector.accessToken)).status).toBe(403);
    expect((await decide(mine.id, "delete")).status).toBe(422);
    expect((await decide(999_999, "publish")).status).toBe(404);
    expect((await decide(mine.id, "publish")).status).toBe(200);
    expect((await decide(mine.id, "reject")).status).toBe(409);
    const after = await seal(ctx());
    expect(after.reviews).toEqual([expect.objectContaining({ comment: "Schnell und fair.", authorName: "Inge P.", rating: 4 })]);
    const [audit] = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from audit_log where action = 'review.published' and target = ${String(mine.id)}`,
    );
    expect(audit!.n).toBe(1);
  });

  it("invites nobody in an edition without the seal, and nobody whose trade is not paid", async () => {
    const [row] = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from review_invitations ri join trades t on t.id = ri.trade_id where t.state <> 'paid'`,
    );
    expect(row!.n).toBe(0);
  });
});
