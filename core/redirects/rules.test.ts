import { describe, expect, it } from "vitest";
import { matchRedirect } from "./rules.ts";

const rules = [
  { sourcePath: "/agb", target: "/content/agb", status: 301 },
  { sourcePath: "/newsletter/abmelden/:hash", target: "/newsletter/unsubscribe/:hash", status: 301 },
  { sourcePath: "/partner", target: "https://partner.example.com/", status: 301 },
];

describe("matchRedirect", () => {
  it("matches exact paths, ignoring case and a trailing slash", () => {
    expect(matchRedirect(rules, "/agb")).toEqual({ target: "/content/agb", status: 301, external: false });
    expect(matchRedirect(rules, "/AGB/")?.target).toBe("/content/agb");
    expect(matchRedirect(rules, "/agb/more")).toBeNull();
  });
  it("carries a hex hash into the target", () => {
    expect(matchRedirect(rules, "/newsletter/abmelden/0a1b2c3d4e5f")?.target).toBe("/newsletter/unsubscribe/0a1b2c3d4e5f");
    expect(matchRedirect(rules, "/newsletter/abmelden/not-hex!")).toBeNull();
    expect(matchRedirect(rules, "/newsletter/abmelden/")).toBeNull();
  });
  it("flags external targets", () => {
    expect(matchRedirect(rules, "/partner")?.external).toBe(true);
  });
});
