/**
 * The sustainability report (decision 0122): the devices a company sold us that were reused, per
 * category, with the CO₂e avoided per year of use from published life-cycle figures, for one
 * quote's trade or a calendar year (Berlin time); and its PDF.
 *
 * A device (trade line) counts when: its trade is the company's, the trade's amount is final
 * (state payout_pending or paid), the device was inspected with an offer (outcome not no_offer), and
 * it is not going back (no trade_returns row). A year counts the trades whose first payout_pending
 * falls in it.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { rows } from "../shared/index.server.ts";
import {
  b2bQuotes,
  categories,
  categoryTexts,
  companies,
  devices,
  tradeEvents,
  tradeInspections,
  tradeLines,
  tradeReturns,
  trades,
} from "../../db/schema/index.ts";
import { editions, type EditionId, formatDate, formatNumber } from "../editions/index.ts";
import { LABEL_FONTS } from "../label/index.server.ts";
import { translator } from "../shared/index.server.ts";
import { berlinYearBounds, reportFigures, type ReportFigures, type ReportUnit } from "./index.ts";

/** Trade states in which the amount is final and the devices kept are ours. */
export const REPORT_TRADE_STATES = ["payout_pending", "paid"] as const;

export type SustainabilityScope = { quoteId: string; companyId?: number } | { companyId: number; year: number };

export interface SustainabilityReport extends ReportFigures {
  company: { id: number; name: string; edition: EditionId };
  scope: { kind: "year"; year: number } | { kind: "quote"; quoteId: string; quoteNumber: string; tradeNumber: string | null };
  unitList: ReportUnit[];
}

/**
 * The Berlin calendar years a company has a yearly report for, newest first: the years in which
 * its counted trades' amounts became final (their first payout_pending event), as the year scope counts them.
 */
export async function reportYearsOfCompany(db: Db, companyId: number): Promise<number[]> {
  const found = await rows<{ year: number | string }>(
    db,
    sql`select distinct extract(year from (b.at at time zone 'Europe/Berlin'))::int as year
        from trades t
        join (select trade_id, min(at) as at from trade_events where state = 'payout_pending' group by trade_id) b on b.trade_id = t.id
        where t.company_id = ${companyId} and t.state in ('payout_pending', 'paid')
        order by year desc`,
  );
  return found.map((r) => Number(r.year));
}

/**
 * The report of `scope`; null when the quote does not exist, has no company, or is not of
 * `scope.companyId` when given, or when the company does not exist.
 */
