/**
 * Carrier tracking shown (issue 30, decision 0094) through the APIs on PGlite and PostgreSQL, with
 * tracking rows inserted as the tracking job writes them:
 * - `GET /api/trade/trades/{n}/tracking`: the token holder and the owner get each parcel's status
 *   and steps (a problem with the carrier's reason, no place, no carrier text otherwise); a wrong
 *   token, no token, a stranger's bearer or another edition's host get the trade's 404; the back
 *   office's read model (staffTradePage) has every event with code, text and place.
 * - `GET /api/backoffice/dashboard`'s lateParcels: a trade still `created` whose shipping label the
 *   carrier delivered more than two working days ago (Monday to Friday in Berlin), moved through
 *   the days with the injected clock; not a received trade, not a return label; staff only.
 * - the pure working-day cutoff around weekends and the change to winter time.
 */
import { describe, expect, it } from "vitest";
import { workingDaysCutoff, type DashboardFigures } from "../../core/dashboard/index.server.ts";
import { changeTradeState } from "../../core/trade/index.server.ts";
import { staffTradePage } from "../../core/inspection/index.server.ts";
import { accessTokenFor, registerActivated } from "../../tests/helpers/accounts.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { insertTestShipment } from "../../tests/helpers/tracking.ts";
import { placeTestTrade } from "../../tests/helpers/trades.ts";

const BERLIN = "Europe/Berlin";

describe("workingDaysCutoff (pure)", () => {
  it.each([
    // now (UTC), cutoff (UTC): the midnight in Berlin that starts the second working day back
    ["Thursday 19 Nov 2026 10:00", "2026-11-19T09:00:00Z", "2026-11-16T23:00:00.000Z"], // Tuesday 17th
    ["Monday 23 Nov 2026 08:00", "2026-11-23T07:00:00Z", "2026-11-18T23:00:00.000Z"], // Thursday 19th
    ["Tuesday 24 Nov 2026 08:00", "2026-11-24T07:00:00Z", "2026-11-19T23:00:00.000Z"], // Friday 20th
    ["Saturday 21 Nov 2026 12:00", "2026-11-21T11:00:00Z", "2026-11-18T23:00:00.000Z"], // Thursday 19th
    ["Sunday 22 Nov 2026 23:30 (Monday 00:30 in Berlin)", "2026-11-22T23:30:00Z", "2026-11-18T23:00:00.000Z"], // Thursday 19th
    ["Tuesday 27 Oct 2026 (after the change to winter time)", "2026-10-27T09:00:00Z", "2026-10-22T22:00:00.000Z"], // Friday 23rd, summer time
  ])("%s", (_, now, cutoff) => {
    expect(workingDaysCutoff(new Date(now), 2, BERLIN).toISOString()).toBe(cutoff);
  });
});

