/**
 * Every API answer depends on the edition, which the Host picks: each one says `Vary: Host`
 * (successes, problem documents, refused bodies), so no cache hands one edition's answer to another.
 */
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";

describeEachDatabase("API answers vary by Host", (ctx) => {
  it("successes, 4xx problems and refused bodies all carry Vary: Host", async () => {
    const answers = [
      await ctx().request("/api/health", { host: "de.localhost" }),
      await ctx().request("/api/content/agb", { host: "de.localhost" }),
      await ctx().request("/api/redirects?path=/datenschutzerklaerung", { host: "de.localhost" }),
      await ctx().request("/api/trade/searches", {
        host: "fr.localhost",
        json: { search: { type: "categories" }, application: "manufacturers-fr", resultSize: 3 },
      }),
      await ctx().request("/api/no-such-route", { host: "it.localhost" }),
      await ctx().request("/api/contact", { host: "es.localhost", json: {} }),
      await ctx().request("/api/trade/searches", {
        host: "de.localhost",
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(2 * 1024 * 1024) },
        body: "{}",
      }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, expect.any(Number), 200, expect.any(Number), 404, 422, 413]);
    for (const res of answers) expect(res.headers.get("vary") ?? "", res.url).toMatch(/\bHost\b/i);
  });
});
