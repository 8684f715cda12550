/**
 * The trade module's door.
 *
 * Pure (safe for the browser): TradeState, TRADE_STATES, TRADE_TRANSITIONS, canTransition,
 * isFinalState, tradeInputSchema, tradeInputSchemaFor(edition), TradeInput, TradeRequestBody,
 * paymentMethodOf, tradeTotals, violatesB2BCap, isB2BMode, TradeView, SHIPPING_DEADLINE_DAYS, TRADE_LIMITS.
 * Server only (database / mail): createTrade, getTradeByNumber, getTradeById, tokenMatches,
 * createGuestAccountNumber, labelUrlFor, composeTradeConfirmation, trackingUrl, and
 *
 *   placeTrade({ db, mailer, origin, edition, mode, idempotencyKey, input, clientKey, customerId?, partnerId?, now? })
 *     → Promise<{ trade: TradeView; created: boolean }>
 *
 * which the API and the checkout page's action call: create (idempotent) + confirmation e-mail.
 * State changes after checkout (decision 0024): changeTradeState (the one way; checks the state
 * machine, guards against concurrent changes, writes the event with its actor), cancelTrade, the
 * deadline jobs (scheduleTradeDeadlines in createTrade's transaction, scheduleMissingDeadlines as
 * the sweep, tradeJobHandlers for server/jobs) and their mails (composeTradeNotice). Pure:
 * tradeDeadlines(createdAt, edition), DEADLINE_TIME_ZONES.
 * `input` is the parsed `tradeInputSchemaFor(edition)` output.
 * Browser code imports only types from here (`import type`), or values from states.ts,
 * validation.ts and totals.ts directly, so no server module enters the bundle.
 */
export * from "./states.ts";
export * from "./types.ts";
export * from "./validation.ts";
export * from "./totals.ts";
export * from "./constants.ts";
export * from "./deadlines.ts";
export * from "./after-sale.ts";
export * from "./lookup.ts";
export * from "./receiving.ts";
export { queueQuerySchema } from "./queue-query.ts";
export { offerRefusal, type OfferRefusal } from "./offer-refusal.ts";
export * from "./field-limits.ts";
export { tradeNextStep, type TradeNextStep } from "./next-step.ts";
export { senderAddressLines, tradeAddressBlocks } from "./sender-address.ts";
export { collectionText } from "./collection.ts";
