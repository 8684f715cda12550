/**
 * A new trade's rows (decision 0078): its line from the offer, one definition for the checkout
 * and the store portal, and the statement parts that write the trade and its lines, with every
 * column list read from the schema (db/schema/trade.ts), so no column is spelled twice.
 */
import { type Column, getTableColumns, type SQL, sql } from "drizzle-orm";
import { tradeLines, trades } from "../../db/schema/index.ts";
import type { OfferView } from "../offer/index.ts";

export type TradeRow = typeof trades.$inferSelect;
/** A trade line without its ids: what the customer traded, at the price and campaign of its offer. */
export type TradeLineRow = Omit<typeof tradeLines.$inferSelect, "id" | "tradeId">;
/** A trade as written: the database gives the id, the number, the guest account number and the IBAN's last four. */
export type NewTradeRow = Omit<TradeRow, "id" | "tradeNumber" | "guestAccountNumber" | "ibanLast4">;

/** The line for `quantity` devices of `offer` at `position`, with its total (price and campaign bonus, times quantity). */
export function tradeLineRow(offer: OfferView, position: number, quantity: number, lineTotalCents: number): TradeLineRow {
  return {
    position,
    offerId: offer.offerId,
    deviceId: offer.deviceId,
    deviceName: offer.device.name,
    category: offer.device.category,
    manufacturer: offer.device.manufacturer,
    quantity,
    priceCents: offer.priceCents,
    campaignBonusCents: offer.campaign?.bonusCents ?? 0,
    campaignId: offer.campaign?.id ?? null,
    campaignName: offer.campaign?.name ?? null,
    lineTotalCents,
    answers: offer.answers,
    condition: offer.condition,
    variant: offer.variant,
    // a store trade's clerk records the device's IMEI or serial (decision 0084); a shop trade's come with the inspection
    imei: null,
    serial: null,
    // a business quote's lines carry their grade (decision 0117); a line's units come at receipt (decision 0119)
    grade: null,
    unitOfLineId: null,
  };
}

/** The written trade as read back: the row with what the database gave it. */
export function writtenTrade(row: NewTradeRow, given: { id: number; tradeNumber: string; guestAccountNumber: string | null }): TradeRow {
  return { ...row, ...given, ibanLast4: row.iban ? row.iban.slice(-4) : null };
}

/** A value with its column's type, for a raw statement (a date as its ISO time). */
const typed = (column: Column, value: unknown): SQL =>
  sql`${value instanceof Date ? value.toISOString() : value}::${sql.raw(column.getSQLType())}`;

const TRADE_COLUMNS = getTableColumns(trades);
const LINE_COLUMNS = Object.entries(getTableColumns(tradeLines)).filter(([key]) => key !== "id" && key !== "tradeId") as [
  keyof TradeLineRow,
  Column,
][];

/** `insert into trades (…) values (…)` of `row`, its guest account number from `guestAccountNumber`. */
export function insertTradeSql(row: NewTradeRow, guestAccountNumber: SQL): SQL {
  const columns = Object.entries(row).map(([key, value]) => {
    const column = TRADE_COLUMNS[key as keyof NewTradeRow];
    return { name: column.name, value: typed(column, value) };
  });
  return sql`insert into trades (${sql.raw(columns.map((c) => c.name).join(", "))}, guest_account_number)
    values (${sql.join(
      columns.map((c) => c.value),
      sql`, `,
    )}, ${guestAccountNumber})`;
}

/** `insert into trade_lines (…) select …` of `lines`, for the trade of the statement's `t` (a `returning id` part). */
export function insertLinesSql(lines: readonly TradeLineRow[]): SQL {
  const names = LINE_COLUMNS.map(([, c]) => c.name);
  const json = JSON.stringify(lines.map((line) => Object.fromEntries(LINE_COLUMNS.map(([key, c]) => [c.name, line[key]]))));
  return sql`insert into trade_lines (trade_id, ${sql.raw(names.join(", "))})
    select t.id, ${sql.raw(names.map((n) => `x.${n}`).join(", "))}
    from t, jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(LINE_COLUMNS.map(([, c]) => `${c.name} ${c.getSQLType()}`).join(", "))})`;
}
