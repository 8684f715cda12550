/** The customer module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
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
  tradeCountOf,
  tradeLinksOf,
  currentPayoutAccount,
  savedPayoutChoice,
  type CustomerView,
  type PhoneView,
  type PaymentAccountView,
  type TradeHistoryEntry,
} from "./queries.server.ts";
export { changePayoutAccount, describePayoutAccount } from "./payout-change.server.ts";
export * from "./export.server.ts";
