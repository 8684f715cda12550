/**
 * The store portal's PDFs (decision 0046): the voucher receipt for the walk-in customer (A4 to
 * print on the store's office printer, 80 mm for a till's receipt printer; code, amount, expiry
 * and the code as a QR code a till can scan; the seller's identification, declaration of ownership
 * and a signature line, decision 0090) and a store shipment's packing list. DejaVu Sans from
 * core/label; German, the agan modes' language.
 */
import QRCode from "qrcode";
import { formatDate, formatMoney } from "../editions/index.ts";
import { LABEL_FONTS } from "../label/index.server.ts";
import { translator } from "../shared/index.server.ts";
import { voucherExpiryDate } from "./rules.ts";
import type { SellerIdView } from "./seller-id.ts";

const t = translator("de");
const MM = 72 / 25.4;

export type ReceiptFormat = "a4" | "80mm";
export const isReceiptFormat = (v: unknown): v is ReceiptFormat => v === "a4" || v === "80mm";

export interface ReceiptData {
  tradeNumber: string;
  createdAt: Date;
  partnerName: string;
  storeName: string | null;
  storeAddress: string | null;
  customerName: string;
  devices: string;
  /** The device's IMEI and serial as the clerk recorded them (decision 0084), when there are. */
  imei?: string | null;
  serial?: string | null;
  code: string;
  amountCents: number;
  expiresAt: Date;
  /** The seller's identification (decision 0090): the document's kind and masked number; null on trades without one. */
  sellerId?: Pick<SellerIdView, "documentType" | "documentNumberMasked"> | null;
}

