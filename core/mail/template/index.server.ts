/**
 * The mail template (decision 0032): every mail the shop sends is a MailContent made by its own
 * small function, rendered here into an HTML part (react-email) and a text part.
 */
import type { MailMessage } from "../mailer.server.ts";
import type { MailContent } from "./content.ts";
import { renderMail } from "./render.server.tsx";

export { renderMail } from "./render.server.tsx";
export { mailFooter, type MailFooter } from "./footer.ts";
export type { MailAttachment, MailBlock, MailContent, RenderedMail } from "./content.ts";

/** The mailer's message: the envelope and the rendered mail (a promise the mailer tracks, see Mailer.send). */
export async function mailMessage(envelope: { from: string; to: string; replyTo?: string }, content: MailContent | Promise<MailContent>): Promise<MailMessage> {
  return { ...envelope, ...(await renderMail(await content)) };
}
