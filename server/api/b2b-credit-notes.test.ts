/**
 * Business trades' credit notes (issue 33, decision 0121) on PGlite and PostgreSQL: a German
 * company's trade gets a self-billing credit note ("Gutschrift") with 19 % VAT and is paid net +
 * VAT; an Austrian company's gets the tax-exempt intra-Community supply with the reverse-charge
 * wording and is paid net; a company that invoices us waits for its invoice number; numbers are
 * gapless under 20 concurrent issues and after a rolled-back one; the PDF is drawn again
 * identically when the file is lost; nobody but the company's members and the staff roles reads it.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { issueCreditNote, renderCreditNotePdf, type CreditNoteContent } from "../../core/credit-note/index.server.ts";
import { formatMoney } from "../../core/editions/index.ts";
import { writePurchaseRecord } from "../../core/purchase-record/index.server.ts";
import { keepSellerRecord } from "../../core/seller-records/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import type { Db } from "../../db/client.server.ts";
import { auditLog, companies, companyMembers, creditNotes, customers, tradeLines, tradeReturns, trades } from "../../db/schema/index.ts";
import { accessTokenFor, registerActivated } from "../../tests/helpers/accounts.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { overlaps, shownItems, shownText } from "../../tests/helpers/pdf-text.ts";
import { bearer, BACKOFFICE, makeStaff, payoutRunsRequest, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, smartphoneOffer, toPayoutPending } from "../../tests/helpers/trades.ts";
import { storageOf } from "../config/storage.server.ts";

type Json = Record<string, unknown>;
let companySeq = 0;

async function makeCompany(ctx: TestContext, c: { vatId: string | null; country: string; invoicing?: "credit_note" | "invoice" }) {
  const [row] = await ctx.database.db
    .insert(companies)
    .values({
      edition: "de",
      name: `Flotte ${c.country} ${process.pid}-${++companySeq} GmbH`,
      vatId: c.vatId,
      street: c.country === "AT" ? "Mariahilfer Straße" : "Friedrichstraße",
      houseNumber: "12",
      zip: c.country === "AT" ? "1070" : "10117",
      city: c.country === "AT" ? "Wien" : "Berlin",
      country: c.country,
      invoicing: c.invoicing ?? "credit_note",
    })
    .returning({ id: companies.id, name: companies.name });
  return row!;
}

/** A customer who is a member of `companyId`, with their bearer token. */
async function member(ctx: TestContext, companyId: number, prefix: string) {
  const email = await registerActivated(ctx, { emailPrefix: prefix });
  const [customer] = await ctx.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  await ctx.database.db.insert(companyMembers).values({ companyId, customerId: customer!.id, role: "owner" });
  return { email, token: await accessTokenFor(ctx, email) };
}

const IMEI = "490154203237518";

/** A placed de trade of the company, its line graded and identified, taken to payout_pending (the hook issues the note). */
async function companyTrade(ctx: TestContext, companyId: number): Promise<{ tradeNumber: string; tradeId: number; netCents: number }> {
  const db = ctx.database.db;
  const { tradeNumber } = await placeTestTrade(ctx);
  const [trade] = await db
    .update(trades)
    .set({ companyId })
    .where(eq(trades.tradeNumber, tradeNumber))
    .returning({ id: trades.id, totalCents: trades.totalCents });
  await db.update(tradeLines).set({ grade: "B", imei: IMEI }).where(eq(tradeLines.tradeId, trade!.id));
  await toPayoutPending(ctx, tradeNumber);
  return { tradeNumber, tradeId: trade!.id, netCents: trade!.totalCents };
}

const noteOf = async (ctx: TestContext, tradeId: number) =>
  (await ctx.database.db.select().from(creditNotes).where(eq(creditNotes.tradeId, tradeId)))[0] ?? null;

const staffGet = (ctx: TestContext, path: string, token: string) =>
  ctx.request(`/api/backoffice/credit-notes${path}`, { host: BACKOFFICE, headers: bearer(token) });

