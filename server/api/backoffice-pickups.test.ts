/**
 * Issue 33 (decision 0120): the back office's collections. Requested pickups oldest first; booked
 * with DHL (Parcel DE Pickup v3) or UPS (Pickup Creation) against the fake carrier: success with
 * the carrier's reference, a carrier refusal, a 429 and a time-out each leave the pickup `failed`
 * with the carrier's reason; own freight; audit rows; only account managers, inspectors and admin.
 */
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import { requestPickup, type PickupView } from "../../core/pickup/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import type { StaffRole } from "../../core/staff/index.ts";
import { accessTokenFor, registerActivated } from "../../tests/helpers/accounts.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { FAKE_DHL_API_SECRET, FAKE_DHL_PICKUP_BILLING } from "../../tests/helpers/fake-carrier-pickup.ts";
import { fakeDhlEnv, fakeUpsEnv, startFakeCarrier } from "../../tests/helpers/fake-carrier.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade } from "../../tests/helpers/trades.ts";

const fake = await startFakeCarrier();

/** A placed trade with a collection request (as accepting a quote from 25 units makes one). */
async function requested(ctx: TestContext, day = "2026-12-03"): Promise<{ tradeNumber: string; pickupId: number }> {
  const { tradeNumber } = await placeTestTrade(ctx);
  const [t] = await rows<{ id: number }>(ctx.database.db, sql`select id from trades where trade_number = ${tradeNumber}`);
  const { pickupId } = await requestPickup(ctx.database.db, {
    tradeId: Number(t!.id),
    window: { day, windowFrom: "09:00", windowTo: "13:00" },
    address: {
      name: "Ada Lovelace",
      company: "Analytical Engines GmbH",
      street: "Friedrichstraße",
      houseNumber: "12a",
      zip: "10117",
      city: "Berlin",
      country: "DE",
      phone: "+49 30 1234567",
      email: "ada@example.com",
      notes: "Tor 3, Laderampe",
    },
    parcels: 3,
  });
  return { tradeNumber, pickupId };
}

const auditOf = (ctx: TestContext, pickupId: number) =>
  rows<{ action: string; staff_email: string; before: unknown; after: Record<string, unknown> }>(
    ctx.database.db,
    sql`select action, staff_email, before, after from audit_log where target like ${`%:pickup:${pickupId}`} order by id`,
  );

