/**
 * Insured labels, return services and customs through the API (issue 30, decision 0095), on PGlite
 * and PostgreSQL, against the local fake carrier (never DHL or UPS): the label request the carrier
 * receives books the trade's value above the included cover, capped at the edition's insured amount,
 * the very figure its pages state; the shipments row keeps the product (service), the insured value
 * and next_poll_at for the tracking job; a cheap trade goes as DHL Retoure, whose 429 is a 503 with
 * Retry-After and leaves nothing behind; a returned device goes back insured; the English edition's
 * customer in Great Britain gets a UPS return label with the invoice lines customs needs.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { deviceById } from "../../core/catalog/index.server.ts";
import { configureCompanyFacts, companyFacts, editions, formatMoney } from "../../core/editions/index.ts";
import { rows, translator } from "../../core/shared/index.server.ts";
import { directoryStorage } from "../../core/storage/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { fakeDhlEnv, fakeUpsEnv, startFakeCarrier } from "../../tests/helpers/fake-carrier.ts";
import { FAKE_DHL_RECEIVER_ID } from "../../tests/helpers/fake-carrier-returns.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, topSmartphone, uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";
import { parseCompanyFacts } from "../config/company.server.ts";

const fake = await startFakeCarrier();
afterAll(() => fake.close());

interface ShipmentRow {
  kind: string;
  service: string;
  state: string;
  insured_cents: number | null;
  next_poll_at: Date | string | null;
  tracking_number: string | null;
}
async function shipmentRows(ctx: TestContext, tradeNumber: string) {
  return rows<ShipmentRow>(
    ctx.database.db,
    sql`select s.kind, s.service, s.state, s.insured_cents, s.next_poll_at, s.tracking_number
        from shipments s join trades t on t.id = s.trade_id where t.trade_number = ${tradeNumber} order by s.id`,
  );
}
const totalOf = async (ctx: TestContext, tradeNumber: string) =>
  (
    await rows<{ cents: number }>(
      ctx.database.db,
      sql`select sum(l.line_total_cents)::int as cents from trade_lines l join trades t on t.id = l.trade_id where t.trade_number = ${tradeNumber}`,
    )
  )[0]!.cents;

/** An offer for the de edition's seeded smartphone worth at most `maxEuros` (for a parcel within DHL's included cover). */
async function cheapOffer(ctx: TestContext, maxEuros: number): Promise<string> {
  const [row] = await rows<{ id: number }>(
    ctx.database.db,
    sql`select d.id from devices d join device_prices p on p.device_id = d.id and p.edition = 'de'
        where d.category_id = 'smartphones' and not d.generated and p.base_price_cents between 10000 and ${maxEuros * 100}
        order by p.base_price_cents desc limit 1`,
  );
  const device = (await deviceById(ctx.database.db, "de", Number(row!.id)))!;
  const answers = device.questions!.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id }));
  const offer = await ctx.request("/api/trade/offers", {
    host: "de.localhost",
    json: { deviceId: row!.id, answers },
    clientAddress: uniqueClientAddress(),
  });
  expect(offer.status).toBe(201);
  return ((await offer.json()) as { offerId: string }).offerId;
}

const labelOf = (ctx: TestContext, t: { tradeNumber: string; trackingToken: string }, host = "de.localhost") =>
  ctx.request(`/api/trade/trades/${t.tradeNumber}/label?token=${t.trackingToken}`, { host });
const lastBody = <T>(pathEnd: string) => fake.requests.filter((r) => r.path.endsWith(pathEnd)).at(-1)!.body as T;
type DhlOrder = { shipments: { refNo: string; services?: { additionalInsurance: { currency: string; value: number } } }[] };

/** The insured amount the edition's pages state ("versichert bis 2.500,00 €"), read from the text as they render it, in cents. */
function statedInsuredCents(edition: "de"): number {
  const t = translator(editions[edition].messagesLocale);
  const text = t("trust.shipping", { amount: formatMoney(companyFacts(edition).insuredShippingCents, edition) });
  const figure = /bis ([\d.]+,\d{2})\s€/.exec(text)?.[1];
  expect(figure, text).toBeDefined();
  return Math.round(Number(figure!.replaceAll(".", "").replace(",", ".")) * 100);
}

it("the company facts refuse an insured amount above what every carrier books (25,000 €)", () => {
  expect(() => parseCompanyFacts('{"de": {"insuredShippingCents": 2500001}}')).toThrow(/insuredShippingCents/);
  expect(parseCompanyFacts('{"de": {"insuredShippingCents": 2500000}}')).toEqual({ de: { insuredShippingCents: 2_500_000 } });
});

