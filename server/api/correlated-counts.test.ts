/**
 * Counts read by correlated subqueries (issue 27 item 2, decision 0067), as a client sees them:
 * a payout run's SEPA, PayPal and returned counts (which decide the run page's file links), and a
 * voucher's uses, which are those of its own edition only. Before the fix drizzle wrote the outer
 * column bare (`"id"`, `"edition"`), so the subquery compared the item with itself. Nothing here
 * depends on ids coinciding: each count is compared with what the test made.
 */
import { beforeAll, expect, it } from "vitest";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, payoutRunsRequest, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, smartphoneOffer, toPayoutPending, uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";

type Json = Record<string, unknown>;
let seq = 0;

/** A de guest trade (SEPA, or PayPal with `paypal`) taken to payout_pending; its number. */
async function pendingTrade(ctx: TestContext, paypal = false): Promise<string> {
  const tradeNumber = (await placeTestTrade(ctx, paypal ? { paypal: true, email: uniqueTradeEmail("zaehlung") } : {})).tradeNumber;
  await toPayoutPending(ctx, tradeNumber);
  return tradeNumber;
}

describeEachDatabase("counts of correlated subqueries", (ctx) => {
  let maker: string;
  let checker: string;
  let catalog: string;
  const payouts = (path: string, token: string, json?: unknown) => payoutRunsRequest(ctx(), path, token, json);

  beforeAll(async () => {
    maker = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
    checker = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
    catalog = (await staffTokens(ctx(), await makeStaff(ctx(), ["catalog"]))).accessToken;
  });

  it("a run of 2 SEPA and 1 PayPal trade says 2 transfers and 1 payout, in the run and in the list; a returned transfer counts once", async () => {
    const sepa = [await pendingTrade(ctx()), await pendingTrade(ctx())];
    const paypal = await pendingTrade(ctx(), true);
    const made = await payouts("", maker, { edition: "de" });
    expect(made.status).toBe(201);
    const { runId, trades } = (await made.json()) as { runId: number; trades: number };
    expect(trades).toBe(3);

    const { run, items } = (await (await payouts(`/${runId}`, maker)).json()) as { run: Json; items: Json[] };
    expect(items.map((i) => i.tradeNumber).sort()).toEqual([...sepa, paypal].sort());
    expect(run).toMatchObject({ runId, trades: 3, sepaCount: 2, paypalCount: 1, returnedCount: 0 });
    const { runs } = (await (await payouts("", maker)).json()) as { runs: Json[] };
    expect(runs.find((r) => r.runId === runId)).toMatchObject({ sepaCount: 2, paypalCount: 1, returnedCount: 0 });

    expect((await payouts(`/${runId}/confirm`, checker, {})).status).toBe(200);
    expect((await payouts(`/${runId}/items/${sepa[1]}/returned`, checker, { reason: "AC04 account closed" })).status).toBe(200);
    const after = (await (await payouts(`/${runId}`, maker)).json()) as { run: Json };
    expect(after.run).toMatchObject({ sepaCount: 2, paypalCount: 1, returnedCount: 1 });
  });

  it("a PayPal-only run counts its payouts and no SEPA transfer: its PayPal file is there, a SEPA file is not", async () => {
    const paypal = [await pendingTrade(ctx(), true), await pendingTrade(ctx(), true)];
    const made = (await (await payouts("", maker, { edition: "de", method: "paypal" })).json()) as { runId: number; trades: number };
    expect(made.trades).toBe(2);
    const { run } = (await (await payouts(`/${made.runId}`, maker)).json()) as { run: Json };
    // the run page links a file for each method whose count is above 0
    expect(run).toMatchObject({ sepaCount: 0, paypalCount: 2, returnedCount: 0 });
    const csv = await payouts(`/${made.runId}/paypal.csv`, maker);
    expect(csv.status).toBe(200);
    const text = await csv.text();
    for (const tradeNumber of paypal) expect(text).toContain(tradeNumber);
    expect((await payouts(`/${made.runId}/sepa.xml`, maker)).status).toBe(404);
  });

  it("a voucher counts the uses of its own edition: the same code in another edition is unused and can be deleted", async () => {
    const code = `ZWILLING${process.pid % 1000}`;
    const vouchers = (path: string, init: { method?: string; json?: unknown } = {}) =>
      ctx().request(`/api/backoffice/vouchers${path}`, {
        host: BACKOFFICE,
        method: init.method ?? (init.json === undefined ? "GET" : "POST"),
        ...(init.json === undefined ? {} : { json: init.json }),
        headers: bearer(catalog),
      });
    for (const edition of ["de", "at"]) {
      const res = await vouchers("", {
        json: {
          code,
          edition,
          kind: "fixed",
          bonusCents: 1000,
          validFrom: "2025-01-01T00:00:00Z",
          validUntil: "2099-01-01T00:00:00Z",
          maxUsesPerCustomer: 1,
        },
      });
      expect(res.status).toBe(201);
    }
    const { offerId } = await smartphoneOffer(ctx());
    const placed = await ctx().request("/api/trade/trades", {
      host: "de.localhost",
      clientAddress: uniqueClientAddress(),
      headers: { "idempotency-key": `counts-${process.pid}-${++seq}` },
      json: {
        offers: [{ offerId, quantity: 1 }],
        customer: { email: uniqueTradeEmail("zwilling"), firstName: "Inge", lastName: "Prüfer" },
        address: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
        payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Inge Prüfer" },
        voucher: code,
      },
    });
    expect(placed.status).toBe(201);

    expect(await (await vouchers(`/de/${code}`)).json()).toMatchObject({ edition: "de", uses: 1 });
    expect(await (await vouchers(`/at/${code}`)).json()).toMatchObject({ edition: "at", uses: 0 });
    const listed = (await (await vouchers(`?q=${code}`)).json()) as { items: Json[] };
    expect(listed.items.map((v) => [v.edition, v.uses]).sort()).toEqual([
      ["at", 0],
      ["de", 1],
    ]);
    expect((await vouchers(`/at/${code}`, { method: "DELETE" })).status).toBe(200);
    expect((await vouchers(`/de/${code}`, { method: "DELETE" })).status).toBe(409);
  });
});
