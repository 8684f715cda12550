/**
 * Receiving at the desk (issue 29, decision 0088) on PGlite and PostgreSQL: what the panel shows for a
 * scanned trade (models, customer, city, why not), a store shipment's packing list, and its bulk
 * receive in one transaction: who may call it (inspector and admin, as a single receive), the
 * skipped trades with their reason, the events, the audit rows and the mails; bad input 4xx.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { rows } from "../../core/shared/index.server.ts";
import { STAFF_ROLES, type StaffRole } from "../../core/staff/index.ts";
import { changeTradeState, receivingShipment, receivingTrade } from "../../core/trade/index.server.ts";
import { storeShipments, storeShipmentTrades, trades } from "../../db/schema/index.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { insertTestChain } from "../../tests/helpers/store-trades.ts";
import { placeTestTrade, smartphoneOffer } from "../../tests/helpers/trades.ts";

/** A partner with one store and a shipment of `tradeNumbers` in `state`; the shipment's id. */
async function shipmentOf(ctx: TestContext, tradeNumbers: string[], state: "open" | "closed"): Promise<number> {
  const db = ctx.database.db;
  const now = new Date();
  const { partnerId, storeId } = await insertTestChain(ctx, "Kette Annahme", "Filiale Mitte", "KA");
  const [shipment] = await db
    .insert(storeShipments)
    .values({ partnerId, storeId, state, createdBy: "test", createdAt: now, closedAt: state === "closed" ? now : null })
    .returning({ id: storeShipments.id });
  for (const n of tradeNumbers) {
    const [trade] = await db.select({ id: trades.id }).from(trades).where(eq(trades.tradeNumber, n));
    await db.insert(storeShipmentTrades).values({ shipmentId: shipment!.id, tradeId: trade!.id, addedAt: now });
  }
  return shipment!.id;
}

const ss = (id: number) => `SS-${String(id).padStart(6, "0")}`;

