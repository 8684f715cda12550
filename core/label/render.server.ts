/**
 * Shipping label PDF (issue 4, "Shipping label"; decisions.md: `GET /api/trade/trades/{n}/label`).
 *
 * One A6 page (105 × 148 mm) per parcel: carrier and "postage paid" band, sender block, receiving
 * warehouse block, trade number in large text + Code 128 barcode + QR code (both made by bwip-js
 * as PNG), creation date in the edition's date format (Europe/Berlin calendar day) and a short
 * instruction line in the edition's language. A6 fits the common label printers and also prints
 * on A4 paper.
 *
 * Text uses pdfkit's built-in Helvetica (WinAnsi). Characters outside WinAnsi (e.g. "Ł", "ő")
 * are folded to their base letter when possible, otherwise printed as "?", so a sender name can
 * never break the PDF.
 */
import PDFDocument from "pdfkit";
import bwipjs from "bwip-js/node";
import { z } from "zod";
import { editions, EDITIONS, type EditionId } from "../editions/config.ts";
import { formatDate } from "../editions/format.ts";
import { translator } from "../shared/messages.server.ts";
import { carrierFor, warehouseFor } from "./warehouses.ts";

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
}

/** WinAnsi characters above U+00FF that Helvetica (standard 14 font) can show. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
/** Letters that do not decompose into base letter + mark. */
const FOLD: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i", Ŧ: "T", ŧ: "t" };

/** Folds text into what the built-in Helvetica can show. */
export function toWinAnsi(value: string): string {
  let out = "";
  for (const ch of value.normalize("NFC")) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) {
      out += " ";
    } else if (code <= 0xff || WIN_ANSI_EXTRA.has(ch)) {
      out += ch;
    } else {
      const base = FOLD[ch] ?? ch.normalize("NFKD").replace(/\p{M}/gu, "");
      out += [...base].every((c) => (c.codePointAt(0) ?? 0) <= 0xff) && base ? base : "?";
    }
  }
  return out;
}

function countryName(country: string, edition: EditionId): string {
  if (/^[A-Za-z]{2}$/.test(country)) {
    try {
      return new Intl.DisplayNames([editions[edition].localeCode], { type: "region" }).of(country.toUpperCase()) ?? country;
    } catch {
      return country;
    }
  }
  return country;
}

async function barcodes(tradeNumber: string): Promise<{ code128: Buffer; qr: Buffer }> {
  const [code128, qr] = await Promise.all([
    bwipjs.toBuffer({ bcid: "code128", text: tradeNumber, scale: 3, height: 14, includetext: false, paddingwidth: 0 }),
    bwipjs.toBuffer({ bcid: "qrcode", text: tradeNumber, scale: 4 }),
  ]);
  return { code128, qr };
}

/** Renders the shipping label as PDF bytes. Throws a ZodError on invalid input. */
export async function renderLabelPdf(input: LabelInput, options: LabelOptions = {}): Promise<Uint8Array> {
  const data = labelInputSchema.parse(input);
  const edition = data.edition;
  const t = translator(editions[edition].messagesLocale);
  const carrier = carrierFor(edition);
  const warehouse = warehouseFor(edition);
  const parcels = data.parcels ?? 1;
  const { code128, qr } = await barcodes(data.tradeNumber);
  const created = formatDate(data.createdAt, edition);

  const doc = new PDFDocument({
    size: A6,
    margin: MARGIN,
    autoFirstPage: false,
    compress: options.compress ?? true,
    info: {
      Title: `${toWinAnsi(t("label.title"))} ${data.tradeNumber}`,
      Author: "Sellback",
      Subject: `${carrier} ${data.tradeNumber}`,
      CreationDate: data.createdAt,
    },
    lang: editions[edition].htmlLang,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });

  const width = A6[0] - 2 * MARGIN;
  const s = data.sender;
  const customerLines = [
    s.name,
    `${s.street} ${s.houseNumber}`,
    `${s.zip} ${s.city}`,
    countryName(s.country, edition),
  ].map(toWinAnsi);
  const warehouseAddress = [
    warehouse.company,
    warehouse.attention,
    `${warehouse.street} ${warehouse.houseNumber}`,
    `${warehouse.zip} ${warehouse.city}`,
    countryName(warehouse.country, edition).toUpperCase(),
  ].map(toWinAnsi);

  const isReturn = data.direction === "return";
  const senderLines = isReturn ? warehouseAddress : customerLines;
  const warehouseLines = isReturn ? customerLines : warehouseAddress;

  for (let n = 1; n <= parcels; n++) {
    doc.addPage();
    let y = MARGIN;

    // Carrier band.
    doc.rect(MARGIN, y, width, 34).fill("#000000");
    doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(22).text(carrier, MARGIN + 8, y + 7, { lineBreak: false });
    doc
      .font("Helvetica")
      .fontSize(8)
      .text(toWinAnsi(t("label.postagePaid")), MARGIN, y + 8, { width: width - 8, align: "right", lineBreak: false })
      .text(toWinAnsi(t("label.parcel", { n, total: parcels })), MARGIN, y + 19, { width: width - 8, align: "right", lineBreak: false });
    doc.fillColor("#000000");
    y += 42;

    // Sender.
    doc.font("Helvetica-Bold").fontSize(7).text(toWinAnsi(t("label.from")).toUpperCase(), MARGIN, y);
    y += 9;
    doc.font("Helvetica").fontSize(8);
    for (const line of senderLines) {
      doc.text(line, MARGIN, y, { width, lineBreak: false, ellipsis: true });
      y += 10;
    }
    y += 4;

    // Receiving warehouse, framed.
    const toHeight = 14 + warehouseLines.length * 14;
    doc.lineWidth(1.5).rect(MARGIN, y, width, toHeight).stroke();
    doc.font("Helvetica-Bold").fontSize(7).text(toWinAnsi(t("label.to")).toUpperCase(), MARGIN + 6, y + 5);
    let ty = y + 15;
    for (const [i, line] of warehouseLines.entries()) {
      doc.font(i === 0 ? "Helvetica-Bold" : "Helvetica").fontSize(11).text(line, MARGIN + 6, ty, { width: width - 12, lineBreak: false });
      ty += 14;
    }
    y += toHeight + 8;

    // Trade number: text, barcode, QR.
    doc.font("Helvetica").fontSize(7).text(toWinAnsi(t("label.tradeNumber")).toUpperCase(), MARGIN, y);
    y += 9;
    doc.font("Helvetica-Bold").fontSize(18).text(data.tradeNumber, MARGIN, y, { width: width - 78, lineBreak: false });
    const qrSize = 72;
    doc.image(qr, MARGIN + width - qrSize, y - 9, { width: qrSize, height: qrSize });
    y += 24;
    doc.image(code128, MARGIN, y, { fit: [width - qrSize - 8, 46] });
    y += 54;

    doc.font("Helvetica").fontSize(8).text(toWinAnsi(t("label.created", { date: created })), MARGIN, y, { lineBreak: false });
    doc.text(`${toWinAnsi(t("label.carrier"))}: ${carrier}`, MARGIN, y, { width, align: "right", lineBreak: false });
    y += 14;

    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).stroke();
    y += 6;
    doc.font("Helvetica").fontSize(8).text(toWinAnsi(t(isReturn ? "label.returnInstruction" : "label.instruction", { carrier })), MARGIN, y, { width });
  }

  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
