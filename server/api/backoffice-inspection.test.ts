/**
 * Receiving and inspecting trades in the back office (issue 12, decision 0025): who may act,
 * the state changes with their events, audit rows and mails, and wrong states changing nothing.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../core/shared/sql.server.ts";
import { STAFF_ROLES, type StaffRole } from "../../core/staff/index.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { accessTokenFor, registerActivated } from "../../tests/helpers/accounts.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { placeTestTrade } from "../../tests/helpers/trades.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";

const stateOf = async (ctx: TestContext, tradeNumber: string) =>
  (await rows<{ state: string }>(ctx.database.db, sql`select state from trades where trade_number = ${tradeNumber}`))[0]?.state;

describeEachDatabase("back-office receive and inspection API", (ctx) => {
  const tokens = new Map<StaffRole, string>();
  let customerToken = "";

  beforeAll(async () => {
    for (const role of STAFF_ROLES) tokens.set(role, (await staffTokens(ctx(), await makeStaff(ctx(), [role]))).accessToken);
    customerToken = await accessTokenFor(ctx(), await registerActivated(ctx(), { emailPrefix: "inspect-customer" }));
  }, 120_000);

  const receive = (tradeNumber: string, headers: Record<string, string>, json: unknown = { devicesFound: 1 }) =>
    ctx().request(`/api/backoffice/trades/${tradeNumber}/receive`, { host: BACKOFFICE, headers, json });

  describe("receive", () => {
    it("only inspector and admin receive; payout, catalog, support get 403, a customer or a guest 401; nothing changes", async () => {
      const { tradeNumber } = await placeTestTrade(ctx());
      for (const role of ["payout", "catalog", "support"] as const) {
        const res = await receive(tradeNumber, bearer(tokens.get(role)!));
        expect(res.status, role).toBe(403);
        expect(res.headers.get("content-type")).toContain("application/problem+json");
      }
      expect((await receive(tradeNumber, bearer(customerToken))).status).toBe(401);
      expect((await receive(tradeNumber, {})).status).toBe(401);
      expect(await stateOf(ctx(), tradeNumber)).toBe("created");
      const admin = await receive(tradeNumber, bearer(tokens.get("admin")!));
      expect(admin.status).toBe(200);
      expect(await admin.json()).toMatchObject({ tradeNumber, state: "received", devicesFound: 1 });
    });

    it("the inspector receives: event by the inspector role with reason parcelReceived, audit row, customer mail with the tracking link", async () => {
      const { tradeNumber, email, trackingToken } = await placeTestTrade(ctx());
      const res = await receive(tradeNumber, bearer(tokens.get("inspector")!), { devicesFound: 2 });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ state: "received", devicesFound: 2 });
      const detail = (await (await ctx().request(`/api/backoffice/trades/${tradeNumber}`, { host: BACKOFFICE, headers: bearer(tokens.get("support")!) })).json()) as {
        state: string;
      };
      expect(detail.state).toBe("received");
      const [event] = await rows<{ actor: string; actor_role: string; reason: string }>(
        ctx().database.db,
        sql`select e.actor, e.actor_role, e.reason from trade_events e join trades t on t.id = e.trade_id where t.trade_number = ${tradeNumber} and e.state = 'received'`,
      );
      expect(event).toEqual({ actor: "staff", actor_role: "inspector", reason: "parcelReceived" });
      const audit = await rows<{ action: string; before: unknown; after: unknown }>(
        ctx().database.db,
        sql`select action, before, after from audit_log where target = ${`trade:${tradeNumber}`}`,
      );
      expect(audit).toEqual([{ action: "trade.receive", before: { state: "created" }, after: { state: "received", devicesFound: 2 } }]);
      await expect.poll(() => mailsTo(ctx(), email).find((m) => m.includes("angekommen"))).toBeTruthy();
      const mail = mailsTo(ctx(), email).find((m) => m.includes("angekommen"))!;
      expect(mail).toContain(`token=${trackingToken}`);
    });

    it("a wrong state is a clear 409 and changes nothing; a bad count a 422; an unknown number a 404", async () => {
      const { tradeNumber } = await placeTestTrade(ctx());
      const inspector = bearer(tokens.get("inspector")!);
      expect((await receive(tradeNumber, inspector)).status).toBe(200);
      const again = await receive(tradeNumber, { ...inspector, "accept-language": "de" });
      expect(again.status).toBe(409);
      const problem = (await again.json()) as { type: string; detail: string };
      expect(problem.type).toContain("trade_state_conflict");
      expect(problem.detail).toContain(tradeNumber);
      const events = await rows<{ n: number }>(
        ctx().database.db,
        sql`select count(*)::int as n from trade_events e join trades t on t.id = e.trade_id where t.trade_number = ${tradeNumber} and e.state = 'received'`,
      );
      expect(events[0]!.n).toBe(1);
      const bad = await receive(tradeNumber, inspector, { devicesFound: -1 });
      expect(bad.status).toBe(422);
      expect((await receive("SB-9999999", inspector)).status).toBe(404);
    });
  });
});