describeEachDatabase("receiving at the desk: the panel, store shipments and their bulk receive", (ctx) => {
  const tokens = new Map<StaffRole, string>();
  beforeAll(async () => {
    for (const role of STAFF_ROLES) tokens.set(role, (await staffTokens(ctx(), await makeStaff(ctx(), [role]))).accessToken);
  }, 120_000);

  const api = (path: string, role: StaffRole | null, init: { method?: string; headers?: Record<string, string> } = {}) =>
    ctx().request(`/api/backoffice${path}`, {
      host: BACKOFFICE,
      method: init.method ?? "GET",
      headers: { ...(role ? bearer(tokens.get(role)!) : {}), ...init.headers },
    });
  const receiveOne = (n: string) =>
    ctx().request(`/api/backoffice/trades/${n}/receive`, {
      host: BACKOFFICE,
      headers: bearer(tokens.get("inspector")!),
      json: { devicesFound: 1 },
    });
  const stateOf = async (n: string) =>
    (await rows<{ state: string }>(ctx().database.db, sql`select state from trades where trade_number = ${n}`))[0]!.state;
  const cancel = (n: string) =>
    changeTradeState(ctx().database.db, { tradeNumber: n, to: "cancelled", actor: { kind: "system" }, reason: "test", now: new Date() });

  it("the panel: models with quantity, the customer's name and city; a received or cancelled trade says why", async () => {
    const offers = [(await smartphoneOffer(ctx())).offerId, (await smartphoneOffer(ctx())).offerId];
    const { tradeNumber } = await placeTestTrade(ctx(), { offerIds: offers });
    const view = (await receivingTrade(ctx().database.db, tradeNumber))!;
    expect(view).toMatchObject({
      tradeNumber,
      state: "created",
      devices: 2,
      customer: { name: "Inge Prüfer", city: "Berlin" },
      refusal: null,
    });
    expect(view.models.reduce((n, m) => n + m.quantity, 0)).toBe(2);
    expect(view.models.every((m) => m.name.length > 0)).toBe(true);

    expect((await receiveOne(tradeNumber)).status).toBe(200);
    const received = (await receivingTrade(ctx().database.db, tradeNumber))!;
    expect(received.refusal).toMatchObject({ why: "received", state: "received" });
    expect(Number.isNaN(Date.parse(received.refusal!.at!))).toBe(false);

    const other = await placeTestTrade(ctx());
    await cancel(other.tradeNumber);
    expect((await receivingTrade(ctx().database.db, other.tradeNumber))!.refusal).toMatchObject({ why: "cancelled", state: "cancelled" });
    // the server refuses it too, and nothing changes
    expect((await receiveOne(other.tradeNumber)).status).toBe(409);
    expect(await stateOf(other.tradeNumber)).toBe("cancelled");
    expect(await receivingTrade(ctx().database.db, "SB-9999998")).toBeNull();
  });

  it("only inspector and admin see and receive a shipment; payout, catalog, support 403; no token 401; nothing changes", async () => {
    const { tradeNumber } = await placeTestTrade(ctx());
    const id = await shipmentOf(ctx(), [tradeNumber], "closed");
    for (const role of ["payout", "catalog", "support"] as const) {
      expect((await api(`/store-shipments/${ss(id)}`, role)).status, role).toBe(403);
      const res = await api(`/store-shipments/${ss(id)}/receive`, role, { method: "POST" });
      expect(res.status, role).toBe(403);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
    }
    expect((await api(`/store-shipments/${ss(id)}/receive`, null, { method: "POST" })).status).toBe(401);
    expect(await stateOf(tradeNumber)).toBe("created");
    expect((await api(`/store-shipments/${ss(id)}`, "inspector")).status).toBe(200);
    const admin = await api(`/store-shipments/${id}/receive`, "admin", { method: "POST" });
    expect(admin.status).toBe(200);
    expect(await admin.json()).toMatchObject({ shipmentId: id, received: [{ tradeNumber, devices: 1 }], skipped: [] });
    expect(await stateOf(tradeNumber)).toBe("received");
  });

  it("bulk receive: every waiting trade in one go, the others skipped with the reason; events, audit rows, mails", async () => {
    const db = ctx().database.db;
    const [a, b, c, d] = [
      await placeTestTrade(ctx()),
      await placeTestTrade(ctx()),
      await placeTestTrade(ctx()),
      await placeTestTrade(ctx()),
    ];
    const id = await shipmentOf(
      ctx(),
      [a, b, c, d].map((t) => t.tradeNumber),
      "closed",
    );
    expect((await receiveOne(c.tradeNumber)).status).toBe(200);
    await cancel(d.tradeNumber);

    const list = await api(`/store-shipments/${ss(id).toLowerCase()}`, "inspector");
    expect(list.status).toBe(200);
    const shipment = (await list.json()) as Awaited<ReturnType<typeof receivingShipment>>;
    expect(shipment).toMatchObject({ id, partnerName: "Kette Annahme", storeName: "Filiale Mitte", storeCity: "Berlin", state: "closed" });
    expect(shipment!.trades.map((t) => [t.tradeNumber, t.refusal?.why ?? null])).toEqual(
      [
        [a.tradeNumber, null],
        [b.tradeNumber, null],
        [c.tradeNumber, "received"],
        [d.tradeNumber, "cancelled"],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    expect(shipment!.trades[0]).toMatchObject({ devices: 1, customer: { name: "Inge Prüfer", city: "Berlin" } });

    const res = await api(`/store-shipments/${ss(id)}/receive`, "inspector", { method: "POST" });
    expect(res.status).toBe(200);
    const receipt = (await res.json()) as {
      received: { tradeNumber: string }[];
      skipped: { tradeNumber: string; refusal: { why: string } }[];
    };
    expect(receipt.received.map((r) => r.tradeNumber).sort()).toEqual([a.tradeNumber, b.tradeNumber].sort());
    expect(receipt.skipped.map((s) => [s.tradeNumber, s.refusal.why]).sort()).toEqual(
      [
        [c.tradeNumber, "received"],
        [d.tradeNumber, "cancelled"],
      ].sort(),
    );
    for (const t of [a, b, c]) expect(await stateOf(t.tradeNumber)).toBe("received");
    expect(await stateOf(d.tradeNumber)).toBe("cancelled");

    const events = await rows<{ trade_number: string; actor: string; actor_role: string; reason: string }>(
      db,
      sql`select t.trade_number, e.actor, e.actor_role, e.reason from trade_events e join trades t on t.id = e.trade_id
          where t.trade_number in (${a.tradeNumber}, ${b.tradeNumber}) and e.state = 'received' order by t.trade_number`,
    );
    expect(events.map((e) => [e.actor, e.actor_role, e.reason])).toEqual([
      ["staff", "inspector", "parcelReceived"],
      ["staff", "inspector", "parcelReceived"],
    ]);
    const audit = await rows<{ action: string; target: string; after: Record<string, unknown> }>(
      db,
      sql`select action, target, after from audit_log where target in (${`trade:${a.tradeNumber}`}, ${`trade:${b.tradeNumber}`}, ${`store_shipment:${ss(id)}`}) order by id`,
    );
    expect(audit).toEqual([
      {
        action: "trade.receive",
        target: expect.stringMatching(/^trade:/),
        after: { state: "received", devicesFound: 1, shipment: ss(id) },
      },
      {
        action: "trade.receive",
        target: expect.stringMatching(/^trade:/),
        after: { state: "received", devicesFound: 1, shipment: ss(id) },
      },
      {
        action: "shipment.receive",
        target: `store_shipment:${ss(id)}`,
        after: {
          received: expect.arrayContaining([a.tradeNumber, b.tradeNumber]),
          skipped: expect.arrayContaining([
            { tradeNumber: c.tradeNumber, state: "received" },
            { tradeNumber: d.tradeNumber, state: "cancelled" },
          ]),
        },
      },
    ]);
    await ctx().deps.mailer.flush();
    for (const t of [a, b]) expect(mailsTo(ctx(), t.email).some((m) => m.includes("angekommen"))).toBe(true);

    // again: nothing left, everything skipped, nothing changed
    const again = (await (await api(`/store-shipments/${ss(id)}/receive`, "inspector", { method: "POST" })).json()) as typeof receipt;
    expect(again.received).toEqual([]);
    expect(again.skipped).toHaveLength(4);
    const count = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log where action = 'trade.receive' and target = ${`trade:${a.tradeNumber}`}`,
    );
    expect(count[0]!.n).toBe(1);
  });

  it("an open shipment is 409 and changes nothing; an unknown one 404; no shipment number 422, never 5xx", async () => {
    const { tradeNumber } = await placeTestTrade(ctx());
    const id = await shipmentOf(ctx(), [tradeNumber], "open");
    const open = await api(`/store-shipments/${ss(id)}/receive`, "inspector", { method: "POST", headers: { "accept-language": "de" } });
    expect(open.status).toBe(409);
    expect(((await open.json()) as { type: string; detail: string }).detail).toContain("noch nicht abgeschlossen");
    expect(await stateOf(tradeNumber)).toBe("created");
    expect((await receivingShipment(ctx().database.db, id))!.state).toBe("open");
    for (const path of ["/store-shipments/SS-999999999", "/store-shipments/SS-999999999/receive"])
      expect((await api(path, "inspector", { method: path.endsWith("receive") ? "POST" : "GET" })).status, path).toBe(404);
    for (const bad of ["abc", "SB-1234567", "SS-0", "SS-1234567890", "%27%20or%201%3D1"]) {
      expect((await api(`/store-shipments/${bad}`, "inspector")).status, bad).toBe(422);
      expect((await api(`/store-shipments/${bad}/receive`, "inspector", { method: "POST" })).status, bad).toBe(422);
    }
  });
});
