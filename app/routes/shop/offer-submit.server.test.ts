/**
 * The device page's condition form (submitOffer, issue 27 item 4, decision 0068) on both databases:
 * it counts against the same per-address offer limit as `POST /api/trade/offers`; over it the form
 * answers 429 with Retry-After, keeps the answers and names the reason above the questions.
 */
import { afterEach, expect, it } from "vitest";
import { OFFER_LIMITS } from "../../../core/offer/index.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { clientKey } from "../../../server/http/client-key.server.ts";
import { describeEachDatabase } from "../../../tests/helpers/databases.ts";
import { topSmartphone, uniqueClientAddress } from "../../../tests/helpers/trades.ts";
import { submitOffer } from "./offer-submit.server.ts";

const LIMIT = OFFER_LIMITS.perAddress.perWindow;

describeEachDatabase("device page offer form", (ctx) => {
  // A fixed time well inside a ten-minute window, so no window boundary is crossed during a test.
  const midWindow = () => new Date(Math.floor(Date.now() / 600_000) * 600_000 + 5 * 60_000);
  afterEach(() => ctx().setNow(null));

  const smartphone = () => topSmartphone(ctx());
  const apiOffer = (device: { id: number; answers: unknown }, address: string) =>
    ctx().request("/api/trade/offers", {
      host: "de.localhost",
      json: { deviceId: device.id, answers: device.answers },
      clientAddress: address,
    });
  /** The device page's form as a client at `address` posts it (the server's key of that address). */
  const formOffer = (device: Awaited<ReturnType<typeof smartphone>>, address: string) => {
    const form = new Map(device.answers.map((a) => [`q${a.questionId}`, String(a.answerId)]));
    return submitOffer(
      { edition: "de", mode: "default", deps: ctx().deps, clientKey: clientKey(address) },
      device,
      form,
      new URL("http://de.localhost/produkte/x"),
    );
  };

  it("counts with the API: over the limit it answers 429, keeps the answers and says why", async () => {
    ctx().setNow(midWindow());
    const device = await smartphone();
    const address = uniqueClientAddress();
    for (let i = 0; i < LIMIT / 2; i++) expect((await apiOffer(device, address)).status).toBe(201);
    for (let i = 0; i < LIMIT / 2; i++) expect((await formOffer(device, address)).ok).toBe(true);
    const over = await formOffer(device, address);
    expect(over).toMatchObject({ ok: false, status: 429, errors: {}, formError: "offer.error.rateLimited" });
    if (!over.ok) {
      expect(over.values).toEqual(Object.fromEntries(device.answers.map((a) => [String(a.questionId), String(a.answerId)])));
      expect(over.retryAfter).toBeGreaterThan(0);
      expect(over.retryAfter).toBeLessThanOrEqual(5 * 60);
    }
    expect(translator("de")("offer.error.rateLimited")).toMatch(/Zu viele Angebote/);
    expect((await apiOffer(device, address)).status).toBe(429);
    expect((await formOffer(device, uniqueClientAddress())).ok).toBe(true);
  }, 120_000);
});
