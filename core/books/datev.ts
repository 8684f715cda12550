/**
 * DATEV-Format "Buchungsstapel" (decision 0114): the EXTF booking batch a tax advisor imports into
 * DATEV Rechnungswesen. Pure: the header line, the 125 column names of format version 13, one line
 * per booking, CRLF line ends, text fields in double quotes (a quote doubled), numbers bare, the
 * amount with a decimal comma from integer cents, the document date as DDMM (the year comes from
 * the header's period), and the file's bytes in Windows-1252, DATEV's default character set.
 *
 * Not the project's `writeCsv`: DATEV wants text fields always quoted and number fields never,
 * in one line, and a leading `-` is a figure here, not a formula to neutralise.
 */
import type { LocalDate } from "../editions/index.ts";

/** Line 2 of a Buchungsstapel, format version 13: DATEV's column names, in DATEV's order (125). */
export const DATEV_COLUMNS = [
  "Umsatz (ohne Soll/Haben-Kz)",
  "Soll/Haben-Kennzeichen",
  "WKZ Umsatz",
  "Kurs",
  "Basis-Umsatz",
  "WKZ Basis-Umsatz",
  "Konto",
  "Gegenkonto (ohne BU-Schlüssel)",
  "BU-Schlüssel",
  "Belegdatum",
  "Belegfeld 1",
  "Belegfeld 2",
  "Skonto",
  "Buchungstext",
  "Postensperre",
  "Diverse Adressnummer",
  "Geschäftspartnerbank",
  "Sachverhalt",
  "Zinssperre",
  "Beleglink",
  ...Array.from({ length: 8 }, (_, i) => [`Beleginfo - Art ${i + 1}`, `Beleginfo - Inhalt ${i + 1}`]).flat(),
  "KOST1 - Kostenstelle",
  "KOST2 - Kostenstelle",
  "Kost-Menge",
  "EU-Land u. UStID (Bestimmung)",
  "EU-Steuersatz (Bestimmung)",
  "Abw. Versteuerungsart",
  "Sachverhalt L+L",
  "Funktionsergänzung L+L",
  "BU 49 Hauptfunktionstyp",
  "BU 49 Hauptfunktionsnummer",
  "BU 49 Funktionsergänzung",
  ...Array.from({ length: 20 }, (_, i) => [`Zusatzinformation - Art ${i + 1}`, `Zusatzinformation- Inhalt ${i + 1}`]).flat(),
  "Stück",
  "Gewicht",
  "Zahlweise",
  "Forderungsart",
  "Veranlagungsjahr",
  "Zugeordnete Fälligkeit",
  "Skontotyp",
  "Auftragsnummer",
  "Buchungstyp",
  "USt-Schlüssel (Anzahlungen)",
  "EU-Land (Anzahlungen)",
  "Sachverhalt L+L (Anzahlungen)",
  "EU-Steuersatz (Anzahlungen)",
  "Erlöskonto (Anzahlungen)",
  "Herkunft-Kz",
  "Buchungs GUID",
  "KOST-Datum",
  "SEPA-Mandatsreferenz",
  "Skontosperre",
  "Gesellschaftername",
  "Beteiligtennummer",
  "Identifikationsnummer",
  "Zeichnernummer",
  "Postensperre bis",
  "Bezeichnung SoBil-Sachverhalt",
  "Kennzeichen SoBil-Buchung",
  "Festschreibung",
  "Leistungsdatum",
  "Datum Zuord. Steuerperiode",
  "Fälligkeit",
  "Generalumkehr (GU)",
  "Steuersatz",
  "Land",
  "Abrechnungsreferenz",
  "BVV-Position",
  "EU-Land u. UStID (Ursprung)",
  "EU-Steuersatz (Ursprung)",
  "Abw. Skontokonto",
] as const;

/** DATEV's limits of the fields we fill (developer.datev.de, Buchungsstapel). */
export const DATEV_LIMITS = { document1: 36, document2: 12, text: 60, label: 30, amountDigits: 10 } as const;

/** The settings a batch's header carries (the tax advisor's numbers and the client's fiscal year). */
export interface DatevHeaderSettings {
  /** Beraternummer, 1001–9999999. */
  consultantNumber: number;
  /** Mandantennummer, 1–99999. */
  clientNumber: number;
  /** First day of the fiscal year as MMDD ("0101"). */
  fiscalYearStart: string;
  /** Sachkontenlänge, 4–8. */
  accountLength: number;
}

