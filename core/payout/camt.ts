/**
 * Reads ISO 20022 bank-to-customer files (issue 32, decision 0113): camt.054 notifications
 * (BkToCstmrDbtCdtNtfctn/Ntfctn) and camt.053 statements (BkToCstmrStmt/Stmt) in the versions
 * German banks deliver (.001.02 and .001.08). Pure: bytes in, entries out, or a CamtFileError that
 * says what is wrong (the caller changes nothing then). The XML is read by fast-xml-parser, never
 * by patterns; amounts become integer cents from the decimal string without floating point.
 *
 * Version differences read here: Ntry/Sts is the code itself in .02 and a choice (Cd | Prtry) in
 * .08; TxDtls has its own Amt/CdtDbtInd only in .08 (both versions have AmtDtls/TxAmt, InstdAmt).
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";

/** The largest file we read (10 MB): a day's statement is far smaller. */
export const MAX_BANK_FILE_BYTES = 10 * 1024 * 1024;

export const CAMT_FORMATS = ["camt.053.001.02", "camt.053.001.08", "camt.054.001.02", "camt.054.001.08"] as const;
export type CamtFormat = (typeof CAMT_FORMATS)[number];

const NAMESPACE_PREFIX = "urn:iso:std:iso:20022:tech:xsd:";
const ROOTS: Record<"053" | "054", { message: string; report: string }> = {
  "053": { message: "BkToCstmrStmt", report: "Stmt" },
  "054": { message: "BkToCstmrDbtCdtNtfctn", report: "Ntfctn" },
};

export type CamtProblem = "tooLarge" | "notUtf8" | "malformed" | "unknownMessage" | "missingElement" | "badValue";

/** A file we cannot read: `problem` names the kind, `detail` the place (no file content beyond element names and codes). */
export class CamtFileError extends Error {
  constructor(
    readonly problem: CamtProblem,
    readonly detail: string,
  ) {
    super(`bank file refused (${problem}): ${detail}`);
    this.name = "CamtFileError";
  }
}

export interface CamtBatch {
  paymentInfoId: string | null;
  messageId: string | null;
  count: number | null;
  totalCents: number | null;
}

export interface CamtTransaction {
  endToEndId: string | null;
  /** The amount booked for this transaction (TxDtls/Amt, else AmtDtls/TxAmt, else InstdAmt). */
  amountCents: number | null;
  /** The original instructed amount (AmtDtls/InstdAmt), e.g. of the returned transfer. */
  originalAmountCents: number | null;
  creditDebit: "CRDT" | "DBIT" | null;
  /** RtrInf/Rsn/Cd (or Prtry). */
  returnCode: string | null;
  /** RtrInf/AddtlInf, joined. */
  returnInfo: string | null;
  /** A counterparty name, for a person reading an unmatched entry. */
  counterparty: string | null;
  remittance: string | null;
}

export interface CamtEntry {
  /** 0-based position in the file (over all reports). */
  index: number;
  creditDebit: "CRDT" | "DBIT";
  /** RvslInd: the entry books back an earlier one (a debit reversed). */
  reversal: boolean;
  amountCents: number;
  currency: string;
  /** YYYY-MM-DD (BookgDt/Dt, or the date of BookgDt/DtTm). */
  bookingDate: string | null;
  /** BOOK, PDNG, INFO, … */
  status: string;
  /** AcctSvcrRef, else NtryRef. */
  bankReference: string | null;
  batch: CamtBatch | null;
  transactions: CamtTransaction[];
  additionalInfo: string | null;
}

export interface CamtDocument {
  format: CamtFormat;
  kind: "053" | "054";
  /** GrpHdr/MsgId. */
  messageId: string;
  /** Every entry in the file; only `BOOK` ones change anything (see bookedEntries). */
  entries: CamtEntry[];
}

type Node = Record<string, unknown>;

const ARRAY_TAGS = new Set(["Ntfctn", "Stmt", "Ntry", "NtryDtls", "TxDtls", "AddtlInf", "Bal", "Ustrd"]);

const parserOptions = {
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // camt files declare no entities; a DOCTYPE that does gets no room to expand
  processEntities: { enabled: true, maxEntityCount: 1, maxEntitySize: 64, maxTotalExpansions: 1000, maxExpandedLength: 10_000 },
  htmlEntities: false,
};

