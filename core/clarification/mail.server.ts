/**
 * The clarification's mails (decision 0026), composed without I/O in the edition's language as
 * content for the one mail template (decision 0032):
 * opened (the link and one quick-answer button per new offer), the day-10 reminder (the same
 * buttons for the devices still open), and the outcome (what is bought, what goes back).
 * Links are absolute from the shop's mail origin.
 */
import { BRAND_NAME, editions, formatMoney, formatStorage, pathFor } from "../editions/index.ts";
import { trackingUrl } from "../trade/index.server.ts";
import { dateTimeFormatOf } from "../shared/index.ts";
import { translator } from "../shared/index.server.ts";
import type { MailContent } from "../mail/index.ts";
import { customerMail } from "../mail/index.server.ts";
import { tradeAddressBlocks, type TradeView } from "../trade/index.ts";
import type { ClarificationView } from "./service.server.ts";

export type ClarificationNotice = "opened" | "reminder" | "outcome";

export function clarificationUrl(view: Pick<ClarificationView, "edition" | "clarificationId" | "tradeNumber">, origin: string): string {
  return `${origin.replace(/\/$/, "")}${pathFor(view.edition, "clarification", { id: view.clarificationId, trade: view.tradeNumber })}`;
}

export function quickAnswerUrl(
  view: Pick<ClarificationView, "edition" | "clarificationId" | "tradeNumber">,
  offerId: string,
  origin: string,
): string {
  return `${origin.replace(/\/$/, "")}${pathFor(view.edition, "clarificationQuickAnswer", { id: view.clarificationId, trade: view.tradeNumber, offerid: offerId })}`;
}

export function composeClarificationMail(
  view: ClarificationView,
  trade: TradeView,
  notice: ClarificationNotice,
  origin: string,
): MailContent {
  const config = editions[view.edition];
  const t = translator(config.messagesLocale);
  const money = (cents: number) => formatMoney(cents, view.edition);
  // The edition's locale, not the language: "16 March 2026" in the English edition (en-GB), "16. März 2026" in Austria.
  const deadline = dateTimeFormatOf(config.localeCode, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(new Date(view.deadline).getTime() - 1),
  );
  const device = (name: string) => formatStorage(name, view.edition);
  // the mail names one device or several as the clarification holds them (issue 30)
  const vars = { tradeNumber: view.tradeNumber, brand: BRAND_NAME, deadline, count: view.devices.length };
  const subject = t(`clarification.mail.${notice}.subject`, vars);
  const body = t(`clarification.mail.${notice}.body`, vars);
  const link = clarificationUrl(view, origin);
  const linkText = t("clarification.mail.open");
  const buttons =
    notice === "outcome"
      ? []
      : view.devices
          .filter((d) => d.newOffer && d.answer === null)
          .map((d) => ({
            text: t("clarification.mail.accept", { device: device(d.deviceName), price: money(d.newOffer!.totalCents) }),
            url: quickAnswerUrl(view, d.newOffer!.offerId, origin),
          }));
  const outcomeLines =
    notice === "outcome"
      ? view.devices.map((d) =>
          t("clarification.mail.outcomeLine", {
            device: device(d.deviceName),
            outcome:
              d.answer === "accept" && d.newOffer
                ? t("clarification.outcome.accepted", { price: money(d.newOffer.totalCents) })
                : t("clarification.outcome.returned"),
          }),
        )
      : [];
  return {
    ...customerMail(view.edition, origin, trade.customer.firstName),
    subject,
    blocks: [
      { kind: "text", text: body },
      ...(outcomeLines.length ? [{ kind: "list" as const, items: outcomeLines }] : []),
      ...buttons.map((b) => ({ kind: "button" as const, label: b.text, href: b.url })),
      { kind: "link", label: linkText, href: link },
    ],
  };
}

/** A device is on its way back (decision 0026): the carrier's tracking number and the tracking page. */
export function composeReturnSentMail(trade: TradeView, device: string, trackingNumber: string, origin: string): MailContent {
  const config = editions[trade.edition];
  const t = translator(config.messagesLocale);
  const vars = { tradeNumber: trade.tradeNumber, device: formatStorage(device, trade.edition), trackingNumber };
  return {
    ...customerMail(trade.edition, origin, trade.customer.firstName),
    subject: t("returns.mail.returnSent.subject", vars),
    blocks: [
      { kind: "text", text: t("returns.mail.returnSent.body", vars) },
      // where it went, in the address's country's order (decision 0108)
      ...tradeAddressBlocks(trade, t("returns.mail.returnSent.address")),
      { kind: "link", label: t("trade.mail.tracking"), href: trackingUrl(trade, origin) },
    ],
  };
}
