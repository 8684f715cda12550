/**
 * A business trade from quote to credit note (issue 33, decision 0121) on PGlite and PostgreSQL,
 * through the real APIs: an Austrian company's member makes a quote of three units (JSON rows),
 * accepts it; the staff receive the parcel (one line per unit) and inspect each unit; the trade
 * becomes ready for payout and the credit note is issued: three units with their IMEI and grade,
 * the tax-exempt intra-Community supply, no VAT; the payout run pays its net. And the whole
 * chain for a German company: a quote of 30 units collected by the carrier, received as 30 units,
 * inspected one by one (3 worse), ONE clarification answered with "accept all new prices", then the
 * Gutschrift with 19 % VAT over the 30 units at their final prices.
 */
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { deviceById } from "../../core/catalog/index.server.ts";
import type { CreditNoteContent } from "../../core/credit-note/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import { pickupWindows } from "../../core/pickup/index.ts";
import { creditNotes, trades } from "../../db/schema/index.ts";
import { accessTokenFor, registerActivated } from "../../tests/helpers/accounts.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, payoutRunsRequest, staffTokens } from "../../tests/helpers/staff.ts";
import { uniqueClientAddress } from "../../tests/helpers/trades.ts";

type Json = Record<string, unknown>;
const IPHONE = "Apple iPhone 15 128 GB";
const IMEIS = ["490154203237518", "356938035643809", "352099001761481"];
const ERASURE = { method: "nist_purge", tool: "Blancco Mobile 8", result: "passed" };

