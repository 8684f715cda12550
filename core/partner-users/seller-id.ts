/**
 * Seller identification of a store trade (issue 29, decision 0090): a store buying used devices is
 * a used-goods dealer and records who sold it: the kind of official photo ID, its number (sealed at
 * rest, shown only masked: the last four characters) and the seller's declaration that the device is
 * theirs to sell. Pure and browser-safe: the document kinds, the number's plausibility rule, the mask
 * and the form's fields.
 */
import { inputString, z } from "../shared/index.ts";

/**
 * The documents a clerk accepts: official photo IDs that prove identity in Germany. A driving
 * licence does not (it is no identity document), so it is not offered (decision 0090).
 */
export const DOCUMENT_TYPES = ["id_card", "passport", "residence_permit"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const isDocumentType = (v: unknown): v is DocumentType => typeof v === "string" && (DOCUMENT_TYPES as readonly string[]).includes(v);

/** A document number's length once spaces and hyphens are gone: German IDs have 9 characters, other countries' 6 to 20. */
export const DOCUMENT_NUMBER_MIN = 6;
export const DOCUMENT_NUMBER_MAX = 20;

/** As typed ("l01x 00t47-1") → as printed on the document ("L01X00T471"): upper case, without spaces, dots and hyphens. */
export const normalizeDocumentNumber = (raw: string): string => raw.replace(/[\s.-]+/g, "").toUpperCase();

/**
 * Whether a normalized number can be one: 6 to 20 Latin letters and digits, at least one digit
 * (every ID and passport number has some; a name typed in the wrong field has none).
 */
export function isPlausibleDocumentNumber(normalized: string): boolean {
  return (
    normalized.length >= DOCUMENT_NUMBER_MIN &&
    normalized.length <= DOCUMENT_NUMBER_MAX &&
    /^[A-Z0-9]+$/.test(normalized) &&
    /\d/.test(normalized)
  );
}

/** The mask shown instead of the number: six dots and the last four characters, whatever its length ("••••••T471"). */
export const maskDocumentNumber = (normalized: string): string => `••••••${normalized.slice(-4)}`;

/** The customer step's document fields: kind, number (normalized, plausible) and the declaration of ownership (a checked box). */
export const sellerIdFields = {
  documentType: z.enum(DOCUMENT_TYPES, { error: "portal.trade.error.documentType" }),
  documentNumber: inputString({ error: "portal.trade.error.documentNumberMissing" })
    .max(60, "portal.trade.error.documentNumber")
    .transform(normalizeDocumentNumber)
    .refine((v) => v.length > 0, { message: "portal.trade.error.documentNumberMissing", abort: true })
    .refine(isPlausibleDocumentNumber, "portal.trade.error.documentNumber"),
  /** A form's checked box ("on"), or true in a JSON body; anything else is no declaration. */
  declaration: z
    .union([z.literal("on"), z.literal("true"), z.literal(true)], { error: "portal.trade.error.declaration" })
    .transform(() => true as const),
};

/** What the portal and the back office show of a trade's seller identification. */
export interface SellerIdView {
  documentType: DocumentType;
  /** "••••••T471"; null once erased. */
  documentNumberMasked: string | null;
  declaredAt: string;
  erasedAt: string | null;
}