async function pdf(size: [number, number], margin: number, title: string, compress: boolean) {
  const { default: PDFDocument } = await import("pdfkit"); // loaded with the first PDF, not at start (decision 0134)
  const doc = new PDFDocument({ size, margin, compress, info: { Title: title, Author: "Sellback" }, lang: "de-DE" });
  doc.registerFont("regular", LABEL_FONTS.regular);
  doc.registerFont("bold", LABEL_FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  return { doc, done };
}

const money = (cents: number) => formatMoney(cents, "de");

/** The voucher receipt as PDF bytes. `compress: false` keeps the text readable for tests. */
export async function renderVoucherReceipt(
  data: ReceiptData,
  format: ReceiptFormat,
  opts: { compress?: boolean } = {},
): Promise<Uint8Array> {
  const narrow = format === "80mm";
  const width = narrow ? 80 * MM : 595.28;
  const margin = narrow ? 4 * MM : 56;
  // the 80 mm roll is as long as its content: about 170 mm
  const { doc, done } = await pdf(
    [width, narrow ? 175 * MM : 841.89],
    margin,
    `${t("portal.receipt.title")} ${data.code}`,
    opts.compress ?? true,
  );
  const inner = width - 2 * margin;
  const qr = await QRCode.toBuffer(data.code, { type: "png", errorCorrectionLevel: "M", margin: 1, scale: 8 });
  const size = (a4: number, mm80: number) => (narrow ? mm80 : a4);

  doc
    .font("bold")
    .fontSize(size(20, 12))
    .text(data.partnerName, { width: inner, align: narrow ? "center" : "left" });
  if (data.storeName)
    doc
      .font("regular")
      .fontSize(size(11, 8))
      .text(data.storeName, { width: inner, align: narrow ? "center" : "left" });
  if (data.storeAddress) doc.fontSize(size(10, 7)).text(data.storeAddress, { width: inner, align: narrow ? "center" : "left" });
  doc.moveDown(narrow ? 0.6 : 1.2);
  doc
    .font("bold")
    .fontSize(size(16, 11))
    .text(t("portal.receipt.title"), { width: inner, align: narrow ? "center" : "left" });
  doc.moveDown(0.4);
  doc.font("regular").fontSize(size(11, 8));
  doc.text(t("portal.receipt.intro", { name: data.customerName }), { width: inner });
  doc.moveDown(0.6);
  const rows: [string, string][] = [
    [t("portal.receipt.amount"), money(data.amountCents)],
    [t("portal.receipt.code"), data.code],
    [t("portal.receipt.expires"), voucherExpiryDate(data.expiresAt)],
    [t("portal.receipt.trade"), data.tradeNumber],
    // the full year, as the voucher's expiry below it (a dealer's record of the purchase)
    [t("portal.receipt.date"), voucherExpiryDate(data.createdAt)],
    [t("portal.receipt.devices"), data.devices],
    ...(data.imei ? [[t("portal.trade.imei"), data.imei] as [string, string]] : []),
    ...(data.serial ? [[t("portal.trade.serial"), data.serial] as [string, string]] : []),
  ];
  for (const [label, value] of rows) {
    const strong = label === t("portal.receipt.amount") || label === t("portal.receipt.code");
    doc.font("regular").fontSize(size(10, 7)).text(label, { width: inner });
    doc
      .font(strong ? "bold" : "regular")
      .fontSize(strong ? size(18, 12) : size(11, 8))
      .text(value, { width: inner });
    doc.moveDown(0.3);
  }
  const qrSize = narrow ? 36 * MM : 45 * MM;
  doc.moveDown(0.5);
  doc.image(qr, narrow ? (width - qrSize) / 2 : margin, doc.y, { width: qrSize, height: qrSize });
  doc.y += qrSize + 6;
  doc
    .font("regular")
    .fontSize(size(9, 6.5))
    .text(t("portal.receipt.note", { partner: data.partnerName }), margin, doc.y, { width: inner, align: narrow ? "center" : "left" });
  if (data.sellerId) sellerSection(doc, data.sellerId, { margin, inner, narrow, size });
  doc.end();
  return done;
}

/**
 * The seller's part (decision 0090): the ID document's kind and masked number, the declaration of
 * ownership, and a line for the seller's signature with its caption under it.
 */
function sellerSection(
  doc: PDFKit.PDFDocument,
  seller: Pick<SellerIdView, "documentType" | "documentNumberMasked">,
  box: { margin: number; inner: number; narrow: boolean; size: (a4: number, mm80: number) => number },
) {
  const { margin, inner, narrow, size } = box;
  doc.moveDown(narrow ? 0.8 : 1.4);
  doc.font("bold").fontSize(size(11, 8)).text(t("portal.receipt.seller"), margin, doc.y, { width: inner });
  doc.moveDown(0.2);
  const kind = t(`portal.document.${seller.documentType}`);
  doc
    .font("regular")
    .fontSize(size(10, 7))
    .text(seller.documentNumberMasked ? `${kind}: ${seller.documentNumberMasked}` : kind, { width: inner });
  doc.moveDown(0.3);
  doc.text(t("portal.receipt.declaration"), { width: inner });
  // room to sign, the line, and its caption
  doc.moveDown(narrow ? 2.2 : 3);
  const y = doc.y;
  const lineWidth = narrow ? inner : Math.min(inner, 260);
  doc
    .moveTo(margin, y)
    .lineTo(margin + lineWidth, y)
    .lineWidth(0.7)
    .stroke();
  doc.y = y + 3;
  doc.fontSize(size(9, 6.5)).text(t("portal.receipt.signature"), margin, doc.y, { width: lineWidth });
}

export interface PackingListData {
  shipmentNumber: string;
  partnerName: string;
  storeName: string;
  closedAt: Date | null;
  lines: { tradeNumber: string; devices: string; imei: string | null }[];
}

/** The packing list: one line per trade in the box (A4). */
export async function renderPackingList(data: PackingListData, opts: { compress?: boolean } = {}): Promise<Uint8Array> {
  const margin = 48;
  const { doc, done } = await pdf([595.28, 841.89], margin, `${t("portal.packing.title")} ${data.shipmentNumber}`, opts.compress ?? true);
  const inner = 595.28 - 2 * margin;
  doc
    .font("bold")
    .fontSize(18)
    .text(`${t("portal.packing.title")} ${data.shipmentNumber}`, { width: inner });
  doc.font("regular").fontSize(11).text(`${data.partnerName} · ${data.storeName}`, { width: inner });
  if (data.closedAt) doc.text(t("portal.packing.closed", { date: formatDate(data.closedAt, "de") }), { width: inner });
  doc.moveDown(1);
  const cols = [margin, margin + 110, margin + 360];
  const header = () => {
    doc.font("bold").fontSize(10);
    const y = doc.y;
    doc.text(t("portal.packing.trade"), cols[0]!, y, { width: 105 });
    doc.text(t("portal.packing.device"), cols[1]!, y, { width: 245 });
    doc.text(t("portal.packing.imei"), cols[2]!, y, { width: inner - 360 + margin });
    doc.moveDown(0.4);
  };
  header();
  doc.font("regular").fontSize(10);
  for (const line of data.lines) {
    if (doc.y > 841.89 - margin - 40) {
      doc.addPage();
      header();
      doc.font("regular").fontSize(10);
    }
    const y = doc.y;
    doc.text(line.tradeNumber, cols[0]!, y, { width: 105 });
    const afterDevice = doc.text(line.devices, cols[1]!, y, { width: 245 }).y;
    doc.text(line.imei ?? "–", cols[2]!, y, { width: inner - 360 + margin });
    doc.y = Math.max(afterDevice, doc.y) + 4;
  }
  doc.moveDown(1);
  doc.font("bold").text(t("portal.packing.count", { count: data.lines.length }), margin, doc.y, { width: inner });
  doc.end();
  return done;
}
