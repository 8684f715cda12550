/** The back office trade page's credit-note section as plain values (decision 0121; read by section.server.ts). */
import type { VatTreatment } from "./vat.ts";

export interface CreditNoteSectionData {
  tradeNumber: string;
  state: "document" | "pending" | "none";
  kind: "credit_note" | "seller_invoice" | null;
  number: string | null;
  treatment: VatTreatment | null;
  netCents: number;
  vatCents: number;
  grossCents: number;
  sellerInvoiceNumber: string | null;
  payoutWaits: boolean;
  pdf: string | null;
  /** Why there is no VAT document (state none). */
  reason: string | null;
  /** Where the form posts (the back office's credit-note route). */
  formAction: string;
  /** After the form: saved, or the number was missing. */
  notice: "saved" | "error" | null;
}
