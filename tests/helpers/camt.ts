/**
 * Builds ISO 20022 bank-to-customer files for tests (issue 32, decision 0113): camt.054
 * (BkToCstmrDbtCdtNtfctn/Ntfctn) and camt.053 (BkToCstmrStmt/Stmt) in the versions German banks
 * deliver (.001.02 and .001.08, DFÜ-Abkommen Anlage 3), with the elements in the schema's order.
 *
 * Differences between the versions that the builder writes (and the parser reads):
 * - Ntry/Sts: .02 holds the code itself (`<Sts>BOOK</Sts>`), .08 a choice (`<Sts><Cd>BOOK</Cd></Sts>`).
 * - TxDtls: .08 has its own `Amt` and `CdtDbtInd` after `Refs`; .02 only `AmtDtls` (TxAmt, InstdAmt).
 * - Agent BICs: .02 `BIC`, .08 `BICFI` (not written here: no agent is needed to match).
 *
 * A run's batch booking is one DBIT entry with NtryDtls/Btch (MsgId, PmtInfId, NbOfTxs, TtlAmt);
 * a returned transfer is a CRDT entry (or, with `reversal`, the debit booked back: RvslInd true)
 * whose TxDtls carry Refs/EndToEndId, the original amount (AmtDtls/InstdAmt) and RtrInf/Rsn/Cd.
 */

import { randomUUID } from "node:crypto";

export type CamtVersion = "001.02" | "001.08";
export type CamtKind = "054" | "053";

export interface CamtEntry {
  kind: "batchDebit" | "returned" | "unknownCredit" | "raw";
  /** The entry as XML for the given version (the builder calls it while writing). */
  xml(version: CamtVersion, index: number): string;
  /** Signed cents for the statement's closing balance (CRDT positive). */
  signedCents: number;
}

export interface CamtEntryOptions {
  /** BOOK (default), PDNG or INFO: only booked entries change anything. */
  status?: "BOOK" | "PDNG" | "INFO";
  /** YYYY-MM-DD; default 2026-11-30. */
  bookingDate?: string;
  /** The bank's reference of the entry (AcctSvcrRef); default a made-up one per entry. */
  bankReference?: string;
}

const DEFAULT_DATE = "2026-11-30";

/** 1999 → "19.99" from the integer (no floating point). */
export function camtAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`cents must be a non-negative integer, got ${cents}`);
  const rest = cents % 100;
  return `${Math.floor(cents / 100)}.${rest < 10 ? "0" : ""}${rest}`;
}

export function xmlText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

const amt = (cents: number) => `<Amt Ccy="EUR">${camtAmount(cents)}</Amt>`;
const status = (version: CamtVersion, code: string) => (version === "001.02" ? `<Sts>${code}</Sts>` : `<Sts><Cd>${code}</Cd></Sts>`);
const bankTxCode = (family: string, subFamily: string, proprietary: string) =>
  `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${family}</Cd><SubFmlyCd>${subFamily}</SubFmlyCd></Fmly></Domn><Prtry><Cd>${proprietary}</Cd><Issr>DK</Issr></Prtry></BkTxCd>`;

function entryHead(
  version: CamtVersion,
  index: number,
  o: CamtEntryOptions,
  cents: number,
  cd: "CRDT" | "DBIT",
  extra: { reversal?: boolean } = {},
) {
  const date = o.bookingDate ?? DEFAULT_DATE;
  return (
    `<NtryRef>${index + 1}</NtryRef>${amt(cents)}<CdtDbtInd>${cd}</CdtDbtInd>` +
    (extra.reversal ? "<RvslInd>true</RvslInd>" : "") +
    status(version, o.status ?? "BOOK") +
    `<BookgDt><Dt>${date}</Dt></BookgDt><ValDt><Dt>${date}</Dt></ValDt>` +
    `<AcctSvcrRef>${xmlText(o.bankReference ?? `BANKREF-${date.replaceAll("-", "")}-${index + 1}`)}</AcctSvcrRef>`
  );
}

/** What batchDebit needs of a run: its message id (SELLBACK-PR000042), item count and total. */
export interface CamtRun {
  sepaMessageId: string;
  /** The run's SEPA total in cents (a run with PayPal items: the SEPA part only). */
  totalCents: number;
  /** The number of SEPA transfers in the batch. */
  count: number;
}

