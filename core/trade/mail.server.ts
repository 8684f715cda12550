/**
 * The trade confirmation e-mail, composed without I/O as content for the one mail template
 * (decision 0032; core/mail/template renders its HTML and text parts) in the edition's language,
 * with the trade number, the lines, the total, the payout, the next steps, the shipping label's
 * link and the tracking page link (absolute URLs from `origin`). Every line is a message of the
 * language (decision 0099): no label, colon, unit or number is put together here.
 */
import type { Db } from "../../db/client.server.ts";
import { photoImagesOf } from "../catalog/index.server.ts";
import { BRAND_NAME, editions, formatDate, formatMoney, formatStorage, pathFor } from "../editions/index.ts";
import type { MailContent } from "../mail/index.ts";
import { customerMail } from "../mail/index.server.ts";
import { translator } from "../shared/index.server.ts";
import { DEADLINES_EXPLAINED, handInStep, lastParcelDay, resetSteps } from "./after-sale.ts";
import { collectionText } from "./collection.ts";
import { tradeAddressBlocks } from "./sender-address.ts";
import type { TradeView } from "./types.ts";

/** Absolute tracking page URL: the edition's tracking path + "?token=". */
export function trackingUrl(trade: Pick<TradeView, "edition" | "tradeNumber" | "trackingToken">, origin: string): string {
  const path = pathFor(trade.edition, "tradeTracking", { tradeNumber: trade.tradeNumber });
  return `${origin.replace(/\/$/, "")}${path}?token=${encodeURIComponent(trade.trackingToken)}`;
}

/**
 * `photos`: the catalog photo (DeviceView.image) of each line's device that has one (photoImagesOf,
 * core/catalog); the line shows it beside its text (decision 0104). Drawings are SVG, which mail
 * clients do not show: those lines have no picture.
 */
export function composeTradeConfirmation(trade: TradeView, origin: string, photos: ReadonlyMap<number, string> = new Map()): MailContent {
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
  // Each line through the language's message: its punctuation (French "appareil : montant") and its storage units (Go).
  // A line whose total includes a campaign bonus (decision 0028) names its parts: the devices' price
  // and the bonus, then the total (the one price rule, decision 0101).
  const lines = trade.lines.map((l) => {
    const vars = { quantity: l.quantity, device: formatStorage(l.deviceName, trade.edition), amount: money(l.lineTotalCents) };
    if (!l.campaign || l.campaign.bonusCents === 0) return t("trade.mail.line", vars);
    const bonusCents = l.campaign.bonusCents * l.quantity;
    return t("price.mail.line", { ...vars, price: money(l.lineTotalCents - bonusCents), bonus: money(bonusCents), name: l.campaign.name });
  });
  const voucher = trade.voucher ? t("trade.mail.voucher", { code: trade.voucher.code, bonus: money(trade.voucher.bonusCents) }) : null;
  // The thank-you page's steps (decision 0107): what to switch off per device kind, and the parcel's last day.
  const handIn = handInStep(formatDate(lastParcelDay(new Date(trade.createdAt), trade.edition), trade.edition));
  // a business trade the carrier collects (decision 0120) has no label: its step says when the carrier comes
  const collection = trade.collection ? collectionText(trade, t) : null;
  const steps = [
    ...resetSteps(trade.lines, trade.edition).map((m) => t(m.key, m.values)),
    t("trade.mail.step1"),
    collection ?? `${t("trade.mail.step2")} ${t(handIn.key, handIn.values)}`,
    t("trade.mail.step3"),
  ];
  const subject = t("trade.mail.subject", { tradeNumber: trade.tradeNumber, brand: BRAND_NAME });
  const intro = t("trade.mail.intro", { tradeNumber: trade.tradeNumber });
  const totalLine = t("trade.mail.total", { total });
  const stepsTitle = t("trade.mail.stepsTitle");
  const labelText = t("trade.mail.label");
  const trackingText = t("trade.mail.tracking");

  return {
    ...customerMail(trade.edition, origin, trade.customer.firstName),
    subject,
    preview: `${intro} ${totalLine}`,
    blocks: [
      { kind: "text", text: intro },
      {
        kind: "items",
        items: lines.map((text, i) => {
          const photo = photos.get(trade.lines[i]!.deviceId);
          return photo ? { text, image: `${base}${photo}` } : { text };
        }),
      },
      ...(voucher ? [{ kind: "text" as const, text: voucher }] : []),
      { kind: "text", text: totalLine, strong: true },
      { kind: "text", text: payout },
      // the address the label prints as the sender, in its country's order (decision 0108)
      ...tradeAddressBlocks(trade, t("trade.mail.senderAddress")),
      { kind: "heading", text: stepsTitle },
      { kind: "list", ordered: true, items: steps },
      ...(collection ? [] : [{ kind: "button" as const, label: labelText, href: labelUrl }]),
      { kind: "link", label: trackingText, href: tracking },
      // how the offer's days and the parcel's days relate, as on the offer and thank-you pages (decision 0107)
      { kind: "heading", text: t("afterSale.deadlines.title") },
      ...DEADLINES_EXPLAINED.map((m) => ({ kind: "text" as const, text: t(m.key, m.values) })),
    ],
  };
}

/** The trade confirmation with the photos of its devices (placeTrade, and a resend from the back office). */
export async function tradeConfirmationMail(db: Db, trade: TradeView, origin: string): Promise<MailContent> {
  return composeTradeConfirmation(
    trade,
    origin,
    await photoImagesOf(
      db,
      trade.lines.map((l) => l.deviceId),
    ),
  );
}