describeEachDatabase("carrier tracking through the APIs", (ctx) => {
  it("the tracking API: the token holder and the owner read the journeys; nobody else", async () => {
    const email = await registerActivated(ctx(), { emailPrefix: "spur" });
    const ownerToken = await accessTokenFor(ctx(), email);
    const placed = await placeTestTrade(ctx(), { bearerToken: ownerToken, email });
    const number = placed.tradeNumber.replace(/\D/g, "");
    await insertTestShipment(ctx().database.db, {
      tradeNumber: placed.tradeNumber,
      trackingNumber: `0034043${number}`,
      status: "problem",
      events: [
        { at: new Date("2026-11-17T10:00:00Z"), status: "handed_over", code: "pre-transit", location: "10115 Berlin, DE" },
        { at: new Date("2026-11-17T15:00:00Z"), status: "in_transit", code: "transit", description: "Start-Paketzentrum Börnicke" },
        { at: new Date("2026-11-18T08:00:00Z"), status: "problem", code: "failure", description: "Sendung beschädigt" },
      ],
    });
    const path = `/api/trade/trades/${placed.tradeNumber}/tracking`;

    const res = await ctx().request(`${path}?token=${placed.trackingToken}`, { host: "de.localhost" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as { tradeNumber: string; parcels: Record<string, unknown>[] };
    expect(body.tradeNumber).toBe(placed.tradeNumber);
    expect(body.parcels).toEqual([
      {
        kind: "shipping",
        itemId: null,
        deviceName: null,
        carrier: "DHL",
        trackingNumber: `0034043${number}`,
        url: expect.stringContaining("dhl.de/de/"),
        status: "problem",
        statusAt: "2026-11-18T08:00:00.000Z",
        steps: [
          { at: "2026-11-17T10:00:00.000Z", status: "handed_over", reason: null },
          { at: "2026-11-17T15:00:00.000Z", status: "in_transit", reason: null },
          { at: "2026-11-18T08:00:00.000Z", status: "problem", reason: "Sendung beschädigt" },
        ],
      },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/Berlin|Börnicke|pre-transit/);

    // staff see every event with the carrier's code, text and place (the back office's trade page, decision 0086)
    const staffPage = await staffTradePage(ctx().database.db, placed.tradeNumber, "en", new Date());
    expect(staffPage!.shipments).toHaveLength(1);
    expect(staffPage!.shipments[0]).toMatchObject({ status: "problem", statusAt: "2026-11-18T08:00:00.000Z", deliveredAt: null });
    expect(staffPage!.shipments[0]!.events.map((e) => [e.code, e.location])).toEqual([
      ["failure", null],
      ["transit", null],
      ["pre-transit", "10115 Berlin, DE"],
    ]);

    // the owner without the token
    const owner = await ctx().request(path, { host: "de.localhost", headers: bearer(ownerToken) });
    expect(owner.status).toBe(200);
    expect(((await owner.json()) as typeof body).parcels).toHaveLength(1);

    // nobody else: the trade's own 404 (a problem document)
    const stranger = await accessTokenFor(ctx(), await registerActivated(ctx(), { emailPrefix: "fremd" }));
    for (const [what, res] of [
      ["no token", await ctx().request(path, { host: "de.localhost" })],
      ["wrong token", await ctx().request(`${path}?token=${"x".repeat(43)}`, { host: "de.localhost" })],
      ["a stranger's bearer", await ctx().request(path, { host: "de.localhost", headers: bearer(stranger) })],
      ["another edition", await ctx().request(`${path}?token=${placed.trackingToken}`, { host: "fr.localhost" })],
      [
        "unknown trade",
        await ctx().request(`/api/trade/trades/SB-0000001/tracking?token=${placed.trackingToken}`, { host: "de.localhost" }),
      ],
    ] as const) {
      expect(res.status, what).toBe(404);
      expect(res.headers.get("content-type"), what).toContain("application/problem+json");
    }
  });

  it("the dashboard lists a created trade's parcel delivered more than two working days ago, by the injected clock", async () => {
    ctx().setNow(null);
    const { accessToken } = await staffTokens(ctx(), await makeStaff(ctx(), ["inspector"]));
    const db = ctx().database.db;
    // delivered Monday 16 November 2026, 10:00 in Berlin
    const deliveredAt = new Date("2026-11-16T09:00:00Z");
    const late = await placeTestTrade(ctx());
    const received = await placeTestTrade(ctx());
    const returned = await placeTestTrade(ctx());
    const suffix = late.tradeNumber.replace(/\D/g, "");
    await insertTestShipment(db, { tradeNumber: late.tradeNumber, trackingNumber: `LATE${suffix}`, status: "delivered", deliveredAt });
    await insertTestShipment(db, { tradeNumber: received.tradeNumber, trackingNumber: `RCVD${suffix}`, status: "delivered", deliveredAt });
    await changeTradeState(db, {
      tradeNumber: received.tradeNumber,
      to: "received",
      actor: { kind: "system" },
      reason: "test",
      now: new Date(),
    });
    await insertTestShipment(db, {
      tradeNumber: returned.tradeNumber,
      kind: "return",
      trackingNumber: `RETN${suffix}`,
      status: "delivered",
      deliveredAt,
    });

    const lateParcels = async (now: string) => {
      ctx().setNow(new Date(now));
      const res = await ctx().request("/api/backoffice/dashboard", { host: BACKOFFICE, headers: bearer(accessToken) });
      expect(res.status).toBe(200);
      const { lateParcels } = (await res.json()) as DashboardFigures;
      return lateParcels;
    };
    const ours = (l: DashboardFigures["lateParcels"]) =>
      l.parcels.map((p) => p.tradeNumber).filter((n) => [late, received, returned].some((t) => t.tradeNumber === n));

    // Wednesday 23:59 in Berlin: only Tuesday has passed
    expect(ours(await lateParcels("2026-11-18T22:59:00Z"))).toEqual([]);
    // Thursday 00:00 in Berlin: Tuesday and Wednesday have passed
    const thursday = await lateParcels("2026-11-18T23:00:00Z");
    expect(ours(thursday)).toEqual([late.tradeNumber]);
    expect(thursday.workingDays).toBe(2);
    expect(thursday.deliveredBefore).toBe("2026-11-16T23:00:00.000Z");
    expect(thursday.count).toBeGreaterThanOrEqual(1);
    expect(thursday.parcels.find((p) => p.tradeNumber === late.tradeNumber)).toEqual({
      tradeNumber: late.tradeNumber,
      edition: "de",
      carrier: "DHL",
      trackingNumber: `LATE${suffix}`,
      deliveredAt: deliveredAt.toISOString(),
    });
    // by edition: not in the French figures
    ctx().setNow(new Date("2026-11-19T10:00:00Z"));
    const fr = await ctx().request("/api/backoffice/dashboard?edition=fr", { host: BACKOFFICE, headers: bearer(accessToken) });
    expect(ours(((await fr.json()) as DashboardFigures).lateParcels)).toEqual([]);

    // received: it leaves the list
    await changeTradeState(db, {
      tradeNumber: late.tradeNumber,
      to: "received",
      actor: { kind: "system" },
      reason: "test",
      now: new Date(),
    });
    expect(ours(await lateParcels("2026-11-19T10:00:00Z"))).toEqual([]);

    // staff only
    ctx().setNow(null);
    expect((await ctx().request("/api/backoffice/dashboard", { host: BACKOFFICE })).status).toBe(401);
  });
});
