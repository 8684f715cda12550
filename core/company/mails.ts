/**
 * The business account's mails as content for the one mail template (decision 0032): a colleague's
 * invitation, and the landing form's invitation of the lead's contact (a block in the lead's
 * acknowledgement). In the edition's language (business editions: de, en).
 */
import { editions, type EditionId } from "../editions/index.ts";
import { editionMail, type MailBlock, type MailContent } from "../mail/index.ts";
import { translator } from "../shared/index.server.ts";

/** A colleague's invitation: who invites to which company, the link, how long it is valid. */
export function companyInviteMail(
  edition: EditionId,
  origin: string,
  input: { kind: "member"; company: string; inviter: string; link: string; days: number },
): MailContent {
  const t = translator(editions[edition].messagesLocale);
  return {
    ...editionMail(edition, origin),
    subject: t("business.company.mail.invite.subject", { company: input.company }),
    greeting: t("business.company.mail.invite.greeting"),
    blocks: [
      { kind: "text", text: t("business.company.mail.invite.text", { company: input.company, inviter: input.inviter }) },
      { kind: "button", label: t("business.company.mail.invite.action"), href: input.link },
      { kind: "text", text: t("business.company.mail.invite.valid", { days: input.days }) },
    ],
    signoff: t("business.company.mail.invite.signature"),
    note: t("business.company.mail.invite.ignore"),
  };
}

/** The blocks the lead's acknowledgement gets: register the business account with the link (valid `days`). */
export function leadInviteBlocks(edition: EditionId, link: string, days: number): MailBlock[] {
  const t = translator(editions[edition].messagesLocale);
  return [
    { kind: "text", text: t("business.register.mail.leadText", { days }) },
    { kind: "button", label: t("business.register.mail.leadAction"), href: link },
  ];
}
