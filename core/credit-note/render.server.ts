/**
 * The credit note as an A4 PDF (decision 0121), in the house style of the purchase record
 * (decision 0115): the shipping note's DejaVu Sans, title, the two parties side by side, the facts,
 * the units as a table whose header repeats on a new page, the totals, the legal wording. Drawn
 * from the stored document only, with the issue time as the PDF's creation date: the same content
 * gives the same bytes, so a lost file is drawn again identically.
 */
import { LABEL_FONTS } from "../label/index.server.ts";
import type { CreditNoteDocument } from "./content.ts";

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const INNER = PAGE.width - 2 * PAGE.margin;
const GAP = 6;
const COLUMNS = (() => {
  const widths = { device: 130, grade: 34, identifiers: 128, quantity: 26, unit: 62, amount: 0 };
  widths.amount = INNER - widths.device - widths.grade - widths.identifiers - widths.quantity - widths.unit - 5 * GAP;
  let x = PAGE.margin;
  const at = (w: number) => {
    const col = { x, width: w };
    x += w + GAP;
    return col;
  };
  return {
    device: at(widths.device),
    grade: at(widths.grade),
    identifiers: at(widths.identifiers),
    quantity: at(widths.quantity),
    unit: at(widths.unit),
    amount: at(widths.amount),
  };
})();
const RIGHT = new Set(["quantity", "unit", "amount"]);

/** The PDF bytes; `compress: false` keeps the text readable (tests). `at` is the document's creation date (the issue time). */
export async function renderCreditNotePdf(content: CreditNoteDocument, at: Date, opts: { compress?: boolean } = {}): Promise<Uint8Array> {
  const { default: PDFDocument } = await import("pdfkit"); // loaded with the first PDF, not at start (decision 0134)
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    compress: opts.compress ?? true,
    info: { Title: content.title, Author: "Sellback", CreationDate: at, ModDate: at },
    lang: content.lang,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  doc.registerFont("regular", LABEL_FONTS.regular);
  doc.registerFont("bold", LABEL_FONTS.bold);

  doc.font("bold").fontSize(18).text(content.title, PAGE.margin, PAGE.margin, { width: INNER });
  doc.moveDown(0.2).font("regular").fontSize(10).fillColor("#444").text(content.subtitle, { width: INNER });
  doc.fillColor("#000").moveDown(1);

  const half = (INNER - 2 * GAP) / 2;
  const top = doc.y;
  let bottom = top;
  for (const [i, party] of [content.recipient, content.supplier].entries()) {
    const x = PAGE.margin + i * (half + 2 * GAP);
    doc.font("bold").fontSize(11).text(party.heading, x, top, { width: half });
    doc.moveDown(0.2).font("regular").fontSize(10);
    for (const line of party.lines) doc.text(line, x, doc.y, { width: half });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom + 16;

  for (const [label, value] of content.facts) {
    const y = doc.y;
    doc.font("bold").fontSize(10).text(label, PAGE.margin, y, { width: 160 });
    const after = doc.y;
    doc.font("regular").text(value, PAGE.margin + 160 + GAP, y, { width: INNER - 160 - GAP });
    doc.y = Math.max(after, doc.y) + 3;
  }
  doc.moveDown(1);
  doc.font("bold").fontSize(12).text(content.linesHeading, PAGE.margin, doc.y, { width: INNER });
  doc.moveDown(0.3);

  const rule = (y: number) =>
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + INNER, y)
      .lineWidth(0.5)
      .strokeColor("#888")
      .stroke();
  const row = (cells: Record<keyof typeof COLUMNS, string>, font: "regular" | "bold") => {
    const y = doc.y;
    let end = y;
    doc.font(font).fontSize(9);
    for (const key of Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]) {
      const col = COLUMNS[key];
      doc.text(cells[key], col.x, y, { width: col.width, align: RIGHT.has(key) ? "right" : "left" });
      end = Math.max(end, doc.y);
    }
    doc.y = end + 4;
    rule(doc.y - 2);
  };
  const header = () => row(content.columns, "bold");
  header();
  for (const r of content.rows) {
    if (doc.y > PAGE.height - PAGE.margin - 60) {
      doc.addPage();
      doc.y = PAGE.margin;
      header();
    }
    row({ ...r, identifiers: r.identifiers.join("\n") }, "regular");
  }
  doc.moveDown(0.4);
  if (doc.y > PAGE.height - PAGE.margin - 160) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
  for (const [i, [label, value]] of content.totals.entries()) {
    const last = i === content.totals.length - 1;
    const y = doc.y;
    doc
      .font(last ? "bold" : "regular")
      .fontSize(last ? 11 : 10)
      .text(label, PAGE.margin, y, { width: INNER - COLUMNS.amount.width - GAP });
    doc.text(value, COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
    doc.moveDown(0.2);
  }
  doc.moveDown(1.2);
  doc.font("regular").fontSize(10);
  for (const line of content.wording) {
    doc.text(line, PAGE.margin, doc.y, { width: INNER });
    doc.moveDown(0.4);
  }
  doc.moveDown(0.8).fontSize(8.5).fillColor("#444").text(content.footer, PAGE.margin, doc.y, { width: INNER });
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
