/**
 * Every kind of mail the shop sends, as the mail log stores it (issue 29: staff pages name it in
 * words, with the stored kind beside it for searching). `kinds.test.ts` fails when code sends a
 * kind not listed here.
 */
export const MAIL_KINDS = [
  "account.activation",
  "account.changed",
  "account.exists",
  "account.payoutChanged",
  "account.reset",
  "b2b.quote",
  "clarification.opened",
  "clarification.outcome",
  "clarification.reminder",
  "contact.ack",
  "contact.team",
  "offer.created",
  "offer.mailed",
  "offer.reminder",
  "payout.corrected",
  "payout.paid",
  "payout.returned",
  "portal.invite",
  "portal.reset",
  "portal.voucher",
  "priceAlert.confirm",
  "priceAlert.fired",
  "return.sent",
  "review.invitation",
  "support.answer",
  "trade.cancelled",
  "trade.confirmation",
  "trade.created",
  "trade.expired",
  "trade.lookup",
  "trade.notice",
  "trade.parcelReminder",
  "trade.payoutPending",
  "trade.received",
] as const;

export type MailKindName = (typeof MAIL_KINDS)[number];

/** The message key of a mail kind's name in words, or null for a kind this list does not know (shown by its stored name). */
export function mailKindKey(kind: string): string | null {
  return (MAIL_KINDS as readonly string[]).includes(kind) ? `backoffice.mailKind.${kind}` : null;
}
