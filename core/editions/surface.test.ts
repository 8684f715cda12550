import { describe, expect, it } from "vitest";
import { backofficeHostFor, HOST_MAP, resolveHost, surfaceOf } from "./hosts.ts";

describe("surfaceOf", () => {
  it.each([
    "backoffice.sellback.com",
    "backoffice.test.sellback.com",
    "backoffice.stage.sellback.com",
    "backoffice.localhost:3000",
    "BackOffice.Localhost.",
  ])("%s is the back office", (host) => expect(surfaceOf(host)).toBe("backoffice"));

  it("every shop host, an unknown host and a look-alike are the shop", () => {
    for (const host of Object.keys(HOST_MAP)) expect(surfaceOf(host)).toBe("shop");
    for (const host of ["", null, "evil.example", "www.backoffice.sellback.com", "backoffice.sellback.de", "backoffice.de.localhost"])
      expect(surfaceOf(host)).toBe("shop");
  });

  it("a back-office host resolves to the English default edition, as any host outside the map", () => {
    expect(resolveHost("backoffice.localhost")).toMatchObject({ edition: "en", mode: "default" });
  });

  it("names the back-office host per environment", () => {
    expect(backofficeHostFor("production")).toBe("backoffice.sellback.com");
    expect(backofficeHostFor("test")).toBe("backoffice.test.sellback.com");
    expect(backofficeHostFor("stage")).toBe("backoffice.stage.sellback.com");
    expect(backofficeHostFor("local")).toBe("backoffice.localhost");
  });
});