describeEachDatabase(
  "back-office pickups (decision 0120)",
  (ctx) => {
    const tokens = new Map<StaffRole, string>();
    let customer = "";

    beforeAll(async () => {
      for (const role of ["account_manager", "inspector", "admin", "support", "payout", "catalog"] as const)
        tokens.set(role, (await staffTokens(ctx(), await makeStaff(ctx(), [role]))).accessToken);
      customer = await accessTokenFor(ctx(), await registerActivated(ctx(), { emailPrefix: "pickup-customer" }));
    }, 120_000);
    afterEach(() => {
      fake.mode = "ok";
      fake.pickups.mode = "ok";
    });

    const call = (path: string, role: StaffRole | null, json?: unknown, headers: Record<string, string> = {}) =>
      ctx().request(`/api/backoffice/pickups${path}`, {
        host: BACKOFFICE,
        headers: { ...(role ? bearer(tokens.get(role)!) : {}), ...headers },
        ...(json === undefined ? {} : { json }),
      });
    const book = async (pickupId: number, carrier: "DHL" | "UPS", role: StaffRole = "account_manager") => {
      const res = await call(`/${pickupId}/book`, role, { carrier });
      return { status: res.status, body: (await res.json()) as { pickup: PickupView; type?: string; detail?: string } };
    };

    it("only account managers, inspectors and admin: support, payout, catalog 403; a customer's or no token 401; nothing changes", async () => {
      const { pickupId } = await requested(ctx());
      for (const role of ["support", "payout", "catalog"] as const) {
        expect((await call("", role)).status, role).toBe(403);
        expect((await call(`/${pickupId}/book`, role, { carrier: "DHL" })).status, role).toBe(403);
        expect((await call(`/${pickupId}/own-freight`, role, {})).status, role).toBe(403);
      }
      expect((await call("", null)).status).toBe(401);
      expect((await call(`/${pickupId}/own-freight`, null, {}, bearer(customer))).status).toBe(401);
      expect(fake.pickups.booked.filter((b) => JSON.stringify(b.body).includes(String(pickupId)))).toHaveLength(0);
      expect(await auditOf(ctx(), pickupId)).toEqual([]);
      for (const role of ["account_manager", "inspector", "admin"] as const) expect((await call("", role)).status, role).toBe(200);
    });

    it("lists the open pickups oldest first with trade, company, window, units and address, and which carriers can be booked", async () => {
      const a = await requested(ctx(), "2026-12-03");
      const b = await requested(ctx(), "2026-12-02");
      const res = await call("", "inspector");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const body = (await res.json()) as { pickups: PickupView[]; carriers: Record<string, { available: boolean }> };
      const mine = body.pickups.filter((p) => p.id === a.pickupId || p.id === b.pickupId);
      expect(mine.map((p) => p.id)).toEqual([a.pickupId, b.pickupId]);
      expect(mine[0]).toMatchObject({
        tradeNumber: a.tradeNumber,
        state: "requested",
        day: "2026-12-03",
        windowFrom: "09:00",
        windowTo: "13:00",
        parcels: 3,
        units: 1,
        address: { company: "Analytical Engines GmbH", city: "Berlin" },
      });
      expect(body.carriers).toEqual({
        DHL: { available: true, missingSettings: [] },
        UPS: { available: true, missingSettings: [] },
      });
      expect((await call("?state=nonsense", "inspector")).status).toBe(422);
    });

    it("DHL: booked with the order id; the order as the Pickup API takes it; audited; a second booking 409", async () => {
      const { tradeNumber, pickupId } = await requested(ctx());
      const { status, body } = await book(pickupId, "DHL");
      expect(status).toBe(200);
      expect(body.pickup).toMatchObject({ state: "booked", carrier: "DHL", failure: null });
      expect(body.pickup.reference).toMatch(/^[0-9a-f]{32}$/);
      const order = fake.pickups.booked.find((o) => o.reference === body.pickup.reference)!.body;
      expect(order).toMatchObject({
        customerDetails: { billingNumber: FAKE_DHL_PICKUP_BILLING },
        pickupLocation: {
          type: "Address",
          pickupAddress: { name1: "Analytical Engines GmbH", name2: "Ada Lovelace", addressStreet: "Friedrichstraße", addressHouse: "12a" },
        },
        businessHours: [{ timeFrom: "09:00", timeUntil: "13:00" }],
        contactPerson: [{ name: "Ada Lovelace", phone: "+49 30 1234567", email: "ada@example.com" }],
        pickupDetails: {
          pickupDate: { type: "Date", value: "2026-12-03" },
          totalWeight: { uom: "g", value: 500 * 3 + 400 },
          comment: "Tor 3, Laderampe",
        },
      });
      const shipments = (order as { shipmentDetails: { shipments: { customerReference: string; pickupServices: unknown }[] } })
        .shipmentDetails.shipments;
      expect(shipments).toHaveLength(3);
      expect(shipments[0]!.customerReference).toBe(tradeNumber);
      expect(JSON.stringify(shipments[0]!.pickupServices)).toContain("consignee");
      const audit = await auditOf(ctx(), pickupId);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: "pickup.book", before: { state: "requested" }, after: { state: "booked", carrier: "DHL" } });
      const again = await book(pickupId, "UPS");
      expect(again.status).toBe(409);
      expect(again.body.type).toMatch(/pickup_state$/);
    });

    it("UPS: booked with the pickup request number; the Pickup Creation request; audited", async () => {
      const { tradeNumber, pickupId } = await requested(ctx());
      const { status, body } = await book(pickupId, "UPS", "inspector");
      expect(status).toBe(200);
      expect(body.pickup).toMatchObject({ state: "booked", carrier: "UPS" });
      const order = fake.pickups.booked.find((o) => o.reference === body.pickup.reference)!.body;
      expect(order).toMatchObject({
        PickupCreationRequest: {
          RatePickupIndicator: "N",
          PickupDateInfo: { PickupDate: "20261203", ReadyTime: "0900", CloseTime: "1300" },
          PickupAddress: {
            CompanyName: "Analytical Engines GmbH",
            ContactName: "Ada Lovelace",
            CountryCode: "DE",
            Phone: { Number: "+49 30 1234567" },
          },
          AlternateAddressIndicator: "Y",
          PickupPiece: [{ ServiceCode: "011", Quantity: "3", ContainerCode: "01" }],
          PaymentMethod: "01",
          ReferenceNumber: tradeNumber,
        },
      });
      expect((await auditOf(ctx(), pickupId)).map((a) => a.action)).toEqual(["pickup.book"]);
    });

    it("a carrier's refusal leaves the pickup failed with its reason; booked later with the other carrier", async () => {
      const { pickupId } = await requested(ctx());
      fake.pickups.mode = "rejected";
      const dhl = await book(pickupId, "DHL");
      expect(dhl.status).toBe(200);
      expect(dhl.body.pickup).toMatchObject({ state: "failed", carrier: "DHL", reference: null });
      expect(dhl.body.pickup.failure).toContain("rejected");
      expect(dhl.body.pickup.failure).toContain("461 Pickup date not possible (pickupDetails.pickupDate.value)");
      const ups = await book(pickupId, "UPS");
      expect(ups.body.pickup.state).toBe("failed");
      expect(ups.body.pickup.failure).toContain("9510113");
      fake.pickups.mode = "ok";
      const list = (await (await call("", "account_manager")).json()) as { pickups: PickupView[] };
      expect(list.pickups.find((p) => p.id === pickupId)?.state).toBe("failed");
      const retried = await book(pickupId, "UPS");
      expect(retried.body.pickup).toMatchObject({ state: "booked", carrier: "UPS", failure: null });
      expect((await auditOf(ctx(), pickupId)).map((a) => a.action)).toEqual(["pickup.book_failed", "pickup.book_failed", "pickup.book"]);
    });

    it("a 429 and a time-out: failed, saying so (the time-out: the carrier may have booked it)", async () => {
      const { pickupId } = await requested(ctx());
      fake.pickups.mode = "rate_limited";
      const limited = await book(pickupId, "DHL");
      expect(limited.body.pickup.state).toBe("failed");
      expect(limited.body.pickup.failure).toMatch(/^unavailable: DHL: HTTP 429.*retry after 11 s/);
      fake.pickups.mode = "ok";
      // the token is known from the earlier call, so the order itself hangs
      fake.mode = "timeout";
      const hung = await book(pickupId, "DHL");
      expect(hung.body.pickup.state).toBe("failed");
      expect(hung.body.pickup.failure).toContain("timeout");
      expect(hung.body.pickup.failure).toContain("may have booked it anyway");
      fake.mode = "ok";
      const upsLimited = await (async () => {
        fake.pickups.mode = "rate_limited";
        return book(pickupId, "UPS");
      })();
      expect(upsLimited.body.pickup.failure).toMatch(/HTTP 429: 10429 Rate Limit Exceeded \(retry after 11 s\)/);
    }, 30_000);

    it("own freight: no carrier is called; audited; then neither booking nor own freight again (409); unknown 404, bad carrier 422", async () => {
      const { pickupId } = await requested(ctx());
      const calls = fake.requests.length;
      const res = await call(`/${pickupId}/own-freight`, "inspector", {});
      expect(res.status).toBe(200);
      expect(((await res.json()) as { pickup: PickupView }).pickup).toMatchObject({ state: "own_freight", carrier: null });
      expect(fake.requests.length).toBe(calls);
      expect((await auditOf(ctx(), pickupId)).map((a) => a.action)).toEqual(["pickup.own_freight"]);
      expect((await book(pickupId, "DHL")).status).toBe(409);
      expect((await call(`/${pickupId}/own-freight`, "inspector", {})).status).toBe(409);
      expect((await call("/999999/own-freight", "inspector", {})).status).toBe(404);
      expect((await call(`/${pickupId}/book`, "inspector", { carrier: "FedEx" })).status).toBe(422);
      expect((await call("/x1/book", "inspector", { carrier: "DHL" })).status).toBe(422);
    });
  },
  {
    env: {
      ...fakeDhlEnv(fake),
      ...fakeUpsEnv(fake),
      DHL_API_SECRET: FAKE_DHL_API_SECRET,
      DHL_PICKUP_BILLING_NUMBER: FAKE_DHL_PICKUP_BILLING,
      DHL_PICKUP_BASE_URL: fake.dhlPickupBaseUrl,
      CARRIER_TIMEOUT_MS: "1000",
    },
  },
);
