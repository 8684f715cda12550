/**
 * The answer to a contact message (issue 14, decision 0041), as content for the one mail template:
 * in the language of the message's edition, the staff's answer as written (paragraphs apart by
 * blank lines) and the customer's message quoted below. Pure.
 */
import { BRAND_NAME, editions, type EditionId } from "../editions/index.ts";
import { editionMail, type MailBlock, type MailContent } from "../mail/index.ts";
import { translator } from "../shared/index.server.ts";

export interface SupportAnswerInput {
  edition: EditionId;
  name: string;
  /** The subject's label in the edition's language. */
  subject: string;
  /** The customer's message, quoted. */
  message: string;
  /** The staff's answer. */
  answer: string;
}

export function composeSupportAnswer(input: SupportAnswerInput, origin: string): MailContent {
  const t = translator(editions[input.edition].messagesLocale);
  // Paragraphs apart by blank lines; a line break inside one becomes a space (the template's paragraphs wrap).
  const paragraphs: MailBlock[] = input.answer
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim().replace(/\s*\n\s*/g, " "))
    .filter(Boolean)
    .map((text) => ({ kind: "text", text }));
  return {
    ...editionMail(input.edition, origin),
    subject: t("support.answer.subject", { subject: input.subject, brand: BRAND_NAME }),
    greeting: t("support.answer.greeting", { name: input.name }),
    blocks: [...paragraphs, { kind: "text", text: t("support.answer.quoteLabel") }, { kind: "quote", text: input.message }],
    signoff: t("support.answer.signoff", { brand: BRAND_NAME }),
  };
}
