/**
 * What one mail says, as data (decision 0032): every mail the shop sends is a MailContent, made
 * by that mail's own small function next to its business rule (composeTradeConfirmation,
 * account mails, newsletter, …), and rendered by the one template (render.server.tsx) into an
 * HTML part and a plain-text part from the same blocks. Pure: no React, no I/O.
 */
import { editions, type EditionId, type MessagesLocale } from "../../editions/index.ts";

/** One piece of a mail's body, in reading order. */
export type MailBlock =
  /** A paragraph; `strong` for the one line that matters most (the total). */
  | { kind: "text"; text: string; strong?: boolean }
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[]; ordered?: boolean }
  /**
   * Things with a picture each where there is one (a catalog photo's absolute WebP URL, shown at
   * 96 × 72; decision 0104): a row per item in HTML, a list in text; without any picture, a list.
   */
  | { kind: "items"; items: { text: string; image?: string }[] }
  /** The mail's primary action: a button in HTML, "label: link" in text. */
  | { kind: "button"; label: string; href: string }
  /** A secondary link: underlined text in HTML, "label: link" in text. */
  | { kind: "link"; label: string; href: string }
  /** Text kept as written, line breaks included (a customer's own message quoted back). */
  | { kind: "quote"; text: string };

export interface MailContent {
  /** The edition whose footer (company facts, legal links) the mail carries. */
  edition: EditionId;
  /** The language of the texts (an account mail follows the customer's language). */
  locale: MessagesLocale;
  /** The HTML `lang` attribute. */
  lang: string;
  /** The shop's origin for the footer's links (mailOrigin, never a request's Host). */
  origin: string;
  subject: string;
  /** The preview line clients show after the subject (defaults to the first paragraph). */
  preview?: string;
  greeting?: string;
  blocks: MailBlock[];
  signoff?: string;
  /** Small print above the footer (why the mail came, what to do if it was not asked for). */
  note?: string;
  /**
   * Internal mails (to the shop's own team) carry no customer footer: the company facts and
   * legal links are for customers.
   */
  internal?: boolean;
}

/** Who a mail is for, in an edition's language: edition, locale, `lang` and the origin of its links. */
export function editionMail(edition: EditionId, origin: string): Pick<MailContent, "edition" | "locale" | "lang" | "origin"> {
  return { edition, locale: editions[edition].messagesLocale, lang: editions[edition].htmlLang, origin };
}

/** A rendered mail, ready for the mailer. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Content-ID for an inline image (`cid:` in the HTML). */
  cid?: string;
}
