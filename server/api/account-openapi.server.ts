/** OpenAPI paths of the account and customer calls (spread into openapi.server.ts). */
const problem = { $ref: "#/components/schemas/Problem" };
const p = (description: string) => ({ description, content: { "application/problem+json": { schema: problem } } });
const bearer = [{ bearer: [] as string[] }];
const header = (name: string, required = true) => ({ name, in: "header", required, schema: { type: "string" } });
const tokens = { description: "{access_token, refresh_token, token_type, expires_in (300), refresh_expires_in (86400, or 2592000 with remember)}" };
const own = { "401": p("Missing, expired or invalid bearer token"), "404": p("Not the bearer's own (or none)"), "422": p("Invalid fields") };

export const accountOpenApiPaths: Record<string, unknown> = {
  "/api/account/register": {
    post: {
      summary: "Register: {enabled, firstName, lastName, username, email, credentials: [{type: 'password', value, temporary: false}], attributes: {locale}, Address, Payment}; mails the activation link, or, when the e-mail or username is in use, a mail saying so (the answer is the same)",
      responses: { "202": { description: "{accepted: true, activated: false}, whether or not the e-mail or username was in use" }, "422": p("Invalid fields; a weak password names the rule"), "429": p("Too many registrations from this address (Retry-After)") },
    },
  },
  "/api/account/activateRegistration": {
    post: { summary: "Activate with the mailed token", parameters: [header("Token")], responses: { "200": { description: "{token, activated}; activated false for an undecodable, unknown, used or expired token" } } },
  },
  "/api/activateCustomerByIdentifier": {
    get: { summary: "Activation state behind the identifier returned by activateRegistration (valid 1 hour)", parameters: [header("Identifier")], responses: { "200": { description: "{activated, customerNumber?, email?}" } } },
  },
  "/api/account/login": {
    post: {
      summary: "Log in with {username (or e-mail), password, remember?}",
      responses: { "200": tokens, "401": p("Wrong password or unknown user (identical)"), "403": p("Not activated yet (only after a correct password)"), "422": p("Invalid fields"), "429": p("10 failures per account or 50 per address in 15 minutes (Retry-After)") },
    },
  },
  "/api/account/loginRefresh": {
    post: { summary: "Rotate the refresh token; a reused one revokes its family", parameters: [header("Refresh-Token")], responses: { "200": tokens, "401": p("Invalid, expired, used or revoked refresh token") } },
  },
  "/api/account/logout": {
    post: { summary: "Revoke the refresh token's family", security: bearer, parameters: [header("Refresh-Token", false)], responses: { "200": { description: "{loggedOut: true}" }, "401": p("No valid bearer") } },
  },
  "/api/account/changePassword": {
    post: { summary: "{password, currentPassword, userId?, email?}: new password, other sessions end", security: bearer, responses: { "200": tokens, ...own, "429": p("Too many wrong current passwords") } },
  },
  "/api/account/forgotPasswordMail": {
    post: { summary: "{email, lang?}: mails a reset link (1 hour, single use) if the e-mail has an account; the answer is the same either way", responses: { "202": { description: "{accepted: true}" }, "422": p("Invalid fields"), "429": p("Too many requests from this address (Retry-After)") } },
  },
  "/api/account/resetPassword": {
    post: { summary: "{password} with the mailed Token header", parameters: [header("Token")], responses: { "200": { description: "{reset: true}" }, "400": p("Invalid, used or expired token"), "422": p("Weak password") } },
  },
  "/api/account/deleteUser": {
    delete: {
      summary: "Delete the bearer's data in one transaction (trades kept anonymised); refused while a trade is in progress",
      security: bearer,
      responses: { "200": { description: "{deleted: true}, or {deleted: false} when deleting failed and nothing changed" }, "401": p("No valid bearer"), "409": p("A trade is still in progress: {openTrades: [trade numbers]}; nothing changed") },
    },
  },
  "/api/customers/customers": {
    get: { summary: "The bearer's customer data", security: bearer, responses: { "200": { description: "Customer" }, ...own } },
    patch: { summary: "{firstName?, lastName?, locale?, email? (with currentPassword)}", security: bearer, responses: { "200": { description: "Customer" }, "409": p("E-mail in use"), ...own } },
    delete: { summary: "Same as DELETE /api/account/deleteUser", security: bearer, responses: { "200": { description: "{deleted}" }, "409": p("A trade is still in progress (openTrades)"), ...own } },
  },
  "/api/customers/addresses": {
    get: { summary: "The current address", security: bearer, responses: { "200": { description: "{street, houseNumber, zip, city, country}" }, ...own } },
    patch: { summary: "Change fields of the current address", security: bearer, responses: { "200": { description: "Address" }, ...own } },
  },
  "/api/customers/bank_accounts": {
    get: { summary: "Bank accounts (IBAN masked)", security: bearer, responses: { "200": { description: "PaymentAccount[]" }, ...own } },
    patch: { summary: "{id, iban?, bic?, accountHolder?}", security: bearer, responses: { "200": { description: "PaymentAccount" }, ...own } },
  },
  "/api/customers/paypal_accounts": {
    get: { summary: "PayPal accounts", security: bearer, responses: { "200": { description: "PaymentAccount[]" }, ...own } },
    patch: { summary: "{id, paypalEmail}", security: bearer, responses: { "200": { description: "PaymentAccount" }, ...own } },
  },
  "/api/customers/customer_payment_accounts": {
    post: { summary: "{paymentId?, paymentType (13 SEPA, 2 PayPal), iban?, bic?, accountHolder?, paypalEmail?}: empty paymentId creates, else updates; paymentType INVOICE, isPrimary false", security: bearer, responses: { "201": { description: "Created" }, "200": { description: "Updated" }, ...own } },
  },
  "/api/customers/phone_contacts": {
    post: { summary: "{number, kind?: mobile|landline}", security: bearer, responses: { "201": { description: "{id, kind, number}" }, ...own } },
    patch: { summary: "{id, number, kind?}", security: bearer, responses: { "200": { description: "{id, kind, number}" }, ...own } },
  },
  "/api/customers/people": {
    patch: { summary: "{birthdate: YYYY-MM-DD | null}", security: bearer, responses: { "200": { description: "{birthdate}" }, ...own } },
  },
  "/api/customers/data_export": {
    get: {
      summary: "GDPR export: everything stored about the bearer (account, address, payout accounts, phones, own trades with lines and timeline) and accountDeletion {possibleNow, openTrades, rule}",
      security: bearer,
      responses: { "200": { description: "CustomerDataExport (Cache-Control: no-store)" }, ...own },
    },
  },
  "/api/customers/trade_history": {
    get: { summary: "The bearer's trades, newest first, with lines and state timeline", security: bearer, responses: { "200": { description: "TradeHistoryEntry[]" }, ...own } },
  },
};