/** "123.45" → 12345, "7" → 700, "0.5" → 50; refuses signs, exponents, and cents below one. */
export function decimalToCents(value: string): number {
  const text = value.trim();
  const dot = text.indexOf(".");
  const whole = dot < 0 ? text : text.slice(0, dot);
  const fraction = dot < 0 ? "" : text.slice(dot + 1);
  const digits = (s: string) => s.length > 0 && [...s].every((c) => c >= "0" && c <= "9");
  if (!digits(whole) || (dot >= 0 && !digits(fraction)) || whole.length > 13)
    throw new CamtFileError("badValue", `amount "${text.slice(0, 30)}"`);
  if ([...fraction.slice(2)].some((c) => c !== "0"))
    throw new CamtFileError("badValue", `amount "${text.slice(0, 30)}" has parts of a cent`);
  const cents = Number(whole) * 100 + Number((fraction + "00").slice(0, 2));
  if (!Number.isSafeInteger(cents)) throw new CamtFileError("badValue", `amount "${text.slice(0, 30)}"`);
  return cents;
}

const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);

/** The text of an element that may carry attributes ({"#text", "@_Ccy"}) or be plain. */
function text(v: unknown): string | null {
  if (typeof v === "string") return v === "" ? null : v;
  if (typeof v === "number") return String(v);
  if (isNode(v) && typeof v["#text"] === "string") return v["#text"] === "" ? null : (v["#text"] as string);
  return null;
}

function child(node: unknown, ...path: string[]): unknown {
  let at: unknown = node;
  for (const key of path) {
    if (!isNode(at)) return undefined;
    at = at[key];
  }
  return at;
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null || v === "" ? [] : [v]);

function amountOf(v: unknown, where: string): { cents: number; currency: string } | null {
  const value = text(v);
  if (value === null) return null;
  const currency = isNode(v) && typeof v["@_Ccy"] === "string" ? (v["@_Ccy"] as string) : "";
  if (!currency) throw new CamtFileError("missingElement", `${where}/@Ccy`);
  return { cents: decimalToCents(value), currency };
}

function dateOf(v: unknown): string | null {
  const day = text(child(v, "Dt")) ?? text(child(v, "DtTm"));
  return day ? day.slice(0, 10) : null;
}

function creditDebitOf(v: unknown, where: string, required: true): "CRDT" | "DBIT";
function creditDebitOf(v: unknown, where: string, required: false): "CRDT" | "DBIT" | null;
function creditDebitOf(v: unknown, where: string, required: boolean): "CRDT" | "DBIT" | null {
  const value = text(v);
  if (value === null) {
    if (required) throw new CamtFileError("missingElement", `${where}/CdtDbtInd`);
    return null;
  }
  if (value !== "CRDT" && value !== "DBIT") throw new CamtFileError("badValue", `${where}/CdtDbtInd "${value.slice(0, 10)}"`);
  return value;
}

function statusOf(v: unknown, where: string): string {
  const value = text(v) ?? text(child(v, "Cd")) ?? text(child(v, "Prtry"));
  if (value === null) throw new CamtFileError("missingElement", `${where}/Sts`);
  return value;
}

function partyName(party: unknown): string | null {
  return text(child(party, "Nm")) ?? text(child(party, "Pty", "Nm"));
}

function transactionOf(tx: unknown, where: string): CamtTransaction {
  const own = amountOf(child(tx, "Amt"), `${where}/Amt`);
  const booked = amountOf(child(tx, "AmtDtls", "TxAmt", "Amt"), `${where}/AmtDtls/TxAmt/Amt`);
  const instructed = amountOf(child(tx, "AmtDtls", "InstdAmt", "Amt"), `${where}/AmtDtls/InstdAmt/Amt`);
  const reason = child(tx, "RtrInf", "Rsn");
  const info = list(child(tx, "RtrInf", "AddtlInf"))
    .map(text)
    .filter((s): s is string => s !== null);
  const parties = child(tx, "RltdPties");
  return {
    endToEndId: text(child(tx, "Refs", "EndToEndId")),
    amountCents: (own ?? booked ?? instructed)?.cents ?? null,
    originalAmountCents: (instructed ?? own ?? booked)?.cents ?? null,
    creditDebit: creditDebitOf(child(tx, "CdtDbtInd"), where, false),
    returnCode: text(child(reason, "Cd")) ?? text(child(reason, "Prtry")),
    returnInfo: info.length ? info.join(" ") : null,
    counterparty: partyName(child(parties, "Cdtr")) ?? partyName(child(parties, "Dbtr")),
    remittance:
      list(child(tx, "RmtInf", "Ustrd"))
        .map(text)
        .filter((s): s is string => s !== null)
        .join(" ") || null,
  };
}

