/**
 * The clarification's mails (decision 0026), composed without I/O in the edition's language:
 * opened (the link and one quick-answer button per new offer), the day-10 reminder (the same
 * buttons for the devices still open), and the outcome (what is bought, what goes back).
 * Links are absolute from the shop's mail origin.
 */
import { BRAND_NAME, editions, formatMoney, pathFor } from "../editions/index.ts";
import { translator } from "../shared/messages.server.ts";
import { escapeHtml as e, type ComposedMail } from "../trade/mail.server.ts";
import type { TradeView } from "../trade/types.ts";
import type { ClarificationView } from "./service.server.ts";

export type ClarificationNotice = "opened" | "reminder" | "outcome";

export function clarificationUrl(view: Pick<ClarificationView, "edition" | "clarificationId" | "tradeNumber">, origin: string): string {
  return `${origin.replace(/\/$/, "")}${pathFor(view.edition, "clarification", { id: view.clarificationId, trade: view.tradeNumber })}`;
}

export function quickAnswerUrl(view: Pick<ClarificationView, "edition" | "clarificationId" | "tradeNumber">, offerId: string, origin: string): string {
  return `${origin.replace(/\/$/, "")}${pathFor(view.edition, "clarificationQuickAnswer", { id: view.clarificationId, trade: view.tradeNumber, offerid: offerId })}`;
}

export function composeClarificationMail(view: ClarificationView, trade: TradeView, notice: ClarificationNotice, origin: string): ComposedMail {
  const config = editions[view.edition];
  const t = translator(config.messagesLocale);
  const money = (cents: number) => formatMoney(cents, view.edition);
  const deadline = new Intl.DateTimeFormat(config.htmlLang, { dateStyle: "long", timeZone: "UTC" }).format(new Date(new Date(view.deadline).getTime() - 1));
  const vars = { tradeNumber: view.tradeNumber, brand: BRAND_NAME, deadline };
  const subject = t(`clarification.mail.${notice}.subject`, vars);
  const greeting = t("trade.mail.greeting", { firstName: trade.customer.firstName });
  const body = t(`clarification.mail.${notice}.body`, vars);
  const link = clarificationUrl(view, origin);
  const linkText = t("clarification.mail.open");
  const buttons =
    notice === "outcome"
      ? []
      : view.devices
          .filter((d) => d.newOffer && d.answer === null)
          .map((d) => ({ text: t("clarification.mail.accept", { device: d.deviceName, price: money(d.newOffer!.totalCents) }), url: quickAnswerUrl(view, d.newOffer!.offerId, origin) }));
  const outcomeLines =
    notice === "outcome"
      ? view.devices.map((d) => `${d.deviceName}: ${d.answer === "accept" && d.newOffer ? t("clarification.outcome.accepted", { price: money(d.newOffer.totalCents) }) : t("clarification.outcome.returned")}`)
      : [];
  const signoff = t("trade.mail.signoff", { brand: BRAND_NAME });
  const text = [greeting, "", body, "", ...outcomeLines, ...buttons.map((b) => `${b.text}: ${b.url}`), `${linkText}: ${link}`, "", signoff].join("\n");
  const html = `<!doctype html><html lang="${e(config.htmlLang)}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(body)}</p>
${outcomeLines.length ? `<ul>${outcomeLines.map((l) => `<li>${e(l)}</li>`).join("")}</ul>` : ""}
${buttons.map((b) => `<p><a href="${e(b.url)}" style="display:inline-block;padding:10px 16px;background:#0b5cad;color:#fff;text-decoration:none;border-radius:4px">${e(b.text)}</a></p>`).join("\n")}
<p><a href="${e(link)}">${e(linkText)}</a></p>
<p>${e(signoff)}</p>
</body></html>`;
  return { subject, text, html };
}