/** One booking: `amountCents` on `account` (debit, "S") against `contraAccount` (credit). */
export interface DatevBooking {
  amountCents: number;
  account: string;
  contraAccount: string;
  date: LocalDate;
  /** Belegfeld 1 (the trade number). */
  document1: string;
  /** Belegfeld 2 (the payout run), may be empty. */
  document2: string;
  text: string;
}

export interface DatevBatch {
  settings: DatevHeaderSettings;
  from: LocalDate;
  to: LocalDate;
  /** Bezeichnung (at most 30 characters). */
  label: string;
  /** "Erzeugt am": the wall-clock time of the export in the operator's time zone, with milliseconds. */
  created: { date: LocalDate; hour: number; minute: number; second: number; millisecond: number };
  bookings: readonly DatevBooking[];
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** YYYYMMDD. */
export const datevDate = (d: LocalDate): string => `${d.year}${pad(d.month)}${pad(d.day)}`;

/** Belegdatum: DDMM (the year is the header's). */
export const datevDocumentDate = (d: LocalDate): string => `${pad(d.day)}${pad(d.month)}`;

/**
 * An amount from integer cents with a decimal comma and no thousands separator: 12345 → "123,45".
 * DATEV takes positive amounts of at most 10 digits before the comma (the side says the direction).
 */
export function datevAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new RangeError(`a DATEV amount must be a positive whole number of cents, got ${cents}`);
  const euros = Math.floor(cents / 100);
  if (String(euros).length > DATEV_LIMITS.amountDigits)
    throw new RangeError(`a DATEV amount has at most 10 digits before the comma, got ${cents}`);
  return `${euros},${pad(cents % 100)}`;
}

/** A text field: control characters become spaces, trimmed, cut to `max`, quoted with quotes doubled. */
export function datevText(text: string, max: number): string {
  const clean = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: DATEV refuses control characters inside text fields
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ")
    .trim()
    .slice(0, max);
  return `"${clean.replace(/"/g, '""')}"`;
}

/** Belegfeld 1 and 2 take letters, digits and `$ & % * + - /` only: others are dropped, then cut to `max`. */
export function datevDocumentField(text: string, max: number): string {
  return `"${text.replace(/[^A-Za-z0-9$&%*+\-/]/g, "").slice(0, max)}"`;
}

/** Line 1: the header of format version 13 (31 fields, as DATEV's sample file). */
export function datevHeaderLine(batch: Omit<DatevBatch, "bookings">): string {
  const { settings: s, created: c } = batch;
  const created = `${datevDate(c.date)}${pad(c.hour)}${pad(c.minute)}${pad(c.second)}${pad(c.millisecond, 3)}`;
  return [
    '"EXTF"', // DATEV-Format-KZ: written by a program outside DATEV
    "700", // header version
    "21", // format category: Buchungsstapel
    '"Buchungsstapel"',
    "13", // format version
    created,
    "", // imported (DATEV fills it)
    '"RE"', // origin, as DATEV's sample
    '""', // exported by
    '""', // imported by
    String(s.consultantNumber),
    String(s.clientNumber),
    datevDate(fiscalYearStartOf(batch.from, s.fiscalYearStart)),
    String(s.accountLength),
    datevDate(batch.from),
    datevDate(batch.to),
    datevText(batch.label, DATEV_LIMITS.label),
    '""', // dictation initials
    "1", // booking type: financial accounting
    "0", // accounting purpose: independent of it
    "0", // not locked: the tax advisor checks before fixing the bookings
    '"EUR"',
    "", // reserved
    '""', // derivative flag
    "", // reserved
    "", // reserved
    '""', // chart of accounts: the client's own in DATEV
    "", // industry solution id
    "", // reserved
    '""', // reserved
    '""', // application information
  ].join(";");
}

