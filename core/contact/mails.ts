/**
 * The contact form's mails as content for the one mail template (decision 0032): the message to
 * the edition's service team (internal: no customer footer; reply goes to the customer) and the
 * acknowledgement to the customer with their message quoted. Pure.
 */
import { editions, type EditionId } from "../editions/index.ts";
import { editionMail, type MailBlock, type MailContent } from "../mail/index.ts";
import { translator } from "../shared/index.server.ts";

export interface ContactMailInput {
  id: number;
  name: string;
  email: string;
  subject: string;
  tradeNumber?: string | null;
  message: string;
}

/** To the service team: who wrote, about what, and the message as written. */
export function contactTeamMail(edition: EditionId, origin: string, input: ContactMailInput): MailContent {
  const config = editions[edition];
  const t = translator(config.messagesLocale);
  return {
    ...editionMail(edition, origin),
    internal: true,
    subject: `[${config.applicationCode} #${input.id}] ${input.subject}`,
    blocks: [
      {
        kind: "text",
        text: [`${input.name} <${input.email}>`, input.tradeNumber ? t("contact.team.trade", { tradeNumber: input.tradeNumber }) : null]
          .filter((l) => l !== null)
          .join("\n"),
      },
      { kind: "quote", text: input.message },
    ],
  };
}

/**
 * To the customer: the acknowledgement (contact.ack.text, one message per language with the
 * greeting, the answer time, the quoted message and the signature, apart by blank lines).
 */
export function contactAckMail(edition: EditionId, origin: string, input: ContactMailInput): MailContent {
  const t = translator(editions[edition].messagesLocale);
  const marker = "\u0000message\u0000";
  const paragraphs = t("contact.ack.text", { name: input.name, subject: input.subject, message: marker }).split("\n\n");
  const blocks: MailBlock[] = paragraphs.slice(1, -1).flatMap((p): MailBlock[] => {
    if (!p.includes(marker)) return [{ kind: "text", text: p }];
    const label = p.slice(0, p.indexOf(marker)).trim();
    return [...(label ? [{ kind: "text" as const, text: label }] : []), { kind: "quote", text: input.message }];
  });
  return {
    ...editionMail(edition, origin),
    subject: t("contact.ack.subject", { subject: input.subject }),
    greeting: paragraphs[0]!,
    blocks,
    signoff: paragraphs.length > 1 ? paragraphs[paragraphs.length - 1]! : "",
  };
}
