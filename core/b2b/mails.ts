/**
 * The B2B lead form's mails as content for the one mail template (decision 0032): the lead to
 * the German partner team (internal, in German whatever the edition; reply goes to the business)
 * and the acknowledgement to the sender in the edition's language. Pure.
 */
import { editions, type EditionId } from "../editions/index.ts";
import { editionMail, type MailContent } from "../mail/index.ts";
import { translator } from "../shared/index.server.ts";
import { leadInviteBlocks } from "../company/index.server.ts";
import type { B2bLeadInput } from "./validation.ts";

const categories = (t: ReturnType<typeof translator>, input: B2bLeadInput) =>
  input.categories.map((c) => t(`b2b.category.${c}`)).join(", ");

/** To the B2B partner team (German): every field of the lead, the message as written. */
export function b2bTeamMail(edition: EditionId, origin: string, id: number, input: B2bLeadInput): MailContent {
  const de = translator("de");
  return {
    edition,
    locale: "de",
    lang: "de",
    origin,
    internal: true,
    subject: `[${editions[edition].applicationCode} B2B #${id}] ${input.company}: ${input.deviceCount}`,
    blocks: [
      {
        kind: "text",
        text: [
          `${de("b2b.company")}: ${input.company}`,
          `${de("b2b.contactName")}: ${input.contactName}`,
          `${de("b2b.email")}: ${input.email}`,
          `${de("b2b.phone")}: ${input.phone ?? "-"}`,
          `${de("b2b.deviceCount")}: ${input.deviceCount}`,
          `${de("b2b.categories")}: ${categories(de, input)}`,
          `Edition: ${edition}`,
        ].join("\n"),
      },
      ...(input.message ? [{ kind: "quote" as const, text: input.message }] : []),
    ],
  };
}

/**
 * To the business that asked: what we received and when the team answers, and (decision 0116)
 * the link to register the business account with the lead's data, valid `invite.days`.
 */
export function b2bAckMail(edition: EditionId, origin: string, input: B2bLeadInput, invite?: { link: string; days: number }): MailContent {
  const t = translator(editions[edition].messagesLocale);
  return {
    ...editionMail(edition, origin),
    subject: t("b2b.ack.subject"),
    greeting: t("b2b.ack.greeting", { name: input.contactName }),
    blocks: [
      { kind: "text", text: t("b2b.ack.text", { company: input.company, count: input.deviceCount, categories: categories(t, input) }) },
      ...(invite ? leadInviteBlocks(edition, invite.link, invite.days) : []),
    ],
    signoff: t("b2b.ack.signature"),
  };
}
