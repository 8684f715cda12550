/**
 * Carrier labels through the API (decision 0042), on PGlite and PostgreSQL, against the local fake
 * carrier (never DHL or UPS): with DHL set up, the first download makes one shipment, its tracking
 * number is stored and later downloads serve the stored PDF; concurrent downloads make one; a
 * time-out is a 503 problem with Retry-After and the claim blocks a second call until it is stale;
 * a 503 from the carrier drops the claim; refused credentials are a 502; return labels the same, for staff only;
 * with UPS (fr) the same through its token and ship calls. Without
 * settings the label is the shipping note marked as a development label, and nothing is stored.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { CLAIM_MS } from "../../core/carrier/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { directoryStorage } from "../../core/storage/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { FAKE_UPS, fakeDhlEnv, fakeUpsEnv, startFakeCarrier } from "../../tests/helpers/fake-carrier.ts";
import { shownText } from "../../tests/helpers/pdf-text.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, smartphoneOffer, uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";

const fake = await startFakeCarrier();
afterAll(() => fake.close());

const labelOf = (ctx: TestContext, t: { tradeNumber: string; trackingToken: string }) =>
  ctx.request(`/api/trade/trades/${t.tradeNumber}/label?token=${t.trackingToken}`, { host: "de.localhost" });
const textOf = async (res: Response) => (await shownText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, " ");

async function shipmentRows(ctx: TestContext, tradeNumber: string) {
  return rows<{ kind: string; carrier: string; state: string; tracking_number: string | null; label_key: string | null; attempts: number }>(
    ctx.database.db,
    sql`select s.kind, s.carrier, s.state, s.tracking_number, s.label_key, s.attempts from shipments s join trades t on t.id = s.trade_id where t.trade_number = ${tradeNumber} order by s.id`,
  );
}

describeEachDatabase(
  "carrier labels with DHL",
  (ctx) => {
    beforeAll(() => {
      ctx().deps.storage = directoryStorage(mkdtempSync(path.join(tmpdir(), "sellback-labels-")));
    });
    beforeEach(() => {
      fake.mode = "ok";
      ctx().setNow(null);
    });

    it("the first download makes one DHL shipment; tracking number and PDF are stored; later downloads make no new one", async () => {
      const trade = await placeTestTrade(ctx());
      const before = fake.created.length;
      const first = await labelOf(ctx(), trade);
      expect(first.status).toBe(200);
      expect(first.headers.get("content-type")).toBe("application/pdf");
      expect(first.headers.get("cache-control")).toBe("private, no-store");
      expect(fake.created.length).toBe(before + 1);
      const trackingNumber = fake.created.at(-1)!;
      expect(await textOf(first)).toContain(`FAKE DHL LABEL ${trackingNumber}`);
      const [row] = await shipmentRows(ctx(), trade.tradeNumber);
      expect(row).toMatchObject({ kind: "shipping", carrier: "DHL", state: "created", tracking_number: trackingNumber });
      expect(await ctx().deps.storage!.get(row!.label_key!)).not.toBeNull();
      // The request DHL got: the customer as shipper, the de warehouse as consignee, our trade number.
      const sent = fake.requests.at(-1)!.body as {
        shipments: { refNo: string; shipper: { name1: string; city: string }; consignee: { city: string } }[];
      };
      expect(sent.shipments[0]).toMatchObject({
        refNo: trade.tradeNumber,
        shipper: { name1: "Inge Prüfer", city: "Berlin" },
        consignee: { city: "Leipzig" },
      });

      const again = await labelOf(ctx(), trade);
      expect(again.status).toBe(200);
      expect(await textOf(again)).toContain(trackingNumber);
      expect(fake.created.length).toBe(before + 1);
      // The trade's API answer does not change; a wrong token is still a 404.
      expect((await ctx().request(`/api/trade/trades/${trade.tradeNumber}/label?token=nope`, { host: "de.localhost" })).status).toBe(404);
    });

    it("downloads at the same time make one shipment: the others are told to try again (503, Retry-After)", async () => {
      const trade = await placeTestTrade(ctx());
      const before = fake.created.length;
      const answers = await Promise.all([1, 2, 3, 4].map(() => labelOf(ctx(), trade)));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      for (const r of answers.filter((a) => a.status === 503)) {
        expect(r.headers.get("retry-after")).toBe("30");
        expect(((await r.json()) as { type: string }).type).toMatch(/label_pending$/);
      }
      expect(fake.created.length).toBe(before + 1);
      expect(await shipmentRows(ctx(), trade.tradeNumber)).toHaveLength(1);
    });

    it("a time-out: 503 problem, the claim stays (no second call at once: the shipment may exist); after the claim time a new attempt", async () => {
      const trade = await placeTestTrade(ctx());
      fake.mode = "timeout";
      const calls = fake.requests.length;
      const first = await labelOf(ctx(), trade);
      expect(first.status).toBe(503);
      expect(first.headers.get("retry-after")).toBe("30");
      const problem = (await first.json()) as { type: string; detail: string };
      expect(problem.type).toMatch(/carrier_unavailable$/);
      expect(problem.detail).toContain("nicht erreichbar");
      expect(fake.requests.length).toBe(calls + 1);
      fake.mode = "ok";
      const blocked = await labelOf(ctx(), trade);
      expect(blocked.status).toBe(503);
      expect(((await blocked.json()) as { type: string }).type).toMatch(/label_pending$/);
      expect(fake.requests.length).toBe(calls + 1);
      ctx().setNow(new Date(Date.now() + CLAIM_MS + 1000));
      const later = await labelOf(ctx(), trade);
      expect(later.status).toBe(200);
      const [row] = await shipmentRows(ctx(), trade.tradeNumber);
      expect(row).toMatchObject({ state: "created", attempts: 2, tracking_number: fake.created.at(-1) });
    });

    it("the carrier answers 503: a 503 problem, and the claim is dropped so the next download tries at once", async () => {
      const trade = await placeTestTrade(ctx());
      fake.mode = "unavailable";
      expect((await labelOf(ctx(), trade)).status).toBe(503);
      expect(await shipmentRows(ctx(), trade.tradeNumber)).toHaveLength(0);
      fake.mode = "ok";
      expect((await labelOf(ctx(), trade)).status).toBe(200);
      expect((await shipmentRows(ctx(), trade.tradeNumber))[0]).toMatchObject({ state: "created", attempts: 1 });
    });

    it("a cancelled trade without a label gets none (409), and no carrier is called", async () => {
      const trade = await placeTestTrade(ctx());
      const cancel = await ctx().request(`/api/trade/trades/${trade.tradeNumber}/cancel?token=${trade.trackingToken}`, {
        host: "de.localhost",
        method: "POST",
      });
      expect(cancel.status).toBeLessThan(300);
      const closed = await labelOf(ctx(), trade);
      expect(closed.status).toBe(409);
      expect(((await closed.json()) as { type: string }).type).toMatch(/label_closed$/);
      expect(await shipmentRows(ctx(), trade.tradeNumber)).toHaveLength(0);
    });

    it("return labels: staff (inspector, support) get the carrier's, made once; other roles 403, no token 401", async () => {
      const trade = await placeTestTrade(ctx());
      const [line] = await rows<{ id: number; trade_id: number }>(
        ctx().database.db,
        sql`select l.id, l.trade_id from trade_lines l join trades t on t.id = l.trade_id where t.trade_number = ${trade.tradeNumber}`,
      );
      await ctx().database.db.execute(
        sql`insert into trade_returns (trade_id, trade_line_id, reason, created_at) values (${line!.trade_id}, ${line!.id}, 'declined', now())`,
      );
      const inspector = (await staffTokens(ctx(), await makeStaff(ctx(), ["inspector"]))).accessToken;
      const catalog = (await staffTokens(ctx(), await makeStaff(ctx(), ["catalog"]))).accessToken;
      const url = `/api/backoffice/trades/${trade.tradeNumber}/items/${line!.id}/return-label`;
      expect((await ctx().request(url, { host: BACKOFFICE, method: "GET" })).status).toBe(401);
      expect((await ctx().request(url, { host: BACKOFFICE, method: "GET", headers: bearer(catalog) })).status).toBe(403);
      const before = fake.created.length;
      const label = await ctx().request(url, { host: BACKOFFICE, method: "GET", headers: bearer(inspector) });
      expect(label.status).toBe(200);
      const trackingNumber = fake.created.at(-1)!;
      expect(await textOf(label)).toContain(trackingNumber);
      const sent = fake.requests.at(-1)!.body as {
        shipments: { refNo: string; shipper: { city: string }; consignee: { name1: string } }[];
      };
      expect(sent.shipments[0]).toMatchObject({
        refNo: `${trade.tradeNumber}-R${line!.id}`,
        shipper: { city: "Leipzig" },
        consignee: { name1: "Inge Prüfer" },
      });
      expect((await ctx().request(url, { host: BACKOFFICE, method: "GET", headers: bearer(inspector) })).status).toBe(200);
      expect(fake.created.length).toBe(before + 1);
      expect(await shipmentRows(ctx(), trade.tradeNumber)).toMatchObject([
        { kind: "return", state: "created", tracking_number: trackingNumber },
      ]);
      const other = await ctx().request(`/api/backoffice/trades/${trade.tradeNumber}/items/999999/return-label`, {
        host: BACKOFFICE,
        method: "GET",
        headers: bearer(inspector),
      });
      expect(other.status).toBe(404);
    });
  },
  { env: { ...fakeDhlEnv(fake), CARRIER_TIMEOUT_MS: "2000" } },
);

describeEachDatabase("carrier labels without settings", (ctx) => {
  it("the label is the shipping note marked as a development label; nothing is stored, no carrier is called", async () => {
    const trade = await placeTestTrade(ctx());
    const calls = fake.requests.length;
    const res = await labelOf(ctx(), trade);
    expect(res.status).toBe(200);
    const text = await textOf(res);
    expect(text).toContain("ENTWICKLUNGSETIKETT · NICHT FÜR DEN VERSAND");
    expect(text).toContain("Versandschein");
    expect(await shipmentRows(ctx(), trade.tradeNumber)).toHaveLength(0);
    expect(fake.requests.length).toBe(calls);
  });
});

describeEachDatabase(
  "carrier labels with refused DHL credentials",
  (ctx) => {
    beforeAll(() => {
      ctx().deps.storage = directoryStorage(mkdtempSync(path.join(tmpdir(), "sellback-labels-")));
    });
    it("DHL's 401: a 502 problem asking the customer to contact customer service; nothing kept, the next download tries again", async () => {
      fake.mode = "ok";
      const trade = await placeTestTrade(ctx());
      const calls = fake.requests.length;
      const res = await labelOf(ctx(), trade);
      expect(res.status).toBe(502);
      const problem = (await res.json()) as { type: string; detail: string };
      expect(problem.type).toMatch(/carrier_refused$/);
      expect(problem.detail).toContain("Kundenservice");
      expect(await shipmentRows(ctx(), trade.tradeNumber)).toHaveLength(0);
      expect((await labelOf(ctx(), trade)).status).toBe(502);
      expect(fake.requests.length).toBe(calls + 2);
    });
  },
  { env: { ...fakeDhlEnv(fake), DHL_PASSWORD: "wrong-password" } },
);

describeEachDatabase(
  "carrier labels with UPS",
  (ctx) => {
    beforeAll(() => {
      ctx().deps.storage = directoryStorage(mkdtempSync(path.join(tmpdir(), "sellback-labels-")));
    });
    it("fr: the first download makes one UPS shipment (token, then ship), the GIF label served as a PDF, stored once", async () => {
      fake.mode = "ok";
      const { offerId } = await smartphoneOffer(ctx(), "fr.localhost");
      const placed = await ctx().request("/api/trade/trades", {
        host: "fr.localhost",
        clientAddress: uniqueClientAddress(),
        headers: { "idempotency-key": `ups-${process.pid}-${Date.now()}` },
        json: {
          offers: [{ offerId, quantity: 1 }],
          customer: { email: uniqueTradeEmail("ups"), firstName: "Hélène", lastName: "Lefèvre" },
          address: { street: "Rue de Rivoli", houseNumber: "10", zip: "75001", city: "Paris", country: "FR" },
          payment: { paymentType: 13, iban: "FR1420041010050500013M02606", accountHolder: "Hélène Lefèvre" },
        },
      });
      expect(placed.status).toBe(201);
      const trade = (await placed.json()) as { tradeNumber: string; trackingToken: string };
      const before = fake.created.length;
      const res = await ctx().request(`/api/trade/trades/${trade.tradeNumber}/label?token=${trade.trackingToken}`, {
        host: "fr.localhost",
      });
      expect(res.status).toBe(200);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString("latin1"),
      ).toBe("%PDF-");
      expect(fake.created.length).toBe(before + 1);
      const ship = fake.requests.at(-1)!;
      expect(ship.path).toBe(`/api/shipments/${FAKE_UPS.version}/ship`);
      expect(ship.body).toMatchObject({
        ShipmentRequest: {
          Shipment: {
            ShipFrom: { Name: "Hélène Lefèvre", Address: { City: "Paris" } },
            ShipTo: { Address: { City: "Tremblay-en-France" } },
          },
        },
      });
      expect((await shipmentRows(ctx(), trade.tradeNumber))[0]).toMatchObject({
        carrier: "UPS",
        state: "created",
        tracking_number: fake.created.at(-1),
      });
      expect(
        (await ctx().request(`/api/trade/trades/${trade.tradeNumber}/label?token=${trade.trackingToken}`, { host: "fr.localhost" })).status,
      ).toBe(200);
      expect(fake.created.length).toBe(before + 1);
    });
  },
  { env: fakeUpsEnv(fake) },
);
