/**
 * The two mails of "send me this offer" (decision 0127) as content for the one mail template: the
 * offer itself (device, amount, answers, valid until, the link back to it) and the one reminder
 * before it runs out. Nothing else: no newsletter, no other offers. Pure.
 */
import { BRAND_NAME, editions, formatDate, formatMoney, pathFor, type EditionId } from "../editions/index.ts";
import { editionMail, type MailBlock, type MailContent } from "../mail/index.ts";
import type { OfferView } from "../offer/index.ts";
import { translator } from "../shared/index.server.ts";

type MailedOffer = Pick<OfferView, "offerId" | "edition" | "totalCents" | "campaign" | "validUntil" | "breakdown" | "device">;

/** The device page showing this offer (`?offer=`), as the link in both mails. */
export function offerLink(offer: Pick<OfferView, "offerId" | "device">, origin: string): string {
  return `${origin}${offer.device.url}?offer=${encodeURIComponent(offer.offerId)}`;
}

/** The page of the mail's "no reminder, please" link. */
export function withdrawLink(edition: EditionId, origin: string, token: string): string {
  return `${origin}${pathFor(edition, "offerReminderStop", { token })}`;
}

function frame(edition: EditionId, origin: string) {
  const t = translator(editions[edition].messagesLocale);
  return {
    t,
    base: {
      ...editionMail(edition, origin),
      greeting: t("offerMail.mail.greeting"),
      signoff: t("trade.mail.signoff", { brand: BRAND_NAME }),
    },
  };
}

/** The amount with the campaign bonus named when there is one (the total is what is paid). */
function amountBlocks(offer: MailedOffer, t: ReturnType<typeof translator>, withValidity = true): MailBlock[] {
  const amount = formatMoney(offer.totalCents, offer.edition);
  return [
    { kind: "text", text: t("offerMail.mail.amount", { amount }), strong: true },
    ...(offer.campaign
      ? [
          {
            kind: "text" as const,
            text: t("offerMail.mail.bonus", {
              bonus: formatMoney(offer.campaign.bonusCents, offer.edition),
              campaign: offer.campaign.name,
            }),
          },
        ]
      : []),
    ...(withValidity
      ? [{ kind: "text" as const, text: t("offerMail.mail.validUntil", { date: formatDate(new Date(offer.validUntil), offer.edition) }) }]
      : []),
  ];
}

/**
 * The offer as asked for. `reminder`: the day the reminder will come with the link that withdraws
 * it; "tooLate" when it was asked for but the offer runs out sooner; null when not asked for.
 */
export function offerMailContent(
  offer: MailedOffer,
  origin: string,
  reminder: { at: Date; withdraw: string } | "tooLate" | null,
): MailContent {
  const { t, base } = frame(offer.edition, origin);
  const reminderBlocks: MailBlock[] =
    reminder === null
      ? []
      : reminder === "tooLate"
        ? [{ kind: "text", text: t("offerMail.mail.reminderTooLate") }]
        : [
            { kind: "text", text: t("offerMail.mail.reminderOn", { date: formatDate(reminder.at, offer.edition) }) },
            { kind: "link", label: t("offerMail.mail.withdraw"), href: reminder.withdraw },
          ];
  return {
    ...base,
    subject: t("offerMail.mail.subject", { device: offer.device.name }),
    blocks: [
      { kind: "text", text: t("offerMail.mail.intro") },
      { kind: "heading", text: offer.device.name },
      ...amountBlocks(offer, t),
      { kind: "heading", text: t("offerMail.mail.answers") },
      {
        kind: "list",
        items: offer.breakdown.lines.map((line) => t("offerMail.mail.answerLine", { question: line.question, answer: line.answer })),
      },
      { kind: "button", label: t("offerMail.mail.open"), href: offerLink(offer, origin) },
      ...reminderBlocks,
    ],
    note: t("offerMail.mail.note"),
  };
}

/** The one reminder, REMINDER_DAYS_BEFORE days before the offer runs out. */
export function offerReminderContent(offer: MailedOffer, origin: string): MailContent {
  const { t, base } = frame(offer.edition, origin);
  const date = formatDate(new Date(offer.validUntil), offer.edition);
  return {
    ...base,
    subject: t("offerMail.reminder.subject", { device: offer.device.name, date }),
    blocks: [
      // the text names the date already
      { kind: "text", text: t("offerMail.reminder.text", { device: offer.device.name, date }) },
      ...amountBlocks(offer, t, false),
      { kind: "button", label: t("offerMail.mail.open"), href: offerLink(offer, origin) },
      { kind: "text", text: t("offerMail.reminder.after") },
    ],
    note: t("offerMail.reminder.note"),
  };
}
