/**
 * The customer module's door: the bearer's own data (customer, address, payout accounts, phone
 * numbers, birthdate, trade history). Pure: the input schemas and `isValidBirthdate`.
 * Server-only: the queries (every one scoped to the bearer's customer id).
 */
export * from "./validation.ts";
export {
  getCustomer,
  updateCustomer,
  getAddress,
  updateAddress,
  listPaymentAccounts,
  updateBankAccount,
  updatePaypalAccount,
  savePayment,
  paymentAccountView,
  addPhone,
  updatePhone,
  updateBirthdate,
  tradeHistory,
  tradeLinksOf,
  currentPayoutAccount,
  savedPayoutChoice,
  type CustomerView,
  type PhoneView,
  type PaymentAccountView,
  type TradeHistoryEntry,
} from "./queries.server.ts";
export { changePayoutAccount, describePayoutAccount } from "./payout-change.server.ts";
