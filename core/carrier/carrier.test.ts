/**
 * The carrier adapters (decision 0042) against the local fake carrier (tests/helpers/fake-carrier.ts),
 * never the real DHL or UPS: request shapes, success with a PDF label and a tracking number, the
 * documented 401 and 400 answers, a time-out, and a 503.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_DHL, FAKE_UPS, startFakeCarrier, type FakeCarrier } from "../../tests/helpers/fake-carrier.ts";
import { carrierFailure } from "../../tests/helpers/carrier-failure.ts";
import { shownText } from "../../tests/helpers/pdf-text.ts";
import { carrierAdapterFor, parcelFor, warehouseAddress, type CarrierSettings } from "./setup.server.ts";
import { dhlCarrier, dhlOrderBody } from "./dhl.server.ts";
import { trackingUrl } from "./tracking-url.ts";
import type { ShipmentRequest } from "./types.ts";
import { upsCarrier } from "./ups.server.ts";

let fake: FakeCarrier;
beforeAll(async () => {
  fake = await startFakeCarrier();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = "ok";
  fake.requests.length = 0;
  fake.created.length = 0;
});

const customer = { name: "Łukasz Dvořák", street: "Hauptstraße", houseNumber: "5a", zip: "10115", city: "Berlin", country: "DE" };
const phone = { description: "Used smartphone", name: "Apple iPhone 15", quantity: 1, unitValueCents: 30_000, hsCode: "851713" };
const toUs: ShipmentRequest = {
  kind: "shipping",
  from: customer,
  to: warehouseAddress("de"),
  parcel: parcelFor(2),
  reference: "SB-1000042",
  items: [phone],
  insuranceCapCents: 250_000,
  date: new Date("2026-11-30T10:00:00Z"),
};
const dhlSettings = () => ({ ...FAKE_DHL, baseUrl: fake.dhlBaseUrl });
const upsSettings = () => ({ ...FAKE_UPS, baseUrl: fake.upsBaseUrl, shipper: warehouseAddress("fr") });

const failure = carrierFailure;

describe("DHL Parcel DE Shipping API v2", () => {
  it("posts one V01PAK shipment with key, basic auth, alpha-3 countries and the weight in grams; answers tracking number and PDF", async () => {
    const made = await dhlCarrier(dhlSettings()).createShipment(toUs);
    expect(made.carrier).toBe("DHL");
    expect(made.trackingNumber).toBe(fake.created[0]);
    expect((await shownText(made.labelPdf)).replace(/\s+/g, " ")).toContain(`FAKE DHL LABEL ${made.trackingNumber}`);
    const [req] = fake.requests;
    expect(req!.path).toBe("/parcel/de/shipping/v2/orders");
    expect(req!.headers["dhl-api-key"]).toBe(FAKE_DHL.apiKey);
    const shipment = (req!.body as { profile: string; shipments: Record<string, unknown>[] }).shipments[0]!;
    expect(shipment).toMatchObject({
      product: "V01PAK",
      billingNumber: FAKE_DHL.billingNumber,
      refNo: "SB-1000042",
      shipper: {
        name1: "Łukasz Dvořák",
        addressStreet: "Hauptstraße",
        addressHouse: "5a",
        postalCode: "10115",
        city: "Berlin",
        country: "DEU",
      },
      consignee: { name1: "Sellback GmbH", name2: "Wareneingang", postalCode: "04356", city: "Leipzig", country: "DEU" },
      details: { weight: { uom: "g", value: 1300 } },
    });
  });

  it("a wrong key or password: the documented 401 → unauthorized, nothing made", async () => {
    const err = await failure(dhlCarrier({ ...dhlSettings(), password: "wrong" }).createShipment(toUs));
    expect(err).toMatchObject({ failure: "unauthorized", httpStatus: 401, maybeCreated: false });
    expect(err.message).toContain("Unauthorized");
    expect(fake.created).toEqual([]);
  });

  it("a shipment missing a required field: 400 with the validation messages → rejected, naming the field and never a value", async () => {
    const err = await failure(dhlCarrier(dhlSettings()).createShipment({ ...toUs, from: { ...customer, city: " " } }));
    expect(err).toMatchObject({ failure: "rejected", httpStatus: 400, maybeCreated: false });
    expect(err.message).toContain("shipments[0].shipper.city");
    expect(err.message).not.toMatch(/Dvořák|Hauptstraße|10115/);
  });

  it("the fake refuses a body without billing number or profile, as the API does", async () => {
    const body = dhlOrderBody({ ...dhlSettings(), billingNumber: "" }, toUs);
    const res = await fetch(`${fake.dhlBaseUrl}/orders`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "dhl-api-key": FAKE_DHL.apiKey,
        authorization: `Basic ${Buffer.from(`${FAKE_DHL.user}:${FAKE_DHL.password}`).toString("base64")}`,
      },
      body: JSON.stringify({ shipments: body.shipments }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: { statusCode: 400 }, items: [{ sstatus: { statusCode: 400 } }] });
  });

  it("no answer within the time-out → timeout, and the shipment may exist (not to be repeated at once)", async () => {
    fake.mode = "timeout";
    const started = Date.now();
    const err = await failure(dhlCarrier(dhlSettings(), { timeoutMs: 300 }).createShipment(toUs));
    expect(err).toMatchObject({ failure: "timeout", maybeCreated: true });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("503 → unavailable, surely not made", async () => {
    fake.mode = "unavailable";
    expect(await failure(dhlCarrier(dhlSettings()).createShipment(toUs))).toMatchObject({
      failure: "unavailable",
      httpStatus: 503,
      maybeCreated: false,
    });
  });

  it("a country it has no code for is refused before any call", async () => {
    const err = await failure(dhlCarrier(dhlSettings()).createShipment({ ...toUs, from: { ...customer, country: "XK" } }));
    expect(err.failure).toBe("rejected");
    expect(fake.requests).toHaveLength(0);
  });
});

describe("UPS Shipping API", () => {
  const toFrance: ShipmentRequest = {
    kind: "shipping",
    from: { ...customer, city: "Lyon", zip: "69001", country: "FR" },
    to: warehouseAddress("fr"),
    parcel: parcelFor(1),
    reference: "SB-1000043",
    items: [phone],
    insuranceCapCents: 250_000,
    date: new Date("2026-11-30T10:00:00Z"),
  };

  it("gets a client-credentials token, ships with the ShipmentRequest shape, turns the GIF label into a PDF; the token is reused", async () => {
    const ups = upsCarrier(upsSettings());
    const made = await ups.createShipment(toFrance);
    expect(made.carrier).toBe("UPS");
    expect(made.trackingNumber).toMatch(/^1Z/);
    expect(Buffer.from(made.labelPdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const [token, ship] = fake.requests;
    expect(token!.path).toBe("/security/v1/oauth/token");
    expect(token!.body).toBe("grant_type=client_credentials");
    expect(ship!.path).toBe("/api/shipments/v2409/ship");
    expect(ship!.headers.authorization).toMatch(/^Bearer ups-token-/);
    expect(ship!.body).toMatchObject({
      ShipmentRequest: {
        Shipment: {
          Shipper: { ShipperNumber: FAKE_UPS.accountNumber, Address: { CountryCode: "FR" } },
          // one address line in the country's order (decision 0108): the number before the street in France
          ShipFrom: { Name: "Łukasz Dvořák", Address: { AddressLine: ["5a Hauptstraße"], City: "Lyon", CountryCode: "FR" } },
          ShipTo: {
            Name: "Sellback France SAS",
            Address: { AddressLine: ["9 rue des Entrepôts"], PostalCode: "93290", CountryCode: "FR" },
          },
          Service: { Code: "11" },
          Package: [{ PackageWeight: { UnitOfMeasurement: { Code: "KGS" }, Weight: "0.9" } }],
        },
        LabelSpecification: { LabelImageFormat: { Code: "GIF" } },
      },
    });
    await ups.createShipment(toFrance);
    expect(fake.requests.filter((r) => r.path === "/security/v1/oauth/token")).toHaveLength(1);
  });

  it("wrong client credentials: the token's 401 → unauthorized, no shipment call", async () => {
    const err = await failure(upsCarrier({ ...upsSettings(), clientSecret: "wrong" }).createShipment(toFrance));
    expect(err).toMatchObject({ failure: "unauthorized", httpStatus: 401, maybeCreated: false });
    expect(err.message).toContain("10401");
    expect(fake.requests.map((r) => r.path)).toEqual(["/security/v1/oauth/token"]);
  });

  it("a request the API refuses (400, wrong shipper number) → rejected with UPS's code", async () => {
    const err = await failure(upsCarrier({ ...upsSettings(), accountNumber: "ZZZZZZ" }).createShipment(toFrance));
    expect(err).toMatchObject({ failure: "rejected", httpStatus: 400 });
    expect(err.message).toContain("120100");
  });

  it("no answer within the time-out → timeout", async () => {
    const ups = upsCarrier(upsSettings(), { timeoutMs: 300 });
    await ups.createShipment(toFrance); // token in hand
    fake.mode = "timeout";
    expect(await failure(ups.createShipment(toFrance))).toMatchObject({ failure: "timeout", maybeCreated: true });
  });
});

describe("per edition", () => {
  const base: CarrierSettings = { DHL_BASE_URL: "", UPS_BASE_URL: "", UPS_API_VERSION: "v2409", CARRIER_TIMEOUT_MS: 10_000 };

  it("without settings no adapter (the development label); DHL for de, UPS for the others, each only with its own settings", () => {
    expect(carrierAdapterFor({ ...base }, "de")).toBeNull();
    const dhlOnly: CarrierSettings = {
      ...base,
      DHL_API_KEY: "k",
      DHL_USER: "u",
      DHL_PASSWORD: "p",
      DHL_BILLING_NUMBER: FAKE_DHL.billingNumber,
    };
    expect(carrierAdapterFor(dhlOnly, "de")?.name).toBe("DHL");
    expect(carrierAdapterFor(dhlOnly, "fr")).toBeNull();
    const upsOnly: CarrierSettings = { ...base, UPS_CLIENT_ID: "c", UPS_CLIENT_SECRET: "s", UPS_ACCOUNT_NUMBER: "A1B2C3" };
    for (const edition of ["at", "en", "es", "fr", "it"] as const) expect(carrierAdapterFor(upsOnly, edition)?.name).toBe("UPS");
    expect(carrierAdapterFor(upsOnly, "de")).toBeNull();
  });

  it("links to the carrier's public tracking page", () => {
    expect(trackingUrl("DHL", "00340434161094000001", "de")).toBe(
      "https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434161094000001",
    );
    expect(trackingUrl("UPS", "1ZA1B2C36800000001", "fr")).toBe("https://www.ups.com/track?loc=fr_FR&tracknum=1ZA1B2C36800000001");
  });
});
