/**
 * The DATEV journal's settings (decision 0114): the tax advisor's consultant and client numbers,
 * the fiscal year's first day, the account length and the four accounts the bookings use. Defaults
 * are SKR03 accounts; the tax advisor decides, so each is a setting.
 */
import type { DatevHeaderSettings } from "./datev.ts";

/** The accounts of the payout journal. */
export interface JournalAccounts {
  /** Debit of every purchase: goods bought (used goods under the margin scheme, no input tax). */
  purchases: string;
  /** Credit of a SEPA payout (the account runs pay from). */
  bank: string;
  /** Credit of a PayPal payout (the PayPal balance as its own finance account). */
  paypal: string;
  /** Credit of a store trade paid with a partner's voucher: what is owed to the chain. */
  vouchers: string;
}

export interface JournalSettings extends DatevHeaderSettings {
  accounts: JournalAccounts;
}

/** The settings as they come from the server's configuration. */
export interface JournalConfig {
  DATEV_CONSULTANT_NUMBER?: number | undefined;
  DATEV_CLIENT_NUMBER?: number | undefined;
  DATEV_FISCAL_YEAR_START: string;
  DATEV_ACCOUNT_LENGTH: number;
  DATEV_ACCOUNT_PURCHASES: string;
  DATEV_ACCOUNT_BANK: string;
  DATEV_ACCOUNT_PAYPAL: string;
  DATEV_ACCOUNT_VOUCHERS: string;
}

/** The settings DATEV cannot import a batch without; unset, the export answers 409 and names them. */
export const DATEV_REQUIRED_SETTINGS = ["DATEV_CONSULTANT_NUMBER", "DATEV_CLIENT_NUMBER"] as const;

/** The journal's settings, or the names of the required settings that are missing. */
export function journalSettings(config: JournalConfig): { settings: JournalSettings; missing: [] } | { settings: null; missing: string[] } {
  const missing = DATEV_REQUIRED_SETTINGS.filter((k) => config[k] === undefined);
  if (config.DATEV_CONSULTANT_NUMBER === undefined || config.DATEV_CLIENT_NUMBER === undefined) return { settings: null, missing };
  return {
    settings: {
      consultantNumber: config.DATEV_CONSULTANT_NUMBER,
      clientNumber: config.DATEV_CLIENT_NUMBER,
      fiscalYearStart: config.DATEV_FISCAL_YEAR_START,
      accountLength: config.DATEV_ACCOUNT_LENGTH,
      accounts: {
        purchases: config.DATEV_ACCOUNT_PURCHASES,
        bank: config.DATEV_ACCOUNT_BANK,
        paypal: config.DATEV_ACCOUNT_PAYPAL,
        vouchers: config.DATEV_ACCOUNT_VOUCHERS,
      },
    },
    missing: [],
  };
}

/** MMDD of a real day in every year (29 February is refused: it is not one in most years). */
export function isFiscalYearStart(text: string): boolean {
  const m = /^(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/.exec(text);
  if (!m) return false;
  const month = Number(m[1]);
  const day = Number(m[2]);
  return day <= [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** A G/L account (Sachkonto) of `length` digits, or a personal account of one more; never all zeros. */
export function isDatevAccount(account: string, length: number): boolean {
  return /^\d+$/.test(account) && !/^0+$/.test(account) && (account.length === length || account.length === length + 1);
}
