import { describe, it, expect } from "vitest";
import { HOST_MAP, hostFor, hreflangAlternates, isDevelopmentHost, isKnownHost, normalizeHost, resolveHost, shopOrigin } from "./hosts.ts";
import type { EditionId, ShopMode } from "./config.ts";

// The table from decisions.md "Brand, editions, hosts", written out independently of HOST_MAP.
const TABLE: ReadonlyArray<[EditionId, ShopMode, string, string, string, string]> = [
  ["en", "default", "sellback.com", "test.sellback.com", "stage.sellback.com", "localhost"],
  ["de", "default", "sellback.de", "test.sellback.de", "stage.sellback.de", "de.localhost"],
  ["at", "default", "sellback.at", "test.sellback.at", "stage.sellback.at", "at.localhost"],
  ["es", "default", "sellback.es", "test.sellback.es", "stage.sellback.es", "es.localhost"],
  ["fr", "default", "sellback.fr", "test.sellback.fr", "stage.sellback.fr", "fr.localhost"],
  ["it", "default", "sellback.it", "test.sellback.it", "stage.sellback.it", "it.localhost"],
  ["de", "b2bWidget", "b2bwidget.sellback.de", "b2bwidget.test.sellback.de", "b2bwidget.stage.sellback.de", "b2bwidget.de.localhost"],
  ["de", "agan", "agan.sellback.de", "agan.test.sellback.de", "agan.stage.sellback.de", "agan.de.localhost"],
  ["de", "aganwidget", "aganwidget.sellback.de", "aganwidget.test.sellback.de", "aganwidget.stage.sellback.de", "aganwidget.de.localhost"],
];
const ENVS = ["production", "test", "stage", "local"] as const;
const ROWS = TABLE.flatMap(([edition, mode, ...hosts]) => hosts.map((host, i) => ({ edition, mode, host, environment: ENVS[i]! })));

describe("HOST_MAP", () => {
  it("holds exactly the 36 hosts of the decisions table", () => {
    expect(ROWS).toHaveLength(36);
    expect(Object.keys(HOST_MAP).sort()).toEqual(ROWS.map((r) => r.host).sort());
  });
});

describe("resolveHost", () => {
  it.each(ROWS)("$host → $edition/$mode ($environment)", ({ host, edition, mode, environment }) => {
    expect(resolveHost(host)).toEqual({ edition, mode, environment });
  });

  it.each(ROWS)("$host with a port → $edition/$mode", ({ host, edition, mode, environment }) => {
    expect(resolveHost(`${host}:3000`)).toEqual({ edition, mode, environment });
    expect(resolveHost(`${host}:443`)).toEqual({ edition, mode, environment });
  });

  it.each(ROWS)("$host in upper case with a trailing dot → $edition/$mode", ({ host, edition, mode }) => {
    expect(resolveHost(`${host.toUpperCase()}.`)).toMatchObject({ edition, mode });
    expect(resolveHost(`  ${host}.:8080  `)).toMatchObject({ edition, mode });
  });

  const production = ROWS.filter((r) => r.environment === "production");
  it.each(production)("www.$host → $edition/$mode", ({ host, edition, mode }) => {
    expect(resolveHost(`www.${host}`)).toEqual({ edition, mode, environment: "production" });
    expect(resolveHost(`WWW.${host}:443`)).toEqual({ edition, mode, environment: "production" });
  });

  it("does not treat www. in front of test, stage or local hosts as known", () => {
    for (const host of ["www.test.sellback.de", "www.stage.sellback.fr", "www.de.localhost"]) {
      expect(resolveHost(host)).toEqual({ edition: "en", mode: "default", environment: "unknown" });
    }
  });

  it("serves unknown, empty and missing hosts as en/default", () => {
    const fallback = { edition: "en", mode: "default", environment: "unknown" };
    for (const host of [
      "example.org",
      "sellback.nl",
      "evil.sellback.de",
      "sellback.de.evil.com",
      "127.0.0.1:3000",
      "[::1]:3000",
      "",
      "   ",
      undefined,
      null,
    ]) {
      expect(resolveHost(host)).toEqual(fallback);
    }
  });

  it("uses only the first value of a comma-separated header", () => {
    expect(resolveHost("sellback.fr, proxy.internal")).toEqual({ edition: "fr", mode: "default", environment: "production" });
  });

  it("maps partner modes only in the German edition", () => {
    expect(resolveHost("agan.sellback.at")).toMatchObject({ edition: "en", mode: "default" });
  });
});

describe("normalizeHost", () => {
  it("strips port, case, whitespace and trailing dot", () => {
    expect(normalizeHost(" Sellback.DE.:8443 ")).toBe("sellback.de");
    expect(normalizeHost("[::1]:3000")).toBe("[::1]");
    expect(normalizeHost(undefined)).toBe("");
  });
});

