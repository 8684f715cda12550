/**
 * The purchase record of a paid trade (issue 32, decision 0115): what the PDF says, as plain
 * values, so the rules are tested without pdfkit. The company (the edition's operator, from its
 * company facts) is the buyer; the seller is the person the seller record names, with the address
 * in their country's order; the devices with their identifiers, condition and amounts; the total;
 * the payout's date and masked account; the margin-scheme line with the law of the operator's
 * country. In the edition's language (messages under `purchaseRecord.*`, part purchase-record).
 *
 * Dates: the date of purchase is the paid day (seller_records.paid_at, in the edition's time
 * zone): the day the price was paid and the purchase closed (the seller could still refuse a new
 * offer or ask for the device back before), and the day the record's retention counts from. The
 * payout date is the day the payout was ordered (the run's confirmation; a voucher: the day it was
 * issued), which is the paid day unless a later run paid the trade anew after a returned transfer.
 */
import { countryName, DEADLINE_TIME_ZONES, editions, formatMoney, type CompanyFacts, type EditionId } from "../editions/index.ts";
import { addressLines, dateTimeFormatOf, maskEmail, maskIban } from "../shared/index.ts";

/** The margin scheme's law in each edition's operator's country (the edition "en" is run by the German company). */
export const MARGIN_SCHEME_LAW: Readonly<Record<EditionId, string>> = Object.freeze({
  de: "§ 25a UStG",
  at: "§ 24 UStG 1994",
  en: "§ 25a of the German VAT Act (UStG)",
  es: "arts. 135 a 139 de la Ley 37/1992 del IVA",
  fr: "art. 297 A du CGI",
  it: "art. 36 del D.L. 41/1995",
});

export interface PurchaseRecordDevice {
  name: string;
  imei: string | null;
  serial: string | null;
  quantity: number;
  amountCents: number;
  /** The condition grade the price was set for (excellent, good, fair, defective), when known. */
  condition: string | null;
}

export type PurchaseRecordPayout =
  | { method: "sepa"; iban: string | null; at: Date }
  | { method: "paypal"; paypalEmail: string | null; at: Date }
  | { method: "voucher"; at: Date };

export interface PurchaseRecordInput {
  edition: EditionId;
  tradeNumber: string;
  company: CompanyFacts;
  seller: { firstName: string; lastName: string; street: string; houseNumber: string; zip: string; city: string; country: string };
  devices: readonly PurchaseRecordDevice[];
  totalCents: number;
  /** The paid day (seller_records.paid_at). */
  paidAt: Date;
  payout: PurchaseRecordPayout;
}

/** A label and its value, as one row of the document. */
export type Fact = readonly [label: string, value: string];

export interface PurchaseRecordDocument {
  lang: string;
  title: string;
  intro: string;
  buyer: { heading: string; lines: string[] };
  seller: { heading: string; lines: string[] };
  facts: Fact[];
  devicesHeading: string;
  columns: { device: string; identifiers: string; condition: string; quantity: string; amount: string };
  devices: { device: string; identifiers: string[]; condition: string; quantity: string; amount: string }[];
  total: Fact;
  marginScheme: string;
  footer: string;
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

const CONDITIONS = new Set(["excellent", "good", "fair", "defective"]);

/** The date as the edition writes it in full ("15. März 2031", "15 mars 2031") in its time zone. */
export function purchaseRecordDate(at: Date, edition: EditionId): string {
  return dateTimeFormatOf(editions[edition].localeCode, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: DEADLINE_TIME_ZONES[edition],
  }).format(at);
}

/** The payout account as the record shows it: the IBAN or PayPal address masked, never whole. */
export function maskedPayout(payout: PurchaseRecordPayout, t: Translate): string {
  if (payout.method === "voucher") return t("purchaseRecord.payout.voucher");
  if (payout.method === "paypal") return t("purchaseRecord.payout.paypal", { account: maskEmail(payout.paypalEmail) ?? "–" });
  return t("purchaseRecord.payout.sepa", { account: payout.iban ? maskIban(payout.iban) : "–" });
}

/** The document's content in the edition's language; `t` is the edition's translator. */
export function purchaseRecordContent(input: PurchaseRecordInput, t: Translate): PurchaseRecordDocument {
  const { edition, company } = input;
  const money = (cents: number) => formatMoney(cents, edition);
  const seller = input.seller;
  const name = `${seller.firstName} ${seller.lastName}`.trim();
  const buyerLines = [
    company.name,
    company.street,
    `${company.postalCode} ${company.city}`.trim(),
    company.country,
    t("purchaseRecord.register", { court: company.registerCourt, number: company.registerNumber }),
    t("purchaseRecord.vatId", { vatId: company.vatId }),
  ].filter((line) => line.trim() !== "");
  return {
    lang: editions[edition].htmlLang,
    title: t("purchaseRecord.title", { tradeNumber: input.tradeNumber }),
    intro: t("purchaseRecord.intro", { company: company.name }),
    buyer: { heading: t("purchaseRecord.buyer"), lines: buyerLines },
    seller: {
      heading: t("purchaseRecord.seller"),
      lines: addressLines(seller, { name, countryName: countryName(seller.country, edition) }),
    },
    facts: [
      [t("purchaseRecord.trade"), input.tradeNumber],
      [t("purchaseRecord.purchaseDate"), purchaseRecordDate(input.paidAt, edition)],
      [t("purchaseRecord.payoutDate"), purchaseRecordDate(input.payout.at, edition)],
      [t("purchaseRecord.payoutTo"), maskedPayout(input.payout, t)],
    ],
    devicesHeading: t("purchaseRecord.devices"),
    columns: {
      device: t("purchaseRecord.column.device"),
      identifiers: t("purchaseRecord.column.identifiers"),
      condition: t("purchaseRecord.column.condition"),
      quantity: t("purchaseRecord.column.quantity"),
      amount: t("purchaseRecord.column.amount"),
    },
    devices: input.devices.map((d) => ({
      device: d.name,
      identifiers: [
        ...(d.imei ? [t("purchaseRecord.imei", { imei: d.imei })] : []),
        ...(d.serial ? [t("purchaseRecord.serial", { serial: d.serial })] : []),
        ...(!d.imei && !d.serial ? ["–"] : []),
      ],
      condition: d.condition && CONDITIONS.has(d.condition) ? t(`checkout.condition.${d.condition}`) : "–",
      quantity: String(d.quantity),
      amount: money(d.amountCents),
    })),
    total: [t("purchaseRecord.total"), money(input.totalCents)],
    marginScheme: t("purchaseRecord.marginScheme", { law: MARGIN_SCHEME_LAW[edition] }),
    footer: t("purchaseRecord.footer"),
  };
}

/** The PDF's file name: the trade number, nothing personal. */
export const purchaseRecordFileName = (tradeNumber: string) => `purchase-record-${tradeNumber}.pdf`;
