/**
 * Payout runs through the back-office API (issue 14, decision 0037), on PGlite and PostgreSQL:
 * roles (no token 401, catalog 403, shop host 404), a run of SEPA and PayPal trades whose
 * pain.001 file validates against the EPC schema, four eyes (the maker cannot confirm, admin
 * neither), confirmation → trades paid and mails with amount and masked account, a returned
 * transfer → payout_pending and a mail asking for a corrected account, the trade waits until the
 * guest corrected it, two runs made at the same time never share a trade, bad input → 4xx.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { correctGuestPayoutAccount } from "../../core/payout/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { accessTokenFor, customersRequest, registerActivated, TEST_PASSWORD } from "../../tests/helpers/accounts.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { xmllintErrors } from "../../tests/helpers/sepa.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, toPayoutPending, uniqueTradeEmail } from "../../tests/helpers/trades.ts";
import { rawPost } from "../../tests/helpers/requests.ts";
import { createJobWorker } from "../jobs/worker.server.ts";

type Json = Record<string, unknown>;

/** A placed de trade taken to payout_pending by the system; `paypal`: paid out by PayPal. */
async function pendingTrade(
  ctx: TestContext,
  opts: { paypal?: boolean } = {},
): Promise<{ tradeNumber: string; email: string; trackingToken: string }> {
  const placed = await placeTestTrade(ctx, opts.paypal ? { paypal: true, email: uniqueTradeEmail("paypal") } : {});
  await toPayoutPending(ctx, placed.tradeNumber);
  return placed;
}

const stateOf = async (ctx: TestContext, tradeNumber: string) =>
  (await rows<{ state: string }>(ctx.database.db, sql`select state from trades where trade_number = ${tradeNumber}`))[0]!.state;

