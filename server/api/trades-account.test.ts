/**
 * A trade placed with a bearer token belongs to the customer: it appears in their trade history
 * (and only theirs); a bad bearer is 401, not a silent guest trade.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { TEST_HASHING } from "../../core/credentials/index.server.ts";
import { deviceById } from "../../core/catalog/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { accessTokenFor, forgedToken, registerActivated } from "../../tests/helpers/accounts.ts";

describeEachDatabase("trades with a logged-in customer", (ctx) => {
  beforeAll(() => {
    ctx().deps.passwordHashing = TEST_HASHING;
  });

  async function loggedIn() {
    const email = await registerActivated(ctx(), { emailPrefix: "kauf" });
    return { email, token: await accessTokenFor(ctx(), email) };
  }

  async function offerId() {
    const [row] = await rows<{ id: number }>(
      ctx().database.db,
      sql`select d.id from devices d join device_prices p on p.device_id = d.id and p.edition = 'de' where d.category_id = 'smartphones' and not d.generated order by p.base_price_cents desc limit 1`,
    );
    const d = (await deviceById(ctx().database.db, "de", Number(row!.id)))!;
    const res = await ctx().request("/api/trade/offers", {
      host: "de.localhost",
      json: { deviceId: d.id, answers: d.questions!.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id })) },
    });
    expect(res.status).toBe(201);
    return (await res.json()).offerId as string;
  }

  const tradeBody = (offer: string, email: string) => ({
    offers: [{ offerId: offer, quantity: 1 }],
    customer: { email, firstName: "Erika", lastName: "Mustermann" },
    address: { street: "Hauptstraße", houseNumber: "5a", zip: "10115", city: "Berlin", country: "DE" },
    payment: { paymentType: 13, iban: "DE89 3704 0044 0532 0130 00", accountHolder: "Erika Mustermann" },
  });
  const history = async (token: string) =>
    (await (
      await ctx().request("/api/customers/trade_history", {
        host: "de.localhost",
        method: "GET",
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { tradeNumber: string; state: string; events: { state: string }[] }[];

  it("a trade placed with a bearer token appears in the customer's trade history, not in another's", async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    const res = await ctx().request("/api/trade/trades", {
      host: "de.localhost",
      json: tradeBody(await offerId(), a.email),
      headers: { "idempotency-key": `h-${randomBytes(6).toString("hex")}`, authorization: `Bearer ${a.token}` },
    });
    expect(res.status).toBe(201);
    const { tradeNumber } = (await res.json()) as { tradeNumber: string };
    const mine = await history(a.token);
    expect(mine.map((t) => t.tradeNumber)).toContain(tradeNumber);
    expect(mine.find((t) => t.tradeNumber === tradeNumber)!.events.map((e) => e.state)).toEqual(["created"]);
    expect((await history(b.token)).map((t) => t.tradeNumber)).not.toContain(tradeNumber);
    // The owner reads the trade without its tracking token.
    const read = await ctx().request(`/api/trade/trades/${tradeNumber}`, {
      host: "de.localhost",
      method: "GET",
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(read.status).toBe(200);
  });

  it("a guest trade (no Authorization) is in nobody's history; a forged bearer is 401", async () => {
    const a = await loggedIn();
    const offer = await offerId();
    const guest = await ctx().request("/api/trade/trades", {
      host: "de.localhost",
      json: tradeBody(offer, a.email),
      headers: { "idempotency-key": `g-${randomBytes(6).toString("hex")}` },
    });
    expect(guest.status).toBe(201);
    const { tradeNumber } = (await guest.json()) as { tradeNumber: string };
    expect((await history(a.token)).map((t) => t.tradeNumber)).not.toContain(tradeNumber);
    const forged = await ctx().request("/api/trade/trades", {
      host: "de.localhost",
      json: tradeBody(await offerId(), a.email),
      headers: { "idempotency-key": `f-${randomBytes(6).toString("hex")}`, authorization: `Bearer ${forgedToken(a.token)}` },
    });
    expect(forged.status).toBe(401);
  });

  const place = (json: unknown, opts: { key: string; token?: string }) =>
    ctx().request("/api/trade/trades", {
      host: "de.localhost",
      json,
      headers: { "idempotency-key": opts.key, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
      clientAddress: `10.88.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    });

  it("another customer's bearer token opens neither the trade nor its label: 404, as for a stranger", async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    const res = await place(tradeBody(await offerId(), a.email), { key: `o-${randomBytes(6).toString("hex")}`, token: a.token });
    expect(res.status).toBe(201);
    const { tradeNumber } = (await res.json()) as { tradeNumber: string };
    for (const path of [`/api/trade/trades/${tradeNumber}`, `/api/trade/trades/${tradeNumber}/label`]) {
      const own = await ctx().request(path, { host: "de.localhost", method: "GET", headers: { authorization: `Bearer ${a.token}` } });
      expect(own.status, path).toBe(200);
      const other = await ctx().request(path, { host: "de.localhost", method: "GET", headers: { authorization: `Bearer ${b.token}` } });
      expect(other.status, path).toBe(404);
      const text = await other.text();
      expect(text).not.toContain(a.email);
      expect(text).not.toContain("Mustermann");
      const stranger = await ctx().request(`/api/trade/trades/SB-0000000${path.endsWith("/label") ? "/label" : ""}`, {
        host: "de.localhost",
        method: "GET",
        headers: { authorization: `Bearer ${b.token}` },
      });
      // the same answer but for the request id every problem document carries (decision 0053)
      const { requestId: _otherId, ...otherBody } = JSON.parse(text) as Record<string, unknown>;
      const { requestId: _strangerId, ...strangerBody } = (await stranger.json()) as Record<string, unknown>;
      expect(otherBody).toEqual(strangerBody);
      expect(_otherId).not.toBe(_strangerId);
    }
  });

  it("an Idempotency-Key belongs to its customer: another customer or a guest with the same key never gets the first trade", async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    const key = `shared-${randomBytes(6).toString("hex")}`;
    const aBody = tradeBody(await offerId(), a.email);
    const first = await place(aBody, { key, token: a.token });
    expect(first.status).toBe(201);
    const placed = (await first.json()) as { tradeNumber: string; trackingToken: string };

    // B with the same key and B's own body: B's own trade, in B's history only.
    const bTrade = await place(tradeBody(await offerId(), b.email), { key, token: b.token });
    expect(bTrade.status).toBe(201);
    const bPlaced = (await bTrade.json()) as { tradeNumber: string; trackingToken: string };
    expect(bPlaced.tradeNumber).not.toBe(placed.tradeNumber);
    expect((await history(b.token)).map((t) => t.tradeNumber)).toEqual([bPlaced.tradeNumber]);

    // B (and a guest) replaying A's exact body with A's key: never A's trade or token.
    for (const token of [b.token, undefined]) {
      const replayed = await place(aBody, { key, token });
      const text = await replayed.text();
      expect(replayed.status).not.toBe(200);
      expect(text).not.toContain(placed.tradeNumber);
      expect(text).not.toContain(placed.trackingToken);
    }

    // A with the key and another body: 422 idempotency_key_reused; A's exact replay: A's trade.
    const changed = await place(tradeBody(await offerId(), a.email), { key, token: a.token });
    expect(changed.status).toBe(422);
    expect((await changed.json()).type).toMatch(/\/idempotency_key_reused$/);
    const again = await place(aBody, { key, token: a.token });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { tradeNumber: string }).tradeNumber).toBe(placed.tradeNumber);
  });
});