describeEachDatabase(
  "insured labels and DHL Retoure",
  (ctx) => {
    beforeAll(() => {
      ctx().deps.storage = directoryStorage(mkdtempSync(path.join(tmpdir(), "sellback-insured-")));
    });
    beforeEach(() => {
      fake.mode = "ok";
      fake.returns.mode = "ok";
      ctx().setNow(null);
    });
    afterEach(() => configureCompanyFacts({}));

    it("a trade above DHL's cover: DHL Paket insured for the sum of its line totals; the row keeps service, insured value, next poll", async () => {
      const now = new Date("2026-11-30T09:15:00Z");
      const trade = await placeTestTrade(ctx());
      const value = await totalOf(ctx(), trade.tradeNumber);
      expect(value).toBeGreaterThan(50_000);
      expect(value).toBeLessThan(250_000);
      ctx().setNow(now);
      expect((await labelOf(ctx(), trade)).status).toBe(200);
      const order = lastBody<DhlOrder>("/shipping/v2/orders");
      expect(order.shipments[0]).toMatchObject({
        refNo: trade.tradeNumber,
        services: { additionalInsurance: { currency: "EUR", value: value / 100 } },
      });
      const [row] = await shipmentRows(ctx(), trade.tradeNumber);
      expect(row).toMatchObject({ kind: "shipping", service: "standard", state: "created", insured_cents: value });
      expect(new Date(row!.next_poll_at!).toISOString()).toBe(now.toISOString());
    });

    it("the insurance is capped at the amount the pages state: both read the edition's insuredShippingCents", async () => {
      configureCompanyFacts({ de: { insuredShippingCents: 60_000 } });
      const stated = statedInsuredCents("de");
      expect(stated).toBe(60_000);
      const trade = await placeTestTrade(ctx());
      expect(await totalOf(ctx(), trade.tradeNumber)).toBeGreaterThan(stated);
      expect((await labelOf(ctx(), trade)).status).toBe(200);
      const booked = lastBody<DhlOrder>("/shipping/v2/orders").shipments[0]!.services!.additionalInsurance;
      expect(Math.round(booked.value * 100)).toBe(stated);
      expect((await shipmentRows(ctx(), trade.tradeNumber))[0]).toMatchObject({ insured_cents: stated });
    });

    it("a trade within DHL's cover goes as DHL Retoure: the Returns API gets receiver id and value; the row says retoure, nothing insured", async () => {
      const trade = await placeTestTrade(ctx(), { offerIds: [await cheapOffer(ctx(), 400)] });
      const value = await totalOf(ctx(), trade.tradeNumber);
      expect(value).toBeLessThanOrEqual(50_000);
      const before = fake.created.length;
      const res = await labelOf(ctx(), trade);
      expect(res.status).toBe(200);
      expect(fake.created.length).toBe(before + 1);
      const order = lastBody<Record<string, unknown>>("/returns/v1/orders");
      expect(order).toMatchObject({
        receiverId: FAKE_DHL_RECEIVER_ID,
        customerReference: trade.tradeNumber,
        shipper: { name1: "Inge Prüfer", city: "Berlin" },
        itemValue: { currency: "EUR", value: value / 100 },
      });
      expect((await shipmentRows(ctx(), trade.tradeNumber))[0]).toMatchObject({
        service: "retoure",
        insured_cents: null,
        tracking_number: fake.created.at(-1),
      });
    });

    it("Retoure answers 429: a 503 problem with Retry-After, no claim left; the next download makes the label", async () => {
      const trade = await placeTestTrade(ctx(), { offerIds: [await cheapOffer(ctx(), 400)] });
      fake.returns.mode = "rate_limited";
      const limited = await labelOf(ctx(), trade);
      expect(limited.status).toBe(503);
      expect(limited.headers.get("retry-after")).toBe("30");
      expect(((await limited.json()) as { type: string }).type).toMatch(/carrier_unavailable$/);
      expect(await shipmentRows(ctx(), trade.tradeNumber)).toHaveLength(0);
      fake.returns.mode = "ok";
      expect((await labelOf(ctx(), trade)).status).toBe(200);
      expect((await shipmentRows(ctx(), trade.tradeNumber))[0]).toMatchObject({ service: "retoure", state: "created" });
    });

    it("a device going back to its owner: a normal DHL label insured for its value, polled by the tracking job", async () => {
      const trade = await placeTestTrade(ctx());
      const [line] = await rows<{ id: number; trade_id: number; line_total_cents: number }>(
        ctx().database.db,
        sql`select l.id, l.trade_id, l.line_total_cents from trade_lines l join trades t on t.id = l.trade_id where t.trade_number = ${trade.tradeNumber}`,
      );
      await ctx().database.db.execute(
        sql`insert into trade_returns (trade_id, trade_line_id, reason, created_at) values (${line!.trade_id}, ${line!.id}, 'declined', now())`,
      );
      const inspector = (await staffTokens(ctx(), await makeStaff(ctx(), ["inspector"]))).accessToken;
      const res = await ctx().request(`/api/backoffice/trades/${trade.tradeNumber}/items/${line!.id}/return-label`, {
        host: BACKOFFICE,
        headers: bearer(inspector),
      });
      expect(res.status).toBe(200);
      const order = lastBody<DhlOrder>("/shipping/v2/orders");
      expect(order.shipments[0]).toMatchObject({
        refNo: `${trade.tradeNumber}-R${line!.id}`,
        services: { additionalInsurance: { value: line!.line_total_cents / 100 } },
      });
      const [row] = await shipmentRows(ctx(), trade.tradeNumber);
      expect(row).toMatchObject({ kind: "return", service: "standard", insured_cents: line!.line_total_cents });
      expect(row!.next_poll_at).not.toBeNull();
    });
  },
  {
    env: {
      ...fakeDhlEnv(fake),
      DHL_RETURNS_RECEIVER_ID: FAKE_DHL_RECEIVER_ID,
      DHL_RETURNS_BASE_URL: fake.dhlReturnsBaseUrl,
      CARRIER_TIMEOUT_MS: "2000",
    },
  },
);

