/**
 * Every unit's erasure certificate of a trade in one PDF (decision 0122): a cover page (the trade,
 * the company, how many certificates follow, and the devices that have none yet: not yet inspected,
 * or an erasure that did not pass), then one page per passed erasure, each the same page as the
 * single certificate (core/inspection drawCertificatePage), in the order of the trade's units.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { companies, tradeInspections, tradeLines, trades } from "../../db/schema/index.ts";
import { editions, type EditionId, formatDate } from "../editions/index.ts";
import { drawCertificatePage, registerCertificateFonts } from "../inspection/index.server.ts";
import { certificateVerification, type CertificateKey } from "../certificate-check/index.server.ts";
import type { ErasureMethod, ErasureResult } from "../inspection/index.ts";
import { translator } from "../shared/index.server.ts";

export interface CertificateBundleUnit {
  itemId: number;
  position: number;
  deviceName: string;
  imei: string | null;
  serial: string | null;
  /** passed: a certificate page; failed: listed on the cover; null: not inspected yet (listed on the cover). */
  erasure: "passed" | "failed" | null;
}

export interface CertificateBundle {
  pdf: Uint8Array;
  tradeNumber: string;
  units: CertificateBundleUnit[];
}

/**
 * The bundle of trade `tradeId` (a company's trade: null for any other, and for no such trade).
 * `at` is the cover's date.
 */
export async function certificatesPdf(
  db: Db,
  tradeId: number,
  at: Date,
  /** verify: the public page's origin and the signing key, for each page's QR code, code and signature (decision 0130). */
  opts: { compress?: boolean; verify?: { origin: string; key: CertificateKey } } = {},
): Promise<CertificateBundle | null> {
  const [trade] = await db
    .select({ id: trades.id, tradeNumber: trades.tradeNumber, edition: trades.edition, companyName: companies.name })
    .from(trades)
    .innerJoin(companies, eq(companies.id, trades.companyId))
    .where(eq(trades.id, tradeId))
    .limit(1);
  if (!trade) return null;
  const edition = trade.edition as EditionId;
  const list = await db
    .select({
      itemId: tradeLines.id,
      position: tradeLines.position,
      deviceName: tradeLines.deviceName,
      lineImei: tradeLines.imei,
      lineSerial: tradeLines.serial,
      inspection: tradeInspections,
    })
    .from(tradeLines)
    .leftJoin(tradeInspections, and(eq(tradeInspections.tradeLineId, tradeLines.id), eq(tradeInspections.tradeId, tradeLines.tradeId)))
    .where(eq(tradeLines.tradeId, tradeId))
    .orderBy(asc(tradeLines.position), asc(tradeLines.id));
  const units: CertificateBundleUnit[] = list.map((r, i) => ({
    itemId: r.itemId,
    position: i + 1,
    deviceName: r.deviceName,
    imei: r.inspection?.imei ?? r.lineImei,
    serial: r.inspection?.serial ?? r.lineSerial,
    erasure: r.inspection ? (r.inspection.erasureResult === "passed" ? "passed" : "failed") : null,
  }));

  const locale = editions[edition].messagesLocale;
  const t = translator(locale);
  const { default: PDFDocument } = await import("pdfkit"); // loaded with the first PDF, not at start (decision 0134)
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    compress: opts.compress ?? true,
    info: { Title: `${t("business.report.certificates.title")} ${trade.tradeNumber}`, Author: "Sellback", CreationDate: at },
    lang: editions[edition].htmlLang,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  registerCertificateFonts(doc);

  // the cover page
  const passed = units.filter((u) => u.erasure === "passed");
  doc.font("bold").fontSize(20).text(t("business.report.certificates.title"), 56, 56, { width: 483 });
  doc
    .moveDown(0.3)
    .font("regular")
    .fontSize(11)
    .fillColor("#444")
    .text(t("business.report.certificates.intro", { count: passed.length }), { width: 483 });
  doc.moveDown(1).fillColor("#000");
  for (const [label, value] of [
    [t("business.report.certificates.trade"), trade.tradeNumber],
    [t("business.report.certificates.company"), trade.companyName],
    [t("business.report.certificates.created"), formatDate(at, edition)],
  ] as [string, string][]) {
    const y = doc.y;
    doc.font("bold").fontSize(11).text(label, 56, y, { width: 170 });
    const after = doc.y;
    doc.font("regular").text(value, 236, y, { width: 300 });
    doc.y = Math.max(after, doc.y) + 6;
  }
  const listUnits = (heading: string, text: string, of: CertificateBundleUnit[]) => {
    if (!of.length) return;
    doc.moveDown(1).font("bold").fontSize(12).fillColor("#000").text(heading, 56, doc.y, { width: 483 });
    doc.moveDown(0.2).font("regular").fontSize(10).fillColor("#444").text(text, 56, doc.y, { width: 483 });
    doc.moveDown(0.3).fillColor("#000").fontSize(10);
    for (const u of of) {
      if (doc.y > 841.89 - 56 - 24) doc.addPage();
      const identifier = [u.imei ? `IMEI ${u.imei}` : null, u.serial ? `S/N ${u.serial}` : null].filter(Boolean).join(" · ");
      doc.text(
        `${t("business.report.certificates.position", { position: String(u.position) })}: ${u.deviceName}${identifier ? ` · ${identifier}` : ""}`,
        56,
        doc.y,
        {
          width: 483,
        },
      );
    }
  };
  const pending = units.filter((u) => u.erasure === null);
  const failed = units.filter((u) => u.erasure === "failed");
  listUnits(
    t("business.report.certificates.pendingHeading", { count: pending.length }),
    t("business.report.certificates.pendingText", { count: pending.length }),
    pending,
  );
  listUnits(
    t("business.report.certificates.failedHeading", { count: failed.length }),
    t("business.report.certificates.failedText", { count: failed.length }),
    failed,
  );

  // one page per certificate, as the single certificate draws it
  for (const row of list) {
    const i = row.inspection;
    if (!i || i.erasureResult !== "passed") continue;
    doc.addPage();
    doc.fillColor("#000");
    doc.x = 56;
    drawCertificatePage(doc, {
      certificateNumber: i.certificateNumber,
      tradeNumber: trade.tradeNumber,
      edition,
      device: row.deviceName,
      imei: i.imei,
      serial: i.serial,
      method: i.erasureMethod as ErasureMethod,
      tool: i.erasureTool,
      result: i.erasureResult as ErasureResult,
      at: i.inspectedAt,
      operator: i.staffEmail,
      verification: opts.verify ? await certificateVerification(db, i.id, opts.verify.origin, opts.verify.key) : null,
    });
  }
  doc.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), tradeNumber: trade.tradeNumber, units };
}
