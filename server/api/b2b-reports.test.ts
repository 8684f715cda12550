/**
 * A business seller's certificates bundle and sustainability reports (issue 33, decision 0122), on
 * PGlite and PostgreSQL: the report's figures equal the sum of its units (per category and in
 * total), returned devices and trades whose amount is not final do not count, another company's
 * trades do not count, a year is a Berlin calendar year; the certificates bundle has one page per
 * erased unit with its IMEI or serial, in unit order, and lists the others on its cover; members of
 * the company download both, nobody else; a per-member limit.
 */
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import { CO2_FACTORS, REPORT_PDF_LIMIT } from "../../core/b2b-report/index.ts";
import { certificatesPdf, kgText, sustainabilityReport } from "../../core/b2b-report/index.server.ts";
import { trades } from "../../db/schema/index.ts";
import { accessTokenFor, registerActivated } from "../../tests/helpers/accounts.ts";
import { companyTrade, companyWithMember, quoteOf } from "../../tests/helpers/b2b-reports.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { shownText } from "../../tests/helpers/pdf-text.ts";
import { placeTestTrade } from "../../tests/helpers/trades.ts";

/** The tests' "now": mid-2027, so the years 2026 and 2027 can both be asked for. */
const NOW = new Date("2027-06-15T10:00:00Z");
/** 2027-01-01 00:30 in Berlin (UTC+1 in winter): the new year there, still 2026 in UTC's calendar. */
const JUST_2027 = new Date("2026-12-31T23:30:00Z");
/** 2026-12-31 23:30 in Berlin. */
const JUST_2026 = new Date("2026-12-31T22:30:00Z");

const g = (category: string) => CO2_FACTORS[category]!.gramsPerYear;