describeEachDatabase(
  "a GB customer's UPS label (English edition)",
  (ctx) => {
    beforeAll(() => {
      ctx().deps.storage = directoryStorage(mkdtempSync(path.join(tmpdir(), "sellback-insured-")));
    });
    it("London to Leipzig: a UPS return label with the value declared and a partial invoice line per device (HS code)", async () => {
      fake.mode = "ok";
      const { id, answers } = await topSmartphone(ctx());
      const offered = await ctx().request("/api/trade/offers", {
        host: "localhost",
        json: { deviceId: id, answers },
        clientAddress: uniqueClientAddress(),
      });
      expect(offered.status).toBe(201);
      const { offerId } = (await offered.json()) as { offerId: string };
      const email = uniqueTradeEmail("gb");
      const placed = await ctx().request("/api/trade/trades", {
        host: "localhost",
        clientAddress: uniqueClientAddress(),
        headers: { "idempotency-key": `gb-${process.pid}-${Date.now()}` },
        json: {
          offers: [{ offerId, quantity: 1 }],
          customer: { email, firstName: "Ada", lastName: "Lovelace" },
          address: { street: "Baker Street", houseNumber: "221b", zip: "NW1 6XE", city: "London", country: "GB" },
          payment: { paymentType: 2, paypalEmail: `pp.${email}` },
        },
      });
      expect(placed.status).toBe(201);
      const trade = (await placed.json()) as { tradeNumber: string; trackingToken: string };
      const value = await totalOf(ctx(), trade.tradeNumber);
      expect((await labelOf(ctx(), trade, "localhost")).status).toBe(200);
      const shipment = lastBody<{ ShipmentRequest: { Shipment: Record<string, unknown> } }>("/ship").ShipmentRequest.Shipment;
      const insured = Math.min(value, companyFacts("en").insuredShippingCents);
      expect(shipment).toMatchObject({
        ReturnService: { Code: "9" },
        ShipFrom: { Name: "Ada Lovelace", Address: { CountryCode: "GB" } },
        ShipTo: { Address: { City: "Leipzig", CountryCode: "DE" } },
        ShipmentServiceOptions: {
          InternationalForms: {
            FormType: ["05"],
            InvoiceNumber: trade.tradeNumber,
            ReasonForExport: "SALE",
            CurrencyCode: "EUR",
            Product: [
              {
                Description: ["Used smartphone", expect.any(String)],
                CommodityCode: "851713",
                Unit: { Number: "1", Value: (value / 100).toFixed(2) },
              },
            ],
          },
        },
        Package: [{ PackageServiceOptions: { DeclaredValue: { CurrencyCode: "EUR", MonetaryValue: (insured / 100).toFixed(2) } } }],
      });
      expect((await shipmentRows(ctx(), trade.tradeNumber))[0]).toMatchObject({ service: "retoure", insured_cents: insured });
    });
  },
  { env: fakeUpsEnv(fake) },
);
