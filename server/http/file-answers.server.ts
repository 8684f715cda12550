/**
 * The files the server answers with (decision 0074), for the API and the pages of every surface:
 * PDFs (labels, certificates, receipts), CSV and XML downloads, stored photos. None is cached or
 * sent on as a referrer.
 */

const PRIVATE = { "cache-control": "private, no-store", "referrer-policy": "no-referrer" } as const;

function fileResponse(body: Uint8Array | string, type: string, disposition: "inline" | "attachment", filename: string): Response {
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    status: 200,
    headers: { "content-type": type, "content-disposition": `${disposition}; filename="${filename}"`, ...PRIVATE },
  });
}

/** A PDF shown in the browser (inline). */
export const pdfResponse = (pdf: Uint8Array, filename: string) => fileResponse(pdf, "application/pdf", "inline", filename);

/** A CSV download (UTF-8). */
export const csvResponse = (csv: string, filename: string) => fileResponse(csv, "text/csv; charset=utf-8", "attachment", filename);

/** A CSV download in Windows-1252 (the DATEV journal: DATEV's default character set). */
export const windows1252CsvResponse = (bytes: Uint8Array, filename: string) =>
  fileResponse(bytes, "text/csv; charset=windows-1252", "attachment", filename);

/** An XML download (UTF-8), e.g. a payout run's pain.001 file. */
export const xmlResponse = (xml: string, filename: string) => fileResponse(xml, "application/xml; charset=utf-8", "attachment", filename);

/** A stored photo for those allowed to see it: WebP. */
export const photoResponse = (bytes: Uint8Array) =>
  new Response(new Uint8Array(bytes), {
    status: 200,
    headers: { "content-type": "image/webp", ...PRIVATE, "x-content-type-options": "nosniff" },
  });
