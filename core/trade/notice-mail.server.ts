/**
 * Short mails about a trade's life after checkout (decision 0024): the parcel reminder (day 7),
 * the cancellation confirmation, the expiry notice, the parcel's arrival and the inspection
 * that found everything as described (payout pending). Composed without I/O in the edition's
 * language as content for the one mail template (decision 0032), with the tracking page link
 * (and the shipping note's link while the parcel may still be sent), absolute from the shop's
 * configured origin.
 */
import { BRAND_NAME, companyFacts, editions, formatMoney } from "../editions/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import type { MailContent } from "../mail/index.ts";
import { customerMail, mailMessage } from "../mail/index.server.ts";
import { translator } from "../shared/index.server.ts";
import { SHIPPING_DEADLINE_DAYS } from "./constants.ts";
import { trackingUrl } from "./mail.server.ts";
import type { TradeView } from "./types.ts";

/** `lookup`: the tracking link asked for on the trade lookup page (decision 0031), with the label while the parcel may still be sent. */
export type TradeNotice = "parcelReminder" | "cancelled" | "expired" | "received" | "payoutPending" | "lookup";

export function composeTradeNotice(trade: TradeView, notice: TradeNotice, origin: string): MailContent {
  const config = editions[trade.edition];
  const t = translator(config.messagesLocale);
  // every figure from the constant or setting its mechanism runs on (decision 0098)
  const vars = {
    tradeNumber: trade.tradeNumber,
    brand: BRAND_NAME,
    days: SHIPPING_DEADLINE_DAYS,
    payoutDays: companyFacts(trade.edition).payoutDays,
  };
  const subject = t(`trade.mail.${notice}.subject`, vars);
  const body = t(`trade.mail.${notice}.body`, vars);
  const tracking = trackingUrl(trade, origin);
  const label =
    notice === "parcelReminder" || (notice === "lookup" && trade.state === "created")
      ? `${origin.replace(/\/$/, "")}${trade.labelUrl}`
      : null;
  // the higher price of the day paid at inspection (decision 0126): its own line per device, and the payout it makes
  const risen = notice === "payoutPending" ? trade.lines.filter((l) => l.priceRiseCents) : [];
  const money = (cents: number) => formatMoney(cents, trade.edition);
  const rise: MailContent["blocks"] = risen.length
    ? [
        { kind: "text", text: t("priceRise.mailIntro") },
        { kind: "list", items: risen.map((l) => t("priceRise.mailLine", { device: l.deviceName, amount: money(l.priceRiseCents!) })) },
        { kind: "text", text: t("priceRise.mailTotal", { amount: money(trade.totalCents) }), strong: true },
      ]
    : [];
  const labelText = t("trade.mail.label");
  const trackingText = t("trade.mail.tracking");
  return {
    ...customerMail(trade.edition, origin, trade.customer.firstName),
    subject,
    blocks: [
      { kind: "text", text: body },
      ...rise,
      ...(label ? [{ kind: "button" as const, label: labelText, href: label }] : []),
      { kind: "link", label: trackingText, href: tracking },
    ],
  };
}

/** Sends a notice to the trade's customer from the edition's sender; resolves when the mailer has it. */
export function sendTradeNotice(mailer: Mailer, trade: TradeView, notice: TradeNotice, origin: string): Promise<unknown> {
  return mailer.send(
    mailMessage({ from: editions[trade.edition].contactSender, to: trade.customer.email }, composeTradeNotice(trade, notice, origin), {
      kind: `trade.${notice}`,
      tradeNumber: trade.tradeNumber,
      customerId: trade.customer.customerId,
      resend: { kind: "trade.notice", params: { tradeNumber: trade.tradeNumber, notice } },
    }),
  );
}
