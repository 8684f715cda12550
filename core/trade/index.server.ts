/** The trade module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export { createTrade, type CreateTradeArgs } from "./create.server.ts";
export { tradeLineRow, insertTradeSql, insertLinesSql, writtenTrade, type TradeLineRow, type NewTradeRow } from "./rows.server.ts";
export { anonymiseTrades, ERASED_EMAIL } from "./anonymise.server.ts";
export {
  getTradeByNumber,
  getTradeById,
  tokenMatches,
  createGuestAccountNumber,
  labelUrlFor,
  voucherProblem,
  type VoucherProblemArgs,
} from "./queries.server.ts";
export { VOUCHER_RATE_LIMITED } from "./voucher-limits.server.ts";
export { composeTradeConfirmation, tradeConfirmationMail, trackingUrl } from "./mail.server.ts";
export { placeTrade, type PlaceTradeArgs } from "./place.server.ts";
export {
  changeTradeState,
  TRADE_ACTOR_KINDS,
  type TradeActor,
  type TradeActorKind,
  type ChangeTradeStateArgs,
  type ChangedTrade,
  type TradeTx,
  type TradeChangeHook,
  type TradeHookContext,
} from "./transitions.server.ts";
export { TRADE_CHANGE_HOOKS } from "./change-hooks.server.ts";
export * from "./schedule.server.ts";
export { cancelTrade, tradeJobHandlers, type TradeJobContext } from "./lifecycle.server.ts";
export * from "./receive.server.ts";
export * from "./receiving.server.ts";
export { composeTradeNotice, sendTradeNotice, type TradeNotice } from "./notice-mail.server.ts";
export { payoutHolds, payoutHoldAt, PAYOUT_CHANGE_HOLD_HOURS, type PayoutHold } from "./payout-hold.server.ts";
export { lookupTrade, settleTradeLookups, type TradeLookupArgs } from "./lookup.server.ts";
export * from "./queue.server.ts";
