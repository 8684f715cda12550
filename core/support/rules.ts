/**
 * Customer service's pure rules (issue 14, decision 0041): what a search query means, and
 * whether a person's data may be erased now.
 */
import { isFinalState, type TradeState } from "../trade/index.ts";

export const SEARCH_KEYS = ["auto", "name", "email", "trade", "iban"] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];

/** The least a name or e-mail search needs; an IBAN ending needs IBAN_ENDING_MIN. */
export const SEARCH_MIN = 3;
export const IBAN_ENDING_MIN = 4;

export type SupportQuery =
  | { by: "trade"; tradeNumber: string }
  | { by: "customer"; customerNumber: string }
  | { by: "email"; text: string }
  | { by: "name"; text: string }
  /** `auto`'s free text: a name or any part of an e-mail address (decision 0083). */
  | { by: "text"; text: string }
  /** `last4` matches the indexed column, `ending` (4–34 characters) narrows it; no full IBAN is ever read back. */
  | { by: "iban"; last4: string; ending: string };

export type SearchRefusal = "tooShort" | "ibanTooShort" | "notTradeNumber";

const TRADE = /^(?:sb-?)?(\d{7})$/i;
const CUSTOMER = /^c(\d{7})$/i;

/** An IBAN ending as typed ("…0130 00", "de89 3704") → upper-case letters and digits, or null when it cannot be one. */
export function ibanEndingOf(input: string): string | null {
  const compact = input.replace(/[\s.…•*-]+/g, "").toUpperCase();
  if (!/^[A-Z0-9]+$/.test(compact) || compact.length > 34) return null;
  return compact;
}

/** Letters only between separators: a word of a name or an e-mail ("murat" in "murat.17"), never part of an IBAN. */
const LETTER_WORD = /(?:^|[\s.…•*-])[^\d\s.…•*-]+(?=$|[\s.…•*-])/u;

/**
 * What a query asks for. `auto` reads it: a trade number (SB-1234567, sb1234567, seven digits),
 * a customer number (C1234567), an e-mail (has "@"), an IBAN ending (letters and digits with at
 * least one digit and no letter-only word), else a name or part of an e-mail ("murat.17").
 */
export function parseSupportQuery(raw: string, by: SearchKey = "auto"): SupportQuery | SearchRefusal {
  const q = raw.trim().replace(/\s+/g, " ");
  const trade = TRADE.exec(q);
  if (by === "trade") return trade ? { by: "trade", tradeNumber: `SB-${trade[1]}` } : "notTradeNumber";
  if (by === "iban") return ibanQuery(q);
  if (by === "email") return q.length >= SEARCH_MIN ? { by: "email", text: q.toLowerCase() } : "tooShort";
  if (by === "name") return q.length >= SEARCH_MIN ? { by: "name", text: q.toLowerCase() } : "tooShort";
  if (trade) return { by: "trade", tradeNumber: `SB-${trade[1]}` };
  const customer = CUSTOMER.exec(q);
  if (customer) return { by: "customer", customerNumber: `C${customer[1]}` };
  if (q.includes("@")) return q.length >= SEARCH_MIN ? { by: "email", text: q.toLowerCase() } : "tooShort";
  if (/\d/.test(q) && !LETTER_WORD.test(q) && ibanEndingOf(q)) return ibanQuery(q);
  return q.length >= SEARCH_MIN ? { by: "text", text: q.toLowerCase() } : "tooShort";
}

const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue" };

/**
 * The forms of a (lower-case) name query that are searched, each then compared without accents in
 * the database (decision 0083): the query itself; with German umlauts spelt out ("schröder" →
 * "schroeder"); and with the spelt-out umlauts folded back to the plain vowel ("schroeder" →
 * "schroder", so it also finds Schröder). The typed form is always among them: a search only widens.
 */
export function nameForms(text: string): string[] {
  const spelt = text.replace(/[äöü]/g, (c) => UMLAUTS[c]!);
  return [...new Set([text, spelt, spelt.replace(/([aou])e/g, "$1")])];
}

function ibanQuery(q: string): SupportQuery | SearchRefusal {
  const ending = ibanEndingOf(q);
  if (!ending || ending.length < IBAN_ENDING_MIN) return "ibanTooShort";
  return { by: "iban", last4: ending.slice(-4), ending };
}

/** A trade still in progress blocks erasure: its payout or return needs the person's data. */
export const FINAL_STATES_NOTE = "paid, returned, cancelled, expired";

/** The trade numbers that block an erasure now (not in a final state), in the given order. */
export function erasureBlockers(tradesOfPerson: readonly { tradeNumber: string; state: TradeState }[]): string[] {
  return tradesOfPerson.filter((t) => !isFinalState(t.state)).map((t) => t.tradeNumber);
}

/** The inbox's states. */
export const CONTACT_STATUSES = ["open", "answered"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
