/**
 * changeTradeState (decision 0024) against the real database: every allowed change is made with
 * its event (time, actor, role, reason); every refused one is a 409 that changes nothing; of two
 * concurrent changes from the same state exactly one wins.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobs, tradeEvents, trades } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { smartphoneOffer, uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";
import { ProblemError } from "../shared/index.ts";
import { canTransition, TRADE_STATES, type TradeState } from "./states.ts";
import { TRADE_CHANGE_HOOKS } from "./change-hooks.server.ts";
import { changeTradeState, type TradeChangeHook } from "./transitions.server.ts";

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

  describe("hooks (decision 0078)", () => {
    const staff = { kind: "staff" as const, role: "payout", id: "staff-9" };
    const jobsOf = async (id: number) =>
      (
        await ctx()
          .database.db.select({ kind: jobs.kind, payload: jobs.payload })
          .from(jobs)
          .where(eq(jobs.uniqueKey, `review.invite:${id}`))
      ).map((j) => [j.kind, j.payload]);
    const voucherTradeIn = async (state: TradeState) => {
      const id = await tradeIn(state);
      await ctx().database.db.update(trades).set({ paymentMethod: "voucher" }).where(eq(trades.id, id));
      return id;
    };

    it("runs a hook on its change, inside the transaction (it sees the change; its throw undoes it), and not on other changes", async () => {
      const seen: string[] = [];
      const onPaid: TradeChangeHook = {
        name: "onPaid",
        to: "paid",
        run: async ({ tx, changed }) => {
          const [row] = await tx.select({ state: trades.state }).from(trades).where(eq(trades.id, changed.tradeId));
          seen.push(`${changed.from}→${changed.to} ${row!.state}`);
          if (changed.tradeNumber === failing) throw new Error("hook failed");
        },
      };
      let failing = "";
      const id = await tradeIn("inspected");
      const now = new Date("2027-02-01T10:00:00Z");
      await changeTradeState(ctx().database.db, { tradeId: id, to: "payout_pending", actor: staff, reason: "test", now, hooks: [onPaid] });
      expect(seen).toEqual([]);
      await changeTradeState(ctx().database.db, { tradeId: id, to: "paid", actor: staff, reason: "test", now, hooks: [onPaid] });
      expect(seen).toEqual(["payout_pending→paid paid"]);

      const other = await tradeIn("payout_pending");
      failing = (await ctx().database.db.select({ n: trades.tradeNumber }).from(trades).where(eq(trades.id, other)))[0]!.n;
      await expect(
        changeTradeState(ctx().database.db, { tradeId: other, to: "paid", actor: staff, reason: "test", now, hooks: [onPaid] }),
      ).rejects.toThrow("hook failed");
      expect(await stateOf(other)).toBe("payout_pending");
      expect(await eventsOf(other)).toHaveLength(0);
    });

    it("enqueues the review invitation when a trade becomes paid, in the change's transaction, once", async () => {
      const id = await tradeIn("payout_pending");
      const now = new Date("2027-02-01T10:00:00Z");
      await changeTradeState(ctx().database.db, { tradeId: id, to: "paid", actor: staff, reason: "payoutRun", now });
      expect(await jobsOf(id)).toEqual([["review.invite", { tradeId: id, paidAt: expect.any(String) }]]);

      const undone = await tradeIn("payout_pending");
      await expect(
        changeTradeState(ctx().database.db, {
          tradeId: undone,
          to: "paid",
          actor: staff,
          reason: "payoutRun",
          now,
          hooks: [...TRADE_CHANGE_HOOKS, { name: "fails", to: "paid", run: () => Promise.reject(new Error("later hook failed")) }],
        }),
      ).rejects.toThrow("later hook failed");
      expect(await jobsOf(undone)).toEqual([]);
      expect(await stateOf(undone)).toBe("payout_pending");
    });

    it("pays a store trade through the machine when it becomes ready for payout, without a review invitation", async () => {
      const id = await voucherTradeIn("inspected");
      const now = new Date("2027-02-01T10:00:00Z");
      const paidHooks: string[] = [];
      const recorder: TradeChangeHook = {
        name: "recorder",
        to: "paid",
        run: async ({ changed }) => void paidHooks.push(changed.paymentMethod),
      };
      const changed = await changeTradeState(ctx().database.db, {
        tradeId: id,
        to: "payout_pending",
        actor: staff,
        reason: "asDescribed",
        now,
        hooks: [...TRADE_CHANGE_HOOKS, recorder],
      });
      expect(changed).toMatchObject({ from: "inspected", to: "payout_pending", paymentMethod: "voucher" });
      expect(await stateOf(id)).toBe("paid");
      expect((await eventsOf(id)).map((e) => [e.state, e.actor, e.actorRole, e.actorId, e.reason, e.at.toISOString()])).toEqual([
        ["payout_pending", "staff", "payout", "staff-9", "asDescribed", now.toISOString()],
        ["paid", "system", null, null, "voucherIssued", now.toISOString()],
      ]);
      // the settlement is a change of the machine: the hooks of `paid` ran for it too (the review invitation declined it)
      expect(paidHooks).toEqual(["voucher"]);
      expect(await jobsOf(id)).toEqual([]);
    });
  });
});
