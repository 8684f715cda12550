import { afterEach, describe, expect, it, vi } from "vitest";
import { personalisationCookie, personalisationFromValue, rememberCategory } from "./personalisation.ts";

describe("personalisation cookie", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lives one year and holds only the last category", () => {
    const cookie = personalisationCookie({ lastCategory: "smartphones" }, true)!;
    expect(cookie).toBe("personalisation=lastCategory%3Asmartphones; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
    expect(personalisationFromValue(decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!))).toEqual({ lastCategory: "smartphones" });
  });

  it("refuses junk in both directions", () => {
    expect(personalisationCookie({ lastCategory: "<script>" }, false)).toBeNull();
    expect(personalisationFromValue("lastCategory:<script>")).toBeNull();
    expect(personalisationFromValue("lastCategory:smartphones ")).toBeNull();
    expect(personalisationFromValue("")).toBeNull();
    expect(personalisationFromValue(undefined)).toBeNull();
  });

  function fakeBrowser(consent: string | null) {
    const jar: string[] = [];
    vi.stubGlobal("window", { localStorage: { getItem: () => consent }, location: { protocol: "http:" } });
    vi.stubGlobal("document", {
      set cookie(v: string) {
        jar.push(v);
      },
    });
    return jar;
  }

  it("is written only after consent", () => {
    expect(rememberCategory("laptops")).toBe(false);
    let jar = fakeBrowser(null);
    expect(rememberCategory("laptops")).toBe(false);
    expect(jar).toEqual([]);
    jar = fakeBrowser("false");
    expect(rememberCategory("laptops")).toBe(false);
    jar = fakeBrowser("true");
    expect(rememberCategory("laptops")).toBe(true);
    expect(jar[0]).toMatch(/^personalisation=lastCategory%3Alaptops; Max-Age=31536000/);
  });
});