describeEachDatabase("business trade: quote to credit note", (ctx) => {
  it("an Austrian company's quote of three units, accepted, received and inspected unit by unit: a credit note with reverse charge, paid net", async () => {
    const db = ctx().database.db;
    const email = await registerActivated(ctx(), { emailPrefix: "wien-flotte" });
    const [customer] = await rows<{ id: string }>(db, sql`select id from customers where email = ${email}`);
    const [company] = await rows<{ id: number }>(
      db,
      sql`insert into companies (edition, name, vat_id, street, house_number, zip, city, country)
        values ('de', 'Wiener Flotte GmbH', 'ATU13585627', 'Mariahilfer Straße', '12', '1070', 'Wien', 'AT') returning id`,
    );
    await db.execute(sql`insert into company_members (company_id, customer_id, role) values (${company!.id}, ${customer!.id}, 'owner')`);
    const token = await accessTokenFor(ctx(), email);

    const quoted = await ctx().request("/api/b2b/quotes", {
      host: "de.localhost",
      clientAddress: uniqueClientAddress(),
      json: { rows: [{ model: IPHONE, grade: "A", quantity: 3 }] },
    });
    expect(quoted.status).toBe(201);
    const quote = (await quoted.json()) as { quoteId: string; totalCents: number };
    const accepted = await ctx().request(`/api/b2b/quotes/${quote.quoteId}/accept`, {
      host: "de.localhost",
      clientAddress: uniqueClientAddress(),
      headers: bearer(token),
      json: { payout: { method: "sepa", iban: "AT611904300234573201", accountHolder: "Wiener Flotte GmbH" } },
    });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    const { tradeNumber } = (await accepted.json()) as { tradeNumber: string };

    const admin = bearer((await staffTokens(ctx(), await makeStaff(ctx(), ["admin"]))).accessToken);
    const staffPost = (path: string, json: unknown) => ctx().request(path, { host: BACKOFFICE, headers: admin, json });
    expect((await staffPost(`/api/backoffice/trades/${tradeNumber}/receive`, { devicesFound: 3 })).status).toBe(200);
    const lines = await rows<{ id: number; device_id: number }>(
      db,
      sql`select l.id, l.device_id from trade_lines l join trades t on t.id = l.trade_id where t.trade_number = ${tradeNumber} order by l.position, l.id`,
    );
    expect(lines).toHaveLength(3); // one line per unit after receipt
    for (const [i, line] of lines.entries()) {
      const questions = (await deviceById(db, "de", Number(line.device_id)))!.questions!;
      const res = await staffPost(`/api/backoffice/trades/${tradeNumber}/items/${line.id}/inspection`, {
        answers: questions.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id })),
        imei: IMEIS[i],
        erasure: ERASURE,
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const completed = await ctx().request(`/api/backoffice/trades/${tradeNumber}/inspection/complete`, {
      host: BACKOFFICE,
      headers: admin,
      method: "POST",
    });
    expect(completed.status, await completed.clone().text()).toBe(200);
    const [trade] = await db.select().from(trades).where(eq(trades.tradeNumber, tradeNumber));
    expect(trade!.state).toBe("payout_pending");

    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.tradeId, trade!.id));
    expect(note).toMatchObject({
      kind: "credit_note",
      vatTreatment: "intra_eu",
      vatCents: 0,
      netCents: trade!.totalCents,
      grossCents: trade!.totalCents,
      sellerVatId: "ATU13585627",
    });
    const content = note!.content as CreditNoteContent;
    expect(content.facts.lines.map((l) => [l.quantity, l.grade, l.imei])).toEqual(IMEIS.map((imei) => [1, "A", imei]));
    expect(content.document.wording.join(" ")).toContain("Steuerfreie innergemeinschaftliche Lieferung");

    const payout = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
    const run = await payoutRunsRequest(ctx(), "", payout, { edition: "de", method: "sepa" });
    expect(run.status).toBe(201);
    const { runId } = (await run.json()) as { runId: number };
    const items = ((await (await payoutRunsRequest(ctx(), `/${runId}`, payout)).json()) as { items: Json[] }).items;
    expect(items.find((i) => i.tradeNumber === tradeNumber)).toMatchObject({ amountCents: note!.netCents });
  });

  it("a German company's quote of 30 units: collected, 30 units inspected one by one, one clarification accepted in full, a Gutschrift with 19 % VAT", async () => {
    const db = ctx().database.db;
    const email = await registerActivated(ctx(), { emailPrefix: "berlin-flotte" });
    const [customer] = await rows<{ id: string }>(db, sql`select id from customers where email = ${email}`);
    const [company] = await rows<{ id: number }>(
      db,
      sql`insert into companies (edition, name, vat_id, street, house_number, zip, city, country)
        values ('de', 'Berliner Flotte GmbH', 'DE136695976', 'Industriestraße', '7', '10115', 'Berlin', 'DE') returning id`,
    );
    await db.execute(sql`insert into company_members (company_id, customer_id, role) values (${company!.id}, ${customer!.id}, 'owner')`);
    const token = await accessTokenFor(ctx(), email);
    const quoted = await ctx().request("/api/b2b/quotes", {
      host: "de.localhost",
      clientAddress: uniqueClientAddress(),
      json: { rows: [{ model: IPHONE, grade: "A", quantity: 30 }] },
    });
    expect(quoted.status).toBe(201);
    const quote = (await quoted.json()) as { quoteId: string; unitCount: number };
    expect(quote.unitCount).toBe(30);
    const w = pickupWindows("de", new Date())[0]!;
    const accepted = await ctx().request(`/api/b2b/quotes/${quote.quoteId}/accept`, {
      host: "de.localhost",
      clientAddress: uniqueClientAddress(),
      headers: bearer(token),
      json: {
        payout: { method: "sepa", iban: "DE89370400440532013000", accountHolder: "Berliner Flotte GmbH" },
        collection: { day: w.day, windowFrom: w.windowFrom, windowTo: w.windowTo, contactName: "Max Muster", phone: "+49 30 1234567" },
      },
    });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    const { tradeNumber } = (await accepted.json()) as { tradeNumber: string };

    const admin = bearer((await staffTokens(ctx(), await makeStaff(ctx(), ["admin"]))).accessToken);
    const staffPost = (path: string, json?: unknown) =>
      ctx().request(path, { host: BACKOFFICE, headers: admin, ...(json === undefined ? { method: "POST" } : { json }) });
    expect((await staffPost(`/api/backoffice/trades/${tradeNumber}/receive`, { devicesFound: 30 })).status).toBe(200);
    const lines = await rows<{ id: number; device_id: number }>(
      db,
      sql`select l.id, l.device_id from trade_lines l join trades t on t.id = l.trade_id where t.trade_number = ${tradeNumber} order by l.position, l.id`,
    );
    expect(lines).toHaveLength(30);
    const questions = (await deviceById(db, "de", Number(lines[0]!.device_id)))!.questions!;
    const worse = new Set(lines.slice(0, 3).map((l) => Number(l.id)));
    for (const [i, line] of lines.entries()) {
      const answers = questions.map((q) => ({
        questionId: q.id,
        answerId: (worse.has(Number(line.id)) && q.code === "display"
          ? q.answers.find((a) => a.code === "display_cracked")!
          : q.answers[0]!
        ).id,
      }));
      const res = await staffPost(`/api/backoffice/trades/${tradeNumber}/items/${line.id}/inspection`, {
        answers,
        serial: `FLEET${String(i).padStart(4, "0")}`,
        erasure: ERASURE,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(((await res.json()) as { outcome: string }).outcome).toBe(worse.has(Number(line.id)) ? "worse" : "as_described");
    }
    const done = await staffPost(`/api/backoffice/trades/${tradeNumber}/inspection/complete`);
    expect(done.status, await done.clone().text()).toBe(200);
    const { clarificationId } = (await done.json()) as { clarificationId: string };
    const clarifications = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from clarification_items i join clarifications c on c.id = i.clarification_id
        join trades t on t.id = c.trade_id where t.trade_number = ${tradeNumber}`,
    );
    expect(Number(clarifications[0]!.n)).toBe(3);
    const all = await ctx().request(`/api/clarifications/${clarificationId}/${tradeNumber}/accept-all`, {
      host: "de.localhost",
      method: "POST",
      clientAddress: uniqueClientAddress(),
    });
    expect(all.status, await all.clone().text()).toBe(200);

    const [trade] = await db.select().from(trades).where(eq(trades.tradeNumber, tradeNumber));
    expect(trade!.state).toBe("payout_pending");
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.tradeId, trade!.id));
    const vat = Math.floor((trade!.totalCents * 1900 + 5000) / 10000);
    expect(note).toMatchObject({
      kind: "credit_note",
      vatTreatment: "domestic",
      vatRateBp: 1900,
      netCents: trade!.totalCents,
      vatCents: vat,
      grossCents: trade!.totalCents + vat,
    });
    const content = note!.content as CreditNoteContent;
    // 30 units on the note, the three re-priced ones at their new (lower) price
    expect(content.facts.lines.reduce((n, l) => n + l.quantity, 0)).toBe(30);
    expect(content.facts.lines.reduce((n, l) => n + l.netCents, 0)).toBe(trade!.totalCents);
    expect(new Set(content.facts.lines.map((l) => l.netCents)).size).toBe(2);
  });
});
