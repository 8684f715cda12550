/**
 * The newsletter's mails as content for the one mail template (decision 0032): the double
 * opt-in confirmation, and the note to an address that is already subscribed. Pure.
 */
import { editions, pathFor, type EditionId } from "../editions/index.ts";
import { editionMail, type MailContent } from "../mail/index.ts";
import { translator } from "../shared/index.server.ts";
import { enrichPath } from "./links.ts";

const base = (edition: EditionId, origin: string) => ({ ...editionMail(edition, origin), t: translator(editions[edition].messagesLocale) });

/** Step 1 of the double opt-in: the confirmation link, valid `days` days. */
export function newsletterConfirmMail(edition: EditionId, origin: string, token: string, days: number): MailContent {
  const { t, ...meta } = base(edition, origin);
  return {
    ...meta,
    subject: t("newsletter.mail.confirm.subject"),
    greeting: t("newsletter.mail.greeting"),
    blocks: [
      { kind: "text", text: t("newsletter.mail.confirm.text") },
      { kind: "button", label: t("newsletter.mail.confirm.action"), href: `${origin}${pathFor(edition, "newsletterConfirm", { token })}` },
    ],
    signoff: t("newsletter.mail.signature"),
    note: t("newsletter.mail.confirm.ignore", { days }),
  };
}

/** The address is already subscribed: nothing changes; the profile and unsubscribe links. */
export function newsletterKnownMail(edition: EditionId, origin: string, emailHash: string): MailContent {
  const { t, ...meta } = base(edition, origin);
  return {
    ...meta,
    subject: t("newsletter.mail.known.subject"),
    greeting: t("newsletter.mail.greeting"),
    blocks: [
      { kind: "text", text: t("newsletter.mail.known.text") },
      { kind: "button", label: t("newsletter.mail.known.action"), href: `${origin}${enrichPath(edition, emailHash)}` },
      {
        kind: "text",
        text: t("newsletter.mail.unsubscribeHint", { url: `${origin}${pathFor(edition, "newsletterUnsubscribe", { emailHash })}` }),
      },
    ],
    signoff: t("newsletter.mail.signature"),
  };
}
