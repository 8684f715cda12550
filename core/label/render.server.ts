/**
 * The shipping note PDF (issue 4 "Shipping label", issue 13; `GET /api/trade/trades/{n}/label`).
 *
 * One A6 page (105 × 148 mm) per parcel: a brand band that says what the page is (a shipping note
 * made by the shop, no postage, issued by no carrier: decision 0032; a carrier's label comes with
 * issue 14's carrier adapter), sender block, receiving warehouse block, trade number in large
 * text + Code 128 barcode + QR code (both made by bwip-js as PNG), creation date in the edition's
 * date format (Europe/Berlin calendar day) and the instruction in the edition's language. A6 fits
 * the common label printers and also prints on A4 paper.
 *
 * Text is set in DejaVu Sans (the dejavu-fonts-ttf package, embedded as a subset), which covers
 * every European script: Latin with all its marks (Ł ř ő ș), Greek and Cyrillic. Each line is
 * measured: a long name or street first shrinks (down to a floor), then wraps onto more lines,
 * and the blocks below move down, so no field prints over another.
 */
import { z } from "zod";
import { editions, EDITIONS, type EditionId, countryName, formatDate } from "../editions/index.ts";
import { addressLines, translator } from "../shared/index.server.ts";
import { LABEL_FONTS } from "./font.server.ts";
import { warehouseFor } from "./warehouses.ts";

/** A6 in PDF points (1 pt = 1/72 inch). */
const A6: [number, number] = [297.64, 419.53];
const MARGIN = 14;

/** Sender fields come from a stored trade: never refuse a label over them, cut overlong values. */
const text = (max: number) => z.string().transform((v) => v.trim().slice(0, max));

export const labelInputSchema = z.object({
  // Code 128 encodes ASCII; trade numbers are short ASCII codes.
  tradeNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/),
  edition: z.enum(EDITIONS),
  createdAt: z.union([z.date(), z.string()]).transform((v, ctx) => {
    const d = typeof v === "string" ? new Date(v) : v;
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: "custom", message: "invalid date" });
      return z.NEVER;
    }
    return d;
  }),
  sender: z.object({
    name: text(120),
    street: text(120),
    houseNumber: text(20),
    zip: text(20),
    city: text(80),
    country: text(60),
  }),
  parcels: z.number().int().min(1).max(20).optional(),
  /** inbound (default): the customer's parcel to the warehouse; return: from the warehouse back to the customer. */
  direction: z.enum(["inbound", "return"]).optional(),
});

export interface LabelInput {
  tradeNumber: string;
  edition: EditionId;
  createdAt: Date | string;
  sender: { name: string; street: string; houseNumber: string; zip: string; city: string; country: string };
  /** Number of parcels; one label page each (default 1). */
  parcels?: number;
  /** inbound (default), or return: the warehouse sends a device back to the customer (`sender` is then the recipient). */
  direction?: "inbound" | "return";
}

export interface LabelOptions {
  /** Compress the content streams (default true). Tests pass false to read the text. */
  compress?: boolean;
  /** No carrier is set up (decision 0042): print "development label, not for shipping" across each page. */
  development?: boolean;
}

async function barcodes(tradeNumber: string): Promise<{ code128: Buffer; qr: Buffer }> {
  const { default: bwipjs } = await import("bwip-js/node"); // loaded with the first label, not at start (decision 0134)
  const [code128, qr] = await Promise.all([
    bwipjs.toBuffer({ bcid: "code128", text: tradeNumber, scale: 3, height: 14, includetext: false, paddingwidth: 0 }),
    bwipjs.toBuffer({ bcid: "qrcode", text: tradeNumber, scale: 4 }),
  ]);
  return { code128, qr };
}

/** Control characters (a stored field may hold a newline) print as spaces. */
const printable = (value: string) => value.normalize("NFC").replace(/[\u0000-\u001f\u007f-\u009f]/g, " ");

type Doc = PDFKit.PDFDocument;
type FontName = "regular" | "bold";

interface Fitted {
  size: number;
  lines: string[];
}

