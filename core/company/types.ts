import type { EditionId } from "../editions/index.ts";

/** unchecked until the EU's VIES lookup has answered (decision 0116). */
export type VatStatus = "unchecked" | "valid" | "invalid";
/** credit_note: we issue a self-billing credit note; invoice: the company invoices us (decision 0121). */
export type Invoicing = "credit_note" | "invoice";
export type CompanyRole = "owner" | "member";

/** A business seller's company as every part of the shop reads it. */
export interface CompanyView {
  id: number;
  edition: EditionId;
  name: string;
  /** Normalized ("DE123456789"); null for a company without one. */
  vatId: string | null;
  vatStatus: VatStatus;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  invoicing: Invoicing;
  /** The one contact person at Sellback; null until one is assigned. */
  accountManager: { id: string; name: string; email: string } | null;
}
