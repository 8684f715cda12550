/**
 * changeTradeState (decision 0024) against the real database: every allowed change is made with
 * its event (time, actor, role, reason); every refused one is a 409 that changes nothing; of two
 * concurrent changes from the same state exactly one wins.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { tradeEvents, trades } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { smartphoneOffer, uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";
import { ProblemError } from "../shared/problem.ts";
import { canTransition, TRADE_STATES, type TradeState } from "./states.ts";
import { changeTradeState } from "./transitions.server.ts";

describeEachDatabase("changeTradeState", (ctx) => {
  let template: typeof trades.$inferSelect;

  beforeAll(async () => {
    const { offerId } = await smartphoneOffer(ctx());
    const res = await ctx().request("/api/trade/trades", {
      host: "de.localhost",
      clientAddress: uniqueClientAddress(),
      json: {
        offers: [{ offerId, quantity: 1 }],
        customer: { email: uniqueTradeEmail("state"), firstName: "Erika", lastName: "Mustermann" },
        address: { street: "Hauptstraße", houseNumber: "5a", zip: "10115", city: "Berlin", country: "DE" },
        payment: { paymentType: 13, iban: "DE89 3704 0044 0532 0130 00", accountHolder: "Erika Mustermann" },
      },
      headers: { "idempotency-key": `st-${randomBytes(6).toString("hex")}` },
    });
    expect(res.status).toBe(201);
    const { tradeNumber } = (await res.json()) as { tradeNumber: string };
    template = (await ctx().database.db.select().from(trades).where(eq(trades.tradeNumber, tradeNumber)))[0]!;
  });

  /** A copy of the template trade in `state` (a new number and token). */
  async function tradeIn(state: TradeState): Promise<number> {
    const { id: _id, tradeNumber: _n, ...rest } = template;
    const [row] = await ctx()
      .database.db.insert(trades)
      .values({ ...rest, state, trackingToken: randomBytes(12).toString("hex") })
      .returning({ id: trades.id });
    return row!.id;
  }
  const stateOf = async (id: number) =>
    (await ctx().database.db.select({ state: trades.state }).from(trades).where(eq(trades.id, id)))[0]!.state;
  const eventsOf = (id: number) => ctx().database.db.select().from(tradeEvents).where(eq(tradeEvents.tradeId, id));

  it("makes every allowed change with its event and refuses every other one with a 409 that changes nothing", async () => {
    const now = new Date("2027-02-01T10:00:00Z");
    for (const from of TRADE_STATES) {
      for (const to of TRADE_STATES) {
        const id = await tradeIn(from);
        const change = changeTradeState(ctx().database.db, {
          tradeId: id,
          to,
          actor: { kind: "staff", role: "inspector", id: "staff-7" },
          reason: "test",
          now,
        });
        if (canTransition(from, to)) {
          await expect(change, `${from} → ${to}`).resolves.toMatchObject({ from, to });
          expect(await stateOf(id)).toBe(to);
          expect((await eventsOf(id)).map((e) => [e.state, e.actor, e.actorRole, e.actorId, e.reason, e.at.toISOString()])).toEqual([
            [to, "staff", "inspector", "staff-7", "test", now.toISOString()],
          ]);
        } else {
          const err = await change.then(
            () => null,
            (e: unknown) => e,
          );
          expect(err, `${from} → ${to}`).toBeInstanceOf(ProblemError);
          expect((err as ProblemError).status).toBe(409);
          expect((err as ProblemError).code).toBe("trade_state_conflict");
          expect(await stateOf(id)).toBe(from);
          expect(await eventsOf(id)).toHaveLength(0);
        }
      }
    }
  }, 120_000);

  it("refuses a change the machine allows when the caller expects another state, in the given language", async () => {
    const id = await tradeIn("received");
    const err = await changeTradeState(ctx().database.db, {
      tradeId: id,
      to: "inspected",
      expectFrom: "created",
      actor: { kind: "system" },
      reason: "x",
      now: new Date(),
      locale: "en",
    }).catch((e: unknown) => e);
    expect((err as ProblemError).status).toBe(409);
    expect((err as ProblemError).detail).toMatch(/is now “Parcel received”, so it cannot change to “Inspected”\. Nothing was changed\.$/);
    expect(await stateOf(id)).toBe("received");
  });

  it("lets exactly one of two concurrent changes from the same state win", async () => {
    const id = await tradeIn("created");
    const db = ctx().database.db;
    const results = await Promise.allSettled([
      changeTradeState(db, { tradeId: id, to: "cancelled", actor: { kind: "customer" }, reason: "a", now: new Date() }),
      changeTradeState(db, { tradeId: id, to: "expired", actor: { kind: "system" }, reason: "b", now: new Date() }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((rejected.reason as ProblemError).status).toBe(409);
    expect(await eventsOf(id)).toHaveLength(1);
    expect(["cancelled", "expired"]).toContain(await stateOf(id));
  });
});
