/**
 * The tracking read model (issue 30, decision 0094) on PGlite and PostgreSQL: a trade's shipping
 * label and a return label with imported events (inserted as the tracking job writes them) come
 * back per trade number with status, delivery time and every event newest first; a label being
 * made and another trade's parcels do not. The customer's view folds runs, drops "other" events,
 * keeps the carrier's words only as a problem's reason and never the place.
 */
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { insertTestShipment } from "../../tests/helpers/tracking.ts";
import { placeTestTrade } from "../../tests/helpers/trades.ts";
import { journeySteps } from "./journey.ts";
import { journeysByTrade, trackingByTrade } from "./tracking-view.server.ts";

const at = (iso: string) => new Date(iso);

describe("journeySteps (pure)", () => {
  it("oldest first, one step per run of a status, no 'other', a problem's reason each time it changes", () => {
    const steps = journeySteps([
      { at: "2026-11-20T09:00:00.000Z", status: "delivered", description: "Zugestellt an Nachbar Meier" },
      { at: "2026-11-18T08:00:00.000Z", status: "problem", description: " Adresse unvollständig " },
      { at: "2026-11-18T09:00:00.000Z", status: "problem", description: "Adresse unvollständig" },
      { at: "2026-11-17T20:00:00.000Z", status: "in_transit", description: "Paketzentrum Hamburg" },
      { at: "2026-11-17T12:00:00.000Z", status: "in_transit", description: "Start-Paketzentrum" },
      { at: "2026-11-17T11:00:00.000Z", status: "other", description: "Daten übermittelt" },
      { at: "2026-11-17T10:00:00.000Z", status: "handed_over", description: "Filiale Berlin-Mitte" },
      { at: "2026-11-19T07:00:00.000Z", status: "problem", description: "" },
    ]);
    expect(steps).toEqual([
      { at: "2026-11-17T10:00:00.000Z", status: "handed_over", reason: null },
      { at: "2026-11-17T12:00:00.000Z", status: "in_transit", reason: null },
      { at: "2026-11-18T08:00:00.000Z", status: "problem", reason: "Adresse unvollständig" },
      { at: "2026-11-19T07:00:00.000Z", status: "problem", reason: null },
      { at: "2026-11-20T09:00:00.000Z", status: "delivered", reason: null },
    ]);
  });
});

describeEachDatabase("tracking read model (trackingByTrade, journeysByTrade)", (ctx) => {
  it("a trade's shipping and return labels with status, delivery and events newest first; nothing of a pending label or another trade", async () => {
    const db = ctx().database.db;
    const a = await placeTestTrade(ctx());
    const b = await placeTestTrade(ctx());
    const suffix = a.tradeNumber.replace(/\D/g, "");
    await insertTestShipment(db, {
      tradeNumber: a.tradeNumber,
      trackingNumber: `00340434${suffix}1`,
      status: "delivered",
      deliveredAt: at("2026-11-20T09:00:00.000Z"),
      events: [
        { at: at("2026-11-17T10:00:00.000Z"), status: "handed_over", code: "pre-transit", location: "Berlin, DE" },
        { at: at("2026-11-17T12:00:00.000Z"), status: "in_transit", code: "transit-1", description: "Start-Paketzentrum" },
        { at: at("2026-11-17T20:00:00.000Z"), status: "in_transit", code: "transit-2", description: "Ziel-Paketzentrum" },
        { at: at("2026-11-18T08:00:00.000Z"), status: "problem", code: "failure", description: "Adresse unvollständig" },
        { at: at("2026-11-20T09:00:00.000Z"), status: "delivered", code: "delivered", description: "Zugestellt", location: "Leipzig, DE" },
      ],
    });
    const ret = await insertTestShipment(db, {
      tradeNumber: a.tradeNumber,
      kind: "return",
      carrier: "DHL",
      trackingNumber: `00340434${suffix}2`,
      status: "in_transit",
      events: [{ at: at("2026-11-21T10:00:00.000Z"), status: "in_transit", code: "transit", description: "Unterwegs" }],
    });
    await insertTestShipment(db, { tradeNumber: b.tradeNumber, trackingNumber: `00340434${suffix}3`, status: "label", state: "pending" });

    const found = await trackingByTrade(db, null, [a.tradeNumber, b.tradeNumber]);
    expect(found.has(b.tradeNumber)).toBe(false);
    const [shipping, back] = found.get(a.tradeNumber)!;
    expect(found.get(a.tradeNumber)).toHaveLength(2);
    expect(shipping).toMatchObject({
      kind: "shipping",
      carrier: "DHL",
      trackingNumber: `00340434${suffix}1`,
      status: "delivered",
      statusAt: "2026-11-20T09:00:00.000Z",
      deliveredAt: "2026-11-20T09:00:00.000Z",
    });
    expect(shipping!.url).toContain(`piececode=00340434${suffix}1`);
    expect(shipping!.events.map((e) => e.code)).toEqual(["delivered", "failure", "transit-2", "transit-1", "pre-transit"]);
    expect(shipping!.events[0]).toEqual({
      at: "2026-11-20T09:00:00.000Z",
      status: "delivered",
      code: "delivered",
      description: "Zugestellt",
      location: "Leipzig, DE",
    });
    expect(back).toMatchObject({ kind: "return", itemId: ret.itemId, status: "in_transit", deliveredAt: null });
    expect(back!.deviceName).toBeTruthy();
    expect(back!.events).toHaveLength(1);

    // the customer's view: steps oldest first, a problem with its reason, no place anywhere
    const journeys = (await journeysByTrade(db, "de", [a.tradeNumber])).get(a.tradeNumber)!;
    expect(journeys[0]!.steps).toEqual([
      { at: "2026-11-17T10:00:00.000Z", status: "handed_over", reason: null },
      { at: "2026-11-17T12:00:00.000Z", status: "in_transit", reason: null },
      { at: "2026-11-18T08:00:00.000Z", status: "problem", reason: "Adresse unvollständig" },
      { at: "2026-11-20T09:00:00.000Z", status: "delivered", reason: null },
    ]);
    expect(JSON.stringify(journeys)).not.toMatch(/Leipzig|Berlin|Zugestellt|Paketzentrum/);
    expect(journeys[1]).toMatchObject({ kind: "return", status: "in_transit", steps: [{ status: "in_transit", reason: null }] });
  });

  it("a label without events is at 'label' with no steps; no trade numbers, no query", async () => {
    const db = ctx().database.db;
    const c = await placeTestTrade(ctx());
    await insertTestShipment(db, {
      tradeNumber: c.tradeNumber,
      trackingNumber: `1Z999AA1${c.tradeNumber.replace(/\D/g, "")}`,
      carrier: "UPS",
      status: "label",
    });
    const [parcel] = (await journeysByTrade(db, "de", [c.tradeNumber])).get(c.tradeNumber)!;
    expect(parcel).toMatchObject({ carrier: "UPS", status: "label", statusAt: null, steps: [] });
    expect((await trackingByTrade(db, null, [])).size).toBe(0);
  });
});
