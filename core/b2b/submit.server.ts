import type { Db } from "../../db/client.server.ts";
import { b2bLeads } from "../../db/schema/index.ts";
import { INVITE_DAYS, inviteLeadContact, inviteLink } from "../company/index.server.ts";
import { editions, hasPage, isBusinessEdition, type EditionId } from "../editions/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import { mailMessage } from "../mail/index.server.ts";
import { b2bAckMail, b2bTeamMail } from "./mails.ts";
import { enforceRateLimit, recipientMailAllowed } from "../rate-limit/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import type { B2bLeadInput } from "./validation.ts";

export const B2B_LEAD_LIMIT = { perWindow: 5, windowSeconds: 60 * 60 };

/** Where leads go: the German B2B partner contact (the only B2B team, spec §6). */
export function b2bLeadRecipient(): string {
  const address = editions.de.b2bPartnerContact;
  if (!address) throw new Error("editions.de.b2bPartnerContact is not configured");
  return address;
}

/**
 * Stores a lead from the B2B landing page (de and the English set), mails it to the B2B partner
 * contact (reply goes to the business) and acknowledges it to the sender with an invitation to
 * register the business account (an owner invitation of the lead, decision 0116) (footer links from
 * `origin`, the shop's mail origin). Rate limited per client
 * (429); the acknowledgement at most MAILS_PER_RECIPIENT to one address. `now` is the app's clock.
 */
export async function submitB2bLead(
  db: Db,
  mailer: Mailer,
  origin: string,
  edition: EditionId,
  input: B2bLeadInput,
  clientKey: string,
  now: Date,
): Promise<{ id: number }> {
  if (!hasPage(edition, "b2bLanding")) throw new ProblemError(404, "not_found", "problem.detail.noB2b");
  await enforceRateLimit(db, `b2b-lead:${clientKey}`, B2B_LEAD_LIMIT, now);
  const [row] = await db
    .insert(b2bLeads)
    .values({
      edition,
      company: input.company,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone ?? null,
      deviceCount: input.deviceCount,
      categories: input.categories,
      message: input.message ?? null,
    })
    .returning({ id: b2bLeads.id });
  const id = row!.id;
  const config = editions[edition];
  // The partner team is German: the internal mail is in German whatever the edition.
  await mailer.send(
    mailMessage({ from: config.contactSender, to: b2bLeadRecipient(), replyTo: input.email }, b2bTeamMail(edition, origin, id, input), {
      kind: "b2b.team",
    }),
  );
  // The landing form is the business account's entry (decision 0116): the contact is invited to register it.
  const token = isBusinessEdition(edition) ? await inviteLeadContact(db, { id, email: input.email }, now) : null;
  if (!(await recipientMailAllowed(db, "b2b-ack", input.email, now))) return { id };
  const invite = token ? { link: inviteLink(edition, origin, token), days: INVITE_DAYS } : undefined;
  await mailer.send(
    mailMessage({ from: config.contactSender, to: input.email }, b2bAckMail(edition, origin, input, invite), { kind: "b2b.ack" }),
  );
  return { id };
}
