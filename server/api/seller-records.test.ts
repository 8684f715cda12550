/**
 * The seller records a used-goods dealer must keep (issue 30, decision 0097), on PGlite and
 * PostgreSQL with the app's injected clock: a payout run's confirmation writes the record of each
 * trade it pays (name, address, devices with the inspected IMEI, amounts), once per trade; a store
 * trade's record is written with its voucher and holds the sealed ID document; unpaid and
 * cancelled trades get none; deleting the account or erasing the person leaves the record; the
 * GDPR export says what is kept, until when and by which law; the daily job erases a record once
 * its keep_until has passed, not before.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { contentTokenValues, fillContentTokens } from "../../core/content/index.server.ts";
import type { EditionId } from "../../core/editions/index.ts";
import { createStoreTrade } from "../../core/partner-users/index.server.ts";
import {
  configureSellerRecordRetention,
  SELLER_RECORD_RETENTION_JOB,
  sellerRecordKeepUntil,
} from "../../core/seller-records/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { supportGuestExport } from "../../core/support/index.server.ts";
import { anonymiseTrades, changeTradeState } from "../../core/trade/index.server.ts";
import type { Db } from "../../db/client.server.ts";
import { contentPages, sellerIdentifications, sellerRecords, tradeInspections, tradeLines, trades } from "../../db/schema/index.ts";
import { accessTokenFor, customersRequest, registerActivated } from "../../tests/helpers/accounts.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { sealingOf, storeClerk, walkInTrade } from "../../tests/helpers/store-trades.ts";
import { placeTestTrade, smartphoneOffer, toPayoutPending } from "../../tests/helpers/trades.ts";
import { loadConfig } from "../config/config.server.ts";
import { createJobWorker } from "../jobs/worker.server.ts";

/** 15 March 2031 in Berlin: a German record is kept through 2039 (8 years after the end of 2031). */
const PAID = new Date("2031-03-15T10:00:00Z");
const KEEP_UNTIL_DE = new Date("2039-12-31T23:00:00Z");

const recordOf = async (ctx: TestContext, tradeNumber: string) =>
  (await ctx.database.db.select().from(sellerRecords).where(eq(sellerRecords.tradeNumber, tradeNumber)))[0] ?? null;

const tradeIdOf = async (ctx: TestContext, tradeNumber: string) =>
  (await ctx.database.db.select({ id: trades.id }).from(trades).where(eq(trades.tradeNumber, tradeNumber)))[0]!.id;

/** An inspection of the trade's first line with `imei`, as the inspector records it (decision 0025). */
async function inspectWithImei(db: Db, tradeId: number, imei: string) {
  const [line] = await db
    .select({ id: tradeLines.id, price: tradeLines.priceCents })
    .from(tradeLines)
    .where(eq(tradeLines.tradeId, tradeId));
  await db.insert(tradeInspections).values({
    tradeId,
    tradeLineId: line!.id,
    answers: [],
    differences: [],
    outcome: "as_described",
    priceCents: line!.price,
    imei,
    erasureMethod: "nist_purge",
    erasureTool: "test",
    erasureResult: "passed",
    certificateNumber: `CERT-${tradeId}-${imei}`,
    staffId: "inspector-1",
    staffEmail: "inspector@staff.example",
    inspectedAt: PAID,
  });
}

const paid = (ctx: TestContext, tradeNumber: string, now = PAID) =>
  changeTradeState(ctx.database.db, {
    tradeNumber,
    to: "paid",
    actor: { kind: "staff", role: "payout", id: "p-1" },
    reason: "payoutRun",
    now,
  });

