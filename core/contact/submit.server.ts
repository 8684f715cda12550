import type { Db } from "../../db/client.server.ts";
import { contactMessages } from "../../db/schema/index.ts";
import { contactSubjectLabel, editions, type EditionId } from "../editions/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import { mailMessage } from "../mail/index.server.ts";
import { contactAckMail, contactTeamMail } from "./mails.ts";
import { enforceRateLimit, recipientMailAllowed } from "../rate-limit/index.server.ts";
import type { ContactInput } from "./validation.ts";

export const CONTACT_LIMIT = { perWindow: 5, windowSeconds: 15 * 60 };

/**
 * Stores a contact message, mails it to the edition's recipient from its sender address (reply
 * goes to the customer) and acknowledges it to the customer. Rate limited per client address
 * (429); the acknowledgement at most MAILS_PER_RECIPIENT to one address (over that the message is
 * still taken, without acknowledgement). `now` is the app's clock.
 */
export async function submitContact(
  db: Db,
  mailer: Mailer,
  /** The shop's origin for the mails' footer links (mailOrigin). */
  origin: string,
  edition: EditionId,
  input: ContactInput,
  clientKey: string,
  now: Date,
): Promise<{ id: number }> {
  await enforceRateLimit(db, `contact:${clientKey}`, CONTACT_LIMIT, now);
  const [row] = await db
    .insert(contactMessages)
    .values({
      edition,
      subject: input.subject,
      name: input.name,
      email: input.email,
      tradeNumber: input.tradeNumber ?? null,
      message: input.message,
    })
    .returning({ id: contactMessages.id });
  const config = editions[edition];
  const mail = {
    id: row!.id,
    name: input.name,
    email: input.email,
    subject: contactSubjectLabel(edition, input.subject),
    tradeNumber: input.tradeNumber ?? null,
    message: input.message,
  };
  await mailer.send(
    mailMessage({ from: config.contactSender, to: config.contactRecipient, replyTo: input.email }, contactTeamMail(edition, origin, mail), {
      kind: "contact.team",
      tradeNumber: mail.tradeNumber,
    }),
  );
  if (!(await recipientMailAllowed(db, "contact-ack", input.email, now))) return { id: row!.id };
  await mailer.send(
    mailMessage({ from: config.contactSender, to: input.email }, contactAckMail(edition, origin, mail), {
      kind: "contact.ack",
      tradeNumber: mail.tradeNumber,
    }),
  );
  return { id: row!.id };
}