describe("hostFor", () => {
  it.each(ROWS)("($edition, $mode, $environment) → $host", ({ host, edition, mode, environment }) => {
    expect(hostFor(edition, mode, environment)).toBe(host);
  });

  it("defaults to the production default shop and treats unknown as production", () => {
    expect(hostFor("es")).toBe("sellback.es");
    expect(hostFor("at", "default", "unknown")).toBe("sellback.at");
  });

  it("returns null for partner modes outside Germany", () => {
    expect(hostFor("fr", "agan", "production")).toBeNull();
    expect(hostFor("en", "b2bWidget", "local")).toBeNull();
  });
});

describe("hreflangAlternates", () => {
  it("lists every edition's default host with its html lang", () => {
    expect(hreflangAlternates("local")).toEqual([
      { edition: "en", hreflang: "en", host: "localhost" },
      { edition: "de", hreflang: "de", host: "de.localhost" },
      { edition: "at", hreflang: "de-AT", host: "at.localhost" },
      { edition: "es", hreflang: "es", host: "es.localhost" },
      { edition: "fr", hreflang: "fr", host: "fr.localhost" },
      { edition: "it", hreflang: "it", host: "it.localhost" },
    ]);
    expect(hreflangAlternates().map((a) => a.host)).toEqual([
      "sellback.com",
      "sellback.de",
      "sellback.at",
      "sellback.es",
      "sellback.fr",
      "sellback.it",
    ]);
  });
});

describe("shopOrigin", () => {
  it("is the configured shop URL in production, the https host in test and stage, the local host with its port", () => {
    expect(shopOrigin("de", "production", 3000)).toBe("https://www.sellback.de");
    expect(shopOrigin("en", "production", 3000)).toBe("https://www.sellback.com");
    expect(shopOrigin("fr", "stage", 3000)).toBe("https://stage.sellback.fr");
    expect(shopOrigin("at", "test", 3000)).toBe("https://test.sellback.at");
    expect(shopOrigin("it", "local", 3210)).toBe("http://it.localhost:3210");
    expect(shopOrigin("en", "local", 3000)).toBe("http://localhost:3000");
  });
});

describe("shopOrigin of a partner mode", () => {
  it("is the mode's own host: https outside local, the local host with its port", () => {
    expect(shopOrigin("de", "production", 3000, "b2bWidget")).toBe("https://b2bwidget.sellback.de");
    expect(shopOrigin("de", "stage", 3000, "agan")).toBe("https://agan.stage.sellback.de");
    expect(shopOrigin("de", "local", 4000, "aganwidget")).toBe("http://aganwidget.de.localhost:4000");
    expect(() => shopOrigin("fr", "production", 3000, "agan")).toThrow();
  });
});

describe("isKnownHost (decision 0072)", () => {
  it.each(ROWS)("$host in any spelling is known", ({ host }) => {
    for (const h of [host, `${host}:3000`, `${host.toUpperCase()}.`, ` ${host}.:8080 `]) expect(isKnownHost(h), h).toBe(true);
  });

  it("knows www. before a production host and the back-office hosts", () => {
    for (const h of ["www.sellback.de", "WWW.sellback.it:443", "backoffice.sellback.com", "backoffice.localhost:3000"])
      expect(isKnownHost(h), h).toBe(true);
  });

  it("knows nothing else: addresses, made-up names, www. before other environments, none", () => {
    for (const h of [
      "127.0.0.1:3000",
      "[::1]:3000",
      "10.0.0.5",
      "example.org",
      "evil.sellback.de",
      "sellback.de.evil.com",
      "www.de.localhost",
      "partner.localhost",
      "",
      undefined,
      null,
    ])
      expect(isKnownHost(h), String(h)).toBe(false);
  });
});

describe("isDevelopmentHost (decision 0072)", () => {
  it("is a loopback name or address, with any port", () => {
    for (const h of ["localhost", "de.localhost:3000", "BACKOFFICE.localhost.", "partner.localhost:4322", "127.0.0.1:3000", "[::1]:3000"])
      expect(isDevelopmentHost(h), h).toBe(true);
  });

  it("is never a public host, another address or a name that only ends in localhost", () => {
    for (const h of [
      "sellback.de",
      "test.sellback.de",
      "stage.sellback.fr",
      "evil.example",
      "localhost.evil.example",
      "evillocalhost",
      "127.0.0.2",
      "10.0.0.1",
      "",
      undefined,
    ])
      expect(isDevelopmentHost(h), String(h)).toBe(false);
  });
});