describeEachDatabase("business credit notes", (ctx) => {
  let payout: string;
  let support: string;
  let manager: string;
  let inspector: string;
  let german: { id: number; name: string };
  let austrian: { id: number; name: string };
  let germanTrade: Awaited<ReturnType<typeof companyTrade>>;
  let austrianTrade: Awaited<ReturnType<typeof companyTrade>>;

  beforeAll(async () => {
    payout = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
    support = (await staffTokens(ctx(), await makeStaff(ctx(), ["support"]))).accessToken;
    manager = (await staffTokens(ctx(), await makeStaff(ctx(), ["account_manager"]))).accessToken;
    inspector = (await staffTokens(ctx(), await makeStaff(ctx(), ["inspector"]))).accessToken;
    german = await makeCompany(ctx(), { vatId: "DE136695976", country: "DE" });
    austrian = await makeCompany(ctx(), { vatId: "ATU13585627", country: "AT" });
    germanTrade = await companyTrade(ctx(), german.id);
    austrianTrade = await companyTrade(ctx(), austrian.id);
  });

  it("a German company's trade: a Gutschrift with 19 % VAT, numbered in the year's series, its PDF written by the job", async () => {
    const note = (await noteOf(ctx(), germanTrade.tradeId))!;
    const vat = Math.floor((germanTrade.netCents * 1900 + 5000) / 10000);
    expect(note).toMatchObject({
      kind: "credit_note",
      vatTreatment: "domestic",
      vatRateBp: 1900,
      netCents: germanTrade.netCents,
      vatCents: vat,
      grossCents: germanTrade.netCents + vat,
      sellerVatId: "DE136695976",
      companyId: german.id,
    });
    expect(note.number).toMatch(/^GS-\d{4}-\d{6}$/);
    expect(note.number).toBe(`${note.series}-${String(note.seq).padStart(6, "0")}`);
    const content = note.content as CreditNoteContent;
    expect(content.facts.lines).toEqual([expect.objectContaining({ grade: "B", imei: IMEI, quantity: 1, netCents: germanTrade.netCents })]);
    expect(content.facts.supplier).toMatchObject({ name: german.name, vatId: "DE136695976", country: "DE" });

    const pdf = await renderCreditNotePdf(content.document, note.issuedAt, { compress: false });
    const text = (await shownText(pdf)).replace(/\s+/g, " ");
    expect(text).toContain(`Gutschrift ${note.number}`);
    expect(text).toContain("§ 14 Abs. 2 Satz 2 UStG");
    expect(text).toContain("Umsatzsteuer 19 %");
    expect(text).toContain(formatMoney(vat, "de").replace(/\s+/g, " "));
    expect(text).toContain(formatMoney(germanTrade.netCents + vat, "de").replace(/\s+/g, " "));
    expect(text).toContain("USt-IdNr.: DE136695976");
    expect(text).toContain(`USt-IdNr.: ${note.buyerVatId}`);
    expect(text).toContain(german.name);
    expect(text).toContain(IMEI);
    expect(text).not.toContain("innergemeinschaftliche");
    expect(overlaps(await shownItems(pdf))).toEqual([]);

    // the job writes the PDF once
    const [job] = await rows<{ kind: string }>(
      ctx().database.db,
      sql`select kind from jobs where unique_key = ${`creditNote.write:${note.id}`}`,
    );
    expect(job?.kind).toBe("creditNote.write");
  });

  it("an Austrian company's trade: a tax-exempt intra-Community supply with the reverse-charge wording and both VAT IDs, no VAT", async () => {
    const note = (await noteOf(ctx(), austrianTrade.tradeId))!;
    expect(note).toMatchObject({
      kind: "credit_note",
      vatTreatment: "intra_eu",
      vatRateBp: 0,
      netCents: austrianTrade.netCents,
      vatCents: 0,
      grossCents: austrianTrade.netCents,
      sellerVatId: "ATU13585627",
    });
    const text = (await shownText(await renderCreditNotePdf((note.content as CreditNoteContent).document, note.issuedAt))).replace(
      /\s+/g,
      " ",
    );
    expect(text).toContain(`Gutschrift ${note.number}`);
    expect(text).toContain("Steuerfreie innergemeinschaftliche Lieferung (Art. 138 Richtlinie 2006/112/EG)");
    expect(text).toContain("Reverse Charge: Die Steuer schuldet der Leistungsempfänger");
    expect(text).toContain("USt-IdNr.: ATU13585627");
    expect(text).toContain(`USt-IdNr.: ${note.buyerVatId}`);
    expect(text).toContain("Österreich");
    expect(text).not.toContain("Umsatzsteuer 19 %");
  });

  it("the payout run pays the note's gross: the German trade net + 19 %, the Austrian one net; run total and SEPA file agree", async () => {
    const de = (await noteOf(ctx(), germanTrade.tradeId))!;
    const res = await payoutRunsRequest(ctx(), "", payout, { edition: "de", method: "sepa" });
    expect(res.status).toBe(201);
    const { runId } = (await res.json()) as { runId: number };
    const detail = (await (await payoutRunsRequest(ctx(), `/${runId}`, payout)).json()) as {
      run: { totalCents: number };
      items: { tradeNumber: string; amountCents: number }[];
    };
    const amount = (n: string) => detail.items.find((i) => i.tradeNumber === n)?.amountCents;
    expect(amount(germanTrade.tradeNumber)).toBe(de.grossCents);
    expect(de.grossCents).toBe(germanTrade.netCents + de.vatCents);
    expect(de.vatCents).toBeGreaterThan(0);
    expect(amount(austrianTrade.tradeNumber)).toBe(austrianTrade.netCents);
    expect(detail.run.totalCents).toBe(detail.items.reduce((s, i) => s + i.amountCents, 0));
    const xml = await (await payoutRunsRequest(ctx(), `/${runId}/sepa.xml`, payout)).text();
    const euros = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, "0")}`;
    const tx = xml.split("<CdtTrfTxInf>").find((t) => t.includes(`-${germanTrade.tradeNumber}</EndToEndId>`))!;
    expect(tx).toContain(`<InstdAmt Ccy="EUR">${euros(de.grossCents)}</InstdAmt>`);
    await payoutRunsRequest(ctx(), `/${runId}/discard`, payout, {});
  });

  it("a company that invoices us: no credit note, its invoice expected; the payout waits until staff record its number (audited)", async () => {
    const invoicing = await makeCompany(ctx(), { vatId: "DE811569869", country: "DE", invoicing: "invoice" });
    const trade = await companyTrade(ctx(), invoicing.id);
    const note = (await noteOf(ctx(), trade.tradeId))!;
    expect(note).toMatchObject({ kind: "seller_invoice", number: null, seq: null, vatTreatment: "domestic", sellerInvoiceNumber: null });
    expect(note.grossCents).toBe(trade.netCents + note.vatCents);

    const waiting = (await (await staffGet(ctx(), `/${trade.tradeNumber}`, support)).json()) as { document: Json };
    expect(waiting.document).toMatchObject({ kind: "seller_invoice", payoutWaits: true, pdf: null });
    expect((await staffGet(ctx(), `/${trade.tradeNumber}/pdf`, support)).status).toBe(404);

    const run1 = await payoutRunsRequest(ctx(), "", payout, { edition: "de", method: "sepa" });
    if (run1.status === 201) {
      const { runId } = (await run1.json()) as { runId: number };
      const items = ((await (await payoutRunsRequest(ctx(), `/${runId}`, payout)).json()) as { items: { tradeNumber: string }[] }).items;
      expect(items.map((i) => i.tradeNumber)).not.toContain(trade.tradeNumber);
      await payoutRunsRequest(ctx(), `/${runId}/discard`, payout, {});
    } else expect(run1.status).toBe(409);

    const post = (token: string, json: unknown) =>
      ctx().request(`/api/backoffice/credit-notes/${trade.tradeNumber}/seller-invoice`, { host: BACKOFFICE, headers: bearer(token), json });
    expect((await post(inspector, { number: "RE-1" })).status).toBe(403);
    expect((await post(manager, { number: " " })).status).toBe(422);
    const saved = await post(manager, { number: "RE-2026-0815" });
    expect(saved.status).toBe(200);
    expect(saved.headers.get("cache-control")).toBe("private, no-store");
    expect(((await saved.json()) as { document: Json }).document).toMatchObject({
      sellerInvoiceNumber: "RE-2026-0815",
      payoutWaits: false,
    });
    const [audit] = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(eq(auditLog.target, `trade:${trade.tradeNumber}`));
    expect(audit).toMatchObject({ action: "creditNote.sellerInvoice", after: { sellerInvoiceNumber: "RE-2026-0815" } });

    const run2 = await payoutRunsRequest(ctx(), "", payout, { edition: "de", method: "sepa" });
    expect(run2.status).toBe(201);
    const { runId } = (await run2.json()) as { runId: number };
    const items = (
      (await (await payoutRunsRequest(ctx(), `/${runId}`, payout)).json()) as { items: { tradeNumber: string; amountCents: number }[] }
    ).items;
    expect(items.find((i) => i.tradeNumber === trade.tradeNumber)?.amountCents).toBe(note.grossCents);
    await payoutRunsRequest(ctx(), `/${runId}/discard`, payout, {});

    // a trade with a credit note expects no invoice of its own
    expect(
      (
        await ctx().request(`/api/backoffice/credit-notes/${germanTrade.tradeNumber}/seller-invoice`, {
          host: BACKOFFICE,
          headers: bearer(payout),
          json: { number: "X" },
        })
      ).status,
    ).toBe(409);
  });

  it("a unit going back to the company (declined in the clarification) is not on the note, nor in its amounts", async () => {
    const db = ctx().database.db;
    const company = await makeCompany(ctx(), { vatId: "DE811907980", country: "DE" });
    const offerIds = [(await smartphoneOffer(ctx())).offerId, (await smartphoneOffer(ctx())).offerId];
    const { tradeNumber } = await placeTestTrade(ctx(), { offerIds });
    const [trade] = await db
      .update(trades)
      .set({ companyId: company.id })
      .where(eq(trades.tradeNumber, tradeNumber))
      .returning({ id: trades.id });
    const lines = await db.select().from(tradeLines).where(eq(tradeLines.tradeId, trade!.id)).orderBy(tradeLines.position);
    expect(lines).toHaveLength(2);
    await db.insert(tradeReturns).values({ tradeId: trade!.id, tradeLineId: lines[1]!.id, reason: "declined", createdAt: new Date() });
    await toPayoutPending(ctx(), tradeNumber);
    const note = (await noteOf(ctx(), trade!.id))!;
    expect((note.content as CreditNoteContent).facts.lines).toHaveLength(1);
    expect(note.netCents).toBe(lines[0]!.lineTotalCents);
    expect(note.grossCents).toBe(note.netCents + Math.floor((note.netCents * 1900 + 5000) / 10000));
  });

  it("the credit note is the trade's purchase document: no margin-scheme purchase record beside it; a trade without one gets its record", async () => {
    const db = ctx().database.db;
    const storage = storageOf(ctx().deps);
    const paidAt = new Date();
    expect(await keepSellerRecord(db, { tradeId: germanTrade.tradeId, paidAt })).toBe(true);
    expect(await writePurchaseRecord(db, storage, germanTrade.tradeNumber, paidAt)).toBe("none");
    const consumer = await placeTestTrade(ctx());
    const [row] = await db.select({ id: trades.id }).from(trades).where(eq(trades.tradeNumber, consumer.tradeNumber));
    expect(await keepSellerRecord(db, { tradeId: row!.id, paidAt })).toBe(true);
    expect(await writePurchaseRecord(db, storage, consumer.tradeNumber, paidAt)).toBe("written");
  });

  it("no VAT ID, or outside the EU: no VAT document, the trade is paid its total like a consumer's", async () => {
    const swiss = await makeCompany(ctx(), { vatId: "CHE116281710", country: "CH" });
    const trade = await companyTrade(ctx(), swiss.id);
    expect(await noteOf(ctx(), trade.tradeId)).toBeNull();
    const body = (await (await staffGet(ctx(), `/${trade.tradeNumber}`, payout)).json()) as Json;
    expect(body).toMatchObject({ state: "none", reason: "outside_eu", document: null });
    const consumer = await placeTestTrade(ctx());
    expect(await (await staffGet(ctx(), `/${consumer.tradeNumber}`, payout)).json()).toMatchObject({ state: "consumer" });
  });

  it("gapless numbers: 20 concurrent issues give 1..20 with no gap and no duplicate; a rolled-back issue leaves no gap", async () => {
    const db = ctx().database.db;
    const company = await makeCompany(ctx(), { vatId: "DE129273398", country: "DE" });
    const [src] = await db.select().from(trades).where(eq(trades.id, germanTrade.tradeId));
    const { id: _id, tradeNumber: _n, ibanLast4: _l, createdAt: _c, ...rest } = src!;
    const made = await db
      .insert(trades)
      .values(
        Array.from({ length: 22 }, (_, i) => ({
          ...rest,
          companyId: company.id,
          state: "inspected",
          trackingToken: `${rest.trackingToken}-${i}`,
        })),
      )
      .returning({ id: trades.id });
    const ids = made.map((t) => t.id);
    const at2031 = new Date("2031-03-01T10:00:00Z");
    const issued = await Promise.all(
      ids.slice(0, 20).map((tradeId) => db.transaction((tx) => issueCreditNote(tx as unknown as Db, { tradeId, now: at2031 }))),
    );
    const numbers = issued.map((n) => n!.number!).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `GS-2031-${String(i + 1).padStart(6, "0")}`));
    // a second call for the same trade answers the note issued before, no new number
    expect((await issueCreditNote(db, { tradeId: ids[0]!, now: at2031 }))!.number).toBe(issued[0]!.number);

    const at2032 = new Date("2032-02-01T10:00:00Z");
    await expect(
      db.transaction(async (tx) => {
        await issueCreditNote(tx as unknown as Db, { tradeId: ids[20]!, now: at2032 });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await noteOf(ctx(), ids[20]!)).toBeNull();
    const next = await issueCreditNote(db, { tradeId: ids[21]!, now: at2032 });
    expect(next!.number).toBe("GS-2032-000001");
    const [last] = await rows<{ last: number }>(db, sql`select last from document_counters where series = 'GS-2031'`);
    expect(Number(last!.last)).toBe(20);
  });

  describe("downloads", () => {
    it("a member of the company gets the PDF (private, no-store); another company's member, a customer of no company, no token and an edition without business sellers get 404/401", async () => {
      const owner = await member(ctx(), german.id, "gs-owner");
      const other = await member(ctx(), austrian.id, "gs-other");
      const loner = await accessTokenFor(ctx(), await registerActivated(ctx(), { emailPrefix: "gs-loner" }));
      const path = `/api/b2b/trades/${germanTrade.tradeNumber}/credit-note.pdf`;
      const get = (token: string | null, host = "de.localhost") => ctx().request(path, { host, headers: token ? bearer(token) : {} });

      const ok = await get(owner.token);
      expect(ok.status).toBe(200);
      expect(ok.headers.get("content-type")).toBe("application/pdf");
      expect(ok.headers.get("cache-control")).toBe("private, no-store");
      const bytes = new Uint8Array(await ok.arrayBuffer());
      expect((await shownText(bytes)).replace(/\s+/g, " ")).toContain("Gutschrift GS-");

      expect((await get(other.token)).status).toBe(404);
      expect((await get(loner)).status).toBe(404);
      expect((await get(null)).status).toBe(401);
      expect((await get(owner.token, "fr.localhost")).status).toBe(404); // an edition without business sellers
      // the Austrian member reads their own
      expect(
        (
          await ctx().request(`/api/b2b/trades/${austrianTrade.tradeNumber}/credit-note.pdf`, {
            host: "de.localhost",
            headers: bearer(other.token),
          })
        ).status,
      ).toBe(200);

      // the stored file lost: drawn again identically from the issued content
      const note = (await noteOf(ctx(), germanTrade.tradeId))!;
      expect(note.documentKey).toMatch(/^credit-notes\/gs-\d{4}-\d{6}\.pdf$/);
      await storageOf(ctx().deps).delete(note.documentKey!);
      const again = new Uint8Array(await (await get(owner.token)).arrayBuffer());
      expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
    });

    it("staff: payout, support and account managers read it; inspectors get 403, no token 401", async () => {
      for (const token of [payout, support, manager]) {
        const res = await staffGet(ctx(), `/${germanTrade.tradeNumber}/pdf`, token);
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe("private, no-store");
      }
      const json = (await (await staffGet(ctx(), `/${germanTrade.tradeNumber}`, support)).json()) as { state: string; document: Json };
      expect(json.state).toBe("document");
      expect(json.document).toMatchObject({ kind: "credit_note", treatment: "domestic", vatRatePercent: "19", sellerVatId: "DE136695976" });
      expect((await staffGet(ctx(), `/${germanTrade.tradeNumber}/pdf`, inspector)).status).toBe(403);
      expect((await staffGet(ctx(), `/${germanTrade.tradeNumber}`, inspector)).status).toBe(403);
      expect((await ctx().request(`/api/backoffice/credit-notes/${germanTrade.tradeNumber}`, { host: BACKOFFICE })).status).toBe(401);
      expect((await staffGet(ctx(), "/SB-9999999", support)).status).toBe(404);
    });
  });
});
