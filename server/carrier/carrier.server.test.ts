/** Carrier settings (decision 0042): all of a carrier's credentials or none; defaults for the base URLs and the time-out. */
import { describe, expect, it } from "vitest";
import { carrierAdapterFor } from "../../core/carrier/index.server.ts";
import { loadConfig } from "../config/config.server.ts";

describe("carrier settings", () => {
  it("default: no credentials (development labels), the carriers' production URLs, a 10 s time-out", () => {
    const config = loadConfig({ NODE_ENV: "test" });
    expect(config).toMatchObject({
      DHL_BASE_URL: "https://api-eu.dhl.com/parcel/de/shipping/v2",
      UPS_BASE_URL: "https://onlinetools.ups.com",
      UPS_API_VERSION: "v2409",
      CARRIER_TIMEOUT_MS: 10_000,
    });
    expect(carrierAdapterFor(config, "de")).toBeNull();
    expect(carrierAdapterFor(config, "fr")).toBeNull();
  });

  it("refuses part of a carrier's credentials, naming what is missing, and a malformed billing or account number", () => {
    expect(() => loadConfig({ NODE_ENV: "test", DHL_API_KEY: "k" })).toThrow(
      /DHL_USER: is required when any DHL_ setting is set[\s\S]*DHL_BILLING_NUMBER/,
    );
    expect(() => loadConfig({ NODE_ENV: "test", UPS_CLIENT_ID: "c", UPS_CLIENT_SECRET: "s" })).toThrow(/UPS_ACCOUNT_NUMBER: is required/);
    expect(() =>
      loadConfig({ NODE_ENV: "test", DHL_API_KEY: "k", DHL_USER: "u", DHL_PASSWORD: "p", DHL_BILLING_NUMBER: "3333333333" }),
    ).toThrow(/DHL_BILLING_NUMBER/);
    expect(() => loadConfig({ NODE_ENV: "test", UPS_CLIENT_ID: "c", UPS_CLIENT_SECRET: "s", UPS_ACCOUNT_NUMBER: "toolong1" })).toThrow(
      /UPS_ACCOUNT_NUMBER/,
    );
    expect(() => loadConfig({ NODE_ENV: "test", DHL_BASE_URL: "ftp://example.com" })).toThrow(/DHL_BASE_URL/);
  });

  it("complete DHL settings give de its DHL adapter and leave the UPS editions on development labels", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      DHL_API_KEY: "k",
      DHL_USER: "u",
      DHL_PASSWORD: "p",
      DHL_BILLING_NUMBER: "33333333330102",
      CARRIER_TIMEOUT_MS: "5000",
    });
    expect(carrierAdapterFor(config, "de")?.name).toBe("DHL");
    expect(carrierAdapterFor(config, "at")).toBeNull();
  });
});