describeEachDatabase("payout runs", (ctx) => {
  let payoutA: string;
  let payoutB: string;
  let admin: string;
  let catalog: string;
  const api = (path: string, token: string | null, init: { json?: unknown; method?: string; host?: string } = {}) =>
    ctx().request(`/api/backoffice/payout-runs${path}`, {
      host: init.host ?? BACKOFFICE,
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      ...(init.json === undefined ? {} : { json: init.json }),
      headers: token ? bearer(token) : {},
    });

  beforeAll(async () => {
    payoutA = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
    payoutB = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
    admin = (await staffTokens(ctx(), await makeStaff(ctx(), ["admin"]))).accessToken;
    catalog = (await staffTokens(ctx(), await makeStaff(ctx(), ["catalog", "inspector"]))).accessToken;
  });

  it("answers 401 without a token, 403 to a catalog or inspector user, 404 on a shop host", async () => {
    expect((await api("", null, { json: {} })).status).toBe(401);
    expect((await api("", null)).status).toBe(401);
    const denied = await api("", catalog, { json: {} });
    expect(denied.status).toBe(403);
    expect(denied.headers.get("content-type")).toMatch(/problem\+json/);
    expect((await api("", catalog)).status).toBe(403);
    expect((await api("/1/confirm", catalog, { json: {} })).status).toBe(403);
    expect((await api("/1/sepa.xml", catalog)).status).toBe(403);
    expect((await api("", payoutA, { json: {}, host: "de.localhost" })).status).toBe(404);
  });

  describe("a run from making to a returned transfer", () => {
    let sepa: { tradeNumber: string; email: string; trackingToken: string };
    let paypal: { tradeNumber: string; email: string; trackingToken: string };
    let runId: number;

    it("previews and makes a run of the SEPA and PayPal trades; a trade is in at most one open run", async () => {
      sepa = await pendingTrade(ctx());
      paypal = await pendingTrade(ctx(), { paypal: true });
      const preview = (await (await api("/preview", payoutA, { json: { edition: "de" } })).json()) as Json;
      expect(preview.trades).toBeGreaterThanOrEqual(2);
      const res = await api("", payoutA, { json: { edition: "de" } });
      expect(res.status).toBe(201);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const made = (await res.json()) as { runId: number; trades: number; total: number; totalCents: number };
      expect(made.trades).toBe(preview.trades);
      expect(made.totalCents).toBe(preview.totalCents);
      expect(made.total).toBe(made.totalCents / 100);
      runId = made.runId;
      const { run, items } = (await (await api(`/${runId}`, payoutA)).json()) as { run: Json; items: Json[] };
      expect(run).toMatchObject({ runId, state: "open", trades: made.trades, totalCents: made.totalCents });
      const mine = items.filter((i) => i.tradeNumber === sepa.tradeNumber || i.tradeNumber === paypal.tradeNumber);
      expect(mine.map((i) => i.method).sort()).toEqual(["paypal", "sepa"]);
      expect(items.find((i) => i.tradeNumber === sepa.tradeNumber)!.account).toBe("DE89 •••• •••• •••• •••• 00");
      expect(JSON.stringify(items)).not.toContain("DE89370400440532013000");
      // the same trades are not taken again while the run is open
      const again = await api("", payoutB, { json: { edition: "de" } });
      expect(again.status).toBe(409);
      expect(((await again.json()) as Json).type).toMatch(/payout_run_empty$/);
    });

    it("serves a SEPA file that validates against the EPC schema and a PayPal CSV, private and not cached", async () => {
      const xml = await api(`/${runId}/sepa.xml`, payoutA);
      expect(xml.status).toBe(200);
      expect(xml.headers.get("cache-control")).toBe("private, no-store");
      expect(xml.headers.get("content-type")).toMatch(/^application\/xml/);
      const text = await xml.text();
      expect(xmllintErrors(text)).toBe("");
      expect(text).toContain(`<Ustrd>${sepa.tradeNumber}</Ustrd>`);
      expect(text).toContain(`<EndToEndId>PR${runId}-${sepa.tradeNumber}</EndToEndId>`);
      expect(text).toContain("<IBAN>DE89370400440532013000</IBAN>");
      expect(text).toContain("<IBAN>DE02120300000000202051</IBAN>"); // the development debtor
      expect(text).not.toContain(paypal.tradeNumber);
      const csv = await api(`/${runId}/paypal.csv`, payoutA);
      expect(csv.status).toBe(200);
      expect(csv.headers.get("cache-control")).toBe("private, no-store");
      expect(await csv.text()).toMatch(
        new RegExp(
          `^pp\\.${paypal.email.replace(/[.+]/g, "\\$&")},\\d+\\.\\d{2},EUR,${paypal.tradeNumber},Sellback ${paypal.tradeNumber},PAYPAL\\r$`,
          "m",
        ),
      );
    });

    it("refuses a returned transfer before the run is confirmed", async () => {
      expect((await api(`/${runId}/items/${sepa.tradeNumber}/returned`, payoutB, { json: { reason: "AC04 account closed" } })).status).toBe(
        409,
      );
    });

    it("refuses the run's maker to confirm it (four eyes), admin as maker too; another payout user confirms: trades paid, customers mailed", async () => {
      const own = await api(`/${runId}/confirm`, payoutA, { json: {} });
      expect(own.status).toBe(403);
      const problem = (await own.json()) as Json;
      expect(problem.type).toMatch(/payout_four_eyes$/);
      expect(problem.detail).toMatch(/another person must confirm/);
      expect(await stateOf(ctx(), sepa.tradeNumber)).toBe("payout_pending");

      const ok = await api(`/${runId}/confirm`, payoutB, { json: {} });
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { run: Json }).run).toMatchObject({ state: "confirmed" });
      expect(await stateOf(ctx(), sepa.tradeNumber)).toBe("paid");
      expect(await stateOf(ctx(), paypal.tradeNumber)).toBe("paid");
      expect((await api(`/${runId}/confirm`, admin, { json: {} })).status).toBe(409);

      await createJobWorker(ctx().deps).runDue();
      const [sepaMail] = mailsTo(ctx(), sepa.email).filter((m) => m.includes("Ihre Auszahlung ist unterwegs"));
      expect(sepaMail).toContain(sepa.tradeNumber);
      expect(sepaMail).toContain("DE89 •••• •••• •••• •••• 00");
      expect(sepaMail).toMatch(/\d+,\d{2}\s€/);
      expect(sepaMail).not.toContain("DE89370400440532013000");
      const [paypalMail] = mailsTo(ctx(), paypal.email).filter((m) => m.includes("Ihre Auszahlung ist unterwegs"));
      expect(paypalMail).toContain("PayPal-Konto p***@example.com");
      const [audit] = await rows<{ n: number }>(
        ctx().database.db,
        sql`select count(*)::int as n from audit_log where action = 'payout.run.confirm' and target = ${`payout-run:${runId}`}`,
      );
      expect(audit!.n).toBe(1);

      // admin is bound by the same rule for a run admin made
      const other = await pendingTrade(ctx());
      const adminRun = (await (await api("", admin, { json: { edition: "de" } })).json()) as { runId: number };
      expect((await api(`/${adminRun.runId}/confirm`, admin, { json: {} })).status).toBe(403);
      expect((await api(`/${adminRun.runId}/confirm`, payoutA, { json: {} })).status).toBe(200);
      expect(await stateOf(ctx(), other.tradeNumber)).toBe("paid");
    });

    it("marks a returned transfer: the trade back to payout_pending, the customer asked to correct the account, no run takes it until then", async () => {
      const res = await api(`/${runId}/items/${sepa.tradeNumber.slice(3)}/returned`, payoutA, { json: { reason: "AC04 account closed" } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { item: Json }).item).toMatchObject({
        tradeNumber: sepa.tradeNumber,
        state: "returned",
        returnReason: "AC04 account closed",
      });
      expect(await stateOf(ctx(), sepa.tradeNumber)).toBe("payout_pending");
      expect((await api(`/${runId}/items/${sepa.tradeNumber}/returned`, payoutA, { json: { reason: "again" } })).status).toBe(409);
      expect((await api(`/${runId}/items/SB-9999999/returned`, payoutA, { json: { reason: "x" } })).status).toBe(404);
      const [event] = await rows<{ reason: string }>(
        ctx().database.db,
        sql`select e.reason from trade_events e join trades t on t.id = e.trade_id where t.trade_number = ${sepa.tradeNumber} order by e.id desc limit 1`,
      );
      expect(event!.reason).toBe("payoutReturned");

      await createJobWorker(ctx().deps).runDue();
      const [mail] = mailsTo(ctx(), sepa.email).filter((m) => m.includes("Bitte prüfen Sie Ihr Auszahlungskonto"));
      expect(mail).toContain(`/trade/${sepa.tradeNumber}?token=${sepa.trackingToken}`);

      // waiting for a corrected account: not taken by a run
      expect((await (await api("/preview", payoutA, { json: { edition: "de", method: "sepa" } })).json()) as Json).toMatchObject({
        trades: 0,
      });
      const [trade] = await rows<{ id: number }>(ctx().database.db, sql`select id from trades where trade_number = ${sepa.tradeNumber}`);
      await correctGuestPayoutAccount(
        ctx().database.db,
        Number(trade!.id),
        { paymentType: 13, method: "sepa", iban: "AT611904300234573201", bic: null, accountHolder: "Inge Prüfer", paypalEmail: null },
        new Date(),
      );
      // the trade's address hears of the change, with the new account masked
      await createJobWorker(ctx().deps).runDue();
      const [told] = mailsTo(ctx(), sepa.email).filter((m) => m.includes("Ihr Auszahlungskonto wurde geändert"));
      expect(told).toContain("AT61 •••• •••• •••• ••01");
      expect(told).not.toContain("AT611904300234573201");
      // held for 24 hours like an account change, then taken with the new account
      expect((await (await api("/preview", payoutA, { json: { edition: "de", method: "sepa" } })).json()) as Json).toMatchObject({
        trades: 0,
      });
      await ctx().database.db.execute(
        sql`update payout_run_items set corrected_at = corrected_at - interval '25 hours' where trade_id = ${Number(trade!.id)}`,
      );
      const next = await api("", payoutB, { json: { edition: "de", method: "sepa" } });
      expect(next.status).toBe(201);
      const nextRun = (await next.json()) as { runId: number };
      const xml = await (await api(`/${nextRun.runId}/sepa.xml`, payoutB)).text();
      expect(xml).toContain("<IBAN>AT611904300234573201</IBAN>");
      expect(xml).toContain(`<EndToEndId>PR${nextRun.runId}-${sepa.tradeNumber}</EndToEndId>`);
      expect(xmllintErrors(xml)).toBe("");
    });
  });

  it("a registered customer corrects the account in the account: the trade takes it, is held 24 hours, then paid to the new account", async () => {
    const email = await registerActivated(ctx(), { emailPrefix: "payout-returned" });
    const token = await accessTokenFor(ctx(), email);
    const placed = await placeTestTrade(ctx(), { bearerToken: token });
    await toPayoutPending(ctx(), placed.tradeNumber);
    const made = (await (await api("", payoutA, { json: { edition: "de" } })).json()) as { runId: number };
    expect((await api(`/${made.runId}/confirm`, payoutB, { json: {} })).status).toBe(200);
    expect(
      (await api(`/${made.runId}/items/${placed.tradeNumber}/returned`, payoutB, { json: { reason: "AC01 wrong account number" } })).status,
    ).toBe(200);
    await createJobWorker(ctx().deps).runDue();
    const [asked] = mailsTo(ctx(), placed.email).filter((m) => m.includes("Bitte prüfen Sie Ihr Auszahlungskonto"));
    expect(asked).toMatch(/\/account\/payment-change/);

    const customers = (p: string, method: string, json?: unknown) => customersRequest(ctx(), token, p, method, json);
    const [account] = (await (await customers("/bank_accounts", "GET")).json()) as { id: string }[];
    const changed = await customers("/bank_accounts", "PATCH", {
      id: account!.id,
      iban: "AT611904300234573201",
      accountHolder: "Erika Mustermann",
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const [trade] = await rows<{ id: number; iban: string }>(
      ctx().database.db,
      sql`select id, iban from trades where trade_number = ${placed.tradeNumber}`,
    );
    expect(trade!.iban).toBe("AT611904300234573201");
    // the 24-hour hold after an account change keeps it out of a run for now
    const preview = (await (await api("/preview", payoutA, { json: { edition: "de" } })).json()) as Json;
    expect(preview).toMatchObject({ trades: 0, held: 1 });
    await ctx().database.db.execute(
      sql`update customers set payout_changed_at = payout_changed_at - interval '25 hours' where email = ${email}`,
    );
    await ctx().database.db.execute(
      sql`update payout_run_items set corrected_at = corrected_at - interval '25 hours' where trade_id = ${Number(trade!.id)}`,
    );
    const next = (await (await api("", payoutA, { json: { edition: "de" } })).json()) as { runId: number; trades: number };
    expect(next.trades).toBe(1);
    expect(await (await api(`/${next.runId}/sepa.xml`, payoutA)).text()).toContain("<IBAN>AT611904300234573201</IBAN>");
  });

  it("discards an open run (its trades free again, audited), never a confirmed one", async () => {
    const placed = await pendingTrade(ctx());
    const made = (await (await api("", payoutA, { json: { edition: "de" } })).json()) as { runId: number };
    expect((await api(`/${made.runId}/discard`, catalog, { json: {} })).status).toBe(403);
    const discarded = await api(`/${made.runId}/discard`, payoutA, { json: {} });
    expect(discarded.status).toBe(200);
    expect((await api(`/${made.runId}`, payoutA)).status).toBe(404);
    const again = (await (await api("", payoutB, { json: { edition: "de" } })).json()) as { runId: number };
    const { items } = (await (await api(`/${again.runId}`, payoutB)).json()) as { items: { tradeNumber: string }[] };
    expect(items.map((i) => i.tradeNumber)).toContain(placed.tradeNumber);
    expect((await api(`/${again.runId}/confirm`, payoutA, { json: {} })).status).toBe(200);
    expect((await api(`/${again.runId}/discard`, payoutA, { json: {} })).status).toBe(409);
    const [audit] = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from audit_log where action = 'payout.run.discard' and target = ${`payout-run:${made.runId}`}`,
    );
    expect(audit!.n).toBe(1);
  });

  it("leaves a BIC that does not fit the IBAN out of the file (IBAN only), not the trade", async () => {
    const placed = await pendingTrade(ctx());
    await ctx().database.db.execute(sql`update trades set bic = 'BNPAFRPPXXX' where trade_number = ${placed.tradeNumber}`);
    const made = (await (await api("", payoutA, { json: { edition: "de", method: "sepa" } })).json()) as { runId: number };
    const xml = await (await api(`/${made.runId}/sepa.xml`, payoutA)).text();
    expect(xml).toContain(`<Ustrd>${placed.tradeNumber}</Ustrd>`);
    expect(xml).not.toContain("BNPAFRPPXXX");
    expect(xmllintErrors(xml)).toBe("");
    expect((await api(`/${made.runId}/discard`, payoutA, { json: {} })).status).toBe(200);
  });

  it("two runs made at the same time never take the same trade", async () => {
    const placed = [];
    for (let i = 0; i < 6; i++) placed.push(await pendingTrade(ctx()));
    const [a, b] = await Promise.all([api("", payoutA, { json: { edition: "de" } }), api("", payoutB, { json: { edition: "de" } })]);
    const runs: number[] = [];
    for (const res of [a, b]) {
      expect([201, 409]).toContain(res.status);
      if (res.status === 201) runs.push(((await res.json()) as { runId: number }).runId);
    }
    expect(runs.length).toBeGreaterThanOrEqual(1);
    const taken: string[] = [];
    for (const id of runs)
      taken.push(
        ...((await (await api(`/${id}`, payoutA)).json()) as { items: { tradeNumber: string }[] }).items.map((i) => i.tradeNumber),
      );
    expect(new Set(taken).size).toBe(taken.length);
    for (const p of placed) expect(taken).toContain(p.tradeNumber);
    const [twice] = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from (select trade_id from payout_run_items where state = 'included' group by trade_id having count(*) > 1) x`,
    );
    expect(twice!.n).toBe(0);
  });

  it("refuses bad input with 4xx problem details", async () => {
    for (const body of [
      { method: "cash" },
      { edition: "xx" },
      { olderThanDays: -1 },
      { olderThanDays: 1.5 },
      { olderThanDays: "3" },
      { surprise: true },
      [],
      '"x"',
    ]) {
      const res = await api("", payoutA, { json: body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
    }
    const notJson = await rawPost(ctx(), "/api/backoffice/payout-runs", "edition=de", "application/x-www-form-urlencoded", {
      host: BACKOFFICE,
      headers: bearer(payoutA),
    });
    expect(notJson.status).toBe(415);
    expect((await api("/abc", payoutA)).status).toBe(422);
    expect((await api("/999999", payoutA)).status).toBe(404);
    expect((await api("/999999/sepa.xml", payoutA)).status).toBe(404);
    expect((await api("/999999/confirm", payoutB, { json: {} })).status).toBe(404);
    expect((await api("/1/items/nonsense/returned", payoutA, { json: { reason: "x" } })).status).toBe(422);
    for (const reason of ["", "x".repeat(201), "\u0000"])
      expect((await api("/1/items/SB-1000001/returned", payoutA, { json: { reason } })).status).toBe(422);
  });
});
