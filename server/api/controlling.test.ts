import { expect, it, onTestFinished } from "vitest";
import { CLIENT_ID_LIMIT } from "./client-id.server.ts";
import { listControllingEvents } from "../../core/marketing/index.server.ts";
import { INSIDE_WINDOWS } from "../../tests/helpers/clock.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { rawPost } from "../../tests/helpers/requests.ts";

const clientId = "a".repeat(64);
const base = { clientId, applicationId: "sellback-de", url: "https://de.localhost/", eventName: "offer_generated" };

describeEachDatabase("controlling API", (ctx) => {
  const post = (body: unknown, ip = "10.1.0.1", host = "de.localhost") =>
    ctx().request("/api/controlling/controlling", { host, json: body, clientAddress: ip });

  it("stores an offer_generated event with all fields, amounts as cents → 201 {id}", async () => {
    const res = await post({
      ...base,
      conditionId: "good",
      currency: "EUR",
      deviceId: 4711,
      revenue: 199.99,
      productName: "iPhone 13 128 GB",
      offerId: "off_123",
      category: "smartphones",
      voucherCode: "WELCOME-DE",
      voucherValue: 10,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(id).toBeGreaterThan(0);
    const [row] = await listControllingEvents(ctx().database.db, { clientId, eventName: "offer_generated" });
    expect(row).toMatchObject({
      id,
      edition: "de",
      applicationId: "sellback-de",
      url: "https://de.localhost/",
      conditionId: "good",
      currency: "EUR",
      deviceId: "4711",
      revenueCents: 19999,
      productName: "iPhone 13 128 GB",
      offerId: "off_123",
      tradeId: null,
      category: "smartphones",
      voucherCode: "WELCOME-DE",
      voucherValueCents: 1000,
      params: null,
    });
  });

  it("stores a marketing_touchpoint with its tracked parameters, and events without a client id", async () => {
    const res = await post(
      {
        clientId: null,
        applicationId: "sellback-fr",
        url: "https://fr.localhost/?gclid=abc&utm_source=news",
        eventName: "marketing_touchpoint",
        params: { gclid: "abc", utm_source: "news" },
      },
      "10.1.0.2",
      "fr.localhost",
    );
    expect(res.status).toBe(201);
    const [row] = await listControllingEvents(ctx().database.db, { edition: "fr", eventName: "marketing_touchpoint" });
    expect(row?.params).toEqual({ gclid: "abc", utm_source: "news" });
    expect(row?.clientId).toBeNull();
    for (const eventName of ["offer_add_to_cart", "trade_created"])
      expect((await post({ ...base, eventName, tradeId: "SB-1" })).status).toBe(201);
  });

  it("answers bad input with 4xx problem details naming the field, never storing it", async () => {
    const before = (await listControllingEvents(ctx().database.db, { limit: 1000 })).length;
    const expect422 = async (body: unknown, field: string, host = "de.localhost") => {
      const res = await post(body, "10.1.0.3", host);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.headers.get("content-type")).toMatch(/application\/problem\+json/);
      const problem = (await res.json()) as { errors: { field: string; message: string }[] };
      expect(problem.errors.map((e) => e.field)).toContain(field);
      return problem;
    };
    const unknown = await expect422({ ...base, eventName: "page_view" }, "eventName");
    expect(unknown.errors[0]?.message).toMatch(/Unbekannter Ereignisname/);
    await expect422({ ...base, clientId: 42 }, "clientId");
    await expect422({ ...base, revenue: "12.50" }, "revenue");
    await expect422({ ...base, revenue: 19.999 }, "revenue");
    await expect422({ ...base, revenue: -1 }, "revenue");
    await expect422({ ...base, productName: "x".repeat(1001) }, "productName");
    await expect422({ ...base, url: "javascript:alert(1)" }, "url");
    await expect422({ ...base, url: `https://x.test/${"a".repeat(2100)}` }, "url");
    await expect422({ ...base, applicationId: "other-shop" }, "applicationId");
    await expect422({ ...base, currency: "euro" }, "currency");
    await expect422({ ...base, surprise: true }, "(body)");
    const { url: _url, ...noUrl } = base;
    await expect422(noUrl, "url");
    await expect422({ ...base, eventName: "marketing_touchpoint" }, "params");
    await expect422({ ...base, eventName: "marketing_touchpoint", params: { gclid: "x", evil: "y" } }, "params");
    await expect422({ ...base, params: { gclid: "x" } }, "params");
    const fr = await expect422({ ...base, eventName: "nope" }, "eventName", "fr.localhost");
    expect(fr.errors[0]?.message).toMatch(/Nom d’événement inconnu/);

    const malformed = await rawPost(ctx(), "/api/controlling/controlling", "{not json", "application/json");
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { status: number }).status).toBe(400);
    const notJson = await rawPost(ctx(), "/api/controlling/controlling", "a=b", "application/x-www-form-urlencoded");
    expect(notJson.status).toBe(415);
    const array = await post([base]);
    expect(array.status).toBe(422);
    expect((await listControllingEvents(ctx().database.db, { limit: 1000 })).length).toBe(before);
  });

  it("GET /api/client-id returns a stored unguessable hash and sets the one-year cookie", async () => {
    const res = await ctx().request("/api/client-id", { host: "it.localhost", clientAddress: "10.1.0.5" });
    expect(res.status).toBe(200);
    const { hash } = (await res.json()) as { hash: string };
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toBe(`clientId=${hash}; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(res.headers.get("cache-control")).toBe("no-store");

    // a second visitor gets another id; the same visitor (cookie) keeps theirs
    const other = (await (await ctx().request("/api/client-id", { clientAddress: "10.1.0.5" })).json()) as { hash: string };
    expect(other.hash).not.toBe(hash);
    const again = await ctx().request("/api/client-id", { headers: { cookie: `clientId=${hash}` }, clientAddress: "10.1.0.5" });
    expect(((await again.json()) as { hash: string }).hash).toBe(hash);
    // a made-up cookie value is not adopted
    const forged = await ctx().request("/api/client-id", { headers: { cookie: `clientId=${"b".repeat(64)}` }, clientAddress: "10.1.0.5" });
    expect(((await forged.json()) as { hash: string }).hash).not.toBe("b".repeat(64));

    // the id works as clientId of a controlling event
    expect((await post({ ...base, clientId: hash })).status).toBe(201);
  });

  it("limits new client ids per address with 429 and Retry-After", async () => {
    ctx().setNow(INSIDE_WINDOWS); // well inside a window: the run never crosses its end
    onTestFinished(() => ctx().setNow(null));
    let last: Response | null = null;
    for (let i = 0; i <= CLIENT_ID_LIMIT.perWindow; i++) last = await ctx().request("/api/client-id", { clientAddress: "10.1.0.9" });
    expect(last?.status).toBe(429);
    expect(last?.headers.get("retry-after")).toBe("300");
    expect((await ctx().request("/api/client-id", { clientAddress: "10.1.0.10" })).status).toBe(200);
  });
});
