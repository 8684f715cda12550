/** Where a business trade's credit note is (pure, browser-safe; decision 0121): its job, storage key, download paths, who may read it. */

import type { StaffRole } from "../staff/index.ts";

/**
 * Who in the back office may read a credit note and record a seller's invoice: the payout clerks (a
 * voucher of the books), customer service and the account managers (the company's contact);
 * admin holds every role.
 */
export const CREDIT_NOTE_ROLES = ["payout", "support", "account_manager"] as const satisfies readonly StaffRole[];

/** The job that writes an issued credit note's PDF. */
export const CREDIT_NOTE_JOB = "creditNote.write";

/** The stored PDF's key: the document's number says it all (unique, never reused). */
export const creditNoteKey = (number: string) => `credit-notes/${number.toLowerCase().replace(/[^a-z0-9-]/g, "-")}.pdf`;

/** The PDF's file name as downloaded. */
export const creditNoteFileName = (number: string) => `credit-note-${number}.pdf`;

/** The business seller's download (shop host, session cookie). */
export const sellerCreditNotePath = (tradeNumber: string) => `/b2b/files/trades/${encodeURIComponent(tradeNumber)}/credit-note`;

/** The back office's download (signed-in staff). */
export const staffCreditNotePath = (tradeNumber: string) => `/trades/${encodeURIComponent(tradeNumber)}/credit-note.pdf`;

/** How many credit-note PDFs a business member may fetch an hour (429 after). */
export const CREDIT_NOTE_PDF_LIMIT = { perWindow: 60, windowSeconds: 60 * 60 } as const;
