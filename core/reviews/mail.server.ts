/**
 * The review invitation e-mail (decision 0034), composed without I/O in the edition's language:
 * the trade number, the link (single use, valid REVIEW_LINK_DAYS) and that answering is optional.
 */
import { BRAND_NAME, editions, type EditionId } from "../editions/index.ts";
import { translator } from "../shared/messages.server.ts";

const e = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export function composeReviewInvitation(args: { edition: EditionId; firstName: string; tradeNumber: string; link: string; days: number }) {
  const config = editions[args.edition];
  const t = translator(config.messagesLocale);
  const vars = { tradeNumber: args.tradeNumber, brand: BRAND_NAME, days: args.days };
  const subject = t("review.mail.subject", vars);
  const greeting = t("trade.mail.greeting", { firstName: args.firstName });
  const body = t("review.mail.body", vars);
  const cta = t("review.mail.cta");
  const note = t("review.mail.note", vars);
  const signoff = t("trade.mail.signoff", { brand: BRAND_NAME });
  const text = [greeting, "", body, "", `${cta}: ${args.link}`, "", note, "", signoff].join("\n");
  const html = `<!doctype html><html lang="${e(config.htmlLang)}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(body)}</p>
<p><a href="${e(args.link)}">${e(cta)}</a></p>
<p>${e(note)}</p>
<p>${e(signoff)}</p>
</body></html>`;
  return { subject, text, html };
}
