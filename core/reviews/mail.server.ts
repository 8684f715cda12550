/**
 * The review invitation e-mail (decision 0034), composed without I/O in the edition's language
 * as content for the one mail template (decision 0032): the trade number, the link (single use,
 * valid REVIEW_LINK_DAYS) and that answering is optional.
 */
import { BRAND_NAME, editions, type EditionId } from "../editions/index.ts";
import type { MailContent } from "../mail/index.ts";
import { customerMail } from "../mail/index.server.ts";
import { translator } from "../shared/index.server.ts";

export function composeReviewInvitation(args: {
  edition: EditionId;
  origin: string;
  firstName: string;
  tradeNumber: string;
  link: string;
  days: number;
}): MailContent {
  const config = editions[args.edition];
  const t = translator(config.messagesLocale);
  const vars = { tradeNumber: args.tradeNumber, brand: BRAND_NAME, days: args.days };
  return {
    ...customerMail(args.edition, args.origin, args.firstName),
    subject: t("review.mail.subject", vars),
    blocks: [
      { kind: "text", text: t("review.mail.body", vars) },
      { kind: "button", label: t("review.mail.cta"), href: args.link },
    ],
    note: t("review.mail.note", vars),
  };
}
