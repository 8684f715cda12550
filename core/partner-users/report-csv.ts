/**
 * The partner portal's month report as CSV (decision 0046), for German spreadsheets: semicolons,
 * a decimal comma, a byte-order mark. Written by the one CSV writer (decision 0067): a store name a
 * spreadsheet would run as a formula gets a leading quote; counts and amounts are number cells.
 */
import { csvDecimal, writeCsv } from "../shared/index.ts";
import type { MonthSum } from "./store.server.ts";

export const MONTH_REPORT_COLUMNS = [
  "Monat",
  "Filiale",
  "Inzahlungnahmen",
  "Gerätewert EUR",
  "Gutscheine",
  "Gutscheinwert EUR",
  "Eingelöst",
  "Eingelöst EUR",
] as const;

/** The month's rows (the stores, then the total with storeId null) as the report file's text. */
export function monthReportCsv(month: string, rows: readonly MonthSum[]): string {
  const euros = (cents: number) => csvDecimal(cents, ",");
  return writeCsv(
    [
      MONTH_REPORT_COLUMNS,
      ...rows.map((r) => [
        month,
        r.storeId === null ? "Summe" : r.storeName,
        r.trades,
        euros(r.tradeCents),
        r.vouchers,
        euros(r.voucherCents),
        r.redeemed,
        euros(r.redeemedCents),
      ]),
    ],
    { delimiter: ";", bom: true },
  );
}
