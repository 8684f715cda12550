import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { contentSecurityPolicy, frameAncestors } from "../middleware/security.server.ts";

describeEachDatabase("foundation API", (ctx, kind) => {
  it("GET /api/health checks the database", async () => {
    const res = await ctx().request("/api/health");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: "ok", database: { kind, ok: true } });
  });

  it("answers a legacy path with its redirect target, per edition", async () => {
    const res = await ctx().request("/api/redirects?path=/datenschutzerklaerung", { host: "de.localhost" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ target: "/content/datenschutz", status: 301, external: false });
    const other = await ctx().request("/api/redirects?path=/datenschutzerklaerung", { host: "it.localhost" });
    expect(other.status).toBe(404);
    expect(other.headers.get("content-type")).toMatch(/application\/problem\+json/);
  });

  it("carries the de newsletter hash", async () => {
    const res = await ctx().request("/api/redirects?path=/newsletter/abmelden/deadbeef00112233", { host: "sellback.de" });
    expect((await res.json()).target).toBe("/newsletter/unsubscribe/deadbeef00112233");
  });

  it("France's old sell URLs go to a catalogue page, Italy has none", async () => {
    const res = await ctx().request("/api/redirects?path=/vendre-iphone", { host: "fr.localhost" });
    expect((await res.json()).target).toMatch(/^\/catalogue\/[a-z-]+$/);
    const home = await ctx().request("/api/redirects?path=/vendre", { host: "fr.localhost" });
    expect((await home.json()).target).toBe("/");
  });

  it("full page load of a legacy URL is a 301", async () => {
    const res = await ctx().request("/agb.html", { host: "at.localhost" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/content/agb");
  });

  it("bad input is a localized 4xx problem document, never a 5xx", async () => {
    const missing = await ctx().request("/api/redirects", { host: "fr.localhost" });
    expect(missing.status).toBe(422);
    const problem = await missing.json();
    expect(problem).toMatchObject({ status: 422, errors: [{ field: "path" }] });
    expect(problem.title).not.toBe("Some fields are not valid.");
    const relative = await ctx().request("/api/redirects?path=no-slash");
    expect(relative.status).toBe(422);
    const tooLong = await ctx().request(`/api/redirects?path=/${"a".repeat(3000)}`);
    expect(tooLong.status).toBe(422);
    const unknown = await ctx().request("/api/does-not-exist");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/problem\+json/);
  });

  it("sets security headers on API responses", async () => {
    const res = await ctx().request("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("lets only the shop's edition hosts ask for camera and microphone (the self-test, decision 0125)", async () => {
    const policy = async (host: string) => (await ctx().request("/api/health", { host })).headers.get("permissions-policy");
    expect(await policy("de.localhost")).toMatch(/camera=\(self\), microphone=\(self\)/);
    for (const host of ["backoffice.localhost", "agan.de.localhost", "aganwidget.de.localhost"]) {
      expect(await policy(host), host).toMatch(/camera=\(\), microphone=\(\)/);
    }
  });

  it("describes itself with OpenAPI and a readable reference", async () => {
    const doc = await (await ctx().request("/api/openapi.json")).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain("/api/redirects");
    const html = await (await ctx().request("/api/docs")).text();
    expect(html).toContain("/api/redirects");
  });
});

describe("content security policy", () => {
  it("has a nonce and no inline script without it", () => {
    const csp = contentSecurityPolicy("abc", "default");
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(csp).toContain("frame-ancestors 'none'");
  });
  it("lets the widget modes be framed by their allowlist only", () => {
    expect(frameAncestors("b2bWidget", ["https://partner.example"])).toBe("https://partner.example");
    expect(frameAncestors("b2bWidget")).toBe("'none'");
    expect(frameAncestors("agan")).toBe("'none'");
  });
});
