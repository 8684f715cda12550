/**
 * The higher price paid (issue 34, decision 0126): the catalog's price of the device changes
 * between the offer and the inspection. A rise is paid automatically: the inspection's row, the
 * trade's line and totals, the payout run's amount, the mail and the trade's view all carry it; a
 * fall keeps the locked price.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../core/editions/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, smartphoneOffer, topSmartphone } from "../../tests/helpers/trades.ts";

const ERASURE = { method: "nist_purge", tool: "Blancco Mobile 8", result: "passed" };

async function lineOf(ctx: TestContext, tradeNumber: string) {
  const [line] = await rows<{ id: number; price_cents: number; campaign_bonus_cents: number; line_total_cents: number }>(
    ctx.database.db,
    sql`select l.id, l.price_cents, l.campaign_bonus_cents, l.line_total_cents from trade_lines l join trades t on t.id = l.trade_id where t.trade_number = ${tradeNumber}`,
  );
  return {
    id: Number(line!.id),
    priceCents: Number(line!.price_cents),
    bonusCents: Number(line!.campaign_bonus_cents),
    lineTotalCents: Number(line!.line_total_cents),
  };
}

async function totalsOf(ctx: TestContext, tradeNumber: string) {
  const [t] = await rows<{ subtotal_cents: number; total_cents: number; state: string }>(
    ctx.database.db,
    sql`select subtotal_cents, total_cents, state from trades where trade_number = ${tradeNumber}`,
  );
  return { subtotalCents: Number(t!.subtotal_cents), totalCents: Number(t!.total_cents), state: t!.state };
}

describeEachDatabase("the higher price of the day paid at inspection", (ctx) => {
  let inspector: Record<string, string>;
  let catalog: Record<string, string>;
  let payout: Record<string, string>;
  let device: Awaited<ReturnType<typeof topSmartphone>>;

  beforeAll(async () => {
    inspector = bearer((await staffTokens(ctx(), await makeStaff(ctx(), ["inspector"]))).accessToken);
    catalog = bearer((await staffTokens(ctx(), await makeStaff(ctx(), ["catalog"]))).accessToken);
    payout = bearer((await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken);
    device = await topSmartphone(ctx());
  }, 120_000);

  const bo = (path: string, headers: Record<string, string>, init: { json?: unknown; method?: string } = {}) =>
    ctx().request(`/api/backoffice${path}`, { host: BACKOFFICE, headers, ...init });

  /** Sets the device's de base price (EUR) through the back office's price API, as staff do. */
  async function setPrice(euros: string) {
    const res = await bo(`/devices/${device.id}/prices/de`, catalog, {
      method: "PUT",
      json: { price: euros, confirm: true, reason: "market" },
    });
    expect(res.status).toBe(200);
  }

  async function basePriceCents(): Promise<number> {
    const [p] = await rows<{ cents: number }>(
      ctx().database.db,
      sql`select base_price_cents as cents from device_prices where device_id = ${device.id} and edition = 'de'`,
    );
    return Number(p!.cents);
  }

  /** An offer at today's price, a placed and received trade; then the price moves by `factor` before the inspection. */
  async function tradeWithPriceChange(factor: number) {
    const before = await basePriceCents();
    const { offerId } = await smartphoneOffer(ctx());
    const placed = await placeTestTrade(ctx(), { offerIds: [offerId] });
    expect((await bo(`/trades/${placed.tradeNumber}/receive`, inspector, { json: { devicesFound: 1 } })).status).toBe(200);
    await setPrice((Math.round(before * factor) / 100).toFixed(2));
    return { ...placed, line: await lineOf(ctx(), placed.tradeNumber), totals: await totalsOf(ctx(), placed.tradeNumber) };
  }

  const inspect = (tradeNumber: string, itemId: number) =>
    bo(`/trades/${tradeNumber}/items/${itemId}/inspection`, inspector, {
      json: { answers: device.answers, imei: "490154203237518", erasure: ERASURE },
    });

  it("a price rise between offer and inspection is paid: inspection, line, totals, payout run, mail and the trade's view", async () => {
    const trade = await tradeWithPriceChange(1.1);
    const res = await inspect(trade.tradeNumber, trade.line.id);
    expect(res.status).toBe(200);
    const view = (await res.json()) as { outcome: string; priceCents: number; oldPriceCents: number; priceRiseCents: number };
    expect(view.outcome).toBe("as_described");
    expect(view.priceRiseCents).toBeGreaterThan(0);
    expect(view.oldPriceCents).toBe(trade.line.priceCents);
    expect(view.priceCents).toBe(trade.line.priceCents + view.priceRiseCents);
    // today's price of the same answers: an offer made now prices them the same
    const today = await smartphoneOffer(ctx());
    expect(Math.round(today.price * 100)).toBe(view.priceCents);
    // recorded, not yet paid: the line and the totals wait for the completion
    expect(await lineOf(ctx(), trade.tradeNumber)).toEqual(trade.line);

    const done = await bo(`/trades/${trade.tradeNumber}/inspection/complete`, inspector, { method: "POST" });
    expect(await done.json()).toEqual({ state: "payout_pending" });
    const rise = view.priceRiseCents;
    // the seeded smartphone campaign is a percent one: its bonus is that percent of the higher price (the offer's campaign rules)
    const line = await lineOf(ctx(), trade.tradeNumber);
    expect(trade.line.bonusCents).toBeGreaterThan(0);
    expect(line).toEqual({
      id: trade.line.id,
      priceCents: trade.line.priceCents + rise,
      bonusCents: Math.trunc((trade.line.bonusCents * (trade.line.priceCents + rise)) / trade.line.priceCents),
      lineTotalCents: trade.line.priceCents + rise + line.bonusCents,
    });
    const grown = line.lineTotalCents - trade.line.lineTotalCents;
    expect(await totalsOf(ctx(), trade.tradeNumber)).toEqual({
      subtotalCents: trade.totals.subtotalCents + grown,
      totalCents: trade.totals.totalCents + grown,
      state: "payout_pending",
    });
    const [audit] = await rows<{ after: { priceRiseTotalCents?: number } }>(
      ctx().database.db,
      sql`select after from audit_log where action = 'trade.inspection_complete' and target = ${`trade:${trade.tradeNumber}`}`,
    );
    expect(audit!.after.priceRiseTotalCents).toBe(grown);

    // the customer's view of the trade carries the rise on its line
    const customerView = (await (
      await ctx().request(`/api/trade/trades/${trade.tradeNumber}?token=${trade.trackingToken}`, { host: "de.localhost" })
    ).json()) as { totalCents: number; lines: { priceRiseCents?: number }[] };
    expect(customerView.lines[0]!.priceRiseCents).toBe(rise);
    expect(customerView.totalCents).toBe(trade.totals.totalCents + grown);

    // the mail after inspection: the rise on its own line, and the payout with it
    const riseText = `Preis seit Ihrem Angebot gestiegen: +${formatMoney(rise, "de")}`;
    await expect.poll(() => mailsTo(ctx(), trade.email).find((m) => m.includes("alles wie beschrieben"))).toBeTruthy();
    const mail = mailsTo(ctx(), trade.email).find((m) => m.includes("alles wie beschrieben"))!;
    expect(mail).toContain(riseText);
    expect(mail).toContain(formatMoney(trade.totals.totalCents + grown, "de"));

    // the payout run pays the higher total
    const made = await bo("/payout-runs", payout, { json: { edition: "de", method: "sepa" } });
    expect(made.status).toBe(201);
    const { runId } = (await made.json()) as { runId: number };
    const { items } = (await (await bo(`/payout-runs/${runId}`, payout)).json()) as {
      items: { tradeNumber: string; amountCents: number }[];
    };
    expect(items.find((i) => i.tradeNumber === trade.tradeNumber)?.amountCents).toBe(trade.totals.totalCents + grown);
  });

  it("a price that fell since the offer keeps the locked price: no rise, totals unchanged, no rise line in the mail", async () => {
    const trade = await tradeWithPriceChange(0.9);
    const view = (await (await inspect(trade.tradeNumber, trade.line.id)).json()) as { priceCents: number; priceRiseCents: number };
    expect(view).toMatchObject({ priceCents: trade.line.priceCents, priceRiseCents: 0 });
    expect((await bo(`/trades/${trade.tradeNumber}/inspection/complete`, inspector, { method: "POST" })).status).toBe(200);
    expect(await lineOf(ctx(), trade.tradeNumber)).toEqual(trade.line);
    expect(await totalsOf(ctx(), trade.tradeNumber)).toEqual({ ...trade.totals, state: "payout_pending" });
    await expect.poll(() => mailsTo(ctx(), trade.email).find((m) => m.includes("alles wie beschrieben"))).toBeTruthy();
    expect(mailsTo(ctx(), trade.email).find((m) => m.includes("alles wie beschrieben"))).not.toContain(
      "Preis seit Ihrem Angebot gestiegen",
    );
  });

  describe("recorded again before completion", () => {
    it("the rise is recomputed from the locked price, not added twice", async () => {
      const trade = await tradeWithPriceChange(1.05);
      const first = (await (await inspect(trade.tradeNumber, trade.line.id)).json()) as { priceRiseCents: number };
      const again = (await (await inspect(trade.tradeNumber, trade.line.id)).json()) as { priceCents: number; priceRiseCents: number };
      expect(again.priceRiseCents).toBe(first.priceRiseCents);
      expect(again.priceCents).toBe(trade.line.priceCents + first.priceRiseCents);
    });
  });
});
