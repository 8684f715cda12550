/**
 * The data erasure certificate (decision 0025): one A4 page per device with the certificate
 * number, the trade, the device, its IMEI or serial, the method (NIST SP 800-88 Clear or Purge),
 * the tool, the result, the date and the operator, in the trade's edition's language.
 */
import { editions, type EditionId, formatDate } from "../editions/index.ts";
import { LABEL_FONTS } from "../label/index.server.ts";
import { translator } from "../shared/index.server.ts";
import { drawVerification, type CertificateVerification } from "../certificate-check/index.server.ts";

import type { ErasureMethod, ErasureResult } from "./erasure.ts";

export interface CertificateInput {
  certificateNumber: string;
  tradeNumber: string;
  edition: EditionId;
  device: string;
  imei: string | null;
  serial: string | null;
  method: ErasureMethod;
  tool: string;
  result: ErasureResult;
  at: Date;
  operator: string;
  /** The QR code, verification code and Ed25519 signature (decision 0130); null or unset while not issued. */
  verification?: CertificateVerification | null;
}

/** Set in the shipping note's DejaVu Sans, so names and devices in any European script print as they are. */
export async function renderCertificatePdf(input: CertificateInput, options: { compress?: boolean } = {}): Promise<Uint8Array> {
  const t = translator(editions[input.edition].messagesLocale);
  const { default: PDFDocument } = await import("pdfkit"); // loaded with the first PDF, not at start (decision 0134)
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    compress: options.compress ?? true,
    info: { Title: `${t("certificate.title")} ${input.certificateNumber}`, Author: "Sellback", CreationDate: input.at },
    lang: editions[input.edition].htmlLang,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));
  registerCertificateFonts(doc);
  drawCertificatePage(doc, input);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** Registers the certificate's faces ("regular", "bold": the shipping note's DejaVu Sans) on `doc`. */
export function registerCertificateFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont("regular", LABEL_FONTS.regular);
  doc.registerFont("bold", LABEL_FONTS.bold);
}

/**
 * Draws one certificate on the current page of `doc` (fonts registered by registerCertificateFonts),
 * in the edition's language: the single certificate's page, and a page of a bundle (decision 0122).
 */
export function drawCertificatePage(doc: PDFKit.PDFDocument, input: CertificateInput): void {
  const t = translator(editions[input.edition].messagesLocale);
  doc.font("bold").fontSize(20).text(t("certificate.title"));
  doc
    .moveDown(0.3)
    .font("regular")
    .fontSize(11)
    .fillColor("#444")
    .text(t("certificate.intro", { result: input.result }));
  doc.moveDown(1).fillColor("#000");
  const rows: [string, string][] = [
    [t("certificate.number"), input.certificateNumber],
    [t("certificate.trade"), input.tradeNumber],
    [t("certificate.device"), input.device],
    ...(input.imei ? [[t("certificate.imei"), input.imei] as [string, string]] : []),
    ...(input.serial ? [[t("certificate.serial"), input.serial] as [string, string]] : []),
    [t("certificate.method"), t(`certificate.method.${input.method}`)],
    [t("certificate.tool"), input.tool],
    [t("certificate.result"), t(`certificate.result.${input.result}`)],
    [t("certificate.date"), `${formatDate(input.at, input.edition)} ${input.at.toISOString().slice(11, 16)} UTC`],
    [t("certificate.operator"), input.operator],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("bold").fontSize(11).text(label, 56, y, { width: 170 });
    const after = doc.y;
    doc.font("regular").text(value, 236, y, { width: 300 });
    doc.y = Math.max(after, doc.y) + 6;
  }
  if (input.verification) drawVerification(doc, input.verification, t);
  doc.moveDown(2).font("regular").fontSize(9).fillColor("#444").text(t("certificate.footer"), 56);
}
