/** The quote as a PDF (decision 0118). */
import type { MessagesLocale } from "../editions/index.ts";
import type { QuoteView } from "./types.ts";

/** The company the PDF is addressed to, when known. */
export interface QuotePdfCompany {
  name: string;
  lines: string[];
}

export async function quotePdf(_view: QuoteView, _locale: MessagesLocale, _company?: QuotePdfCompany | null): Promise<Uint8Array> {
  throw new Error("not implemented");
}
