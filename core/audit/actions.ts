/**
 * Every action the audit log records (issue 29: the log names them in words, with the stored name
 * beside it for the filter). `actions.test.ts` fails when code records an action not listed here.
 */
export const AUDIT_ACTIONS = [
  "auth.login",
  "auth.login_failed",
  "auth.logout",
  "auth.password_change",
  "auth.password_change_failed",
  "books.datev.export",
  "campaign.create",
  "campaign.delete",
  "campaign.end",
  "campaign.update",
  "catalog.device.photo",
  "catalog.device.photoRemoved",
  "content.update",
  "partner.create",
  "partner.store.create",
  "partner.store.update",
  "partner.update",
  "partner_user.deactivate",
  "partner_user.invite",
  "partner_user.invite_resend",
  "payout.bankEntry.resolve",
  "payout.bankFile.import",
  "payout.run.confirm",
  "payout.run.create",
  "payout.run.discard",
  "payout.transfer.returned",
  "prices.bulk",
  "prices.edit",
  "prices.import",
  "prices.import_preview",
  "redirect.create",
  "redirect.delete",
  "redirect.update",
  "review.published",
  "review.rejected",
  "shipment.receive",
  "staff.activate",
  "staff.create",
  "staff.deactivate",
  "staff.language",
  "staff.roles",
  "support.contact_answer",
  "support.erase",
  "support.export",
  "support.mail_resend",
  "totp.enrol",
  "totp.enrol_start",
  "totp.recovery_code_used",
  "trade.device_returned",
  "trade.inspect",
  "trade.inspection_complete",
  "trade.joined_account",
  "trade.paid",
  "trade.photo_add",
  "trade.photo_delete",
  "trade.receive",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The message key of an action's name in words, or null for an action this list does not know (shown by its stored name). */
export function auditActionKey(action: string): string | null {
  return (AUDIT_ACTIONS as readonly string[]).includes(action) ? `backoffice.audit.actionName.${action}` : null;
}
