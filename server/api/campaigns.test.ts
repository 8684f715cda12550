/**
 * Campaigns (decision 0028) through the API, with the app's clock: an offer made while the
 * edition's seeded campaign runs carries its bonus line, an offer made after its end does not; a
 * trade pays the bonus of its offers (kept after the end), and its confirmation mail names it.
 */
import { sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { campaignWindow } from "../../core/campaign/index.ts";
import { createCampaign } from "../../core/campaign/index.server.ts";
import { deviceById } from "../../core/catalog/index.server.ts";
import type { DeviceView } from "../../core/catalog/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";

/** The seeded de campaign: 10 % on smartphones until the end of 31 December 2026, Berlin time. */
const { endsAt: DE_END } = campaignWindow("de", "2026-09-23", "2026-12-31");
const DURING = new Date("2026-12-15T10:00:00Z");

describeEachDatabase("campaigns API", (ctx) => {
  afterEach(() => ctx().setNow(null));

  const device = async (categoryId: string, manufacturerId?: string): Promise<DeviceView> => {
    const [row] = await rows<{ id: number }>(
      ctx().database.db,
      sql`select d.id from devices d where d.category_id = ${categoryId} and not d.generated
        and (${manufacturerId ?? null}::text is null or d.manufacturer_id = ${manufacturerId ?? null}::text) order by d.popularity desc, d.id limit 1`,
    );
    return (await deviceById(ctx().database.db, "de", Number(row!.id)))!;
  };
  const best = (d: DeviceView) => d.questions!.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id }));
  const offer = async (d: DeviceView, host = "de.localhost", answers = best(d)) => {
    const res = await ctx().request("/api/trade/offers", { host, json: { deviceId: d.id, answers } });
    expect(res.status).toBe(201);
    return res.json();
  };

  it("an offer made while the campaign runs carries its line: 10 % of the price, truncated; the total adds it", async () => {
    ctx().setNow(DURING);
    const phone = await device("smartphones");
    const o = await offer(phone);
    const priceCents = Math.round(o.price * 100);
    expect(o.campaign).toMatchObject({ name: "Herbstbonus", kind: "percent", percent: 10, fixedCents: null, endsAt: DE_END.toISOString() });
    expect(o.campaign.bonusCents).toBe(Math.floor(priceCents / 10));
    expect(Math.round(o.total * 100)).toBe(priceCents + o.campaign.bonusCents);
    const back = await ctx().request(`/api/trade/offers/${o.offerId}`, { host: "de.localhost" });
    expect((await back.json()).campaign).toEqual(o.campaign);
  });

  it("the last moment of 31 December in Berlin still counts; from midnight on, no bonus", async () => {
    const phone = await device("smartphones");
    ctx().setNow(new Date(DE_END.getTime() - 1));
    expect((await offer(phone)).campaign).not.toBeNull();
    ctx().setNow(DE_END);
    const after = await offer(phone);
    expect(after.campaign).toBeNull();
    expect(after.total).toBe(after.price);
  });

  it("only for the campaign's categories and manufacturers, and nothing for a no-offer", async () => {
    ctx().setNow(DURING);
    expect((await offer(await device("tablets"))).campaign).toBeNull();
    // A fixed 25 € on Samsung tablets only, for a week around DURING.
    await createCampaign(ctx().database.db, {
      edition: "de",
      name: "Samsung-Woche",
      categoryIds: ["tablets"],
      manufacturerIds: ["samsung"],
      fixedCents: 2500,
      ...campaignWindow("de", "2026-12-12", "2026-12-18"),
    });
    const samsung = await offer(await device("tablets", "samsung"));
    expect(samsung.campaign).toMatchObject({ name: "Samsung-Woche", kind: "fixed", bonusCents: 2500 });
    expect((await offer(await device("tablets", "apple"))).campaign).toBeNull();
    const phone = await device("smartphones");
    const q = phone.questions!.find((x) => x.answers.some((a) => a.effect.kind === "noOffer"))!;
    const none = await offer(
      phone,
      "de.localhost",
      best(phone).map((a) => (a.questionId === q.id ? { ...a, answerId: q.answers.find((x) => x.effect.kind === "noOffer")!.id } : a)),
    );
    expect(none.noOffer).not.toBeNull();
    expect(none.campaign).toBeNull();
  });

  it("another edition's campaign: Austria's fixed 15 €", async () => {
    ctx().setNow(DURING);
    const o = await offer(await device("smartphones"), "at.localhost");
    expect(o.campaign).toMatchObject({ kind: "fixed", fixedCents: 1500, bonusCents: 1500 });
  });

  it("a trade pays the bonus of an offer made in the period, also when placed after the end; its mail names it", async () => {
    ctx().setNow(new Date(DE_END.getTime() - 60_000));
    const phone = await device("smartphones");
    const o = await offer(phone);
    ctx().setNow(new Date(DE_END.getTime() + 3_600_000));
    const late = await offer(phone);
    expect(late.campaign).toBeNull();
    const email = uniqueTradeEmail("campaign");
    const res = await ctx().request("/api/trade/trades", {
      host: "de.localhost",
      clientAddress: uniqueClientAddress(),
      headers: { "idempotency-key": `campaign-${process.pid}-${Date.now()}` },
      json: {
        offers: [
          { offerId: o.offerId, quantity: 2 },
          { offerId: late.offerId, quantity: 1 },
        ],
        customer: { email, firstName: "Inge", lastName: "Prüfer" },
        address: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
        payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Inge Prüfer" },
      },
    });
    expect(res.status).toBe(201);
    const placed = await res.json();
    const priceCents = Math.round(o.price * 100);
    const lateCents = Math.round(late.price * 100);
    const bonus = o.campaign.bonusCents;
    expect(Math.round(placed.total * 100)).toBe(2 * (priceCents + bonus) + lateCents);
    const trade = await (
      await ctx().request(`/api/trade/trades/${placed.tradeNumber}?token=${placed.trackingToken}`, { host: "de.localhost" })
    ).json();
    expect(trade.campaignBonusCents).toBe(2 * bonus);
    expect(trade.lines[0]).toMatchObject({
      priceCents,
      campaign: { name: "Herbstbonus", bonusCents: bonus },
      lineTotalCents: 2 * (priceCents + bonus),
    });
    expect(trade.lines[1]).toMatchObject({ priceCents: lateCents, campaign: null, lineTotalCents: lateCents });
    expect(trade.subtotalCents).toBe(trade.totalCents);
    await ctx().deps.mailer.flush(); // the answer does not wait for the mail
    const [mail] = mailsTo(ctx(), email);
    // the line names the device price and the bonus as two parts and their sum (decision 0101)
    const euro = (cents: number) => new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(cents / 100);
    expect(mail).toContain(`${euro(2 * priceCents)} Gerätepreis + ${euro(2 * bonus)} Herbstbonus = ${euro(2 * (priceCents + bonus))}`);
  });
});
