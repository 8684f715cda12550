/**
 * The purchase record per paid trade (issue 32, decision 0115), on PGlite and PostgreSQL: paying a
 * trade enqueues the job in the same transaction; the job writes the PDF (seller, address, IMEI,
 * amounts, masked account, the margin-scheme line) into the file store and notes it on the seller
 * record; a second run does nothing; the link holder, the owner (account API) and payout/support
 * staff download it, nobody else; 404 with a problem before it exists; the retention job deletes
 * the file with the record.
 */
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../core/editions/index.ts";
import { PURCHASE_RECORD_JOB, writePurchaseRecord } from "../../core/purchase-record/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import type { FileStorage } from "../../core/storage/index.server.ts";
import { changeTradeState } from "../../core/trade/index.server.ts";
import { sellerRecords, tradeInspections, tradeLines, trades } from "../../db/schema/index.ts";
import { accessTokenFor, registerActivated } from "../../tests/helpers/accounts.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { overlaps, shownItems, shownText } from "../../tests/helpers/pdf-text.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, toPayoutPending } from "../../tests/helpers/trades.ts";
import { createJobWorker } from "../jobs/worker.server.ts";

const PAID = new Date("2031-03-15T10:00:00Z");
const IMEI = "356938035643809";

/** The file store in memory, counting what is written and deleted. */
function memoryFiles() {
  const files = new Map<string, Uint8Array>();
  const counts = { put: 0, delete: 0 };
  const storage: FileStorage = {
    async put(key, data) {
      counts.put++;
      files.set(key, data);
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      counts.delete++;
      files.delete(key);
    },
  };
  return { storage, files, counts };
}

const recordOf = async (ctx: TestContext, tradeNumber: string) =>
  (await ctx.database.db.select().from(sellerRecords).where(eq(sellerRecords.tradeNumber, tradeNumber)))[0] ?? null;

/** A placed trade, inspected with an IMEI and paid at PAID (the system's payout). */
async function paidTrade(ctx: TestContext, opts: { bearerToken?: string } = {}) {
  const placed = await placeTestTrade(ctx, opts);
  await toPayoutPending(ctx, placed.tradeNumber);
  const db = ctx.database.db;
  const [trade] = await db.select().from(trades).where(eq(trades.tradeNumber, placed.tradeNumber));
  const [line] = await db.select().from(tradeLines).where(eq(tradeLines.tradeId, trade!.id));
  await db.insert(tradeInspections).values({
    tradeId: trade!.id,
    tradeLineId: line!.id,
    answers: [],
    differences: [],
    outcome: "as_described",
    priceCents: line!.priceCents,
    imei: IMEI,
    erasureMethod: "nist_purge",
    erasureTool: "test",
    erasureResult: "passed",
    certificateNumber: `CERT-${trade!.id}-pr`,
    staffId: "inspector-1",
    staffEmail: "inspector@staff.example",
    inspectedAt: PAID,
  });
  await changeTradeState(db, {
    tradeNumber: placed.tradeNumber,
    to: "paid",
    actor: { kind: "staff", role: "payout", id: "p-1" },
    reason: "payoutRun",
    now: PAID,
  });
  return { ...placed, totalCents: trade!.totalCents };
}

/** Runs the due jobs at a minute after the payment (the job is due from the paid time), then back to the system clock. */
async function runJobsAfterPayment(ctx: TestContext) {
  ctx.setNow(new Date(PAID.getTime() + 60_000));
  await createJobWorker(ctx.deps).runDue();
  ctx.setNow(null);
}

