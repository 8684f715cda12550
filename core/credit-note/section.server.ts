/**
 * The back office trade page's credit-note section (decision 0121), read for the roles that may
 * see it: the issued credit note (number, treatment, amounts, download), the company's expected
 * invoice with the form to record its number, or why a company's trade has no VAT document. Null
 * for a trade of no company and for other roles.
 */
import type { Db } from "../../db/client.server.ts";
import { hasRole, type StaffRole } from "../staff/index.ts";
import { settlementOfTrade, tradeIdOf } from "./issue.server.ts";
import { CREDIT_NOTE_ROLES, staffCreditNotePath } from "./paths.ts";
import type { CreditNoteSectionData } from "./section.ts";

export async function creditNoteSection(
  db: Db,
  roles: readonly StaffRole[],
  tradeNumber: string,
  url: URL,
): Promise<CreditNoteSectionData | null> {
  if (!hasRole([...roles], CREDIT_NOTE_ROLES)) return null;
  const tradeId = await tradeIdOf(db, tradeNumber);
  if (tradeId === null) return null;
  const s = await settlementOfTrade(db, tradeId);
  if (s.state === "consumer") return null;
  const notice = url.searchParams.get("sellerInvoice");
  const base = {
    tradeNumber,
    formAction: staffCreditNotePath(tradeNumber),
    notice: notice === "saved" || notice === "error" ? notice : null,
  } as const;
  if (s.state === "none")
    return {
      ...base,
      state: s.settlement.kind === null ? "none" : "pending",
      kind: s.settlement.kind,
      number: null,
      treatment: s.settlement.treatment,
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
      sellerInvoiceNumber: null,
      payoutWaits: false,
      pdf: null,
      reason: s.settlement.kind === null ? s.settlement.reason : null,
    };
  const n = s.note;
  return {
    ...base,
    state: "document",
    kind: n.kind,
    number: n.number,
    treatment: n.treatment,
    netCents: n.netCents,
    vatCents: n.vatCents,
    grossCents: n.grossCents,
    sellerInvoiceNumber: n.sellerInvoiceNumber,
    payoutWaits: n.payoutWaits,
    pdf: n.number ? staffCreditNotePath(tradeNumber) : null,
    reason: null,
  };
}
