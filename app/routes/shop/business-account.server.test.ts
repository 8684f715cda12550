/**
 * The business account's list of a company's trades (decision 0124), on PGlite and PostgreSQL: the
 * company's trades only (whichever member), newest first, with their units, the tracking link with
 * its token, the certificates once a unit has one, the credit note once one of ours is issued; the
 * report years are the Berlin years of trades whose amount is final.
 */
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { creditNotes, trades } from "../../../db/schema/index.ts";
import { companyTrade, companyWithMember } from "../../../tests/helpers/b2b-reports.ts";
import { describeEachDatabase } from "../../../tests/helpers/databases.ts";
import { reportYearsOfCompany } from "../../../core/b2b-report/index.server.ts";
import { companyTrades } from "./business-account.server.ts";

describeEachDatabase("business account: a company's trades", (ctx) => {
  let mine: Awaited<ReturnType<typeof companyWithMember>>;
  let theirs: Awaited<ReturnType<typeof companyWithMember>>;
  beforeAll(async () => {
    mine = await companyWithMember(ctx(), "Seller Pages Mine GmbH");
    theirs = await companyWithMember(ctx(), "Seller Pages Theirs GmbH");
  });

  it("lists the company's trades with units, tracking link, certificates and credit note; never another company's", async () => {
    const db = ctx().database.db;
    const older = await companyTrade(
      ctx(),
      mine.companyId,
      [{ category: "smartphones" }, { category: "smartphones" }],
      new Date("2026-03-02T10:00:00Z"),
    );
    const newer = await companyTrade(
      ctx(),
      mine.companyId,
      [{ category: "smartphones", erasure: null }],
      new Date("2026-04-02T10:00:00Z"),
      "received",
    );
    const other = await companyTrade(ctx(), theirs.companyId, [{ category: "smartphones" }], new Date("2026-04-03T10:00:00Z"));
    await db
      .update(trades)
      .set({ createdAt: new Date("2026-03-01T10:00:00Z") })
      .where(eq(trades.id, older.tradeId));
    await db
      .update(trades)
      .set({ createdAt: new Date("2026-04-01T10:00:00Z") })
      .where(eq(trades.id, newer.tradeId));
    await db.insert(creditNotes).values({
      tradeId: older.tradeId,
      companyId: mine.companyId,
      kind: "credit_note",
      number: `GS-2026-${String(older.tradeId).padStart(6, "0")}`,
      series: "GS-2026",
      seq: older.tradeId,
      vatTreatment: "domestic",
      vatRateBp: 1900,
      netCents: 100,
      vatCents: 19,
      grossCents: 119,
      buyerVatId: "DE123456789",
      content: {},
    } as typeof creditNotes.$inferInsert);

    const list = await companyTrades(db, mine.companyId);
    expect(list.map((t) => t.tradeNumber)).toEqual([newer.tradeNumber, older.tradeNumber]);
    expect(list.map((t) => t.tradeNumber)).not.toContain(other.tradeNumber);
    const [n, o] = list;
    expect(o).toMatchObject({ units: 2, state: "payout_pending", certificates: true, creditNote: true, collection: null, labelUrl: null });
    expect(n).toMatchObject({ units: 1, state: "received", certificates: false, creditNote: false });
    const [row] = await db.select({ token: trades.trackingToken }).from(trades).where(eq(trades.id, older.tradeId));
    expect(o!.trackingPath).toBe(`/trade/${older.tradeNumber}?token=${encodeURIComponent(row!.token)}`);
    expect(await companyTrades(db, theirs.companyId)).toHaveLength(1);
  });

  it("offers the reports of the Berlin years in which trades' amounts became final (as the yearly report counts them)", async () => {
    const db = ctx().database.db;
    // bought on 31 December 23:30 UTC: 1 January in Berlin
    await companyTrade(ctx(), mine.companyId, [{ category: "smartphones" }], new Date("2026-12-31T23:30:00Z"), "paid");
    await companyTrade(ctx(), theirs.companyId, [{ category: "smartphones" }], new Date("2028-02-01T10:00:00Z"));
    expect(await reportYearsOfCompany(db, mine.companyId)).toEqual([2027, 2026]);
  });
});