describeEachDatabase("purchase records", (ctx) => {
  let files: ReturnType<typeof memoryFiles>;
  beforeAll(() => {
    files = memoryFiles();
    ctx().deps.storage = files.storage;
  });
  afterEach(() => ctx().setNow(null));

  const download = (tradeNumber: string, token: string) =>
    ctx().request(`/api/trade/trades/${tradeNumber}/purchase-record.pdf?token=${encodeURIComponent(token)}`, { host: "de.localhost" });

  it("paying enqueues the job; before it ran the download is a 404 problem; the job writes the PDF with seller, IMEI, amount and the margin scheme", async () => {
    const placed = await placeTestTrade(ctx());
    await toPayoutPending(ctx(), placed.tradeNumber);
    // not paid: no record, no PDF
    const early = await download(placed.tradeNumber, placed.trackingToken);
    expect(early.status).toBe(404);
    expect(early.headers.get("content-type")).toContain("application/problem+json");

    const trade = await paidTrade(ctx());
    const jobs = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from jobs where kind = ${PURCHASE_RECORD_JOB} and payload->>'tradeNumber' = ${trade.tradeNumber}`,
    );
    expect(jobs[0]!.n).toBe(1);
    const waiting = await download(trade.tradeNumber, trade.trackingToken);
    expect(waiting.status).toBe(404);
    expect(((await waiting.json()) as { detail: string }).detail).toBe(
      "Für diesen Verkauf gibt es noch keinen Kaufbeleg: Er wird erstellt, sobald der Verkauf bezahlt ist.",
    );

    ctx().setNow(new Date(PAID.getTime() + 60_000));
    await createJobWorker(ctx().deps).runDue();
    const record = (await recordOf(ctx(), trade.tradeNumber))!;
    expect(record.purchaseRecordKey).toMatch(/^purchase-records\/sb-\d{7}-\d+\.pdf$/);
    expect(record.purchaseRecordAt).toEqual(new Date(PAID.getTime() + 60_000));

    const res = await download(trade.tradeNumber, trade.trackingToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="purchase-record-${trade.tradeNumber}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // nothing printed over anything else
    expect(overlaps(await shownItems(bytes))).toEqual([]);
    const text = (await shownText(bytes)).replace(/\s+/g, " ");
    expect(text).toContain(`Kaufbeleg ${trade.tradeNumber}`);
    expect(text).toContain("Inge Prüfer");
    expect(text).toContain("Hauptstraße 1");
    expect(text).toContain("10115 Berlin");
    expect(text).toContain(`IMEI ${IMEI}`);
    expect(text).toContain(formatMoney(trade.totalCents, "de").replace(/\s+/g, " "));
    expect(text).toContain("Kaufdatum 15. März 2031");
    // the account masked, never whole
    expect(text).toContain("Überweisung auf DE89");
    expect(text).not.toContain("DE89370400440532013000");
    expect(text).toContain("Der Wiederverkauf unterliegt der Differenzbesteuerung nach § 25a UStG.");
    expect(text).toContain("Sellback GmbH");
  });

  it("a second run does nothing: the same key, no new file", async () => {
    const trade = await paidTrade(ctx());
    await runJobsAfterPayment(ctx());
    const first = (await recordOf(ctx(), trade.tradeNumber))!;
    const puts = files.counts.put;
    expect(await writePurchaseRecord(ctx().database.db, files.storage, trade.tradeNumber, new Date())).toBe("kept");
    expect(files.counts.put).toBe(puts);
    expect((await recordOf(ctx(), trade.tradeNumber))!.purchaseRecordKey).toBe(first.purchaseRecordKey);
    expect(await writePurchaseRecord(ctx().database.db, files.storage, "SB-0000000", new Date())).toBe("none");
  });

  describe("who may download it", () => {
    let trade: Awaited<ReturnType<typeof paidTrade>>;
    let owner: string;
    let other: string;
    beforeAll(async () => {
      owner = await accessTokenFor(ctx(), await registerActivated(ctx(), { emailPrefix: "pr-owner" }));
      other = await accessTokenFor(ctx(), await registerActivated(ctx(), { emailPrefix: "pr-other" }));
      trade = await paidTrade(ctx(), { bearerToken: owner });
      await runJobsAfterPayment(ctx());
    });
    const account = (tradeNumber: string, token?: string) =>
      ctx().request(`/api/account/trades/${tradeNumber}/purchase-record.pdf`, {
        host: "de.localhost",
        headers: token ? bearer(token) : {},
      });
    const staff = async (roles: Parameters<typeof makeStaff>[1] | null) =>
      ctx().request(`/api/backoffice/trades/${trade.tradeNumber}/purchase-record.pdf`, {
        host: BACKOFFICE,
        headers: roles ? bearer((await staffTokens(ctx(), await makeStaff(ctx(), roles))).accessToken) : {},
      });

    it("the registered owner with their token; another customer gets 404, no token 401, a wrong edition 404", async () => {
      const mine = await account(trade.tradeNumber, owner);
      expect(mine.status).toBe(200);
      expect(mine.headers.get("cache-control")).toBe("private, no-store");
      expect((await shownText(new Uint8Array(await mine.arrayBuffer()))).replace(/\s+/g, " ")).toContain(`IMEI ${IMEI}`);
      expect((await account(trade.tradeNumber, other)).status).toBe(404);
      expect((await account(trade.tradeNumber)).status).toBe(401);
      expect((await account("not-a-trade", owner)).status).toBe(404);
      const fr = await ctx().request(`/api/account/trades/${trade.tradeNumber}/purchase-record.pdf`, {
        host: "fr.localhost",
        headers: bearer(owner),
      });
      expect(fr.status).toBe(404);
    });

    it("the link holder only with the trade's token", async () => {
      expect((await download(trade.tradeNumber, trade.trackingToken)).status).toBe(200);
      expect((await download(trade.tradeNumber, "wrong-token")).status).toBe(404);
    });

    it("payout, support and admin staff; inspector and catalog 403; no token 401", async () => {
      for (const role of ["payout", "support", "admin"] as const) {
        const res = await staff([role]);
        expect(res.status, role).toBe(200);
        expect(res.headers.get("content-type")).toBe("application/pdf");
      }
      expect((await staff(["inspector"])).status).toBe(403);
      expect((await staff(["catalog"])).status).toBe(403);
      expect((await staff(null)).status).toBe(401);
    });
  });

  it("the retention job deletes the stored PDF with the record", async () => {
    const trade = await paidTrade(ctx());
    await runJobsAfterPayment(ctx());
    const worker = createJobWorker(ctx().deps);
    const key = (await recordOf(ctx(), trade.tradeNumber))!.purchaseRecordKey!;
    expect(files.files.has(key)).toBe(true);
    const { keepUntil } = (await recordOf(ctx(), trade.tradeNumber))!;
    // the last kept minute: both stay
    ctx().setNow(new Date(keepUntil.getTime() - 60_000));
    await worker.sweep();
    await worker.runDue();
    expect(files.files.has(key)).toBe(true);
    // a day later the period is over: record and file go
    ctx().setNow(new Date(keepUntil.getTime() + 24 * 3_600_000));
    await worker.sweep();
    await worker.runDue();
    expect(await recordOf(ctx(), trade.tradeNumber)).toBeNull();
    expect(files.files.has(key)).toBe(false);
    expect((await download(trade.tradeNumber, trade.trackingToken)).status).toBe(404);
  });
});