export async function sustainabilityReport(db: Db, scope: SustainabilityScope): Promise<SustainabilityReport | null> {
  let companyId: number;
  let tradeIds: number[] | null = null;
  let reportScope: SustainabilityReport["scope"];
  if ("quoteId" in scope) {
    const [quote] = await db
      .select({ id: b2bQuotes.id, number: b2bQuotes.number, companyId: b2bQuotes.companyId, tradeId: b2bQuotes.tradeId })
      .from(b2bQuotes)
      .where(eq(b2bQuotes.publicId, scope.quoteId))
      .limit(1);
    if (!quote) return null;
    // the quote's trade (trades.b2b_quote_id, or the quote's own trade_id)
    const [trade] = await db
      .select({ id: trades.id, tradeNumber: trades.tradeNumber, companyId: trades.companyId })
      .from(trades)
      .where(quote.tradeId !== null ? eq(trades.id, quote.tradeId) : eq(trades.b2bQuoteId, quote.id))
      .limit(1);
    const owner = trade?.companyId ?? quote.companyId;
    if (owner === null || owner === undefined) return null;
    if (scope.companyId !== undefined && owner !== scope.companyId) return null;
    companyId = owner;
    tradeIds = trade ? [trade.id] : [];
    reportScope = { kind: "quote", quoteId: scope.quoteId, quoteNumber: quote.number, tradeNumber: trade?.tradeNumber ?? null };
  } else {
    companyId = scope.companyId;
    reportScope = { kind: "year", year: scope.year };
  }
  const [company] = await db
    .select({ id: companies.id, name: companies.name, edition: companies.edition })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) return null;
  const edition = company.edition as EditionId;

  const boughtAt = db
    .select({ tradeId: tradeEvents.tradeId, at: sql<Date>`min(${tradeEvents.at})`.as("bought_at") })
    .from(tradeEvents)
    .where(eq(tradeEvents.state, "payout_pending"))
    .groupBy(tradeEvents.tradeId)
    .as("bought");
  const conditions = [
    eq(trades.companyId, companyId),
    inArray(trades.state, [...REPORT_TRADE_STATES]),
    ne(tradeInspections.outcome, "no_offer"),
    isNull(tradeReturns.id),
  ];
  if (tradeIds) conditions.push(tradeIds.length ? inArray(trades.id, tradeIds) : sql`false`);
  if (reportScope.kind === "year") {
    const { from, to } = berlinYearBounds(reportScope.year);
    conditions.push(sql`${boughtAt.at} >= ${from.toISOString()}::timestamptz and ${boughtAt.at} < ${to.toISOString()}::timestamptz`);
  }
  const found = await db
    .select({
      tradeNumber: trades.tradeNumber,
      itemId: tradeLines.id,
      deviceName: tradeLines.deviceName,
      categoryId: devices.categoryId,
      quantity: tradeLines.quantity,
      boughtAt: boughtAt.at,
    })
    .from(tradeLines)
    .innerJoin(trades, eq(trades.id, tradeLines.tradeId))
    .innerJoin(tradeInspections, eq(tradeInspections.tradeLineId, tradeLines.id))
    .innerJoin(boughtAt, eq(boughtAt.tradeId, trades.id))
    .innerJoin(devices, eq(devices.id, tradeLines.deviceId))
    .leftJoin(tradeReturns, eq(tradeReturns.tradeLineId, tradeLines.id))
    .where(and(...conditions))
    .orderBy(asc(trades.id), asc(tradeLines.position), asc(tradeLines.id));
  const unitList: ReportUnit[] = found.map((r) => ({
    tradeNumber: r.tradeNumber,
    itemId: r.itemId,
    deviceName: r.deviceName,
    categoryId: r.categoryId,
    quantity: r.quantity,
    boughtAt: r.boughtAt instanceof Date ? r.boughtAt : new Date(r.boughtAt),
  }));
  const names = await db
    .select({ id: categories.id, name: categoryTexts.name })
    .from(categories)
    .innerJoin(categoryTexts, and(eq(categoryTexts.categoryId, categories.id), eq(categoryTexts.edition, edition)))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return {
    ...reportFigures(unitList, new Map(names.map((n) => [n.id, n.name]))),
    company: { id: company.id, name: company.name, edition },
    scope: reportScope,
    unitList,
  };
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const INNER = PAGE.width - 2 * PAGE.margin;

/** kg from grams with one decimal, in the edition's number format. */
export const kgText = (grams: number, edition: EditionId) => formatNumber(Math.round(grams / 100) / 10, edition, 1);