/**
 * The booked debit of a run's SEPA batch (BtchBookg true): one DBIT entry with NtryDtls/Btch.
 * `reference` chooses what the bank echoes: "both" (default: MsgId and PmtInfId), "paymentInfo"
 * (PmtInfId only, `SELLBACK-PR000042.0` as core/payout/sepa.ts writes it), "message" (MsgId only).
 */
export function batchDebit(
  run: CamtRun,
  o: CamtEntryOptions & { reference?: "both" | "paymentInfo" | "message"; amountCents?: number } = {},
): CamtEntry {
  const cents = o.amountCents ?? run.totalCents;
  const ref = o.reference ?? "both";
  return {
    kind: "batchDebit",
    signedCents: -cents,
    xml: (version, index) =>
      `<Ntry>${entryHead(version, index, o, cents, "DBIT")}${bankTxCode("ICDT", "ESCT", "NTRF+191")}` +
      "<NtryDtls><Btch>" +
      (ref !== "paymentInfo" ? `<MsgId>${xmlText(run.sepaMessageId)}</MsgId>` : "") +
      (ref !== "message" ? `<PmtInfId>${xmlText(`${run.sepaMessageId}.0`)}</PmtInfId>` : "") +
      `<NbOfTxs>${run.count}</NbOfTxs><TtlAmt Ccy="EUR">${camtAmount(cents)}</TtlAmt><CdtDbtInd>DBIT</CdtDbtInd></Btch></NtryDtls>` +
      "<AddtlNtryInf>SEPA-Sammelueberweisung</AddtlNtryInf></Ntry>",
  };
}

export interface ReturnedArgs extends CamtEntryOptions {
  /** The transfer's end-to-end id as our file wrote it (PR42-SB-1000042). */
  endToEndId: string;
  /** The original amount (AmtDtls/InstdAmt); the entry's amount too unless `bookedCents` differs. */
  amountCents: number;
  /** ISO 20022 return reason code (AC01, AC04, MD07, …). */
  code: string;
  /** RtrInf/AddtlInf (the bank's words). */
  info?: string;
  /** The amount booked back, if the bank took a fee (default: amountCents). */
  bookedCents?: number;
  /** Book it as our debit reversed (DBIT with RvslInd true) instead of a credit. */
  reversal?: boolean;
  creditorName?: string;
}

/** A returned transfer: one entry (CRDT by default) whose TxDtls name the end-to-end id and RtrInf. */
export function returned(a: ReturnedArgs): CamtEntry {
  const booked = a.bookedCents ?? a.amountCents;
  const cd = a.reversal ? "DBIT" : "CRDT";
  return {
    kind: "returned",
    signedCents: a.reversal ? -booked : booked,
    xml: (version, index) => {
      const amounts =
        `<AmtDtls><InstdAmt>${amt(a.amountCents)}</InstdAmt><TxAmt>${amt(booked)}</TxAmt></AmtDtls>` +
        bankTxCode("ICDT", "RRTN", "NRTI+159");
      const tx =
        `<TxDtls><Refs><EndToEndId>${xmlText(a.endToEndId)}</EndToEndId></Refs>` +
        (version === "001.08" ? `${amt(booked)}<CdtDbtInd>${cd}</CdtDbtInd>` : "") +
        amounts +
        `<RltdPties><Cdtr>${version === "001.08" ? "<Pty>" : ""}<Nm>${xmlText(a.creditorName ?? "Erika Mustermann")}</Nm>${version === "001.08" ? "</Pty>" : ""}</Cdtr></RltdPties>` +
        `<RmtInf><Ustrd>${xmlText(a.endToEndId)}</Ustrd></RmtInf>` +
        `<RtrInf><Rsn><Cd>${xmlText(a.code)}</Cd></Rsn>${a.info ? `<AddtlInf>${xmlText(a.info)}</AddtlInf>` : ""}</RtrInf></TxDtls>`;
      return (
        `<Ntry>${entryHead(version, index, a, booked, cd, { reversal: a.reversal })}${bankTxCode("ICDT", "RRTN", "NRTI+159")}` +
        `<NtryDtls>${tx}</NtryDtls><AddtlNtryInf>SEPA-Ueberweisung Retoure</AddtlNtryInf></Ntry>`
      );
    },
  };
}

