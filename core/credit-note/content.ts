/**
 * A business trade's credit note as plain values (decision 0121), so its rules are tested without
 * pdfkit: the facts as issued (parties, lines, amounts, treatment) and the document in the
 * edition's language (messages `business.creditNote.pdf.*`, part credit-note). Both are stored in
 * `credit_notes.content` when the note is issued; the PDF is drawn from the stored document alone,
 * so a lost file is drawn again identically, whatever the messages or the company facts say later.
 */
import { countryName, DEADLINE_TIME_ZONES, editions, formatMoney, type CompanyFacts, type EditionId } from "../editions/index.ts";
import { dateTimeFormatOf } from "../shared/index.ts";
import { vatRatePercent, type SettlementKind, type VatTreatment } from "./vat.ts";

export interface CreditNoteLine {
  device: string;
  /** The business grade (A–D) the price was set for, when the line has one. */
  grade: string | null;
  imei: string | null;
  serial: string | null;
  quantity: number;
  unitNetCents: number;
  netCents: number;
}

export interface CreditNoteCompany {
  name: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  country: string;
  vatId: string | null;
}

/** What was issued, language-free. */
export interface CreditNoteFacts {
  kind: SettlementKind;
  /** null for a seller's invoice (they number it). */
  number: string | null;
  edition: EditionId;
  tradeNumber: string;
  issuedAt: string;
  /** The day we received the devices (the supply's date), ISO; null when unknown. */
  suppliedAt: string | null;
  treatment: Exclude<VatTreatment, "non_eu">;
  vatRateBp: number;
  /** Sellback: the recipient of the supply, who issues the self-billing document. */
  recipient: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
    registerCourt: string;
    registerNumber: string;
    vatId: string;
  };
  /** The company: the supplier. */
  supplier: CreditNoteCompany;
  lines: CreditNoteLine[];
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export type Fact = [label: string, value: string];

/** The document as printed, in its language. */
export interface CreditNoteDocument {
  lang: string;
  title: string;
  subtitle: string;
  recipient: { heading: string; lines: string[] };
  supplier: { heading: string; lines: string[] };
  facts: Fact[];
  linesHeading: string;
  columns: { device: string; grade: string; identifiers: string; quantity: string; unit: string; amount: string };
  rows: { device: string; grade: string; identifiers: string[]; quantity: string; unit: string; amount: string }[];
  totals: Fact[];
  /** The legal wording of the treatment (self-billing; VAT or the exemption and reverse charge). */
  wording: string[];
  footer: string;
}

/** What `credit_notes.content` holds. */
export interface CreditNoteContent {
  version: 1;
  facts: CreditNoteFacts;
  document: CreditNoteDocument;
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

const P = "business.creditNote.pdf";

/** The date as the edition writes it in full, in its time zone. */
export function creditNoteDate(at: Date, edition: EditionId): string {
  return dateTimeFormatOf(editions[edition].localeCode, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: DEADLINE_TIME_ZONES[edition],
  }).format(at);
}

/** The document in the edition's language; `t` is the edition's translator. */
export function creditNoteDocument(facts: CreditNoteFacts, t: Translate): CreditNoteDocument {
  const { edition } = facts;
  const money = (cents: number) => formatMoney(cents, edition);
  const us = facts.recipient;
  const them = facts.supplier;
  const rate = vatRatePercent(facts.vatRateBp);
  const selfBilling = facts.kind === "credit_note";
  const totals: Fact[] = [[t(`${P}.net`), money(facts.netCents)]];
  if (facts.treatment === "domestic") totals.push([t(`${P}.vat`, { rate }), money(facts.vatCents)]);
  else totals.push([t(`${P}.vatExempt`), money(0)]);
  totals.push([t(`${P}.gross`), money(facts.grossCents)]);
  const wording = [
    ...(selfBilling ? [t(`${P}.wording.selfBilling`, { recipient: us.name })] : [t(`${P}.wording.sellerInvoice`)]),
    facts.treatment === "domestic" ? t(`${P}.wording.domestic`, { rate }) : t(`${P}.wording.intraEu`),
  ];
  return {
    lang: editions[edition].htmlLang,
    title: selfBilling ? t(`${P}.title`, { number: facts.number ?? "" }) : t(`${P}.titleExpected`, { tradeNumber: facts.tradeNumber }),
    subtitle: selfBilling ? t(`${P}.subtitle`) : t(`${P}.subtitleExpected`),
    recipient: {
      heading: t(`${P}.recipient`),
      lines: [
        us.name,
        us.street,
        `${us.postalCode} ${us.city}`.trim(),
        us.country,
        t(`${P}.register`, { court: us.registerCourt, number: us.registerNumber }),
        t(`${P}.vatId`, { vatId: us.vatId }),
      ].filter((l) => l.trim() !== ""),
    },
    supplier: {
      heading: t(`${P}.supplier`),
      lines: [
        them.name,
        `${them.street} ${them.houseNumber}`.trim(),
        `${them.zip} ${them.city}`.trim(),
        countryName(them.country, edition),
        ...(them.vatId ? [t(`${P}.vatId`, { vatId: them.vatId })] : []),
      ],
    },
    facts: [
      ...(facts.number ? [[t(`${P}.number`), facts.number] as Fact] : []),
      [t(`${P}.issued`), creditNoteDate(new Date(facts.issuedAt), edition)],
      [t(`${P}.supplied`), facts.suppliedAt ? creditNoteDate(new Date(facts.suppliedAt), edition) : "–"],
      [t(`${P}.trade`), facts.tradeNumber],
    ],
    linesHeading: t(`${P}.lines`, { count: facts.lines.reduce((n, l) => n + l.quantity, 0) }),
    columns: {
      device: t(`${P}.column.device`),
      grade: t(`${P}.column.grade`),
      identifiers: t(`${P}.column.identifiers`),
      quantity: t(`${P}.column.quantity`),
      unit: t(`${P}.column.unit`),
      amount: t(`${P}.column.amount`),
    },
    rows: facts.lines.map((l) => ({
      device: l.device,
      grade: l.grade ?? "–",
      identifiers: [
        ...(l.imei ? [`IMEI ${l.imei}`] : []),
        ...(l.serial ? [t(`${P}.serial`, { serial: l.serial })] : []),
        ...(!l.imei && !l.serial ? ["–"] : []),
      ],
      quantity: String(l.quantity),
      unit: money(l.unitNetCents),
      amount: money(l.netCents),
    })),
    totals,
    wording,
    footer: t(`${P}.footer`),
  };
}

/** Our facts as the document names us (the edition's operator). */
export function recipientOf(company: CompanyFacts): CreditNoteFacts["recipient"] {
  return {
    name: company.name,
    street: company.street,
    postalCode: company.postalCode,
    city: company.city,
    country: company.country,
    registerCourt: company.registerCourt,
    registerNumber: company.registerNumber,
    vatId: company.vatId,
  };
}
