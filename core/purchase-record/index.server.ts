/** The purchase record's server-only door (decision 0115): index.ts plus the PDF and its storage. */
export * from "./index.ts";
export * from "./records.server.ts";
export { renderPurchaseRecordPdf } from "./render.server.ts";
