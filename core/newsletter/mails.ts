/**
 * The newsletter's mails as content for the one mail template (decision 0032): the double
 * opt-in confirmation, and the note to an address that is already subscribed. Pure.
 */
import { editions, pathFor, type EditionId } from "../editions/index.ts";
import { editionMail, type MailBlock, type MailContent } from "../mail/index.ts";
import { translator } from "../shared/index.server.ts";
import { enrichPath } from "./links.ts";

/**
 * A newsletter mail: its subject, text and button from `newsletter.mail.<kind>.*`, then the blocks
 * and note `more` adds, with the newsletter's greeting and signature.
 */
function newsletterMail(
  edition: EditionId,
  origin: string,
  kind: "confirm" | "known",
  href: string,
  more: (t: ReturnType<typeof translator>) => { after?: MailBlock[]; note?: string },
): MailContent {
  const t = translator(editions[edition].messagesLocale);
  const { after = [], ...note } = more(t);
  return {
    ...editionMail(edition, origin),
    subject: t(`newsletter.mail.${kind}.subject`),
    greeting: t("newsletter.mail.greeting"),
    blocks: [
      { kind: "text", text: t(`newsletter.mail.${kind}.text`) },
      { kind: "button", label: t(`newsletter.mail.${kind}.action`), href },
      ...after,
    ],
    signoff: t("newsletter.mail.signature"),
    ...note,
  };
}

/** Step 1 of the double opt-in: the confirmation link, valid `days` days. */
export function newsletterConfirmMail(edition: EditionId, origin: string, token: string, days: number): MailContent {
  return newsletterMail(edition, origin, "confirm", `${origin}${pathFor(edition, "newsletterConfirm", { token })}`, (t) => ({
    note: t("newsletter.mail.confirm.ignore", { days }),
  }));
}

/** The address is already subscribed: nothing changes; the profile and unsubscribe links. */
export function newsletterKnownMail(edition: EditionId, origin: string, emailHash: string): MailContent {
  const unsubscribe = `${origin}${pathFor(edition, "newsletterUnsubscribe", { emailHash })}`;
  return newsletterMail(edition, origin, "known", `${origin}${enrichPath(edition, emailHash)}`, (t) => ({
    after: [{ kind: "text", text: t("newsletter.mail.unsubscribeHint", { url: unsubscribe }) }],
  }));
}
