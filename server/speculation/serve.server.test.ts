import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { ShopMode, Surface } from "../../core/editions/index.ts";
import type { AppDeps, AppEnv } from "../config/env.server.ts";
import { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE } from "./rules.ts";
import { addSpeculationRulesHeader, serveSpeculationRules } from "./serve.server.ts";

/** The two handlers behind the request variables they read (server/app.server.ts mounts them the same way). */
function app(opts: { setting?: "on" | "off"; surface?: Surface; mode?: ShopMode }) {
  const deps = { config: { SPECULATION_RULES: opts.setting ?? "on" }, buildVersion: "b1" } as unknown as AppDeps;
  const a = new Hono<AppEnv>();
  a.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("edition", "it");
    c.set("surface", opts.surface ?? "shop");
    c.set("mode", opts.mode ?? "default");
    await next();
  });
  a.get(SPECULATION_RULES_PATH, serveSpeculationRules);
  a.get("/page", (c) => {
    const response = c.html("<p>page</p>");
    addSpeculationRulesHeader(c, response);
    return response;
  });
  return a;
}

describe("serving the speculation rules", () => {
  it("names the versioned rules file on a shop page and serves the edition's rules", async () => {
    const shop = app({});
    const page = await shop.request("/page");
    expect(page.headers.get("Speculation-Rules")).toBe('"/speculation-rules.json?v=b1"');
    const rules = await shop.request("/speculation-rules.json?v=b1");
    expect(rules.status).toBe(200);
    expect(rules.headers.get("Content-Type")).toBe(SPECULATION_RULES_TYPE);
    expect(rules.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(JSON.stringify(await rules.json())).toContain("/prodotti/*{/}?");
    // another build's version (or none) is kept briefly only
    expect((await shop.request("/speculation-rules.json?v=old")).headers.get("Cache-Control")).toBe("public, max-age=300");
  });

  for (const [name, opts] of [
    ["the setting is off", { setting: "off" }],
    ["the back office", { surface: "backoffice" }],
    ["the b2bWidget host", { mode: "b2bWidget" }],
    ["the agan store portal", { mode: "agan" }],
  ] as const) {
    it(`nothing on ${name}`, async () => {
      const a = app(opts);
      expect((await a.request("/page")).headers.has("Speculation-Rules")).toBe(false);
      expect((await a.request("/speculation-rules.json")).status).toBe(404);
    });
  }
});
