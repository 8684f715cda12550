/**
 * The review invitation e-mail (decision 0034), composed without I/O in the edition's language
 * as content for the one mail template (decision 0032): the trade number, the link (single use,
 * valid REVIEW_LINK_DAYS) and that answering is optional.
 */
import { BRAND_NAME, editions, type EditionId } from "../editions/index.ts";
import { editionMail, type MailContent } from "../mail/index.ts";
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
    ...editionMail(args.edition, args.origin),
    subject: t("review.mail.subject", vars),
    greeting: t("trade.mail.greeting", { firstName: args.firstName }),
    blocks: [
      { kind: "text", text: t("review.mail.body", vars) },
      { kind: "button", label: t("review.mail.cta"), href: args.link },
    ],
    signoff: t("trade.mail.signoff", { brand: BRAND_NAME }),
    note: t("review.mail.note", vars),
  };
}
