import { describe, expect, it } from "vitest";
import { checkOrigins } from "./admin.ts";
import { checkOrigin, isAllowedOrigin, isVoucherCodeFormat, normalizeVoucherCode, VOUCHER_ALPHABET, voucherCodeFrom } from "./rules.ts";

const prod = { allowLocalHttp: false };
const dev = { allowLocalHttp: true };

describe("partner origins", () => {
  it("allows exactly the registered origins of an active partner", () => {
    const p = { origins: ["https://shop.example", "https://shop.example:8443"], active: true };
    expect(isAllowedOrigin(p, "https://shop.example")).toBe(true);
    expect(isAllowedOrigin(p, "https://shop.example:8443")).toBe(true);
    for (const o of [
      "http://shop.example",
      "https://shop.example.evil",
      "https://evil.shop.example",
      "https://shop.example:443/",
      "https://SHOP.example",
      "null",
      "",
      null,
      undefined,
    ])
      expect(isAllowedOrigin(p, o), String(o)).toBe(false);
    expect(isAllowedOrigin({ ...p, active: false }, "https://shop.example")).toBe(false);
  });

  it("registers https://host[:port] only; http only for localhost hosts in development", () => {
    expect(checkOrigin("https://Shop.Example", prod)).toEqual({ ok: true, origin: "https://shop.example" });
    expect(checkOrigin("https://shop.example:443", prod)).toEqual({ ok: true, origin: "https://shop.example" });
    expect(checkOrigin("https://shop.example:8443", prod)).toEqual({ ok: true, origin: "https://shop.example:8443" });
    expect(checkOrigin("http://partner.localhost:3000", dev)).toEqual({ ok: true, origin: "http://partner.localhost:3000" });
    expect(checkOrigin("http://localhost:80", dev)).toEqual({ ok: true, origin: "http://localhost" });
    const refused: [string, string, { allowLocalHttp: boolean }][] = [
      ["http://partner.localhost:3000", "scheme", prod],
      ["https://partner.localhost", "host", prod],
      ["http://shop.example", "scheme", dev],
      ["https://shop.example/", "path", prod],
      ["https://shop.example/widget", "path", prod],
      ["https://shop.example?x=1", "path", prod],
      ["https://*.shop.example", "wildcard", prod],
      ["https://user@shop.example", "format", prod],
      ["https://shop.example:0", "format", prod],
      ["https://shop.example:99999", "format", prod],
      ["https://shop", "host", prod],
      ["https://1.2.3.4", "host", prod],
      ["javascript://x", "scheme", prod],
      ["shop.example", "format", prod],
    ];
    for (const [o, reason, opts] of refused) expect(checkOrigin(o, opts), o).toEqual({ ok: false, reason });
  });

  it("names each broken origin by its index and drops duplicates", () => {
    expect(checkOrigins(["https://a.example", "https://A.example:443", "ftp://b.example"], prod)).toEqual({
      origins: ["https://a.example"],
      errors: [{ field: "origins.2", message: "backoffice.partners.error.origin.scheme" }],
    });
  });
});

describe("voucher codes", () => {
  it("prefix and 12 characters of the unambiguous alphabet in groups of four", () => {
    const code = voucherCodeFrom("DH", new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 31 + 224]));
    expect(code).toBe("DH-2345-6789-ABCZ");
    expect(isVoucherCodeFormat(code)).toBe(true);
    expect(VOUCHER_ALPHABET).not.toMatch(/[01IO]/);
    expect(VOUCHER_ALPHABET).toHaveLength(32);
    for (let i = 0; i < 200; i++) {
      const c = voucherCodeFrom("SB", crypto.getRandomValues(new Uint8Array(12)));
      expect(isVoucherCodeFormat(c), c).toBe(true);
    }
    expect(() => voucherCodeFrom("s1", new Uint8Array(12))).toThrow();
    expect(isVoucherCodeFormat("DH-2345-6789-ABC0")).toBe(false);
    expect(isVoucherCodeFormat("DH-2345-6789-ABCI")).toBe(false);
  });

  it("reads a code as a till types it", () => {
    expect(normalizeVoucherCode(" dh-2345-6789-abcz ")).toBe("DH-2345-6789-ABCZ");
    expect(normalizeVoucherCode("dh23456789abcz")).toBe("DH-2345-6789-ABCZ");
    expect(normalizeVoucherCode("DHKL 2345 6789 ABCZ")).toBe("DHKL-2345-6789-ABCZ");
    expect(normalizeVoucherCode("nonsense")).toBe("NONSENSE");
  });
});
