/**
 * Issue 27 item 6: no credential from a path or a query string reaches a log line. Every template
 * of the route-path table (core/editions, every edition) and every API route with a parameter is
 * requested with a distinct marker in each parameter and in the query (`?token=`, `?next=` holding
 * a tokened link); a marker of a parameter that is not known to be harmless (LOGGABLE_PARAMS: a
 * trade number, a slug, an edition, …) must not appear in any line the server logs, at any level.
 * The request line still names the route, with the harmless values filled in.
 */
import { expect, it } from "vitest";
import { EDITIONS, PAGES, PAGE_IDS, type EditionId } from "../../core/editions/index.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { captureLog } from "../../tests/helpers/log-capture.ts";
import { createApp } from "../app.server.ts";
import { buildRoutePatterns, LOGGABLE_PARAMS, loggablePath, registerPagePatterns } from "../http/log-path.ts";
import { createApi } from "./index.server.ts";

/** Parameter names that carry a credential or identify a person: never loggable. */
const CREDENTIALS = ["id", "offerid", "offerId", "token", "emailHash", "code", "keyId", "customerId", "linkId", "hash"];

const host = (edition: EditionId) => (edition === "en" ? "localhost" : `${edition}.localhost`);

/** Fills each `{name}` or `:name` with a marker of its own, sorting the markers into hidden and loggable. */
function filler() {
  let n = 0;
  const hidden: string[] = [];
  const shown: string[] = [];
  const fill = (name: string) => {
    const marker = `zq${name.toLowerCase()}${++n}x`;
    (LOGGABLE_PARAMS.has(name) ? shown : hidden).push(marker);
    return marker;
  };
  return {
    hidden,
    shown,
    fill,
    query: () =>
      `?token=${fill("token")}&next=${encodeURIComponent(`/trade/SB-1000001?token=${fill("token")}`)}&emailHash=${fill("emailHash")}`,
  };
}

function expectNoMarker(lines: string[], markers: string[]) {
  const text = lines.join("");
  const leaked = markers.filter((m) => text.includes(m));
  expect(
    leaked,
    `hidden values in the log:\n${lines
      .filter((l) => leaked.some((m) => l.includes(m)))
      .slice(0, 5)
      .join("")}`,
  ).toEqual([]);
}

const requestLines = (lines: string[]) =>
  lines.map((l) => JSON.parse(l) as { msg: string; path?: string }).filter((l) => l.msg === "request");

it("no credential's parameter name is loggable", () => {
  for (const name of CREDENTIALS) expect(LOGGABLE_PARAMS.has(name), name).toBe(false);
});

it("loggablePath: the route with harmless values, never a hidden one", () => {
  expect(loggablePath("/clarification/c0ffee00c0ffee00/SB-1234567", { edition: "de" })).toBe("/clarification/{id}/SB-1234567");
  expect(loggablePath("/browser/clarificationQuickAnswer/id/abc/trade/SB-1/offerid/17.data", { edition: "fr" })).toBe(
    "/browser/clarificationQuickAnswer/id/{id}/trade/SB-1/offerid/{offerid}.data",
  );
  expect(loggablePath("/produkte/uebersicht-smartphones", { edition: "de" })).toBe("/produkte/uebersicht-smartphones");
  expect(loggablePath("/api/partners/vouchers/AGAN-7Q2X/redeem", { pattern: "/api/partners/vouchers/:code/redeem" })).toBe(
    "/api/partners/vouchers/:code/redeem",
  );
  expect(loggablePath("/api/trade/trades/SB-1234567", { pattern: "/api/trade/trades/:tradeNumber" })).toBe("/api/trade/trades/SB-1234567");
  // an unknown path keeps its first segment only
  expect(loggablePath("/vouchers/de/SUMMER-SECRET")).toBe("/vouchers/…");
  expect(loggablePath("/")).toBe("/");
  // the back office's and portal's pages, once the build's patterns are registered
  registerPagePatterns(
    buildRoutePatterns({
      root: { path: "" },
      bo: { parentId: "root" },
      v: { parentId: "bo", path: "vouchers/:edition/:code" },
      n: { parentId: "bo", path: "vouchers/new" },
    }),
  );
  expect(loggablePath("/vouchers/de/SUMMER-SECRET")).toBe("/vouchers/de/:code");
  expect(loggablePath("/vouchers/new")).toBe("/vouchers/new");
  registerPagePatterns([]);
});

