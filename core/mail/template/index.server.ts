/**
 * The mail template (decision 0032): every mail the shop sends is a MailContent made by its own
 * small function, rendered here into an HTML part (react-email) and a text part.
 */
import type { MailMessage, MailMeta } from "../mailer.server.ts";
import type { MailContent } from "./content.ts";
import { renderMail } from "./render.server.tsx";

export { renderMail } from "./render.server.tsx";
export { mailFooter, type MailFooter } from "./footer.ts";
export { customerMail } from "./customer-mail.server.ts";
export type { MailAttachment, MailBlock, MailContent, RenderedMail } from "./content.ts";

/** What the mail log keeps besides the edition (decision 0041); a mail without it is logged as kind "other". */
export type MailTag = Omit<MailMeta, "edition">;

/**
 * The mailer's message: the envelope and the rendered mail (a promise the mailer tracks, see
 * Mailer.send), with its mail-log entry (`tag`: kind, trade, customer, how to resend).
 */
export async function mailMessage(
  envelope: { from: string; to: string; replyTo?: string; headers?: Record<string, string> },
  content: MailContent | Promise<MailContent>,
  tag: MailTag = { kind: "other" },
): Promise<MailMessage> {
  const mail = await content;
  return { ...envelope, ...(await renderMail(mail)), meta: { edition: mail.edition, ...tag } };
}
