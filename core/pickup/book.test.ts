import { describe, expect, it } from "vitest";
import { pickupBookingRequest, pickupCarriersFor, pickupWeightGrams, type PickupSettings } from "./index.server.ts";
import type { PickupView } from "./index.ts";

const base: PickupSettings = {
  DHL_PICKUP_BASE_URL: "https://api-eu.dhl.com/parcel/de/transportation/pickup/v3",
  UPS_BASE_URL: "https://onlinetools.ups.com",
  UPS_API_VERSION: "v2409",
  CARRIER_TIMEOUT_MS: 1000,
};

describe("pickupCarriersFor", () => {
  it("offers no carrier without settings and names what is missing", () => {
    const c = pickupCarriersFor({ ...base });
    expect(Object.keys(c.adapters)).toEqual([]);
    expect(c.missing.DHL).toEqual(["DHL_API_KEY", "DHL_API_SECRET", "DHL_USER", "DHL_PASSWORD", "DHL_PICKUP_BILLING_NUMBER"]);
    expect(c.missing.UPS).toEqual(["UPS_CLIENT_ID", "UPS_CLIENT_SECRET", "UPS_ACCOUNT_NUMBER"]);
  });

  it("DHL's label settings alone are not enough: the pickup API needs the secret and a procedure 08 billing number", () => {
    const c = pickupCarriersFor({
      ...base,
      DHL_API_KEY: "k",
      DHL_USER: "u",
      DHL_PASSWORD: "p",
      UPS_CLIENT_ID: "i",
      UPS_CLIENT_SECRET: "s",
      UPS_ACCOUNT_NUMBER: "A1B2C3",
    });
    expect(c.adapters.DHL).toBeUndefined();
    expect(c.missing.DHL).toEqual(["DHL_API_SECRET", "DHL_PICKUP_BILLING_NUMBER"]);
    expect(c.adapters.UPS?.name).toBe("UPS");
    const all = pickupCarriersFor({
      ...base,
      DHL_API_KEY: "k",
      DHL_API_SECRET: "x",
      DHL_USER: "u",
      DHL_PASSWORD: "p",
      DHL_PICKUP_BILLING_NUMBER: "33333333330801",
    });
    expect(all.adapters.DHL?.name).toBe("DHL");
    expect(all.missing.DHL).toEqual([]);
  });
});

describe("pickupBookingRequest", () => {
  it("sends the company as the name, the contact as attention, our warehouse as the receiver", () => {
    const view = {
      id: 1,
      tradeId: 2,
      tradeNumber: "SB-1000001",
      edition: "de",
      day: "2026-12-03",
      windowFrom: "13:00",
      windowTo: "17:00",
      state: "requested",
      carrier: null,
      reference: null,
      failure: null,
      address: {
        name: "Ada",
        company: "Engines GmbH",
        street: "Weg",
        houseNumber: "1",
        zip: "10117",
        city: "Berlin",
        country: "DE",
        phone: "030 1",
      },
      parcels: 2,
      units: 30,
      companyName: "Engines GmbH",
      bookedAt: null,
      bookedBy: null,
      createdAt: "2026-12-01T10:00:00.000Z",
    } satisfies PickupView;
    const r = pickupBookingRequest(view);
    expect(r.address).toMatchObject({ name: "Engines GmbH", attention: "Ada", phone: "030 1" });
    expect(r.weightGrams).toBe(pickupWeightGrams(2, 30));
    expect(r.weightGrams).toBe(1000 + 12_000);
    expect(r.consignee.country).toBe("DE");
    expect(r.reference).toBe("SB-1000001");
  });
});
