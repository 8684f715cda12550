/**
 * The quote as an A4 PDF (decision 0118), in the purchase record's house style (DejaVu Sans of
 * core/label, so any European name prints): the quote number, date and "binding until", the
 * company when known, the rows as a table (a new page repeats its header; rows priced on request
 * say so), the volume line, the total, and the grades' definitions the prices rest on.
 */
import { editions, formatDate, formatMoney, formatPercent, type MessagesLocale } from "../editions/index.ts";
import { LABEL_FONTS } from "../label/index.server.ts";
import { translator } from "../shared/index.server.ts";
import { GRADE_DEFINITIONS } from "./grades.ts";
import type { QuoteView } from "./types.ts";

/** The company the PDF is addressed to, when known. */
export interface QuotePdfCompany {
  name: string;
  lines: string[];
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const INNER = PAGE.width - 2 * PAGE.margin;
const GAP = 8;
const COLUMNS = (() => {
  const widths = { row: 28, device: 190, grade: 40, quantity: 40, unit: 70, amount: 0 };
  widths.amount = INNER - widths.row - widths.device - widths.grade - widths.quantity - widths.unit - 5 * GAP;
  let x = PAGE.margin;
  const at = (w: number) => {
    const col = { x, width: w };
    x += w + GAP;
    return col;
  };
  return {
    row: at(widths.row),
    device: at(widths.device),
    grade: at(widths.grade),
    quantity: at(widths.quantity),
    unit: at(widths.unit),
    amount: at(widths.amount),
  };
})();
type Column = keyof typeof COLUMNS;
const RIGHT: readonly Column[] = ["quantity", "unit", "amount"];

/** The PDF bytes in the quote's edition's language; `compress: false` keeps the text readable for tests. */
export async function quotePdf(
  view: QuoteView,
  locale: MessagesLocale = editions[view.edition].messagesLocale,
  company?: QuotePdfCompany | null,
  opts: { compress?: boolean } = {},
): Promise<Uint8Array> {
  const t = translator(locale);
  const edition = view.edition;
  const money = (cents: number) => formatMoney(cents, edition);
  const title = t("business.quotePdf.title", { number: view.number });
  const { default: PDFDocument } = await import("pdfkit"); // loaded with the first PDF, not at start (decision 0134)
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    compress: opts.compress ?? true,
    info: { Title: title, Author: "Sellback", CreationDate: new Date(view.createdAt) },
    lang: locale,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  doc.registerFont("regular", LABEL_FONTS.regular);
  doc.registerFont("bold", LABEL_FONTS.bold);

  doc.font("bold").fontSize(18).text(title, PAGE.margin, PAGE.margin, { width: INNER });
  doc.moveDown(0.3).font("regular").fontSize(10).fillColor("#444").text(t("business.quotePdf.intro"), { width: INNER });
  doc.fillColor("#000").moveDown(1);

  const facts: [string, string][] = [
    [t("business.quotePdf.number"), view.number],
    [t("business.quotePdf.date"), formatDate(new Date(view.createdAt), edition)],
    [t("business.quotePdf.bindingUntil"), formatDate(new Date(view.validUntil), edition)],
  ];
  if (company) facts.push([t("business.quotePdf.company"), [company.name, ...company.lines].join("\n")]);
  if (view.state !== "open") facts.push([t("business.quotePdf.state"), t(`business.quotePdf.state.${view.state}`)]);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font("bold").fontSize(10).text(label, PAGE.margin, y, { width: 140 });
    const after = doc.y;
    doc.font("regular").text(value, PAGE.margin + 140 + GAP, y, { width: INNER - 140 - GAP });
    doc.y = Math.max(after, doc.y) + 3;
  }
  doc.moveDown(1);

  const rule = (y: number) =>
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + INNER, y)
      .lineWidth(0.5)
      .strokeColor("#888")
      .stroke();
  const row = (cells: Record<Column, string>, font: "regular" | "bold") => {
    const y = doc.y;
    let end = y;
    doc.font(font).fontSize(9);
    for (const key of Object.keys(COLUMNS) as Column[]) {
      const col = COLUMNS[key];
      doc.text(cells[key], col.x, y, { width: col.width, align: RIGHT.includes(key) ? "right" : "left" });
      end = Math.max(end, doc.y);
    }
    doc.y = end + 4;
    rule(doc.y - 2);
  };
  const header = () =>
    row(
      {
        row: t("business.quotePdf.col.row"),
        device: t("business.quotePdf.col.device"),
        grade: t("business.quotePdf.col.grade"),
        quantity: t("business.quotePdf.col.quantity"),
        unit: t("business.quotePdf.col.unit"),
        amount: t("business.quotePdf.col.amount"),
      },
      "bold",
    );
  header();
  for (const r of view.rows) {
    if (doc.y > PAGE.height - PAGE.margin - 60) {
      doc.addPage();
      doc.y = PAGE.margin;
      header();
    }
    const asked = r.input.model ?? "";
    const device = r.name ? (r.name === asked ? r.name : `${r.name}\n${asked}`) : asked;
    const identifier = r.imei ?? r.serial;
    const priced = r.unitPriceCents !== null && r.totalCents !== null;
    row(
      {
        row: String(r.row),
        device: identifier ? `${device}\n${identifier}` : device,
        grade: r.grade,
        quantity: String(r.quantity),
        unit: priced ? money(r.unitPriceCents!) : "",
        amount: priced ? money(r.totalCents!) : t(r.status === "ask" ? "business.quotePdf.asking" : "business.quotePdf.onRequest"),
      },
      "regular",
    );
  }
  doc.moveDown(0.4);
  const line = (label: string, value: string, bold: boolean) => {
    const y = doc.y;
    doc
      .font(bold ? "bold" : "regular")
      .fontSize(bold ? 11 : 10)
      .text(label, PAGE.margin, y, { width: INNER - COLUMNS.amount.width - GAP });
    const after = doc.y;
    doc.text(value, COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
    doc.y = Math.max(after, doc.y) + 2;
  };
  if (view.volume) {
    line(t("business.quotePdf.volume", { percent: formatPercent(view.volume.percent, edition), units: view.volume.units }), "", false);
  }
  line(t("business.quotePdf.total", { units: view.unitCount }), money(view.totalCents), true);
  doc.moveDown(0.6);
  doc
    .font("regular")
    .fontSize(10)
    .text(t("business.quotePdf.binding", { date: formatDate(new Date(view.validUntil), edition) }), PAGE.margin, doc.y, {
      width: INNER,
    });
  if (view.rows.some((r) => r.unitPriceCents === null)) {
    doc.moveDown(0.3).text(t("business.quotePdf.onRequestNote"), PAGE.margin, doc.y, { width: INNER });
  }

  if (doc.y > PAGE.height - PAGE.margin - 200) {
    doc.addPage();
    doc.y = PAGE.margin;
  } else doc.moveDown(1.2);
  doc.font("bold").fontSize(12).text(t("business.quotePdf.grades"), PAGE.margin, doc.y, { width: INNER });
  doc.moveDown(0.3);
  for (const g of GRADE_DEFINITIONS) {
    doc
      .font("bold")
      .fontSize(10)
      .text(`${g.grade} · ${t(g.titleKey)}`, PAGE.margin, doc.y, { width: INNER });
    doc.font("regular").fontSize(9.5).text(t(g.textKey), PAGE.margin, doc.y, { width: INNER });
    doc.moveDown(0.4);
  }
  doc.moveDown(0.6).fontSize(8.5).fillColor("#444").text(t("business.quotePdf.footer"), PAGE.margin, doc.y, { width: INNER });
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
