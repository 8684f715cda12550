/** The account module's server-only door (decision 0075): everything of `index.ts` plus the account service. */
export * from "./index.ts";
export {
  register,
  REGISTER_ANSWER,
  activateRegistration,
  activateAndSignIn,
  activationByIdentifier,
  login,
  refresh,
  logout,
  changePassword,
  confirmCurrentPassword,
  notifyPayoutChange,
  forgotPassword,
  resetPassword,
  deleteCustomer,
  openTradeNumbers,
  messagesLocaleOf,
  openTradesProblem,
  settleBackgroundMail,
  type AccountEnv,
  type TokenPair,
} from "./accounts.server.ts";
export { LOGIN_LIMITS, REGISTER_LIMIT, REGISTER_MAIL_LIMIT, FORGOT_LIMIT } from "./rate-limits.server.ts";
export * from "./mails.server.ts";
export { guestTradesWaiting, joinGuestTrades, joiningAccount, markEmailUnproven } from "./guest-trades.server.ts";
