/**
 * Offers per client address through the API (issue 27 item 4, decision 0068), on both databases:
 * over the limit a localized 429 problem with Retry-After, and nothing is stored. The device
 * page's form shares the count: app/routes/shop/offer-submit.server.test.ts.
 */
import { sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { OFFER_LIMITS } from "../../core/offer/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { topSmartphone, uniqueClientAddress } from "../../tests/helpers/trades.ts";

const LIMIT = OFFER_LIMITS.perAddress.perWindow;

describeEachDatabase("offer limits", (ctx) => {
  // A fixed time well inside a ten-minute window, so no window boundary is crossed during a test.
  const midWindow = () => new Date(Math.floor(Date.now() / 600_000) * 600_000 + 5 * 60_000);
  afterEach(() => ctx().setNow(null));

  const smartphone = () => topSmartphone(ctx());
  const apiOffer = (device: { id: number; answers: unknown }, address: string, host = "de.localhost") =>
    ctx().request("/api/trade/offers", { host, json: { deviceId: device.id, answers: device.answers }, clientAddress: address });

  it(`at most ${LIMIT} offers per address in ten minutes through the API: then a localized 429 problem with Retry-After; another address is not affected`, async () => {
    ctx().setNow(midWindow());
    const device = await smartphone();
    const address = uniqueClientAddress();
    for (let i = 0; i < LIMIT; i++) expect((await apiOffer(device, address)).status).toBe(201);
    const stored = await rows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from offers`);
    const over = await apiOffer(device, address);
    expect(over.status).toBe(429);
    expect(over.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const retryAfter = Number(over.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60);
    const problem = await over.json();
    expect(problem.status).toBe(429);
    expect(problem.title).toMatch(/Zu viele Versuche/);
    expect(problem.detail).toMatch(/Zu viele Angebote/);
    // nothing more was stored
    expect((await rows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from offers`))[0]!.n).toBe(stored[0]!.n);
    // in the caller's language on another edition's host
    const french = await apiOffer(device, address, "fr.localhost");
    expect(french.status).toBe(429);
    expect((await french.json()).detail).toMatch(/Trop d’offres/);
    expect((await apiOffer(device, uniqueClientAddress())).status).toBe(201);
    // the next window starts afresh
    ctx().setNow(new Date(midWindow().getTime() + 10 * 60_000));
    expect((await apiOffer(device, address)).status).toBe(201);
  }, 120_000);
});