/** Breaks `text` into lines no wider than `width` at `size`: at spaces, and inside a word longer than a line. */
function wrap(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  const push = (word: string) => {
    const candidate = line ? `${line} ${word}` : word;
    if (doc.widthOfString(candidate) <= width) {
      line = candidate;
      return;
    }
    if (line) lines.push(line);
    line = "";
    // A word wider than the line is cut where it no longer fits.
    let rest = word;
    while (doc.widthOfString(rest) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && doc.widthOfString(rest.slice(0, cut)) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  };
  for (const word of text.split(/\s+/).filter(Boolean)) push(word);
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/**
 * The largest size at which `text` fits `width`: first on one line, shrinking down to 80 % of
 * `size`; then over up to `maxLines` lines, shrinking down to `min`. What still does not fit at
 * `min` keeps its first `maxLines` lines, the last one cut with an ellipsis.
 */
function fit(doc: Doc, font: FontName, text: string, opts: { size: number; min: number; width: number; maxLines: number }): Fitted {
  doc.font(font);
  for (let size = opts.size; size >= opts.size * 0.8; size -= 0.5) {
    doc.fontSize(size);
    if (doc.widthOfString(text) <= opts.width) return { size, lines: [text] };
  }
  for (let size = opts.size; size >= opts.min; size -= 0.5) {
    doc.fontSize(size);
    const lines = wrap(doc, text, opts.width);
    if (lines.length <= opts.maxLines) return { size, lines };
  }
  doc.fontSize(opts.min);
  const lines = wrap(doc, text, opts.width).slice(0, opts.maxLines);
  let last = lines[lines.length - 1] ?? "";
  while (last && doc.widthOfString(`${last}…`) > opts.width) last = last.slice(0, -1);
  lines[lines.length - 1] = `${last}…`;
  return { size: opts.min, lines };
}

/** Line advance for a size: the font's line height (ascender to descender plus gap). */
const lineHeight = (doc: Doc, font: FontName, size: number) => doc.font(font).fontSize(size).currentLineHeight(true);

/** Prints fitted lines from `y` down; returns the y below the last line. */
function printLines(
  doc: Doc,
  font: FontName,
  fitted: Fitted,
  x: number,
  y: number,
  width: number,
  align: "left" | "right" | "center" = "left",
): number {
  const step = lineHeight(doc, font, fitted.size);
  for (const line of fitted.lines) {
    doc.font(font).fontSize(fitted.size).text(line, x, y, { width, align, lineBreak: false });
    y += step;
  }
  return y;
}

/** Renders the shipping note as PDF bytes. Throws a ZodError on invalid input. */
export async function renderLabelPdf(input: LabelInput, options: LabelOptions = {}): Promise<Uint8Array> {
  const data = labelInputSchema.parse(input);
  const edition = data.edition;
  const t = translator(editions[edition].messagesLocale);
  const warehouse = warehouseFor(edition);
  const parcels = data.parcels ?? 1;
  const { code128, qr } = await barcodes(data.tradeNumber);
  const created = formatDate(data.createdAt, edition);

  const { default: PDFDocument } = await import("pdfkit"); // loaded with the first PDF, not at start (decision 0134)
  const doc = new PDFDocument({
    size: A6,
    margin: MARGIN,
    autoFirstPage: false,
    compress: options.compress ?? true,
    info: {
      Title: `${t("label.title")} ${data.tradeNumber}`,
      Author: "Sellback",
      Subject: `${t("label.title")} ${data.tradeNumber}`,
      CreationDate: data.createdAt,
    },
    lang: editions[edition].htmlLang,
  });
  doc.registerFont("regular", LABEL_FONTS.regular);
  doc.registerFont("bold", LABEL_FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });

  const width = A6[0] - 2 * MARGIN;
  const s = data.sender;
  // Both addresses in their country's order (decision 0108): "12 rue de Rivoli", "Radefelder Allee 12".
  const customerLines = addressLines(s, { name: s.name, countryName: countryName(s.country, edition) }).map(printable);
  const warehouseAddress = [
    warehouse.company,
    ...addressLines(warehouse, { name: warehouse.attention, countryName: countryName(warehouse.country, edition).toUpperCase() }),
  ].map(printable);

  const isReturn = data.direction === "return";
  const senderLines = isReturn ? warehouseAddress : customerLines;
  const recipientLines = isReturn ? customerLines : warehouseAddress;

  for (let n = 1; n <= parcels; n++) {
    doc.addPage();
    let y = MARGIN;

    // Brand band: what this page is, and that it carries no postage.
    const band = 38;
    doc.rect(MARGIN, y, width, band).fill("#0b5c4a");
    doc.fillColor("#ffffff");
    const brand = "Sellback";
    doc.font("bold").fontSize(16);
    const brandWidth = doc.widthOfString(brand);
    doc.text(brand, MARGIN + 8, y + 5, { lineBreak: false });
    const title = fit(doc, "regular", t("label.title"), { size: 8, min: 6, width: brandWidth + 40, maxLines: 1 });
    printLines(doc, "regular", title, MARGIN + 8, y + 25, brandWidth + 40);
    const rightX = MARGIN + 8 + brandWidth + 48;
    const rightWidth = MARGIN + width - 8 - rightX;
    const noPostage = fit(doc, "bold", t("label.notPostage"), { size: 8, min: 5.5, width: rightWidth, maxLines: 2 });
    const below = printLines(doc, "bold", noPostage, rightX, y + 5, rightWidth, "right");
    const parcel = fit(doc, "regular", t("label.parcel", { n, total: parcels }), { size: 8, min: 6, width: rightWidth, maxLines: 1 });
    printLines(doc, "regular", parcel, rightX, Math.max(below, y + 25), rightWidth, "right");
    doc.fillColor("#000000");
    y += band + 8;

    // Sender.
    y = printLines(doc, "bold", { size: 7, lines: [t("label.from").toUpperCase()] }, MARGIN, y, width) + 1;
    for (const line of senderLines)
      y = printLines(doc, "regular", fit(doc, "regular", line, { size: 8, min: 6, width, maxLines: 3 }), MARGIN, y, width);
    y += 6;

    // Recipient, framed: each line fitted first, so the frame's height is known.
    const inner = width - 12;
    const fitted = recipientLines.map((line, i) => ({
      font: (i === 0 ? "bold" : "regular") as FontName,
      f: fit(doc, i === 0 ? "bold" : "regular", line, { size: 11, min: 7, width: inner, maxLines: 3 }),
    }));
    const toHeader = lineHeight(doc, "bold", 7) + 2;
    const boxHeight = 6 + toHeader + fitted.reduce((h, l) => h + lineHeight(doc, l.font, l.f.size) * l.f.lines.length, 0) + 6;
    doc.lineWidth(1.5).rect(MARGIN, y, width, boxHeight).stroke();
    let ty = printLines(doc, "bold", { size: 7, lines: [t("label.to").toUpperCase()] }, MARGIN + 6, y + 6, inner) + 2;
    for (const l of fitted) ty = printLines(doc, l.font, l.f, MARGIN + 6, ty, inner);
    y += boxHeight + 8;

    // Trade number: text, barcode, QR.
    const qrSize = 72;
    const numberWidth = width - qrSize - 8;
    const qrTop = y;
    y = printLines(doc, "regular", { size: 7, lines: [t("label.tradeNumber").toUpperCase()] }, MARGIN, y, numberWidth);
    y =
      printLines(
        doc,
        "bold",
        fit(doc, "bold", data.tradeNumber, { size: 18, min: 9, width: numberWidth, maxLines: 2 }),
        MARGIN,
        y,
        numberWidth,
      ) + 2;
    doc.image(qr, MARGIN + width - qrSize, qrTop, { width: qrSize, height: qrSize });
    doc.image(code128, MARGIN, y, { fit: [numberWidth, 40] });
    y = Math.max(y + 44, qrTop + qrSize + 4);

    y =
      printLines(
        doc,
        "regular",
        fit(doc, "regular", t("label.created", { date: created }), { size: 8, min: 6, width, maxLines: 1 }),
        MARGIN,
        y,
        width,
      ) + 4;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .stroke();
    y += 6;

    // The instruction: wrapped to the width, smaller when the page would run out.
    const instruction = printable(t(isReturn ? "label.returnInstruction" : "label.instruction"));
    const room = A6[1] - MARGIN - y;
    let size = 8;
    let lines = (doc.font("regular").fontSize(size), wrap(doc, instruction, width));
    while (size > 5.5 && lines.length * lineHeight(doc, "regular", size) > room) {
      size -= 0.5;
      doc.font("regular").fontSize(size);
      lines = wrap(doc, instruction, width);
    }
    printLines(doc, "regular", { size, lines }, MARGIN, y, width);

    if (options.development) {
      // No carrier is set up (decision 0042): a red dashed frame and the mark in the top and
      // bottom margins, outside every other line, so nobody takes the note for a carrier's label.
      const mark = printable(t("carrier.label.development")).toUpperCase();
      doc.save();
      doc
        .lineWidth(1.5)
        .dash(6, { space: 4 })
        .strokeColor("#b3261e")
        .rect(4, 4, A6[0] - 8, A6[1] - 8)
        .stroke();
      doc.restore();
      const markLine = fit(doc, "bold", mark, { size: 6.5, min: 5, width, maxLines: 1 });
      doc.page.margins = { ...doc.page.margins, top: 0, bottom: 0 }; // text in the margins stays on this page
      doc.fillColor("#b3261e");
      printLines(doc, "bold", markLine, MARGIN, 6.5, width, "center");
      printLines(doc, "bold", markLine, MARGIN, A6[1] - MARGIN + 1.5, width, "center");
      doc.fillColor("#000000");
    }
  }

  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