/** The report as an A4 PDF in the company's language (en or de): scope, figures per category, method, sources. */
export async function sustainabilityReportPdf(
  report: SustainabilityReport,
  at: Date,
  opts: { compress?: boolean } = {},
): Promise<Uint8Array> {
  const edition = report.company.edition;
  const t = translator(editions[edition].messagesLocale);
  const { default: PDFDocument } = await import("pdfkit"); // loaded with the first PDF, not at start (decision 0134)
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    compress: opts.compress ?? true,
    info: { Title: t("business.report.title"), Author: "Sellback", CreationDate: at },
    lang: editions[edition].htmlLang,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  doc.registerFont("regular", LABEL_FONTS.regular);
  doc.registerFont("bold", LABEL_FONTS.bold);

  doc.font("bold").fontSize(18).text(t("business.report.title"), PAGE.margin, PAGE.margin, { width: INNER });
  doc.moveDown(0.8);
  const scopeText =
    report.scope.kind === "year"
      ? t("business.report.scope.year", { year: String(report.scope.year) })
      : report.scope.tradeNumber
        ? t("business.report.scope.quote", { quote: report.scope.quoteNumber, trade: report.scope.tradeNumber })
        : t("business.report.scope.quoteOpen", { quote: report.scope.quoteNumber });
  const facts: [string, string][] = [
    [t("business.report.company"), report.company.name],
    [t("business.report.scope"), scopeText],
    [t("business.report.created"), formatDate(at, edition)],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font("bold").fontSize(10).text(label, PAGE.margin, y, { width: 120 });
    const after = doc.y;
    doc.font("regular").text(value, PAGE.margin + 128, y, { width: INNER - 128 });
    doc.y = Math.max(after, doc.y) + 3;
  }
  doc.moveDown(1);
  doc
    .font("bold")
    .fontSize(12)
    .text(
      report.units ? t("business.report.summary", { units: report.units, kg: kgText(report.grams, edition) }) : t("business.report.none"),
      PAGE.margin,
      doc.y,
      {
        width: INNER,
      },
    );
  doc.moveDown(0.8);

  if (report.categories.length) {
    const cols = { category: { x: PAGE.margin, w: 190 }, units: { x: 0, w: 60 }, factor: { x: 0, w: 110 }, kg: { x: 0, w: 0 } };
    cols.units.x = cols.category.x + cols.category.w + 8;
    cols.factor.x = cols.units.x + cols.units.w + 8;
    cols.kg.x = cols.factor.x + cols.factor.w + 8;
    cols.kg.w = PAGE.margin + INNER - cols.kg.x;
    const rule = (y: number) =>
      doc
        .moveTo(PAGE.margin, y)
        .lineTo(PAGE.margin + INNER, y)
        .lineWidth(0.5)
        .strokeColor("#888")
        .stroke();
    const row = (cells: Record<keyof typeof cols, string>, font: "regular" | "bold") => {
      const y = doc.y;
      let end = y;
      doc.font(font).fontSize(9.5);
      for (const key of Object.keys(cols) as (keyof typeof cols)[]) {
        doc.text(cells[key], cols[key].x, y, { width: cols[key].w, align: key === "category" ? "left" : "right" });
        end = Math.max(end, doc.y);
      }
      doc.y = end + 4;
      rule(doc.y - 2);
    };
    row(
      {
        category: t("business.report.column.category"),
        units: t("business.report.column.units"),
        factor: t("business.report.column.factor"),
        kg: t("business.report.column.kg"),
      },
      "bold",
    );
    for (const c of report.categories) {
      row(
        {
          category: c.name,
          units: formatNumber(c.units, edition, 0),
          factor: c.factor ? kgText(c.factor.gramsPerYear, edition) : t("business.report.noFigure"),
          kg: c.grams !== null ? kgText(c.grams, edition) : "–",
        },
        "regular",
      );
    }
    row(
      {
        category: t("business.report.total"),
        units: formatNumber(report.units, edition, 0),
        factor: "",
        kg: kgText(report.grams, edition),
      },
      "bold",
    );
    if (report.unitsWithoutFigure) {
      doc.moveDown(0.4);
      doc
        .font("regular")
        .fontSize(9.5)
        .fillColor("#444")
        .text(t("business.report.noFigureNote", { units: report.unitsWithoutFigure }), PAGE.margin, doc.y, { width: INNER });
      doc.fillColor("#000");
    }
  }

  doc.moveDown(1.2);
  doc.font("bold").fontSize(12).fillColor("#000").text(t("business.report.methodHeading"), PAGE.margin, doc.y, { width: INNER });
  doc.moveDown(0.3).font("regular").fontSize(9.5).text(t("business.report.method"), { width: INNER });
  const sources = report.sources.length ? report.sources : null;
  if (sources) {
    doc.moveDown(1);
    doc.font("bold").fontSize(12).text(t("business.report.sourcesHeading"), PAGE.margin, doc.y, { width: INNER });
    doc.moveDown(0.3);
    for (const s of sources) {
      doc
        .font("regular")
        .fontSize(9.5)
        .text(
          t("business.report.source", { title: s.title, publisher: s.publisher, year: String(s.year), url: s.url }),
          PAGE.margin,
          doc.y,
          {
            width: INNER,
          },
        );
      if (s.figureReportedIn.length) {
        doc
          .moveDown(0.2)
          .fontSize(9)
          .fillColor("#444")
          .text(
            t("business.report.reportedIn", { list: s.figureReportedIn.map((r) => `${r.title}, ${r.url}`).join("; ") }),
            PAGE.margin,
            doc.y,
            {
              width: INNER,
            },
          );
        doc.fillColor("#000");
      }
      doc.moveDown(0.5);
    }
  }
  doc.moveDown(1).font("regular").fontSize(8.5).fillColor("#444").text(t("business.report.footer"), PAGE.margin, doc.y, { width: INNER });
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
