/**
 * The purchase record as an A4 PDF (decision 0115): the content from content.ts set in the
 * shipping note's DejaVu Sans (core/label), so names and addresses in any European script print
 * as they are. Buyer and seller side by side, the purchase's facts, the devices as a table (a new
 * page repeats its header), the total, the margin-scheme line.
 */
import { LABEL_FONTS } from "../label/index.server.ts";
import type { PurchaseRecordDocument } from "./content.ts";

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const INNER = PAGE.width - 2 * PAGE.margin;
const GAP = 8;
/** The devices table's columns: left edge and width, in points. */
const COLUMNS = (() => {
  const widths = { device: 138, identifiers: 150, condition: 68, quantity: 32, amount: 0 };
  widths.amount = INNER - widths.device - widths.identifiers - widths.condition - widths.quantity - 4 * GAP;
  let x = PAGE.margin;
  const at = (w: number) => {
    const col = { x, width: w };
    x += w + GAP;
    return col;
  };
  return {
    device: at(widths.device),
    identifiers: at(widths.identifiers),
    condition: at(widths.condition),
    quantity: at(widths.quantity),
    amount: at(widths.amount),
  };
})();

/** The PDF bytes; `compress: false` keeps the content streams readable. `at` is the document's creation date. */
export async function renderPurchaseRecordPdf(
  content: PurchaseRecordDocument,
  at: Date,
  opts: { compress?: boolean } = {},
): Promise<Uint8Array> {
  const { default: PDFDocument } = await import("pdfkit"); // loaded with the first PDF, not at start (decision 0134)
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    compress: opts.compress ?? true,
    info: { Title: content.title, Author: "Sellback", CreationDate: at },
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
  doc.moveDown(0.3).font("regular").fontSize(10).fillColor("#444").text(content.intro, { width: INNER });
  doc.fillColor("#000").moveDown(1);

  // buyer and seller side by side
  const half = (INNER - 2 * GAP) / 2;
  const top = doc.y;
  let bottom = top;
  for (const [i, party] of [content.buyer, content.seller].entries()) {
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
  doc.font("bold").fontSize(12).text(content.devicesHeading, PAGE.margin, doc.y, { width: INNER });
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
    doc.font(font).fontSize(9.5);
    for (const key of Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]) {
      const col = COLUMNS[key];
      doc.text(cells[key], col.x, y, { width: col.width, align: key === "amount" || key === "quantity" ? "right" : "left" });
      end = Math.max(end, doc.y);
    }
    doc.y = end + 4;
    rule(doc.y - 2);
  };
  const header = () => row(content.columns, "bold");
  header();
  for (const d of content.devices) {
    if (doc.y > PAGE.height - PAGE.margin - 60) {
      doc.addPage();
      doc.y = PAGE.margin;
      header();
    }
    row({ ...d, identifiers: d.identifiers.join("\n") }, "regular");
  }
  doc.moveDown(0.4);
  const [totalLabel, totalValue] = content.total;
  const y = doc.y;
  doc
    .font("bold")
    .fontSize(11)
    .text(totalLabel, PAGE.margin, y, { width: INNER - COLUMNS.amount.width - GAP });
  doc.text(totalValue, COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
  doc.moveDown(1.5);
  doc.font("regular").fontSize(10).text(content.marginScheme, PAGE.margin, doc.y, { width: INNER });
  doc.moveDown(1).fontSize(8.5).fillColor("#444").text(content.footer, PAGE.margin, doc.y, { width: INNER });
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
