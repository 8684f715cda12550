/**
 * The verification block on an erasure certificate's page (decision 0130): a QR code of the
 * public page's URL drawn as vectors (sharp at any print size, no image), the code, the URL, the
 * signed text exactly as signed, the signature and the key's fingerprint: enough to check the
 * paper offline against the published key.
 */
import QRCode from "qrcode";
import { formatCode } from "./code.ts";
import type { CertificateVerification } from "./issue.server.ts";

type T = (key: string, vars?: Record<string, string | number>) => string;

/** Draws the QR code's dark modules as squares, `size` points wide, top left at (x, y). */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const cell = size / n;
  doc.save().fillColor("#000");
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++) if (qr.modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
  doc.fill().restore();
}

/** The block below the certificate's rows, on the current page of `doc` (fonts "regular" and "bold" registered). */
export function drawVerification(doc: PDFKit.PDFDocument, v: CertificateVerification, t: T): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const qrSize = 96;
  const quiet = 8;
  doc.moveDown(1.5);
  const top = doc.y;
  drawQrCode(doc, v.url, left + quiet, top + quiet, qrSize);
  const textX = left + qrSize + 2 * quiet + 12;
  const textWidth = width - (textX - left);
  doc.fillColor("#000").font("bold").fontSize(12).text(t("verify.pdf.heading"), textX, top, { width: textWidth });
  doc.moveDown(0.2).font("regular").fontSize(9).fillColor("#444").text(t("verify.pdf.intro"), { width: textWidth });
  doc.moveDown(0.4).fillColor("#000").font("bold").fontSize(14).text(formatCode(v.code), { width: textWidth });
  doc.moveDown(0.2).font("regular").fontSize(9).text(v.url, { width: textWidth, link: v.url });
  doc.y = Math.max(doc.y, top + qrSize + 2 * quiet) + 8;
  doc.font("bold").fontSize(9).text(t("verify.pdf.signedText"), left, doc.y, { width });
  doc.moveDown(0.2).font("regular").fontSize(8).text(v.signedText, { width });
  doc.moveDown(0.4).font("bold").fontSize(9).text(t("verify.pdf.signature"), { width });
  doc.moveDown(0.2).font("regular").fontSize(8).text(v.signature, { width, characterSpacing: 0.2 });
  doc.moveDown(0.4).font("bold").fontSize(9).text(t("verify.pdf.key"), { width });
  doc.moveDown(0.2).font("regular").fontSize(8).text(v.fingerprint, { width });
  doc.x = left;
}
