/**
 * The price alert's two mails as content for the one mail template (decision 0032): the double
 * opt-in confirmation, and the one mail when today's price reaches the target. Both carry the
 * alert's own unsubscribe link (and, as header lines, List-Unsubscribe with its one-click POST:
 * `unsubscribeHeaders`). Pure.
 */
import { BRAND_NAME, editions, formatMoney, pathFor, type EditionId } from "../editions/index.ts";
import { editionMail, type MailContent } from "../mail/index.ts";
import { translator } from "../shared/index.server.ts";

export interface AlertMailArgs {
  edition: EditionId;
  origin: string;
  deviceName: string;
  /** Null: any rise. */
  targetCents: number | null;
  priceAtStartCents: number;
  /** The alert's unsubscribe token (from the link). */
  unsubscribeToken: string;
}

/** The page that unsubscribes one alert (a button: a link alone must not change anything). */
export function unsubscribePageUrl(edition: EditionId, origin: string, token: string): string {
  return `${origin}${pathFor(edition, "priceAlertUnsubscribe", { token })}`;
}

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the API link
 * (no page, no cookie); the page link is the fallback for clients without it.
 */
export function unsubscribeHeaders(edition: EditionId, origin: string, token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${origin}/api/price-alerts/unsubscribe/${token}>, <${unsubscribePageUrl(edition, origin, token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

function alertMail(
  args: AlertMailArgs,
  kind: "confirm" | "fired",
  vars: Record<string, string | number>,
  href: string,
  note: string,
): MailContent {
  const t = translator(editions[args.edition].messagesLocale);
  const all = {
    device: args.deviceName,
    start: formatMoney(args.priceAtStartCents, args.edition),
    target: args.targetCents === null ? "" : formatMoney(args.targetCents, args.edition),
    brand: BRAND_NAME,
    ...vars,
  };
  const wish = args.targetCents === null ? "any" : "target";
  return {
    ...editionMail(args.edition, args.origin),
    subject: t(`priceAlert.mail.${kind}.subject`, all),
    greeting: t("priceAlert.mail.greeting"),
    blocks: [
      { kind: "text", text: t(`priceAlert.mail.${kind}.text.${wish}`, all) },
      { kind: "button", label: t(`priceAlert.mail.${kind}.action`), href },
      { kind: "link", label: t("priceAlert.mail.unsubscribe"), href: unsubscribePageUrl(args.edition, args.origin, args.unsubscribeToken) },
    ],
    signoff: t("priceAlert.mail.signoff", all),
    note: t(note, all),
  };
}

/** Step 1 of the double opt-in: the confirmation link, valid `days` days. */
export function priceAlertConfirmMail(args: AlertMailArgs & { confirmToken: string; days: number }): MailContent {
  const href = `${args.origin}${pathFor(args.edition, "priceAlertConfirm", { token: args.confirmToken })}`;
  return alertMail(args, "confirm", { days: args.days }, href, "priceAlert.mail.confirm.ignore");
}

/** The one mail of an alert: today's price reached the target (or rose); the link leads to the device page for an offer. */
export function priceAlertFiredMail(args: AlertMailArgs & { priceCents: number; deviceUrl: string }): MailContent {
  return alertMail(
    args,
    "fired",
    { price: formatMoney(args.priceCents, args.edition) },
    `${args.origin}${args.deviceUrl}`,
    "priceAlert.mail.fired.note",
  );
}
