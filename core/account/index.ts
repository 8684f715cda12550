/**
 * The account module's door. Pure rules (browser-safe, also importable from their own files):
 * the password rule (`checkPassword`), input schemas (`registerSchema`, `loginSchema`, …),
 * `readActivateResult`. Server-only: tokens (`verifyAccessToken`, `signAccessToken`,
 * `bearerToken`), argon2id hashing, the account service and the rate limits.
 * Browser code imports only types from here, or values from password.ts / validation.ts /
 * activation.ts directly, so no server module enters the bundle.
 */
export * from "./password.ts";
export * from "./validation.ts";
export * from "./activation.ts";
export {
  verifyAccessToken,
  verifyAccessTokenClaims,
  signAccessToken,
  type TokenAudience,
  bearerToken,
  hashToken,
  isOpaqueToken,
  newOpaqueToken,
  ACCESS_TOKEN_SECONDS,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  REFRESH_SECONDS,
  REFRESH_REMEMBER_SECONDS,
  PASSWORD_RESET_SECONDS,
} from "./tokens.server.ts";
export { hashPassword, verifyPassword, PRODUCTION_HASHING, TEST_HASHING, type PasswordHashing } from "./hashing.server.ts";
export {
  register,
  REGISTER_ANSWER,
  activateRegistration,
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
export { activationLink, resetLink } from "./mails.server.ts";