/** One booking's line: 125 fields, the unused ones empty. */
export function datevBookingLine(b: DatevBooking): string {
  const fields: string[] = new Array(DATEV_COLUMNS.length).fill("");
  fields[0] = datevAmount(b.amountCents);
  fields[1] = '"S"';
  fields[2] = '"EUR"';
  fields[6] = b.account;
  fields[7] = b.contraAccount;
  fields[8] = '""'; // no tax key: a purchase of used goods from a private seller carries no input tax
  fields[9] = datevDocumentDate(b.date);
  fields[10] = datevDocumentField(b.document1, DATEV_LIMITS.document1);
  fields[11] = datevDocumentField(b.document2, DATEV_LIMITS.document2);
  fields[13] = datevText(b.text, DATEV_LIMITS.text);
  return fields.join(";");
}

/** The whole batch as text, every line ending in CRLF. */
export function writeDatevBatch(batch: DatevBatch): string {
  const lines = [datevHeaderLine(batch), DATEV_COLUMNS.join(";"), ...batch.bookings.map(datevBookingLine)];
  return `${lines.join("\r\n")}\r\n`;
}

/** The characters of Windows-1252's 0x80–0x9F (the rest of 0x00–0xFF is Latin-1). */
const CP1252_HIGH: Readonly<Record<string, number>> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** The text in Windows-1252 (DATEV's default character set); a character it lacks becomes `?`. */
export function encodeWindows1252(text: string): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) out.push(code);
    else out.push(CP1252_HIGH[ch] ?? 0x3f);
  }
  return Uint8Array.from(out);
}

/** The first day of the fiscal year (starting on MMDD each year) that contains `day`. */
export function fiscalYearStartOf(day: LocalDate, fiscalYearStart: string): LocalDate {
  const month = Number(fiscalYearStart.slice(0, 2));
  const dayOfMonth = Number(fiscalYearStart.slice(2, 4));
  const startsThisYear = day.month > month || (day.month === month && day.day >= dayOfMonth);
  return { year: startsThisYear ? day.year : day.year - 1, month, day: dayOfMonth };
}

const dayNumber = (d: LocalDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

/** "YYYY-MM-DD" as a calendar date, or null when it is no real day (2000–2099). */
export function parseDay(text: string): LocalDate | null {
  const m = /^(20\d{2})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = new Date(Date.UTC(d.year, d.month - 1, d.day));
  return check.getUTCMonth() === d.month - 1 && check.getUTCDate() === d.day ? d : null;
}

/** "YYYY-MM-DD". */
export const dayText = (d: LocalDate): string => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** Why a period cannot be one DATEV batch: a message key of part `books`. */
export type PeriodProblem = { field: "from" | "to"; message: string };

/**
 * A batch's period: both days real, `from` ≤ `to`, at most 366 days, within one fiscal year (DATEV
 * takes a batch for one fiscal year) and one calendar year (Belegdatum is DDMM: DATEV takes the year
 * from the header's dates).
 */
export function checkPeriod(
  from: string,
  to: string,
  fiscalYearStart: string,
): { from: LocalDate; to: LocalDate } | { problems: PeriodProblem[] } {
  const f = parseDay(from);
  const t = parseDay(to);
  const problems: PeriodProblem[] = [];
  if (!f) problems.push({ field: "from", message: "backoffice.books.error.day" });
  if (!t) problems.push({ field: "to", message: "backoffice.books.error.day" });
  if (!f || !t) return { problems };
  if (dayNumber(t) < dayNumber(f)) return { problems: [{ field: "to", message: "backoffice.books.error.order" }] };
  if (dayNumber(t) - dayNumber(f) + 1 > 366) return { problems: [{ field: "to", message: "backoffice.books.error.tooLong" }] };
  const a = fiscalYearStartOf(f, fiscalYearStart);
  const b = fiscalYearStartOf(t, fiscalYearStart);
  if (a.year !== b.year) return { problems: [{ field: "to", message: "backoffice.books.error.fiscalYear" }] };
  if (f.year !== t.year) return { problems: [{ field: "to", message: "backoffice.books.error.calendarYear" }] };
  return { from: f, to: t };
}

/** The download's file name: `EXTF_Buchungsstapel_<from>_<to>_<edition or all>.csv`. */
export const datevFileName = (from: LocalDate, to: LocalDate, edition: string | null): string =>
  `EXTF_Buchungsstapel_${dayText(from)}_${dayText(to)}_${edition ?? "all"}.csv`;