function entryOf(ntry: unknown, index: number): CamtEntry {
  const where = `Ntry[${index + 1}]`;
  const amount = amountOf(child(ntry, "Amt"), `${where}/Amt`);
  if (!amount) throw new CamtFileError("missingElement", `${where}/Amt`);
  const details = list(child(ntry, "NtryDtls"));
  const btch = details.map((d) => child(d, "Btch")).find((b) => b !== undefined);
  let batch: CamtBatch | null = null;
  if (btch !== undefined) {
    const count = text(child(btch, "NbOfTxs"));
    const countNumber = count === null ? null : Number(count);
    if (countNumber !== null && (!Number.isSafeInteger(countNumber) || countNumber < 0))
      throw new CamtFileError("badValue", `${where}/NtryDtls/Btch/NbOfTxs`);
    batch = {
      paymentInfoId: text(child(btch, "PmtInfId")),
      messageId: text(child(btch, "MsgId")),
      count: countNumber,
      totalCents: amountOf(child(btch, "TtlAmt"), `${where}/NtryDtls/Btch/TtlAmt`)?.cents ?? null,
    };
  }
  const transactions = details.flatMap((d, di) =>
    list(child(d, "TxDtls")).map((tx, ti) => transactionOf(tx, `${where}/NtryDtls[${di + 1}]/TxDtls[${ti + 1}]`)),
  );
  return {
    index,
    creditDebit: creditDebitOf(child(ntry, "CdtDbtInd"), where, true),
    reversal: text(child(ntry, "RvslInd")) === "true",
    amountCents: amount.cents,
    currency: amount.currency,
    bookingDate: dateOf(child(ntry, "BookgDt")),
    status: statusOf(child(ntry, "Sts"), where),
    bankReference: text(child(ntry, "AcctSvcrRef")) ?? text(child(ntry, "NtryRef")),
    batch,
    transactions,
    additionalInfo: text(child(ntry, "AddtlNtryInf")),
  };
}

/** The namespace on the root element (default or prefixed) and its local name. */
function rootOf(parsed: Node): { local: string; namespace: string | null; prefix: string } {
  const key = Object.keys(parsed).find((k) => !k.startsWith("?") && !k.startsWith("#"));
  if (!key) throw new CamtFileError("malformed", "no root element");
  const colon = key.indexOf(":");
  const prefix = colon < 0 ? "" : key.slice(0, colon);
  const root = parsed[key];
  const attr = prefix ? `@_xmlns:${prefix}` : "@_xmlns";
  const namespace = isNode(root) && typeof root[attr] === "string" ? (root[attr] as string) : null;
  return { local: colon < 0 ? key : key.slice(colon + 1), namespace, prefix };
}

/** Reads a camt.053/.054 file (.001.02 or .001.08). Throws CamtFileError for anything else. */
export function parseCamt(input: Uint8Array | string): CamtDocument {
  const size = typeof input === "string" ? new TextEncoder().encode(input).byteLength : input.byteLength;
  if (size > MAX_BANK_FILE_BYTES) throw new CamtFileError("tooLarge", `${size} bytes (at most ${MAX_BANK_FILE_BYTES})`);
  let xml: string;
  try {
    xml = typeof input === "string" ? input : new TextDecoder("utf-8", { fatal: true }).decode(input);
  } catch {
    throw new CamtFileError("notUtf8", "the file is not UTF-8 text");
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new CamtFileError("malformed", `${valid.err.msg} (line ${valid.err.line})`);

  let withPrefixes: Node;
  let doc: Node;
  try {
    withPrefixes = new XMLParser({ ...parserOptions, removeNSPrefix: false }).parse(xml) as Node;
    doc = new XMLParser({
      ...parserOptions,
      removeNSPrefix: true,
      isArray: (name: string) => ARRAY_TAGS.has(name),
    }).parse(xml) as Node;
  } catch (err) {
    throw new CamtFileError("malformed", err instanceof Error ? err.message.slice(0, 200) : "unreadable XML");
  }
  const root = rootOf(withPrefixes);
  if (root.local !== "Document") throw new CamtFileError("unknownMessage", `root element ${root.local.slice(0, 40)}`);
  const format = root.namespace?.startsWith(NAMESPACE_PREFIX) ? root.namespace.slice(NAMESPACE_PREFIX.length) : null;
  if (!format || !(CAMT_FORMATS as readonly string[]).includes(format))
    throw new CamtFileError("unknownMessage", `namespace ${(root.namespace ?? "(none)").slice(0, 80)}`);
  const kind = format.slice(5, 8) as "053" | "054";
  const names = ROOTS[kind];
  const message = child(doc, "Document", names.message);
  if (!isNode(message)) throw new CamtFileError("missingElement", `Document/${names.message}`);
  const messageId = text(child(message, "GrpHdr", "MsgId"));
  if (!messageId) throw new CamtFileError("missingElement", `${names.message}/GrpHdr/MsgId`);
  const reports = list(message[names.report]);
  if (!reports.length) throw new CamtFileError("missingElement", `${names.message}/${names.report}`);
  const entries: CamtEntry[] = [];
  for (const report of reports) for (const ntry of list(child(report, "Ntry"))) entries.push(entryOf(ntry, entries.length));
  return { format: format as CamtFormat, kind, messageId, entries };
}

/** Only booked entries change anything; the others are listed as ignored. */
export const isBooked = (entry: Pick<CamtEntry, "status">): boolean => entry.status === "BOOK";
