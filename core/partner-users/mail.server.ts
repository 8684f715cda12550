/**
 * The portal's two mails (decision 0046), German like the agan modes, through the one template:
 * the invite to a business partner (a one-time link to set the password on the agan host) and
 * the walk-in customer's voucher (code, amount, expiry; no link that needs a login).
 */
import { editions, formatMoney } from "../editions/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import { editionMail, type MailContent } from "../mail/index.ts";
import { mailMessage } from "../mail/index.server.ts";
import { translator } from "../shared/index.server.ts";
import { voucherExpiryDate } from "./rules.ts";

const t = translator("de");

/** The agan host of the de shop origin: http://de.localhost:3000 → http://agan.de.localhost:3000, https://sellback.de → https://agan.sellback.de. */
export function aganOrigin(deOrigin: string): string {
  const url = new URL(deOrigin);
  url.hostname = `agan.${url.hostname.replace(/^www\./, "")}`;
  return url.origin;
}

export function composeInviteMail(origin: string, name: string, partnerName: string, token: string): MailContent {
  return {
    ...editionMail("de", origin),
    subject: t("portal.mail.invite.subject", { partner: partnerName }),
    greeting: t("portal.mail.greeting", { name }),
    blocks: [
      { kind: "text", text: t("portal.mail.invite.body", { partner: partnerName }) },
      {
        kind: "button",
        label: t("portal.mail.invite.action"),
        href: `${aganOrigin(origin)}/portal/passwort?token=${encodeURIComponent(token)}`,
      },
      { kind: "text", text: t("portal.mail.invite.expiry") },
    ],
    signoff: t("portal.mail.signoff"),
    note: t("portal.mail.invite.note"),
  };
}

export function composeResetMail(origin: string, name: string, token: string): MailContent {
  return {
    ...editionMail("de", origin),
    subject: t("portal.mail.reset.subject"),
    greeting: t("portal.mail.greeting", { name }),
    blocks: [
      { kind: "text", text: t("portal.mail.reset.body") },
      {
        kind: "button",
        label: t("portal.mail.reset.action"),
        href: `${aganOrigin(origin)}/portal/passwort?token=${encodeURIComponent(token)}`,
      },
    ],
    signoff: t("portal.mail.signoff"),
    note: t("portal.mail.reset.note"),
  };
}

export async function sendResetMail(mailer: Mailer, origin: string, to: string, name: string, token: string) {
  await mailer.send(
    mailMessage({ from: editions.de.contactSender, to }, composeResetMail(origin, name, token), { kind: "portal.reset", resend: null }),
  );
}

export interface VoucherMailInput {
  name: string;
  partnerName: string;
  storeName: string | null;
  tradeNumber: string;
  voucher: { code: string; amountCents: number; expiresAt: Date };
}

export function composeVoucherMail(origin: string, v: VoucherMailInput): MailContent {
  return {
    ...editionMail("de", origin),
    subject: t("portal.mail.voucher.subject", { partner: v.partnerName }),
    greeting: t("portal.mail.greeting", { name: v.name }),
    blocks: [
      {
        kind: "text",
        text: t("portal.mail.voucher.body", { partner: v.partnerName, store: v.storeName ?? v.partnerName, trade: v.tradeNumber }),
      },
      { kind: "text", text: t("portal.mail.voucher.amount", { amount: formatMoney(v.voucher.amountCents, "de") }), strong: true },
      { kind: "text", text: t("portal.mail.voucher.code", { code: v.voucher.code }), strong: true },
      { kind: "text", text: t("portal.mail.voucher.expires", { date: voucherExpiryDate(v.voucher.expiresAt) }) },
      { kind: "text", text: t("portal.mail.voucher.redeem", { partner: v.partnerName }) },
    ],
    signoff: t("portal.mail.signoff"),
  };
}

export async function sendInviteMail(mailer: Mailer, origin: string, to: string, name: string, partnerName: string, token: string) {
  // a one-time link: never resent from the mail log
  await mailer.send(
    mailMessage({ from: editions.de.contactSender, to }, composeInviteMail(origin, name, partnerName, token), {
      kind: "portal.invite",
      resend: null,
    }),
  );
}

export async function sendVoucherMail(mailer: Mailer, origin: string, to: string, v: VoucherMailInput) {
  await mailer.send(
    mailMessage({ from: editions.de.contactSender, to }, composeVoucherMail(origin, v), {
      kind: "portal.voucher",
      tradeNumber: v.tradeNumber,
      resend: null,
    }),
  );
}
