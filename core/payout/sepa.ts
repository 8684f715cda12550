/**
 * The SEPA credit transfer file of a payout run (decision 0037): ISO 20022 pain.001.001.09 as the
 * EPC SCT rulebook has it, written by the `sepa` package. Every value is checked here first (the
 * package throws on a bad one, and some of its checks are weaker than ours: its IBAN test is mod 97
 * only), so a refusal names the transfer and the field. Amounts are integer cents until the edge:
 * each transfer's decimal string comes from its cents, and the control sum from the integer sum,
 * never from adding floating-point numbers (`sepa` would add them; we set the sum ourselves and
 * check the written file against it).
 *
 * A SEPA Instant file (decision 0111) is the same file with the payment type's local instrument
 * `INST` (EPC SCT Inst rulebook, customer-to-PSP implementation guidelines): `sepa` writes a local
 * instrument for direct debits only, so the element is put into its payment type information after
 * the service level, where the schema's sequence has it (InstrPrty, SvcLvl, LclInstrm, CtgyPurp).
 */
import SEPA from "sepa";
import { isValidBic, normalizeIban, validateIban } from "../shared/index.ts";
import { centsToDecimal, MAX_TRANSFER_CENTS, sumCents } from "./amount.ts";
import { isSepaId, isSepaText, sepaText } from "./text.ts";

export interface SepaAccount {
  name: string;
  iban: string;
  bic?: string | null;
}

export interface SepaTransfer {
  /** The trade number: the remittance text the customer sees on the statement. */
  tradeNumber: string;
  endToEndId: string;
  amountCents: number;
  creditor: SepaAccount;
}

export interface SepaFileInput {
  messageId: string;
  createdAt: Date;
  /** The requested execution date (a calendar day; the bank executes on or after it). */
  executionDate: Date;
  debtor: SepaAccount & { bic: string };
  transfers: readonly SepaTransfer[];
  /** SEPA Instant: the payment information says local instrument INST (the debtor's bank must offer bulk instant). */
  instant?: boolean;
}

export interface SepaFile {
  xml: string;
  count: number;
  totalCents: number;
}

/** A value the file cannot carry: which transfer (index, trade) or the debtor, and which field. */
export class SepaFileError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
    readonly tradeNumber: string | null = null,
  ) {
    super(`${tradeNumber ? `${tradeNumber}: ` : ""}${field} ${reason}`);
    this.name = "SepaFileError";
  }
}

const ID_SEPARATOR_ROOM = 8; // ".0." + up to five digits of the transfer's index

function checkedAccount(account: SepaAccount, who: "debtor" | "creditor", tradeNumber: string | null, bicRequired: boolean) {
  const iban = validateIban(account.iban);
  if (!iban.ok) throw new SepaFileError(`${who}IBAN`, `is not valid (${iban.reason})`, tradeNumber);
  const bic = account.bic ? account.bic.replace(/\s+/g, "").toUpperCase() : "";
  if (bicRequired && !bic) throw new SepaFileError(`${who}BIC`, "is required", tradeNumber);
  if (bic) {
    if (!isValidBic(bic)) throw new SepaFileError(`${who}BIC`, "is not valid", tradeNumber);
    if (!bicFitsIban(bic, iban.country)) throw new SepaFileError(`${who}BIC`, "is of another country than the IBAN", tradeNumber);
  }
  const name = sepaText(account.name, 70);
  if (!name) throw new SepaFileError(`${who}Name`, "is empty in the SEPA character set", tradeNumber);
  return { name, iban: normalizeIban(account.iban), bic };
}

/** Territories whose banks have their own country code in the BIC but use the parent's IBAN prefix (as `sepa` allows). */
const TERRITORIES: Readonly<Record<string, readonly string[]>> = {
  FI: ["AX"],
  FR: ["GF", "GP", "MQ", "RE", "PF", "TF", "YT", "NC", "BL", "MF", "PM", "WF"],
  GB: ["IM", "JE", "GG"],
};