describeEachDatabase("b2b certificates and sustainability reports", (ctx) => {
  let a: Awaited<ReturnType<typeof companyWithMember>>;
  let b: Awaited<ReturnType<typeof companyWithMember>>;
  let outsiderToken: string;
  let main: Awaited<ReturnType<typeof companyTrade>>;
  let quoteA: { publicId: string; number: string };
  let quoteB: { publicId: string; number: string };

  beforeAll(async () => {
    // the members sign in on the clock the download tests run on: an access token lives 5 minutes of it
    ctx().setNow(NOW);
    a = await companyWithMember(ctx(), "Alpha GmbH");
    b = await companyWithMember(ctx(), "Beta AG");
    outsiderToken = await accessTokenFor(ctx(), await registerActivated(ctx(), { emailPrefix: "b2b-report-outsider" }));
    // company A, 2027: three smartphones (one sent back), two laptops, a lens; one smartphone not yet inspected
    main = await companyTrade(
      ctx(),
      a.companyId,
      [
        { category: "smartphones" },
        { category: "smartphones", returned: true },
        { category: "laptops" },
        { category: "lenses" },
        { category: "laptops" },
        { category: "smartphones" },
      ],
      new Date("2027-03-01T09:00:00Z"),
      "paid",
    );
    // company A, just 2027 in Berlin (not yet in UTC): a tablet; just 2026 in Berlin: a smartphone
    await companyTrade(ctx(), a.companyId, [{ category: "tablets" }], JUST_2027);
    await companyTrade(ctx(), a.companyId, [{ category: "smartphones" }], JUST_2026);
    // company A, 2027, amount not final yet (received): does not count
    await companyTrade(
      ctx(),
      a.companyId,
      [{ category: "smartphones" }, { category: "laptops" }],
      new Date("2027-04-01T09:00:00Z"),
      "received",
    );
    // company B, 2027: four smartphones
    const other = await companyTrade(
      ctx(),
      b.companyId,
      [{ category: "smartphones" }, { category: "smartphones" }, { category: "smartphones" }, { category: "smartphones" }],
      new Date("2027-02-01T09:00:00Z"),
    );
    quoteA = await quoteOf(ctx(), a.companyId, main.tradeId, NOW);
    quoteB = await quoteOf(ctx(), b.companyId, other.tradeId, NOW);
  });
  afterEach(() => ctx().setNow(null));

  it("a year's figures are the sum of its units per category and in total; returned units, unfinished trades and other companies do not count", async () => {
    const report = (await sustainabilityReport(ctx().database.db, { companyId: a.companyId, year: 2027 }))!;
    const byCategory = Object.fromEntries(report.categories.map((c) => [c.categoryId, c]));
    expect(Object.fromEntries(report.categories.map((c) => [c.categoryId, c.units]))).toEqual({
      smartphones: 2,
      laptops: 2,
      tablets: 1,
      lenses: 1,
    });
    expect(byCategory.smartphones!.grams).toBe(2 * g("smartphones"));
    expect(byCategory.laptops!.grams).toBe(2 * g("laptops"));
    // no published figure: counted as reused, without CO₂e
    expect(byCategory.tablets!.factor).toBeNull();
    expect(byCategory.lenses!.grams).toBeNull();
    expect(report.units).toBe(6);
    expect(report.unitsWithoutFigure).toBe(2);
    expect(report.grams).toBe(2 * g("smartphones") + 2 * g("laptops"));
    // the figures are the sum of the units the report lists
    expect(report.unitList.reduce((n, u) => n + u.quantity, 0)).toBe(report.units);
    for (const c of report.categories) {
      const units = report.unitList.filter((u) => u.categoryId === c.categoryId).reduce((n, u) => n + u.quantity, 0);
      expect(units, c.categoryId).toBe(c.units);
      expect(c.grams, c.categoryId).toBe(c.factor ? c.factor.gramsPerYear * units : null);
    }
    expect(report.categories.reduce((n, c) => n + (c.grams ?? 0), 0)).toBe(report.grams);
    expect(report.unitList.map((u) => u.itemId)).not.toContain(main.lineIds[1]);
    expect(report.sources.map((s) => s.id)).toEqual(["ademe-2022-refurbished"]);
    expect(byCategory.smartphones!.name).toBe("Handys & Smartphones");
  });

  it("a year is the Berlin calendar year of the trade's final amount", async () => {
    const y2026 = (await sustainabilityReport(ctx().database.db, { companyId: a.companyId, year: 2026 }))!;
    expect(y2026.categories.map((c) => [c.categoryId, c.units])).toEqual([["smartphones", 1]]);
    const y2027 = (await sustainabilityReport(ctx().database.db, { companyId: a.companyId, year: 2027 }))!;
    expect(y2027.unitList.some((u) => u.categoryId === "tablets" && u.boughtAt.getTime() === JUST_2027.getTime())).toBe(true);
    const otherCompany = (await sustainabilityReport(ctx().database.db, { companyId: b.companyId, year: 2027 }))!;
    expect(otherCompany.categories.map((c) => [c.categoryId, c.units])).toEqual([["smartphones", 4]]);
    expect(otherCompany.grams).toBe(4 * g("smartphones"));
  });

  it("a quote's report is its trade's units; another company's quote is none", async () => {
    const report = (await sustainabilityReport(ctx().database.db, { quoteId: quoteA.publicId, companyId: a.companyId }))!;
    expect(report.scope).toEqual({ kind: "quote", quoteId: quoteA.publicId, quoteNumber: quoteA.number, tradeNumber: main.tradeNumber });
    expect(Object.fromEntries(report.categories.map((c) => [c.categoryId, c.units]))).toEqual({ smartphones: 2, laptops: 2, lenses: 1 });
    expect(await sustainabilityReport(ctx().database.db, { quoteId: quoteB.publicId, companyId: a.companyId })).toBeNull();
    const open = await quoteOf(ctx(), a.companyId, null, NOW);
    const none = (await sustainabilityReport(ctx().database.db, { quoteId: open.publicId, companyId: a.companyId }))!;
    expect(none.units).toBe(0);
  });

  it("the certificates bundle: a cover listing units without a certificate, then one page per erased unit with its IMEI or serial, in unit order", async () => {
    const trade = await companyTrade(
      ctx(),
      a.companyId,
      [
        { category: "smartphones" },
        { category: "smartphones", erasure: null },
        { category: "laptops" },
        { category: "smartphones", erasure: "failed" },
      ],
      new Date("2027-05-01T09:00:00Z"),
      "received",
    );
    const bundle = (await certificatesPdf(ctx().database.db, trade.tradeId, NOW, { compress: false }))!;
    expect(bundle.units.map((u) => u.erasure)).toEqual(["passed", null, "passed", "failed"]);
    const text = await shownText(bundle.pdf);
    expect(text).toContain("2 Zertifikate über die Datenlöschung");
    expect(text).toContain("1 Gerät noch nicht gelöscht");
    expect(text).toContain("1 Gerät ohne Zertifikat");
    const ids = bundle.units.filter((u) => u.erasure === "passed").map((u) => u.imei ?? u.serial!);
    expect(ids).toHaveLength(2);
    const at = ids.map((id) => text.lastIndexOf(id));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at[0]).toBeLessThan(at[1]!);
    expect((text.match(/Zertifikat über die Datenlöschung\n/g) ?? []).length).toBeGreaterThanOrEqual(2);
    // a consumer's trade has no bundle
    const consumer = await placeTestTrade(ctx());
    const [row] = await ctx().database.db.select({ id: trades.id }).from(trades).where(eq(trades.tradeNumber, consumer.tradeNumber));
    expect(await certificatesPdf(ctx().database.db, row!.id, NOW)).toBeNull();
  });

  const get = (path: string, token: string | null, host = "de.localhost") =>
    ctx().request(path, { host, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("members download the trade's certificates (private, no-store); another company, a consumer account, another edition and no token do not", async () => {
    ctx().setNow(NOW);
    const url = `/api/b2b/trades/${main.tradeNumber}/certificates.pdf`;
    const ok = await get(url, a.token);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    expect(await shownText(new Uint8Array(await ok.arrayBuffer()))).toContain(main.tradeNumber);
    for (const [token, host] of [
      [b.token, "de.localhost"],
      [outsiderToken, "de.localhost"],
      [a.token, "localhost"],
      [a.token, "fr.localhost"],
    ] as const) {
      const res = await get(url, token, host);
      expect(res.status, `${host}`).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
    }
    expect((await get(url, null)).status).toBe(401);
    expect((await get(`/api/b2b/trades/SB-0000000/certificates.pdf`, a.token)).status).toBe(404);
  });

  it("members download their company's reports by year and by quote; other scopes and other companies' quotes are 404", async () => {
    ctx().setNow(NOW);
    const year = await get("/api/b2b/reports/2027.pdf", a.token);
    expect(year.status).toBe(200);
    expect(year.headers.get("cache-control")).toBe("private, no-store");
    // lines wrapped in table cells read as one text
    const text = (await shownText(new Uint8Array(await year.arrayBuffer()))).replace(/\s+/g, " ");
    expect(text).toContain("Nachhaltigkeitsbericht");
    expect(text).toContain("Alpha GmbH");
    expect(text).toContain("kein veröffentlichter Wert");
    expect(text).toContain(`${kgText(2 * g("smartphones") + 2 * g("laptops"), "de")} kg je Nutzungsjahr`);
    expect(text).toContain("librairie.ademe.fr");
    expect((await get(`/api/b2b/reports/quote-${quoteA.publicId}.pdf`, a.token)).status).toBe(200);
    for (const path of [
      `/api/b2b/reports/quote-${quoteB.publicId}.pdf`,
      "/api/b2b/reports/2025.pdf",
      "/api/b2b/reports/2028.pdf",
      "/api/b2b/reports/2027",
      "/api/b2b/reports/last-year.pdf",
    ]) {
      const res = await get(path, a.token);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { detail: string }).detail, path).toBe("Diesen Bericht gibt es nicht.");
    }
    expect((await get("/api/b2b/reports/2027.pdf", outsiderToken)).status).toBe(404);
    expect((await get(`/api/b2b/reports/quote-${quoteB.publicId}.pdf`, b.token)).status).toBe(200);
    expect((await get("/api/b2b/reports/2027.pdf", null)).status).toBe(401);
  });

  it("each member renders at most the limit of PDFs an hour (429 with Retry-After)", async () => {
    ctx().setNow(NOW);
    const windowStart = new Date(
      Math.floor(NOW.getTime() / (REPORT_PDF_LIMIT.windowSeconds * 1000)) * REPORT_PDF_LIMIT.windowSeconds * 1000,
    );
    await ctx().database.db.execute(
      sql`insert into rate_limits (key, window_start, count) values (${`b2b-report-pdf:${b.customerId}`}, ${windowStart.toISOString()}, ${REPORT_PDF_LIMIT.perWindow - 1})
        on conflict (key, window_start) do update set count = ${REPORT_PDF_LIMIT.perWindow - 1}`,
    );
    expect((await get("/api/b2b/reports/2027.pdf", b.token)).status).toBe(200);
    const limited = await get("/api/b2b/reports/2027.pdf", b.token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // another member's limit is their own
    expect((await get("/api/b2b/reports/2027.pdf", a.token)).status).toBe(200);
  });
});