describeEachDatabase("credentials in paths and query strings stay out of the log", (ctx) => {
  it("every page of the route-path table, in every edition, as a page, a data request and a form post", { timeout: 120_000 }, async () => {
    const f = filler();
    const { lines } = await captureLog(async () => {
      for (const edition of EDITIONS)
        for (const page of PAGE_IDS)
          for (const template of PAGES[page][edition]) {
            const path = template.replace(/\{(\w+)\}/g, (_, name: string) => f.fill(name));
            const headers = { "content-type": "application/x-www-form-urlencoded" };
            for (const [p, init] of [
              [path + f.query(), {}],
              [`${path}.data${f.query()}`, {}],
              [path + f.query(), { method: "POST", headers, body: "token=x" }],
            ] as const) {
              const res = await ctx().request(p, { host: host(edition), clientAddress: "198.51.100.61", ...init });
              expect(res.status, p).toBeLessThan(500);
              await res.arrayBuffer();
            }
          }
    });
    expect(f.hidden.length).toBeGreaterThan(100);
    expectNoMarker(lines, f.hidden);
    // the log still says which page: the tracking page's trade number is there
    const tracking = requestLines(lines).filter((l) => l.path?.startsWith("/trade/zq"));
    expect(tracking.length).toBeGreaterThan(0);
    expect(requestLines(lines).some((l) => l.path?.startsWith("/clarification/{id}/zqtrade"))).toBe(true);
  });

  it("every API route with a path parameter, on its host, with a tokened query", { timeout: 120_000 }, async () => {
    const routes = new Map<string, { method: string; path: string }>();
    for (const r of createApi().routes) if (r.path.includes(":") && r.method !== "ALL") routes.set(`${r.method} ${r.path}`, r);
    expect(routes.size).toBeGreaterThan(50);
    const f = filler();
    const { lines } = await captureLog(async () => {
      for (const { method, path } of routes.values()) {
        const concrete = `/api${path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => f.fill(name))}`;
        const res = await ctx().request(concrete + f.query(), {
          host: path.startsWith("/backoffice/") ? "backoffice.localhost" : "de.localhost",
          method,
          clientAddress: "198.51.100.62",
          ...(method === "GET" || method === "HEAD" ? {} : { headers: { "content-type": "application/json" }, body: "{}" }),
        });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        await res.arrayBuffer();
      }
    });
    expectNoMarker(lines, f.hidden);
    const logged = requestLines(lines).map((l) => l.path);
    expect(logged.some((p) => /^\/api\/clarifications\/:id\/zqtrade\d+x$/.test(p ?? ""))).toBe(true);
    expect(logged).toContain("/api/partners/vouchers/:code/redeem");
    expect(logged).toContain("/api/trade/offers/:offerId");
  });

  it("an unhandled error on a tokened page logs its route, not the link", async () => {
    const app = createApp(ctx().deps, {
      pages: async () => {
        throw new Error("the page failed");
      },
    });
    const { lines } = await captureLog(async () => {
      for (const path of [
        "/clarification/zqlink1x/SB-1000001?token=zqtoken1x",
        "/clarificationQuickAnswer/zqlink2x/SB-1000001/zqoffer2x",
        "/newsletter/confirm/zqtoken3x",
        "/newsletter/unsubscribe/zqhash4x",
      ]) {
        const res = await app.request(
          `http://de.localhost${path}`,
          { headers: { host: "de.localhost" } },
          { incoming: { socket: { remoteAddress: "198.51.100.63" } } },
        );
        expect(res.status).toBe(500);
      }
    });
    expect(lines.join("")).toContain("unhandled error");
    expectNoMarker(lines, ["zqlink1x", "zqtoken1x", "zqlink2x", "zqoffer2x", "zqtoken3x", "zqhash4x"]);
    expect(lines.join("")).toContain("/clarification/{id}/SB-1000001");
  });
});
