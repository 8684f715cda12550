/**
 * The stale-offer job (issue 27 item 4, decision 0068), on both databases: the worker's daily run
 * deletes the offers that expired more than STALE_OFFER_DAYS ago and that no trade uses, by the
 * injected clock; an offer in a trade stays, and so does its trade.
 */
import { describe, expect, it } from "vitest";
import { OFFER_VALIDITY_DAYS, STALE_OFFER_DAYS } from "../../core/offer/index.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { placeTestTrade, smartphoneOffer } from "../../tests/helpers/trades.ts";
import { createJobWorker } from "../jobs/worker.server.ts";

const DAY = 86_400_000;

describeEachDatabase("stale offer job", (ctx) => {
  describe("deletes unused offers long expired", () => {
    it("by the injected clock, once a day; offers in a trade and younger ones stay", async () => {
      const t0 = new Date("2031-05-01T08:00:00Z");
      const status = async (offerId: string) => (await ctx().request(`/api/trade/offers/${offerId}`, { host: "de.localhost" })).status;
      const run = async (at: Date) => {
        ctx().setNow(at);
        const worker = createJobWorker(ctx().deps);
        await worker.sweep();
        await worker.runDue();
      };
      try {
        ctx().setNow(t0);
        const unused = await smartphoneOffer(ctx());
        const traded = await smartphoneOffer(ctx());
        const trade = await placeTestTrade(ctx(), { offerIds: [traded.offerId] });
        ctx().setNow(new Date(t0.getTime() + 20 * DAY));
        const younger = await smartphoneOffer(ctx());

        // exactly STALE_OFFER_DAYS after the first offers expired: not yet
        const staleAt = t0.getTime() + (OFFER_VALIDITY_DAYS + STALE_OFFER_DAYS) * DAY;
        await run(new Date(staleAt));
        expect(await status(unused.offerId)).toBe(200);

        // the next day's run takes it; the traded and the younger offer stay
        await run(new Date(staleAt + DAY));
        expect(await status(unused.offerId)).toBe(404);
        expect(await status(traded.offerId)).toBe(200);
        const kept = await (await ctx().request(`/api/trade/offers/${traded.offerId}`, { host: "de.localhost" })).json();
        expect(kept.used).toBe(true);
        expect(await status(younger.offerId)).toBe(200);
        const tracked = await ctx().request(`/api/trade/trades/${trade.tradeNumber}?token=${encodeURIComponent(trade.trackingToken)}`, {
          host: "de.localhost",
        });
        expect(tracked.status).toBe(200);
        expect((await tracked.json()).lines.map((l: { offerId: string }) => l.offerId)).toEqual([traded.offerId]);

        // the younger one goes once it, too, has been expired that long
        await run(new Date(t0.getTime() + (20 + OFFER_VALIDITY_DAYS + STALE_OFFER_DAYS + 1) * DAY));
        expect(await status(younger.offerId)).toBe(404);
        expect(await status(traded.offerId)).toBe(200);
      } finally {
        ctx().setNow(null);
      }
    });
  });
});
