/**
 * Short mails about a trade's life after checkout (decision 0024): the parcel reminder (day 7),
 * the cancellation confirmation, the expiry notice, the parcel's arrival and the inspection
 * that found everything as described (payout pending). Composed without I/O in the edition's
 * language, with the tracking page link (and the label link while the parcel may still be sent),
 * absolute from the shop's configured origin.
 */
import { BRAND_NAME, editions } from "../editions/index.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import { translator } from "../shared/messages.server.ts";
import { SHIPPING_DEADLINE_DAYS } from "./constants.ts";
import { escapeHtml as e, trackingUrl, type ComposedMail } from "./mail.server.ts";
import type { TradeView } from "./types.ts";

export type TradeNotice = "parcelReminder" | "cancelled" | "expired" | "received" | "payoutPending";

export function composeTradeNotice(trade: TradeView, notice: TradeNotice, origin: string): ComposedMail {
  const config = editions[trade.edition];
  const t = translator(config.messagesLocale);
  const vars = { tradeNumber: trade.tradeNumber, brand: BRAND_NAME, days: SHIPPING_DEADLINE_DAYS };
  const subject = t(`trade.mail.${notice}.subject`, vars);
  const greeting = t("trade.mail.greeting", { firstName: trade.customer.firstName });
  const body = t(`trade.mail.${notice}.body`, vars);
  const tracking = trackingUrl(trade, origin);
  const label = notice === "parcelReminder" ? `${origin.replace(/\/$/, "")}${trade.labelUrl}` : null;
  const labelText = t("trade.mail.label");
  const trackingText = t("trade.mail.tracking");
  const signoff = t("trade.mail.signoff", { brand: BRAND_NAME });
  const text = [greeting, "", body, "", ...(label ? [`${labelText}: ${label}`] : []), `${trackingText}: ${tracking}`, "", signoff].join("\n");
  const html = `<!doctype html><html lang="${e(config.htmlLang)}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(body)}</p>
${label ? `<p><a href="${e(label)}">${e(labelText)}</a></p>` : ""}
<p><a href="${e(tracking)}">${e(trackingText)}</a></p>
<p>${e(signoff)}</p>
</body></html>`;
  return { subject, text, html };
}

/** Sends a notice to the trade's customer from the edition's sender; resolves when the mailer has it. */
export function sendTradeNotice(mailer: Mailer, trade: TradeView, notice: TradeNotice, origin: string): Promise<unknown> {
  return mailer.send({ from: editions[trade.edition].contactSender, to: trade.customer.email, ...composeTradeNotice(trade, notice, origin) });
}
