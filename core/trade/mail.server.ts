/**
 * The trade confirmation e-mail, composed without I/O: subject, plain text and HTML in the
 * edition's language, with the trade number, the lines, the total, the payout, the next steps,
 * the label link and the tracking page link (absolute URLs from `origin`).
 */
import { BRAND_NAME, editions, formatMoney, pathFor } from "../editions/index.ts";
import { translator } from "../shared/messages.server.ts";
import { SHIPPING_DEADLINE_DAYS } from "./constants.ts";
import type { TradeView } from "./types.ts";

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** Absolute tracking page URL: the edition's tracking path + "?token=". */
export function trackingUrl(trade: Pick<TradeView, "edition" | "tradeNumber" | "trackingToken">, origin: string): string {
  const path = pathFor(trade.edition, "tradeTracking", { tradeNumber: trade.tradeNumber });
  return `${origin.replace(/\/$/, "")}${path}?token=${encodeURIComponent(trade.trackingToken)}`;
}

export function composeTradeConfirmation(trade: TradeView, origin: string): ComposedMail {
  const config = editions[trade.edition];
  const t = translator(config.messagesLocale);
  const money = (cents: number) => formatMoney(cents, trade.edition);
  const base = origin.replace(/\/$/, "");
  const labelUrl = `${base}${trade.labelUrl}`;
  const tracking = trackingUrl(trade, origin);
  const total = money(trade.totalCents);
  const payout =
    trade.payment.method === "paypal"
      ? t("trade.mail.payoutPaypal", { email: trade.payment.paypalEmail ?? "" })
      : t("trade.mail.payoutSepa", { iban: trade.payment.ibanMasked ?? "" });
  const lines = trade.lines.map((l) => `${l.quantity} × ${l.deviceName}: ${money(l.lineTotalCents)}`);
  // The campaign bonus (decision 0028): one line per campaign, included in the line totals above.
  const campaigns = [...new Set(trade.lines.flatMap((l) => (l.campaign ? [l.campaign.name] : [])))].map((name) =>
    t("trade.mail.campaign", { name, bonus: money(trade.lines.reduce((sum, l) => sum + (l.campaign?.name === name ? l.campaign.bonusCents * l.quantity : 0), 0)) }),
  );
  const voucher = trade.voucher ? t("trade.mail.voucher", { code: trade.voucher.code, bonus: money(trade.voucher.bonusCents) }) : null;
  const steps = [t("trade.mail.step1"), `${t("trade.mail.step2")} ${t("trade.shippingDeadline", { days: SHIPPING_DEADLINE_DAYS })}`, t("trade.mail.step3")];
  const subject = t("trade.mail.subject", { tradeNumber: trade.tradeNumber, brand: BRAND_NAME });
  const greeting = t("trade.mail.greeting", { firstName: trade.customer.firstName });
  const intro = t("trade.mail.intro", { tradeNumber: trade.tradeNumber });
  const totalLine = t("trade.mail.total", { total });
  const stepsTitle = t("trade.mail.stepsTitle");
  const labelText = t("trade.mail.label");
  const trackingText = t("trade.mail.tracking");
  const signoff = t("trade.mail.signoff", { brand: BRAND_NAME });

  const text = [
    greeting,
    "",
    intro,
    "",
    ...lines,
    ...campaigns,
    ...(voucher ? [voucher] : []),
    totalLine,
    payout,
    "",
    stepsTitle,
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    "",
    `${labelText}: ${labelUrl}`,
    `${trackingText}: ${tracking}`,
    "",
    signoff,
  ].join("\n");

  const e = escapeHtml;
  const html = `<!doctype html><html lang="${e(config.htmlLang)}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(intro)}</p>
<ul>${lines.map((l) => `<li>${e(l)}</li>`).join("")}</ul>
${campaigns.map((c) => `<p>${e(c)}</p>`).join("")}
${voucher ? `<p>${e(voucher)}</p>` : ""}
<p><strong>${e(totalLine)}</strong></p>
<p>${e(payout)}</p>
<h2 style="font-size:1.1em">${e(stepsTitle)}</h2>
<ol>${steps.map((s) => `<li>${e(s)}</li>`).join("")}</ol>
<p><a href="${e(labelUrl)}">${e(labelText)}</a></p>
<p><a href="${e(tracking)}">${e(trackingText)}</a></p>
<p>${e(signoff)}</p>
</body></html>`;
  return { subject, text, html };
}