/** A BIC's country is the IBAN's (or one of its territories with their own BIC country code, as `sepa` allows). */
export function bicFitsIban(bic: string, ibanCountry: string): boolean {
  const country = bic.slice(4, 6);
  return country === ibanCountry || (TERRITORIES[ibanCountry]?.includes(country) ?? false);
}

/** Checks every value, then writes the file; throws SepaFileError naming the first bad value. */
export function buildSepaXml(input: SepaFileInput): SepaFile {
  const { transfers } = input;
  if (!transfers.length) throw new SepaFileError("transfers", "are empty");
  if (transfers.length > 99_999) throw new SepaFileError("transfers", "are more than one file takes (99,999)");
  if (!isSepaId(input.messageId, 35 - ID_SEPARATOR_ROOM)) throw new SepaFileError("messageId", "is not a SEPA id of at most 27 characters");
  if (Number.isNaN(input.createdAt.getTime()) || Number.isNaN(input.executionDate.getTime()))
    throw new SepaFileError("date", "is not a date");
  const debtor = checkedAccount(input.debtor, "debtor", null, true);

  const seen = new Set<string>();
  const checked = transfers.map((t) => {
    if (!isSepaId(t.endToEndId)) throw new SepaFileError("endToEndId", "is not a SEPA id of at most 35 characters", t.tradeNumber);
    if (seen.has(t.endToEndId)) throw new SepaFileError("endToEndId", "is not unique in the file", t.tradeNumber);
    seen.add(t.endToEndId);
    if (!Number.isSafeInteger(t.amountCents) || t.amountCents < 1 || t.amountCents > MAX_TRANSFER_CENTS)
      throw new SepaFileError("amount", "must be whole cents from 0.01 to 999,999,999.99", t.tradeNumber);
    if (!t.tradeNumber || t.tradeNumber.length > 140 || !isSepaText(t.tradeNumber))
      throw new SepaFileError("remittanceInfo", "is not SEPA text", t.tradeNumber);
    return { ...t, creditor: checkedAccount(t.creditor, "creditor", t.tradeNumber, false) };
  });
  const totalCents = sumCents(checked.map((t) => t.amountCents));
  const total = centsToDecimal(totalCents);

  const doc = new SEPA.Document("pain.001.001.09");
  doc.grpHdr.id = input.messageId;
  doc.grpHdr.created = input.createdAt;
  doc.grpHdr.initiatorName = debtor.name;
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = input.executionDate;
  info.debtorName = debtor.name;
  info.debtorIBAN = debtor.iban;
  info.debtorBIC = debtor.bic;
  info.batchBooking = true;
  doc.addPaymentInfo(info);
  for (const t of checked) {
    const tx = info.createTransaction();
    tx.creditorName = t.creditor.name;
    tx.creditorIBAN = t.creditor.iban;
    tx.creditorBIC = t.creditor.bic;
    // The decimal string made from the integer, as the number `sepa` writes back with toFixed(2).
    tx.amount = Number(centsToDecimal(t.amountCents));
    tx.currency = "EUR";
    tx.remittanceInfo = t.tradeNumber;
    tx.end2endId = t.endToEndId;
    info.addTransaction(tx);
  }
  // The control sum from the integer sum, not from `sepa`'s floating-point addition.
  info.normalize = function normalize() {
    this.controlSum = Number(total);
  };
  const written = doc.toString();
  if (written.split(`<CtrlSum>${total}</CtrlSum>`).length !== 3)
    throw new SepaFileError("controlSum", "was not written as the sum of the cents");
  const xml = input.instant ? withInstantInstrument(written) : written;
  return { xml, count: checked.length, totalCents };
}

const PAYMENT_TYPE = "<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>";
const INSTANT_PAYMENT_TYPE = "<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>INST</Cd></LclInstrm></PmtTpInf>";

/** The file's one payment type information with local instrument INST after its service level (the schema's order). */
function withInstantInstrument(xml: string): string {
  const parts = xml.split(PAYMENT_TYPE);
  if (parts.length !== 2) throw new SepaFileError("paymentTypeInformation", "was not written once as SEPA service level");
  return parts.join(INSTANT_PAYMENT_TYPE);
}