/** A credit that is none of ours (a customer's transfer, a refund): one CRDT entry with a foreign end-to-end id. */
export function unknownCredit(
  a: CamtEntryOptions & { amountCents: number; endToEndId?: string; debtorName?: string; remittance?: string },
): CamtEntry {
  return {
    kind: "unknownCredit",
    signedCents: a.amountCents,
    xml: (version, index) =>
      `<Ntry>${entryHead(version, index, a, a.amountCents, "CRDT")}${bankTxCode("RCDT", "ESCT", "NTRF+166")}` +
      `<NtryDtls><TxDtls><Refs><EndToEndId>${xmlText(a.endToEndId ?? "NOTPROVIDED")}</EndToEndId></Refs>` +
      (version === "001.08" ? `${amt(a.amountCents)}<CdtDbtInd>CRDT</CdtDbtInd>` : "") +
      `<AmtDtls><TxAmt>${amt(a.amountCents)}</TxAmt></AmtDtls>` +
      `<RltdPties><Dbtr>${version === "001.08" ? "<Pty>" : ""}<Nm>${xmlText(a.debtorName ?? "Max Muster")}</Nm>${version === "001.08" ? "</Pty>" : ""}</Dbtr></RltdPties>` +
      `<RmtInf><Ustrd>${xmlText(a.remittance ?? "Rechnung 4711")}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
  };
}

/** An entry written by hand (`<Ntry>…</Ntry>`), for the odd case. */
export function rawEntry(xml: string, signedCents = 0): CamtEntry {
  return { kind: "raw", signedCents, xml: () => xml };
}

export interface CamtFileArgs {
  version: CamtVersion;
  kind: CamtKind;
  entries: CamtEntry[];
  /** GrpHdr/MsgId; default one made from the kind and a counter (each file differs). */
  messageId?: string;
  /** GrpHdr/CreDtTm; default 2026-11-30T16:00:00+01:00. */
  createdAt?: string;
  /** Our account (the debtor account of the runs). */
  iban?: string;
  /** camt.053: the opening balance in cents (default 1,000,000.00). */
  openingCents?: number;
}

let fileCounter = 0;

export function camtNamespace(kind: CamtKind, version: CamtVersion): string {
  return `urn:iso:std:iso:20022:tech:xsd:camt.${kind}.${version}`;
}

/** The whole file as text (UTF-8 when encoded). */
export function camtFile(a: CamtFileArgs): string {
  fileCounter += 1;
  const created = a.createdAt ?? "2026-11-30T16:00:00+01:00";
  const messageId = a.messageId ?? `CAMT${a.kind}-${randomUUID().slice(0, 8)}-${fileCounter}`;
  const iban = a.iban ?? "DE02120300000000202051";
  const account = `<Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>`;
  const entries = a.entries.map((e, i) => e.xml(a.version, i)).join("");
  const root = a.kind === "054" ? "BkToCstmrDbtCdtNtfctn" : "BkToCstmrStmt";
  let body: string;
  if (a.kind === "054") {
    body = `<Ntfctn><Id>${xmlText(messageId)}-1</Id><CreDtTm>${created}</CreDtTm>${account}${entries}</Ntfctn>`;
  } else {
    const opening = a.openingCents ?? 100_000_000;
    const closing = opening + a.entries.reduce((s, e) => s + e.signedCents, 0);
    const bal = (code: string, cents: number) =>
      `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>${amt(Math.abs(cents))}<CdtDbtInd>${cents < 0 ? "DBIT" : "CRDT"}</CdtDbtInd><Dt><Dt>${DEFAULT_DATE}</Dt></Dt></Bal>`;
    body =
      `<Stmt><Id>${xmlText(messageId)}-1</Id><ElctrncSeqNb>${fileCounter}</ElctrncSeqNb><CreDtTm>${created}</CreDtTm>${account}` +
      `${bal("PRCD", opening)}${bal("CLBD", closing)}${entries}</Stmt>`;
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${camtNamespace(a.kind, a.version)}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<${root}><GrpHdr><MsgId>${xmlText(messageId)}</MsgId><CreDtTm>${created}</CreDtTm></GrpHdr>${body}</${root}></Document>\n`
  );
}

/** The file as bytes, as an upload or the folder delivers it. */
export function camtBytes(a: CamtFileArgs): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(camtFile(a));
}