describeEachDatabase("seller records", (ctx) => {
  afterEach(() => {
    ctx().setNow(null);
    configureSellerRecordRetention({});
  });

  describe("a payout run pays trades", () => {
    const runs = (path: string, token: string, json: unknown) =>
      ctx().request(`/api/backoffice/payout-runs${path}`, { host: BACKOFFICE, method: "POST", json, headers: bearer(token) });

    it("the confirmation writes each paid trade's record with seller, address, inspected IMEI and amounts; unpaid ones get none", async () => {
      const placed = await placeTestTrade(ctx());
      await toPayoutPending(ctx(), placed.tradeNumber);
      const id = await tradeIdOf(ctx(), placed.tradeNumber);
      await inspectWithImei(ctx().database.db, id, "356938035643809");
      // still waiting for its run: nothing kept yet
      expect(await recordOf(ctx(), placed.tradeNumber)).toBeNull();
      ctx().setNow(PAID);
      // two payout users signed in at the run's time (four eyes)
      const maker = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
      const checker = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
      const made = await runs("", maker, { edition: "de" });
      expect(made.status).toBe(201);
      const { runId } = (await made.json()) as { runId: number };
      expect((await runs(`/${runId}/confirm`, checker, {})).status).toBe(200);

      const [trade] = await ctx().database.db.select().from(trades).where(eq(trades.id, id));
      const [line] = await ctx().database.db.select().from(tradeLines).where(eq(tradeLines.tradeId, id));
      expect(await recordOf(ctx(), placed.tradeNumber)).toMatchObject({
        tradeId: id,
        edition: "de",
        firstName: "Inge",
        lastName: "Prüfer",
        street: "Hauptstraße",
        houseNumber: "1",
        zip: "10115",
        city: "Berlin",
        country: "DE",
        documentType: null,
        documentNumberSealed: null,
        devices: [{ name: line!.deviceName, imei: "356938035643809", serial: null, quantity: 1, amountCents: line!.lineTotalCents }],
        totalCents: trade!.totalCents,
        paidAt: PAID,
        keepUntil: KEEP_UNTIL_DE,
      });
      // customer service's export of the guest lists it, in the edition's language
      const guest = await supportGuestExport(ctx().database.db, placed.tradeNumber, PAID);
      expect(guest.keptRecords).toEqual([
        expect.objectContaining({
          tradeNumber: placed.tradeNumber,
          lastDay: "2039-12-31",
          text: expect.stringContaining("31. Dezember 2039"),
        }),
      ]);
    });

    it("a trade that is placed, waiting or cancelled has no record", async () => {
      const waiting = await placeTestTrade(ctx());
      await toPayoutPending(ctx(), waiting.tradeNumber);
      const cancelled = await placeTestTrade(ctx());
      await changeTradeState(ctx().database.db, {
        tradeNumber: cancelled.tradeNumber,
        to: "cancelled",
        actor: { kind: "customer" },
        reason: "customer",
        now: PAID,
      });
      const placed = await placeTestTrade(ctx());
      for (const t of [waiting, cancelled, placed]) expect(await recordOf(ctx(), t.tradeNumber), t.tradeNumber).toBeNull();
    });
  });

  it("is written once per trade: paid again after a returned transfer, the record moves its payment and never shortens its period", async () => {
    const placed = await placeTestTrade(ctx());
    await toPayoutPending(ctx(), placed.tradeNumber);
    await paid(ctx(), placed.tradeNumber, new Date("2031-12-30T10:00:00Z"));
    const first = (await recordOf(ctx(), placed.tradeNumber))!;
    expect(first.keepUntil).toEqual(KEEP_UNTIL_DE);
    await changeTradeState(ctx().database.db, {
      tradeNumber: placed.tradeNumber,
      to: "payout_pending",
      expectFrom: "paid",
      actor: { kind: "staff", role: "payout", id: "p-1" },
      reason: "payoutReturned",
      now: new Date("2032-01-05T10:00:00Z"),
    });
    // the seller's name changes on the trade meanwhile; the record keeps the seller as paid first
    await ctx().database.db.update(trades).set({ lastName: "Geändert" }).where(eq(trades.tradeNumber, placed.tradeNumber));
    await paid(ctx(), placed.tradeNumber, new Date("2032-01-08T10:00:00Z"));
    const all = await ctx().database.db.select().from(sellerRecords).where(eq(sellerRecords.tradeNumber, placed.tradeNumber));
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: first.id, lastName: "Prüfer", paidAt: new Date("2032-01-08T10:00:00Z") });
    expect(all[0]!.keepUntil).toEqual(new Date("2040-12-31T23:00:00Z"));
  });

  it("takes the edition's configured period (SELLER_RECORD_RETENTION_YEARS) over the default", async () => {
    expect(loadConfig({ SELLER_RECORD_RETENTION_YEARS: "de=10, fr=6" }).SELLER_RECORD_RETENTION_YEARS).toEqual({ de: 10, fr: 6 });
    expect(() => loadConfig({ SELLER_RECORD_RETENTION_YEARS: "xx=3" })).toThrow(/SELLER_RECORD_RETENTION_YEARS: "xx" is not an edition/);
    expect(() => loadConfig({ SELLER_RECORD_RETENTION_YEARS: "de=0" })).toThrow(/SELLER_RECORD_RETENTION_YEARS: de: years must be 1 to 30/);
    configureSellerRecordRetention({ de: 10 });
    const placed = await placeTestTrade(ctx());
    await toPayoutPending(ctx(), placed.tradeNumber);
    await paid(ctx(), placed.tradeNumber);
    expect((await recordOf(ctx(), placed.tradeNumber))!.keepUntil).toEqual(new Date("2041-12-31T23:00:00Z"));
  });

  it("the privacy page states each edition's period and law from the same setting", async () => {
    const privacy = async (edition: EditionId) => {
      const [page] = await ctx()
        .database.db.select({ markdown: contentPages.markdown })
        .from(contentPages)
        .where(and(eq(contentPages.edition, edition), eq(contentPages.key, "privacy")));
      return fillContentTokens(page!.markdown, contentTokenValues(edition), "plain");
    };
    expect(await privacy("de")).toContain(
      "8 Jahre nach dem Ende des Kalenderjahres der Auszahlung automatisch gelöscht (§ 147 AO, § 257 HGB;",
    );
    expect(await privacy("at")).toContain(
      "7 Jahre nach dem Ende des Kalenderjahres der Auszahlung automatisch gelöscht (§ 132 BAO, § 212 UGB;",
    );
    expect(await privacy("es")).toContain("6 años después del final del año natural del pago (art. 30 del Código de Comercio;");
    expect(await privacy("fr")).toContain(
      "10 ans après la fin de l’année civile du paiement (art. L123-22 du Code de commerce, art. 321-7 du Code pénal",
    );
    expect(await privacy("it")).toContain(
      "10 anni dopo la fine dell’anno solare del pagamento (art. 2220 del Codice civile, art. 128 TULPS;",
    );
    expect(await privacy("en")).toContain("8 years after the end of the calendar year of payment (§ 147 of the German Fiscal Code (AO)");
    configureSellerRecordRetention({ de: 10 });
    expect(await privacy("de")).toContain("10 Jahre nach dem Ende des Kalenderjahres der Auszahlung");
  });

  it("a store trade's record is written with its voucher and holds the sealed ID document; erasing the person leaves it", async () => {
    const { context } = await storeClerk(ctx(), "Kette Aufzeichnung", "Filiale Mitte");
    const offer = await smartphoneOffer(ctx());
    // at the offer's time (it is valid for 14 days from now)
    const now = new Date();
    const made = await createStoreTrade(
      ctx().database.db,
      context,
      walkInTrade(offer.offerId, "Wanda", "Laufkundin", "wanda.records@example.com"),
      now,
      sealingOf(ctx()),
    );
    const [id] = await ctx().database.db.select().from(sellerIdentifications).where(eq(sellerIdentifications.tradeId, made.tradeId));
    const record = (await recordOf(ctx(), made.tradeNumber))!;
    expect(record).toMatchObject({
      firstName: "Wanda",
      lastName: "Laufkundin",
      documentType: "id_card",
      documentNumberSealed: id!.documentNumberSealed,
      paidAt: now,
      keepUntil: sellerRecordKeepUntil(now, "de"),
    });
    expect(record.documentNumberSealed).toMatch(/\S{20,}/);
    expect(record.devices).toEqual([expect.objectContaining({ imei: "490154203237518", quantity: 1 })]);
    // sealed, never the number as printed
    expect(JSON.stringify(record)).not.toContain("L01X00T47");

    await ctx().database.db.transaction(async (tx) => anonymiseTrades(tx as unknown as Db, [{ id: made.tradeId, iban: null }]));
    const [erased] = await ctx().database.db.select().from(sellerIdentifications).where(eq(sellerIdentifications.tradeId, made.tradeId));
    expect(erased).toMatchObject({ documentNumberSealed: null, documentNumberMasked: null });
    expect((await ctx().database.db.select().from(trades).where(eq(trades.id, made.tradeId)))[0]).toMatchObject({ lastName: "-" });
    expect(await recordOf(ctx(), made.tradeNumber)).toEqual(record);
  });

  it("an erasure keeps the record of a trade paid before records were written, from its data before the erasure", async () => {
    const placed = await placeTestTrade(ctx());
    await toPayoutPending(ctx(), placed.tradeNumber);
    await paid(ctx(), placed.tradeNumber);
    await ctx().database.db.delete(sellerRecords).where(eq(sellerRecords.tradeNumber, placed.tradeNumber));
    const id = await tradeIdOf(ctx(), placed.tradeNumber);
    await ctx().database.db.transaction(async (tx) => anonymiseTrades(tx as unknown as Db, [{ id, iban: "DE89370400440532013000" }]));
    expect(await recordOf(ctx(), placed.tradeNumber)).toMatchObject({ lastName: "Prüfer", street: "Hauptstraße", paidAt: PAID });
  });

  describe("a registered seller", () => {
    let email: string;
    let token: string;
    let tradeNumber: string;

    it("finds the kept record in the GDPR export: its fields, until when and the law, in the customer's language", async () => {
      email = await registerActivated(ctx(), { emailPrefix: "records" });
      token = await accessTokenFor(ctx(), email);
      tradeNumber = (await placeTestTrade(ctx(), { bearerToken: token })).tradeNumber;
      await toPayoutPending(ctx(), tradeNumber);
      await paid(ctx(), tradeNumber);
      const res = await customersRequest(ctx(), token, "/data_export", "GET");
      expect(res.status).toBe(200);
      const exported = (await res.json()) as { keptRecords: Record<string, unknown>[] };
      expect(exported.keptRecords).toEqual([
        {
          tradeNumber,
          fields: ["firstName", "lastName", "street", "houseNumber", "zip", "city", "country", "devices", "totalCents", "paidAt"],
          paidAt: PAID.toISOString(),
          keepUntil: KEEP_UNTIL_DE.toISOString(),
          lastDay: "2039-12-31",
          legalBasis: "§ 147 AO, § 257 HGB",
          text: expect.stringContaining(`Verkauf ${tradeNumber}: Die Aufzeichnung`),
        },
      ]);
      expect(exported.keptRecords[0]!.text).toContain("bis einschließlich 31. Dezember 2039 auf (Rechtsgrundlage: § 147 AO, § 257 HGB)");
      expect(exported.keptRecords[0]!.text).not.toContain("Ausweis");
    });

    it("deletes the account: the trade is anonymised, the record keeps name, address and devices", async () => {
      const before = (await recordOf(ctx(), tradeNumber))!;
      const res = await customersRequest(ctx(), token, "/customers", "DELETE");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ deleted: true });
      const [trade] = await ctx().database.db.select().from(trades).where(eq(trades.tradeNumber, tradeNumber));
      expect(trade).toMatchObject({ customerId: null, firstName: "-", lastName: "-", street: "-" });
      const after = (await recordOf(ctx(), tradeNumber))!;
      expect(after).toEqual(before);
      expect(after).toMatchObject({ firstName: "Inge", lastName: "Prüfer", street: "Hauptstraße", houseNumber: "1", city: "Berlin" });
      expect((after.devices as unknown[]).length).toBe(1);
    });

    it("the daily job keeps the record until its keep_until has passed, then erases it", async () => {
      const keptNumbers = async () =>
        (await rows<{ trade_number: string }>(ctx().database.db, sql`select trade_number from seller_records order by trade_number`)).map(
          (r) => r.trade_number,
        );
      const worker = createJobWorker(ctx().deps);
      // the last kept day, Berlin's 31 December 2039 at 23:59
      ctx().setNow(new Date(KEEP_UNTIL_DE.getTime() - 60_000));
      await worker.sweep();
      await worker.sweep();
      const jobs = await rows<{ n: number }>(
        ctx().database.db,
        sql`select count(*)::int as n from jobs where kind = ${SELLER_RECORD_RETENTION_JOB} and unique_key = ${`${SELLER_RECORD_RETENTION_JOB}:2039-12-31`}`,
      );
      expect(jobs[0]!.n).toBe(1);
      await worker.runDue();
      expect(await keptNumbers()).toContain(tradeNumber);
      // a day later the period is over
      ctx().setNow(new Date(KEEP_UNTIL_DE.getTime() + 24 * 3_600_000));
      await worker.sweep();
      await worker.runDue();
      expect(await keptNumbers()).not.toContain(tradeNumber);
      // the trade's anonymised row stays for the books
      expect(await tradeIdOf(ctx(), tradeNumber)).toBeGreaterThan(0);
    });
  });
});
