/**
 * Insured labels, return services and customs (issue 30, decision 0095), against the local fake
 * carrier (tests/helpers/fake-carrier.ts, fake-carrier-returns.ts), never DHL or UPS: the request
 * bodies book insurance above each carrier's included cover and not below, capped at the edition's
 * insured amount; DHL Retoure within the cover (with its documented errors: 401, 400, 429 with
 * Retry-After, 500, a time-out); UPS's return service and declared value; customs lines for Great
 * Britain; and the fake refusing what the carriers refuse.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_DHL, FAKE_UPS, fakeDhlAuth, startFakeCarrier, type FakeCarrier } from "../../tests/helpers/fake-carrier.ts";
import { FAKE_DHL_RECEIVER_ID } from "../../tests/helpers/fake-carrier-returns.ts";
import { carrierFailure } from "../../tests/helpers/carrier-failure.ts";
import { shownText } from "../../tests/helpers/pdf-text.ts";
import { EDITIONS, editions } from "../editions/index.ts";
import { carrierFor } from "../label/index.ts";
import { crossesCustomsBorder, customsGoods } from "./customs.ts";
import { dhlCarrier, dhlOrderBody, type DhlSettings } from "./dhl.server.ts";
import { insuredAmountCents } from "./insurance.ts";
import { parcelFor, warehouseAddress } from "./setup.server.ts";
import type { ShipmentRequest } from "./types.ts";
import { upsCarrier, upsShipmentBody } from "./ups.server.ts";

let fake: FakeCarrier;
beforeAll(async () => {
  fake = await startFakeCarrier();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = "ok";
  fake.returns.mode = "ok";
  fake.requests.length = 0;
  fake.created.length = 0;
});

const phone = (euros: number, quantity = 1) => ({
  description: "Used smartphone",
  name: "Apple iPhone 15 Pro",
  quantity,
  unitValueCents: euros * 100,
  hsCode: "851713",
});
const berlin = { name: "Inge Prüfer", street: "Hauptstraße", houseNumber: "5a", zip: "10115", city: "Berlin", country: "DE" };
const london = { name: "Ada Lovelace", street: "Baker Street", houseNumber: "221b", zip: "NW1 6XE", city: "London", country: "GB" };
const day = new Date("2026-11-30T10:00:00Z");

const toLeipzig = (euros: number, quantity = 1): ShipmentRequest => ({
  kind: "shipping",
  from: berlin,
  to: warehouseAddress("de"),
  parcel: parcelFor(quantity),
  reference: "SB-1000042",
  items: [phone(euros, quantity)],
  insuranceCapCents: 250_000,
  date: day,
});
const dhlSettings = (extra: Partial<DhlSettings> = {}): DhlSettings => ({
  ...FAKE_DHL,
  baseUrl: fake.dhlBaseUrl,
  returnsBaseUrl: fake.dhlReturnsBaseUrl,
  ...extra,
});
const withRetoure = () => dhlSettings({ returnsReceiverId: FAKE_DHL_RECEIVER_ID });

const failure = carrierFailure;

describe("the insured amount", () => {
  it("nothing within the carrier's included cover (DHL 500 €, UPS 85 €); above it the value, capped at the edition's amount", () => {
    expect(insuredAmountCents("DHL", 50_000, 250_000)).toBeNull();
    expect(insuredAmountCents("DHL", 50_001, 250_000)).toBe(50_001);
    expect(insuredAmountCents("DHL", 90_000, 250_000)).toBe(90_000);
    expect(insuredAmountCents("DHL", 400_000, 250_000)).toBe(250_000);
    // a cap within the included cover books nothing: the carrier covers it already
    expect(insuredAmountCents("DHL", 400_000, 40_000)).toBeNull();
    expect(insuredAmountCents("UPS", 8_500, 250_000)).toBeNull();
    expect(insuredAmountCents("UPS", 8_600, 250_000)).toBe(8_600);
    // never above what the carrier insures at all
    expect(insuredAmountCents("DHL", 9_000_000, 9_000_000)).toBe(2_500_000);
  });

  it("customs: only across the EU's customs border; goods and HS code per category", () => {
    expect(crossesCustomsBorder("GB", "DE")).toBe(true);
    expect(crossesCustomsBorder("DE", "GB")).toBe(true);
    expect(crossesCustomsBorder("IE", "DE")).toBe(false);
    expect(crossesCustomsBorder("FR", "FR")).toBe(false);
    expect(customsGoods("smartphones")).toEqual({ description: "Used smartphone", hsCode: "851713" });
    expect(customsGoods("laptops").hsCode).toBe("847130");
    expect(customsGoods("unknown")).toEqual({ description: "Used electronic device", hsCode: null });
  });

  it("only the English edition's parcels from Great Britain cross the border, and they go with UPS (DHL Paket could not)", () => {
    const crossing = EDITIONS.flatMap((edition) =>
      editions[edition].shipsFrom.filter((c) => crossesCustomsBorder(c, warehouseAddress(edition).country)).map((c) => `${edition}:${c}`),
    );
    expect(crossing).toEqual(["en:GB"]);
    expect(carrierFor("en")).toBe("UPS");
  });
});

describe("DHL: insurance above the cover, Retoure within it", () => {
  it("900 € of devices: DHL Paket with services.additionalInsurance 900 EUR, also with a Retoure receiver id (insurance wins)", async () => {
    const made = await dhlCarrier(withRetoure()).createShipment(toLeipzig(450, 2));
    expect(made).toMatchObject({ carrier: "DHL", service: "standard", insuredCents: 90_000 });
    const [req] = fake.requests;
    expect(req!.path).toBe("/parcel/de/shipping/v2/orders");
    const shipment = (req!.body as { shipments: Record<string, unknown>[] }).shipments[0]!;
    expect(shipment).toMatchObject({ product: "V01PAK", services: { additionalInsurance: { currency: "EUR", value: 900 } } });
  });

  it("above the edition's amount the insurance is capped at it; within the cover none is booked", () => {
    const capped = dhlOrderBody(dhlSettings(), toLeipzig(3000)).shipments[0]!;
    expect(capped.services).toEqual({ additionalInsurance: { currency: "EUR", value: 2500 } });
    expect(dhlOrderBody(dhlSettings(), { ...toLeipzig(3000), insuranceCapCents: 123_456 }).shipments[0]!.services).toEqual({
      additionalInsurance: { currency: "EUR", value: 1234.56 },
    });
    expect(dhlOrderBody(dhlSettings(), toLeipzig(500)).shipments[0]!).not.toHaveProperty("services");
  });

  it("300 € with a receiver id: DHL Retoure through the Returns API (receiverId, shipper without country, item value), a PDF label", async () => {
    const made = await dhlCarrier(withRetoure()).createShipment(toLeipzig(300));
    expect(made).toMatchObject({ carrier: "DHL", service: "retoure", insuredCents: null, trackingNumber: fake.created[0] });
    expect((await shownText(made.labelPdf)).replace(/\s+/g, " ")).toContain(`FAKE DHL RETOURE ${made.trackingNumber}`);
    const [req] = fake.requests;
    expect(req!.path).toBe("/parcel/de/shipping/returns/v1/orders");
    expect(req!.headers["dhl-api-key"]).toBe(FAKE_DHL.apiKey);
    expect(req!.body).toEqual({
      receiverId: FAKE_DHL_RECEIVER_ID,
      customerReference: "SB-1000042",
      shipmentReference: "SB-1000042",
      shipper: { name1: "Inge Prüfer", addressStreet: "Hauptstraße", addressHouse: "5a", postalCode: "10115", city: "Berlin" },
      itemWeight: { uom: "g", value: 900 },
      itemValue: { currency: "EUR", value: 300 },
    });
  });

  it("without a receiver id, or for our parcel back to a customer, it stays DHL Paket", async () => {
    expect(await dhlCarrier(dhlSettings()).createShipment(toLeipzig(300))).toMatchObject({ service: "standard", insuredCents: null });
    const back: ShipmentRequest = { ...toLeipzig(300), kind: "return", from: warehouseAddress("de"), to: berlin };
    expect(await dhlCarrier(withRetoure()).createShipment(back)).toMatchObject({ service: "standard" });
    expect(fake.requests.map((r) => r.path)).toEqual(["/parcel/de/shipping/v2/orders", "/parcel/de/shipping/v2/orders"]);
  });

  it("the Returns API's documented errors: 401, 400, 429 with Retry-After, 500, a time-out", async () => {
    const wrong = await failure(dhlCarrier({ ...withRetoure(), password: "wrong" }).createShipment(toLeipzig(300)));
    expect(wrong).toMatchObject({ failure: "unauthorized", httpStatus: 401, maybeCreated: false });
    expect(wrong.message).toContain("Unauthorized");

    const unknown = await failure(dhlCarrier(dhlSettings({ returnsReceiverId: "che" })).createShipment(toLeipzig(300)));
    expect(unknown).toMatchObject({ failure: "rejected", httpStatus: 400 });
    expect(unknown.message).toContain("receiverId");
    expect(unknown.message).not.toMatch(/Prüfer|Hauptstraße|10115/);

    fake.returns.mode = "rate_limited";
    const limited = await failure(dhlCarrier(withRetoure()).createShipment(toLeipzig(300)));
    expect(limited).toMatchObject({ failure: "unavailable", httpStatus: 429, maybeCreated: false });

    fake.returns.mode = "server_error";
    expect(await failure(dhlCarrier(withRetoure()).createShipment(toLeipzig(300)))).toMatchObject({
      failure: "unavailable",
      httpStatus: 500,
      maybeCreated: true,
    });

    fake.returns.mode = "ok";
    fake.mode = "timeout";
    expect(await failure(dhlCarrier(withRetoure(), { timeoutMs: 300 }).createShipment(toLeipzig(300)))).toMatchObject({
      failure: "timeout",
      maybeCreated: true,
    });
    expect(fake.created).toEqual([]);
  });

  it("the 429 names its Retry-After", async () => {
    fake.returns.mode = "rate_limited";
    const res = await fetch(`${fake.dhlReturnsBaseUrl}/orders`, fakeDhlAuth({}));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("7");
    expect(await res.json()).toMatchObject({ title: "Too Many Requests", status: 429 });
  });

  it("the fake refuses an additional insurance above 25,000 EUR, as DHL does", async () => {
    const body = dhlOrderBody(dhlSettings(), toLeipzig(900));
    body.shipments[0]!.services = { additionalInsurance: { currency: "EUR", value: 30_000 } };
    const res = await fetch(`${fake.dhlBaseUrl}/orders`, fakeDhlAuth(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      items: [{ validationMessages: [{ property: "shipments[0].services.additionalInsurance" }] }],
    });
  });

  it("DHL Paket does not cross the customs border: refused before any call", async () => {
    const err = await failure(dhlCarrier(dhlSettings()).createShipment({ ...toLeipzig(300), from: london }));
    expect(err.failure).toBe("rejected");
    expect(fake.requests).toHaveLength(0);
  });
});

describe("UPS: return service, declared value, customs for Great Britain", () => {
  const upsSettings = () => ({ ...FAKE_UPS, baseUrl: fake.upsBaseUrl, shipper: warehouseAddress("en") });
  const fromLondon = (euros: number): ShipmentRequest => ({
    kind: "shipping",
    from: london,
    to: warehouseAddress("en"),
    parcel: parcelFor(1),
    reference: "SB-1000044",
    items: [phone(euros)],
    insuranceCapCents: 250_000,
    date: day,
  });
  const shipOf = (body: unknown) => (body as { ShipmentRequest: { Shipment: Record<string, unknown> } }).ShipmentRequest.Shipment;

  it("the customer's parcel from London: a return service with a partial invoice line per device, the value declared", async () => {
    const made = await upsCarrier(upsSettings()).createShipment(fromLondon(900));
    expect(made).toMatchObject({ carrier: "UPS", service: "retoure", insuredCents: 90_000 });
    const ship = fake.requests.find((r) => r.path.endsWith("/ship"))!;
    const shipment = shipOf(ship.body);
    expect(shipment).toMatchObject({
      ReturnService: { Code: "9" },
      // across the border UPS wants the shipper's phone (the company's number, digits) and attention names
      Shipper: { Phone: { Number: "49300000000" }, AttentionName: "Wareneingang / Goods receiving" },
      ShipFrom: { AttentionName: "Ada Lovelace", Address: { CountryCode: "GB" } },
      ShipTo: { Address: { CountryCode: "DE" } },
      ShipmentServiceOptions: {
        InternationalForms: {
          FormType: ["05"],
          InvoiceNumber: "SB-1000044",
          ReasonForExport: "SALE",
          CurrencyCode: "EUR",
          Product: [
            {
              Description: ["Used smartphone", "Apple iPhone 15 Pro"],
              Unit: { Number: "1", UnitOfMeasurement: { Code: "PCS" }, Value: "900.00" },
              CommodityCode: "851713",
            },
          ],
        },
      },
      Package: [
        {
          Description: "Used electronic devices",
          PackageServiceOptions: { DeclaredValue: { Type: { Code: "01" }, CurrencyCode: "EUR", MonetaryValue: "900.00" } },
        },
      ],
    });
    expect(shipment.ShipmentServiceOptions).not.toHaveProperty("InternationalForms.InvoiceDate");
  });

  it("a device back to its owner in London: a normal shipment with an invoice (date, reason RETURN); 50 € declares nothing", async () => {
    const back: ShipmentRequest = { ...fromLondon(50), kind: "return", from: warehouseAddress("en"), to: london };
    const made = await upsCarrier(upsSettings()).createShipment(back);
    expect(made).toMatchObject({ service: "standard", insuredCents: null });
    const shipment = shipOf(fake.requests.find((r) => r.path.endsWith("/ship"))!.body);
    expect(shipment).not.toHaveProperty("ReturnService");
    expect(shipment.ShipTo).toMatchObject({ Name: "Ada Lovelace", AttentionName: "Ada Lovelace" });
    expect(shipment).toMatchObject({
      ShipmentServiceOptions: { InternationalForms: { FormType: ["01"], InvoiceDate: "20261130", ReasonForExport: "RETURN" } },
    });
    expect((shipment.Package as Record<string, unknown>[])[0]).not.toHaveProperty("PackageServiceOptions");
  });

  it("within the EU no customs forms; the declared value is capped at the edition's amount", () => {
    const inFrance: ShipmentRequest = { ...fromLondon(4000), from: { ...london, country: "FR", zip: "69001", city: "Lyon" } };
    const shipment = shipOf(upsShipmentBody(upsSettings(), inFrance));
    expect(shipment).not.toHaveProperty("ShipmentServiceOptions");
    expect(shipment).toMatchObject({ Package: [{ PackageServiceOptions: { DeclaredValue: { MonetaryValue: "2500.00" } } }] });
  });

  it("the fake refuses what UPS refuses: a declared value above the limit, a parcel from GB without an invoice", async () => {
    const token = (await (
      await fetch(`${fake.upsBaseUrl}/security/v1/oauth/token`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: `Basic ${Buffer.from(`${FAKE_UPS.clientId}:${FAKE_UPS.clientSecret}`).toString("base64")}`,
        },
        body: "grant_type=client_credentials",
      })
    ).json()) as { access_token: string };
    const ship = (body: unknown) =>
      fetch(`${fake.upsBaseUrl}/api/shipments/${FAKE_UPS.version}/ship`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token.access_token}` },
        body: JSON.stringify(body),
      });
    const tooHigh = upsShipmentBody(upsSettings(), fromLondon(900));
    (
      shipOf(tooHigh).Package as { PackageServiceOptions: { DeclaredValue: { MonetaryValue: string } } }[]
    )[0]!.PackageServiceOptions.DeclaredValue.MonetaryValue = "60000.00";
    const refused = await ship(tooHigh);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ response: { errors: [{ code: "120541" }] } });

    const noInvoice = upsShipmentBody(upsSettings(), fromLondon(900));
    delete shipOf(noInvoice).ShipmentServiceOptions;
    expect((await ship(noInvoice)).status).toBe(400);

    const noPhone = upsShipmentBody(upsSettings(), fromLondon(900));
    delete (shipOf(noPhone).Shipper as { Phone?: unknown }).Phone;
    expect(await (await ship(noPhone)).json()).toMatchObject({
      response: { errors: [{ message: "Missing or invalid shipper phone number" }] },
    });
    expect(fake.created).toEqual([]);
  });
});
