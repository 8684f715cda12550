/**
 * Issue 12 (decision 0024): the customer cancels a `created` trade (owner or tracking-token
 * holder); the deadline jobs remind on day 7 and expire at the end of day 30, each once, also with
 * two app instances working one PostgreSQL database at the same time.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_HASHING } from "../../core/credentials/index.server.ts";
import { createMailer } from "../../core/mail/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { tradeDeadlines } from "../../core/trade/index.ts";
import { openDatabase } from "../../db/client.server.ts";
import { accessTokenFor, registerActivated } from "../../tests/helpers/accounts.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { postgresUrl } from "../../tests/helpers/template-database.ts";
import { insertTestShipment } from "../../tests/helpers/tracking.ts";
import { smartphoneOffer, uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";
import { createApp } from "../app.server.ts";
import type { AppDeps } from "../config/env.server.ts";
import { createJobWorker } from "../jobs/worker.server.ts";

interface Placed {
  tradeNumber: string;
  trackingToken: string;
  email: string;
  offerId: string;
}
interface TradeJson {
  state: string;
  events: { state: string; actor: string; actorRole: string | null; reason: string | null; at: string }[];
}

const host = "de.localhost";
const body = (offerId: string, email: string) => ({
  offers: [{ offerId, quantity: 1 }],
  customer: { email, firstName: "Erika", lastName: "Mustermann" },
  address: { street: "Hauptstraße", houseNumber: "5a", zip: "10115", city: "Berlin", country: "DE" },
  payment: { paymentType: 13, iban: "DE89 3704 0044 0532 0130 00", accountHolder: "Erika Mustermann" },
});

async function place(ctx: TestContext, opts: { bearer?: string; email?: string } = {}): Promise<Placed> {
  const email = opts.email ?? uniqueTradeEmail("storno");
  const { offerId } = await smartphoneOffer(ctx);
  const res = await ctx.request("/api/trade/trades", {
    host,
    clientAddress: uniqueClientAddress(),
    json: body(offerId, email),
    headers: {
      "idempotency-key": `lc-${randomBytes(6).toString("hex")}`,
      ...(opts.bearer ? { authorization: `Bearer ${opts.bearer}` } : {}),
    },
  });
  expect(res.status).toBe(201);
  const placed = (await res.json()) as { tradeNumber: string; trackingToken: string };
  return { ...placed, email, offerId };
}

const read = async (ctx: TestContext, p: Placed) =>
  (await (await ctx.request(`/api/trade/trades/${p.tradeNumber}?token=${p.trackingToken}`, { host, method: "GET" })).json()) as TradeJson;

const cancel = (ctx: TestContext, p: Placed, auth: { token?: string; bearer?: string }) =>
  ctx.request(`/api/trade/trades/${p.tradeNumber}/cancel${auth.token ? `?token=${encodeURIComponent(auth.token)}` : ""}`, {
    host,
    method: "POST",
    clientAddress: uniqueClientAddress(),
    headers: auth.bearer ? { authorization: `Bearer ${auth.bearer}` } : {},
  });

/** The mails in `folders` to `email` about `tradeNumber` that contain `phrase`. */
function mailsAbout(ctxs: TestContext[], email: string, tradeNumber: string, phrase: string): string[] {
  return ctxs.flatMap((c) => mailsTo(c, email)).filter((m) => m.includes(tradeNumber) && m.includes(phrase));
}

