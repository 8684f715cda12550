import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { rawPost } from "../../tests/helpers/requests.ts";

describeEachDatabase("search API", (ctx) => {
  const search = (body: unknown, host = "de.localhost") => ctx().request("/api/trade/searches", { host, json: body });
  const devices = (search: unknown, resultSize = 10, host = "de.localhost") =>
    ctx().request("/api/trade/searches", { host, json: { search, application: `devices-${host.split(".")[0]}`, resultSize } });

  it("deviceByUrl finds one device with its questions", async () => {
    const res = await devices({ type: "deviceByUrl", url: "apple-iphone-15-128gb" }, 1);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(1);
    expect(body.hits[0]).toMatchObject({
      model: expect.stringContaining("iPhone 15"),
      manufacturer: "Apple",
      releaseYear: 2023,
      releaseMonth: 9,
      url: "/produkte/apple-iphone-15-128gb",
    });
    expect(body.hits[0].questions.length).toBeGreaterThan(3);
    const none = await (await devices({ type: "deviceByUrl", url: "no-such-device" }, 1)).json();
    expect(none).toEqual({ total: 0, hits: [] });
  });

  it("devicesBySeries lists newest first", async () => {
    const first = (await (await devices({ type: "deviceByUrl", url: "apple-iphone-15-128gb" }, 1)).json()).hits[0];
    const body = await (await devices({ type: "devicesBySeries", seriesId: first.seriesId }, 100)).json();
    expect(body.hits.length).toBeGreaterThan(1);
    const keys = body.hits.map((h: { releaseYear: number; releaseMonth: number }) => h.releaseYear * 100 + h.releaseMonth);
    expect(keys).toEqual([...keys].sort((a, b) => b - a));
    expect(body.hits.every((h: { seriesId: string }) => h.seriesId === first.seriesId)).toBe(true);
  });

  it("devicesText is typo tolerant: 'iphon 15' finds the iPhone 15 first", async () => {
    const body = await (await devices({ type: "devicesText", text: "iphon 15" }, 5)).json();
    expect(body.hits[0].model).toMatch(/^iPhone 15\b(?! Pro| Plus)/);
    const typo = await (await devices({ type: "devicesText", text: "iphnoe 15" }, 5)).json();
    expect(typo.hits.length).toBeGreaterThan(0);
    expect(typo.hits[0].model).toMatch(/iPhone 15/);
  });

  it("devicesText matches phrase prefixes: 'galaxy s2' finds the S2x series", async () => {
    const body = await (await devices({ type: "devicesText", text: "galaxy s2" }, 20)).json();
    expect(body.hits.length).toBeGreaterThan(5);
    for (const hit of body.hits) expect(hit.name).toMatch(/Galaxy S2\d/);
  });

  it("treats SQL wildcards and quotes as data", async () => {
    for (const text of ["%", "_", "%%%", "\\", "'", "*:"]) {
      const res = await devices({ type: "devicesText", text }, 5);
      expect(res.status, text).toBe(200);
      expect((await res.json()).hits, text).toEqual([]);
    }
    const quoted = await (await devices({ type: "devicesText", text: "iphone%' --" }, 20)).json();
    expect(quoted.hits.length).toBeGreaterThan(0);
    for (const hit of quoted.hits) expect(hit.name).toMatch(/iphone/i);
  });

  it("categories answers the aggregation with manufacturer counts, in the edition's language", async () => {
    const res = await ctx().request("/api/trade/searches", {
      host: "it.localhost",
      json: { search: { type: "categories" }, application: "manufacturers-it", resultSize: 10 },
    });
    const body = await res.json();
    expect(body.total).toBe(7);
    for (const c of body.hits) expect(c.manufacturerCount).toBeGreaterThan(0);
    expect(body.hits.map((c: { url: string }) => c.url).every((u: string) => u.startsWith("/catalogo/"))).toBe(true);
  });

  it("rejects bad input with a 4xx problem document", async () => {
    const cases: [unknown, number][] = [
      [{ search: { type: "everything" }, application: "devices-de", resultSize: 5 }, 422],
      [{ search: { query: { match_all: {} } }, application: "devices-de", resultSize: 5 }, 422],
      [{ search: { type: "devicesText", text: "x", script: "ctx._source" }, application: "devices-de", resultSize: 5 }, 422],
      [{ search: { type: "devicesText", text: "x" }, application: "devices-fr", resultSize: 5 }, 422],
      [{ search: { type: "devicesText", text: "x" }, application: "unknown", resultSize: 5 }, 422],
      [{ search: { type: "categories" }, application: "devices-de", resultSize: 5 }, 422],
      [{ search: { type: "devicesText", text: "x" }, application: "devices-de", resultSize: 0 }, 422],
      [{ search: { type: "devicesText", text: "x" }, application: "devices-de", resultSize: 101 }, 422],
      [{ search: { type: "devicesText", text: "x" }, application: "devices-de", resultSize: "5" }, 422],
      [{ search: { type: "devicesText", text: 42 }, application: "devices-de", resultSize: 5 }, 422],
      [[], 422],
      [null, 422],
    ];
    for (const [body, status] of cases) {
      const res = await search(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.headers.get("content-type")).toMatch(/application\/problem\+json/);
    }
    const malformed = await ctx().request("/api/trade/searches", { host: "de.localhost", json: "{not json" });
    expect(malformed.status).toBe(400);
    const wrongType = await rawPost(ctx(), "/api/trade/searches", "x", "text/plain");
    expect(wrongType.status).toBe(415);
    const problem = await (await search({ search: { type: "devicesText", text: "x" }, application: "devices-de", resultSize: 500 })).json();
    expect(problem.errors[0].field).toBe("resultSize");
    // a number: "zu groß", not "zu lang" (which is for text)
    expect(problem.errors[0].message).toMatch(/zu groß/i);
  });
});