describeEachDatabase("trade cancel and deadline jobs", (ctx, kind) => {
  beforeAll(() => {
    ctx().deps.passwordHashing = TEST_HASHING;
  });

  it("the tracking-token holder cancels a created trade: event by the customer, confirmation mail, offer stays used", async () => {
    const p = await place(ctx());
    const res = await cancel(ctx(), p, { token: p.trackingToken });
    expect(res.status).toBe(200);
    const trade = (await res.json()) as TradeJson;
    expect(trade.state).toBe("cancelled");
    expect(trade.events.map((e) => [e.state, e.actor, e.reason])).toEqual([
      ["created", "customer", "checkout"],
      ["cancelled", "customer", "cancelledByCustomer"],
    ]);
    await ctx().deps.mailer.flush();
    const mails = mailsAbout([ctx()], p.email, p.tradeNumber, "storniert");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`http://de.localhost:3000/trade/${p.tradeNumber}?token=`);
    // The offer of a cancelled trade is not usable again (decision 0024): a new offer is needed.
    const again = await ctx().request("/api/trade/trades", {
      host,
      clientAddress: uniqueClientAddress(),
      json: body(p.offerId, uniqueTradeEmail("storno")),
      headers: { "idempotency-key": `again-${randomBytes(6).toString("hex")}` },
    });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { errors: { field: string; message: string }[] }).errors[0]).toMatchObject({
      field: "offers.0.offerId",
      message: expect.stringContaining("bereits"),
    });
  });

  it("a trade that is no longer created cannot be cancelled: 409 in the caller's language, nothing changed", async () => {
    const p = await place(ctx());
    expect((await cancel(ctx(), p, { token: p.trackingToken })).status).toBe(200);
    const second = await cancel(ctx(), p, { token: p.trackingToken });
    expect(second.status).toBe(409);
    expect(second.headers.get("content-type")).toContain("application/problem+json");
    const problem = (await second.json()) as { type: string; detail: string };
    expect(problem.type).toContain("trade_state_conflict");
    expect(problem.detail).toBe(
      `Verkauf ${p.tradeNumber} ist jetzt „Storniert“ und kann nicht mehr zu „Storniert“ wechseln. Es wurde nichts geändert.`,
    );
    expect((await read(ctx(), p)).events).toHaveLength(2);
    // A received trade (as the back office will make it) cannot be cancelled either.
    const q = await place(ctx());
    await ctx().database.db.execute(sql`update trades set state = 'received' where trade_number = ${q.tradeNumber}`);
    const refused = await cancel(ctx(), q, { token: q.trackingToken });
    expect(refused.status).toBe(409);
    const after = await read(ctx(), q);
    expect([after.state, after.events.length]).toEqual(["received", 1]);
  });

  it("a parcel the carrier delivered to us cannot be cancelled any more (409, still created); one in transit can", async () => {
    const delivered = await place(ctx());
    await insertTestShipment(ctx().database.db, {
      tradeNumber: delivered.tradeNumber,
      trackingNumber: `00340434${delivered.tradeNumber.replace(/\D/g, "")}1`,
      status: "delivered",
      events: [{ at: new Date("2026-11-18T08:00:00Z"), status: "delivered", code: "delivered" }],
    });
    const refused = await cancel(ctx(), delivered, { token: delivered.trackingToken });
    expect(refused.status).toBe(409);
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
    const problem = (await refused.json()) as { type: string; detail: string };
    expect(problem.type).toContain("parcel_delivered");
    expect(problem.detail).toBe(
      "Ihr Paket wurde uns bereits zugestellt, deshalb lässt sich dieser Verkauf nicht mehr stornieren. Wir prüfen Ihr Gerät und melden uns bei Ihnen.",
    );
    const after = await read(ctx(), delivered);
    expect([after.state, after.events.length]).toEqual(["created", 1]);

    const moving = await place(ctx());
    await insertTestShipment(ctx().database.db, {
      tradeNumber: moving.tradeNumber,
      trackingNumber: `00340434${moving.tradeNumber.replace(/\D/g, "")}2`,
      status: "in_transit",
      events: [{ at: new Date("2026-11-18T08:00:00Z"), status: "in_transit", code: "transit" }],
    });
    expect((await cancel(ctx(), moving, { token: moving.trackingToken })).status).toBe(200);
    expect((await read(ctx(), moving)).state).toBe("cancelled");
  });

  it("the owner cancels with a bearer token; another customer or a wrong token gets 404 and nothing changes", async () => {
    const owner = await registerActivated(ctx(), { emailPrefix: "storno-owner" });
    const ownerToken = await accessTokenFor(ctx(), owner);
    const other = await registerActivated(ctx(), { emailPrefix: "storno-other" });
    const otherToken = await accessTokenFor(ctx(), other);
    const p = await place(ctx(), { bearer: ownerToken, email: owner });
    expect((await cancel(ctx(), p, { bearer: otherToken })).status).toBe(404);
    expect((await cancel(ctx(), p, { token: `${p.trackingToken}x` })).status).toBe(404);
    expect((await cancel(ctx(), p, {})).status).toBe(404);
    expect((await read(ctx(), p)).state).toBe("created");
    const res = await cancel(ctx(), p, { bearer: ownerToken });
    expect(res.status).toBe(200);
    expect(((await res.json()) as TradeJson).state).toBe("cancelled");
  });

  it("the jobs remind on day 7 and expire at the end of day 30 exactly the due trades, once", async () => {
    const t0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    ctx().setNow(t0);
    try {
      const due = await place(ctx());
      const cancelled = await place(ctx());
      expect((await cancel(ctx(), cancelled, { token: cancelled.trackingToken })).status).toBe(200);
      ctx().setNow(new Date(t0.getTime() + 2 * 86_400_000));
      const later = await place(ctx());
      const worker = createJobWorker(ctx().deps);

      // Day 7 after t0 (the reminder's time has come for `due` and `cancelled`, not `later`).
      ctx().setNow(tradeDeadlines(t0, "de").parcelReminderAt);
      await worker.runDue();
      await worker.runDue();
      expect(mailsAbout([ctx()], due.email, due.tradeNumber, "noch nicht bei uns angekommen")).toHaveLength(1);
      expect(mailsAbout([ctx()], cancelled.email, cancelled.tradeNumber, "noch nicht bei uns angekommen")).toHaveLength(0);
      expect(mailsAbout([ctx()], later.email, later.tradeNumber, "noch nicht bei uns angekommen")).toHaveLength(0);

      // One millisecond before the end of day 30 nothing expires; at the end `due` does, once.
      const expiry = tradeDeadlines(t0, "de").expiresAt;
      ctx().setNow(new Date(expiry.getTime() - 1));
      await worker.runDue();
      expect((await read(ctx(), due)).state).toBe("created");
      ctx().setNow(expiry);
      await worker.runDue();
      await worker.runDue();
      const expired = await read(ctx(), due);
      expect(expired.state).toBe("expired");
      expect(expired.events.filter((e) => e.state === "expired").map((e) => [e.actor, e.reason])).toEqual([["system", "noParcel"]]);
      expect(mailsAbout([ctx()], due.email, due.tradeNumber, "abgelaufen")).toHaveLength(1);
      expect((await read(ctx(), cancelled)).events.map((e) => e.state)).toEqual(["created", "cancelled"]);
      expect((await read(ctx(), later)).state).toBe("created");
      expect(mailsAbout([ctx()], later.email, later.tradeNumber, "noch nicht bei uns angekommen")).toHaveLength(0);
    } finally {
      ctx().setNow(null);
    }
  });

  it("the sweep schedules the deadline jobs of trades made before the jobs existed, once", async () => {
    const p = await place(ctx());
    const [trade] = await rows<{ id: number }>(ctx().database.db, sql`select id from trades where trade_number = ${p.tradeNumber}`);
    await ctx().database.db.execute(sql`delete from jobs where unique_key like ${`trade:${trade!.id}:%`}`);
    const worker = createJobWorker(ctx().deps);
    expect(await worker.sweep()).toBeGreaterThanOrEqual(1);
    expect(await worker.sweep()).toBe(0);
    const jobs = await rows<{ unique_key: string }>(
      ctx().database.db,
      sql`select unique_key from jobs where unique_key like ${`trade:${trade!.id}:%`} order by unique_key`,
    );
    expect(jobs.map((j) => j.unique_key)).toEqual([`trade:${trade!.id}:expire`, `trade:${trade!.id}:parcelReminder`]);
  });

  describe.runIf(kind === "postgres")("two app instances on one PostgreSQL database", () => {
    it("expire each due trade exactly once when both workers run at the same time", async () => {
      const t0 = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 40 * 86_400_000);
      ctx().setNow(t0);
      const [{ name }] = (await rows<{ name: string }>(ctx().database.db, sql`select current_database() as name`)) as [{ name: string }];
      const second = await openDatabase({ databaseUrl: postgresUrl(name), poolSize: 10 });
      const deps2: AppDeps = {
        ...ctx().deps,
        database: second,
        mailer: createMailer({ dataDir: mkdtempSync(path.join(tmpdir(), "sellback-mail-")) }),
      };
      const app2 = createApp(deps2);
      const other = { ...ctx(), deps: deps2, app: app2, database: second } as TestContext;
      try {
        const placed: Placed[] = [];
        for (let i = 0; i < 24; i++) placed.push(await place(ctx()));
        // Both instances answer for the same trades.
        const seen = await app2.request(`http://${host}/api/trade/trades/${placed[0]!.tradeNumber}?token=${placed[0]!.trackingToken}`, {
          headers: { host },
        });
        expect(seen.status).toBe(200);
        ctx().setNow(new Date(t0.getTime() + 35 * 86_400_000));
        const a = createJobWorker(ctx().deps);
        const b = createJobWorker(deps2);
        const results = [
          ...(await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()])),
          ...(await Promise.all([a.runDue(), b.runDue()])),
        ];
        expect(results.reduce((n, r) => n + r.failed, 0)).toBe(0);
        // Each trade's three jobs (stale reminder, expiry, expiry mail) ran once in all, whichever instance took them.
        const mine = await rows<{ n: number }>(
          ctx().database.db,
          sql`select count(*)::int as n from jobs j join trades t on j.payload->>'tradeId' = t.id::text
            where t.trade_number in (${sql.join(
              placed.map((p) => sql`${p.tradeNumber}`),
              sql`, `,
            )}) and j.state = 'done' and j.attempts = 1`,
        );
        expect(Number(mine[0]!.n)).toBe(placed.length * 3);
        const ids = placed.map((p) => p.tradeNumber);
        const events = await rows<{ trade_number: string; n: number }>(
          ctx().database.db,
          sql`select t.trade_number, count(e.id)::int as n from trades t left join trade_events e on e.trade_id = t.id and e.state = 'expired'
            where t.trade_number in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) group by t.trade_number`,
        );
        expect(events.map((e) => Number(e.n))).toEqual(ids.map(() => 1));
        for (const p of placed) {
          expect(mailsAbout([ctx(), other], p.email, p.tradeNumber, "abgelaufen")).toHaveLength(1);
          expect(mailsAbout([ctx(), other], p.email, p.tradeNumber, "noch nicht bei uns angekommen")).toHaveLength(0);
        }
      } finally {
        ctx().setNow(null);
        await second.close();
      }
    });
  });
});
