/**
 * OpenAPI paths of the account and customer calls (spread into openapi.server.ts), generated from
 * the schemas their handlers validate with (decision 0027).
 */
import { changePasswordSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "../../core/account/index.ts";
import {
  bankAccountPatchSchema,
  customerPatchSchema,
  paymentAccountSaveSchema,
  paypalAccountPatchSchema,
  peoplePatchSchema,
  phoneCreateSchema,
  phonePatchSchema,
} from "../../core/customer/index.ts";
import { addressPatchSchema } from "./customers.server.ts";
import { pathsFromZod, type ZodResponse } from "../http/openapi-zod.server.ts";

const tokens = "{access_token, refresh_token, token_type, expires_in (300), refresh_expires_in (86400, or 2592000 with remember)}";
const own: Record<string, ZodResponse> = {
  "401": "Missing, expired or invalid bearer token",
  "404": "Not the bearer's own (or none)",
  "422": "Invalid fields",
};
const bearer = { auth: "customer" } as const;

export const accountOpenApiPaths = pathsFromZod({
  "/api/account/register": {
    post: {
      summary:
        "Register (Keycloak-style body: credentials [{type: 'password', value, temporary: false}], attributes {locale}, optional Address and Payment, termsAccepted (stored with time and version when true)); mails the activation link, or, when the e-mail or username is in use, a mail saying so (the answer is the same)",
      body: registerSchema(null),
      responses: {
        "202": "{accepted: true, activated: false}, whether or not the e-mail or username was in use",
        "422": "Invalid fields; a weak password names the rule",
        "429": "Too many registrations from this address (Retry-After)",
      },
    },
  },
  "/api/account/activateRegistration": {
    post: {
      summary: "Activate with the mailed token",
      headers: { Token: { description: "The mailed token", required: true } },
      responses: { "200": "{token, activated}; activated false for an undecodable, unknown, used or expired token" },
    },
  },
  "/api/activateCustomerByIdentifier": {
    get: {
      summary: "Activation state behind the identifier returned by activateRegistration (valid 1 hour)",
      headers: { Identifier: { description: "From activateRegistration", required: true } },
      responses: { "200": "{activated, customerNumber?, email?}" },
    },
  },
  "/api/account/login": {
    post: {
      summary: "Log in with username (or e-mail), password and remember?",
      body: loginSchema,
      responses: {
        "200": tokens,
        "401": "Wrong password or unknown user (identical)",
        "403": "Not activated yet (only after a correct password)",
        "429": "10 failures per account or 50 per address in 15 minutes (Retry-After)",
      },
    },
  },
  "/api/account/loginRefresh": {
    post: {
      summary: "Rotate the refresh token; a reused one revokes its family",
      headers: { "Refresh-Token": { description: "The refresh token", required: true } },
      responses: { "200": tokens, "401": "Invalid, expired, used or revoked refresh token" },
    },
  },
  "/api/account/logout": {
    post: {
      summary: "Revoke the refresh token's family",
      ...bearer,
      headers: { "Refresh-Token": { description: "The refresh token" } },
      responses: { "200": "{loggedOut: true}", "401": "No valid bearer" },
    },
  },
  "/api/account/changePassword": {
    post: {
      summary: "A new password (with the current one); other sessions end",
      ...bearer,
      body: changePasswordSchema,
      responses: { "200": tokens, ...own, "429": "Too many wrong current passwords" },
    },
  },
  "/api/account/forgotPasswordMail": {
    post: {
      summary: "Mails a reset link (1 hour, single use) if the e-mail has an account; the answer is the same either way",
      body: forgotPasswordSchema,
      responses: { "202": "{accepted: true}", "429": "Too many requests from this address (Retry-After)" },
    },
  },
  "/api/account/resetPassword": {
    post: {
      summary: "A new password with the mailed Token header",
      headers: { Token: { description: "The mailed reset token", required: true } },
      body: resetPasswordSchema,
      responses: { "200": "{reset: true}", "400": "Invalid, used or expired token", "422": "Weak password" },
    },
  },
  "/api/account/deleteUser": {
    delete: {
      summary: "Delete the bearer's data in one transaction (trades kept anonymised); refused while a trade is in progress",
      ...bearer,
      responses: {
        "200": "{deleted: true}, or {deleted: false} when deleting failed and nothing changed",
        "401": "No valid bearer",
        "409": "A trade is still in progress: {openTrades: [trade numbers]}; nothing changed",
      },
    },
  },
  "/api/customers/customers": {
    get: { summary: "The bearer's customer data", ...bearer, responses: { "200": "Customer", ...own } },
    patch: {
      summary: "Change firstName, lastName, locale, or email (with currentPassword)",
      ...bearer,
      body: customerPatchSchema,
      responses: { "200": "Customer", "409": "E-mail in use", ...own },
    },
    delete: {
      summary: "Same as DELETE /api/account/deleteUser",
      ...bearer,
      responses: { "200": "{deleted}", "409": "A trade is still in progress (openTrades)", ...own },
    },
  },
  "/api/customers/addresses": {
    get: { summary: "The current address", ...bearer, responses: { "200": "{street, houseNumber, zip, city, country}", ...own } },
    patch: {
      summary: "Change fields of the current address (street, houseNumber, zip, city, country; the edition's rules)",
      ...bearer,
      body: addressPatchSchema,
      responses: { "200": "Address", ...own },
    },
  },
  "/api/customers/bank_accounts": {
    get: { summary: "Bank accounts (IBAN masked)", ...bearer, responses: { "200": "PaymentAccount[]", ...own } },
    patch: {
      summary: "Change a bank account (with currentPassword; mails a notice, holds the customer's trades in the payout run for 24 hours)",
      ...bearer,
      body: bankAccountPatchSchema,
      responses: {
        "200": "PaymentAccount",
        ...own,
        "422": "Invalid fields, or a wrong or missing currentPassword",
        "429": "Too many wrong current passwords",
      },
    },
  },
  "/api/customers/paypal_accounts": {
    get: { summary: "PayPal accounts", ...bearer, responses: { "200": "PaymentAccount[]", ...own } },
    patch: {
      summary: "Change a PayPal account (with currentPassword; mails a notice, holds the customer's trades in the payout run for 24 hours)",
      ...bearer,
      body: paypalAccountPatchSchema,
      responses: {
        "200": "PaymentAccount",
        ...own,
        "422": "Invalid fields, or a wrong or missing currentPassword",
        "429": "Too many wrong current passwords",
      },
    },
  },
  "/api/customers/customer_payment_accounts": {
    post: {
      summary:
        "Empty paymentId creates, else updates (paymentType 13 SEPA, 2 PayPal); paymentType INVOICE, isPrimary false; needs currentPassword, mails a notice and holds the customer's trades in the payout run for 24 hours",
      ...bearer,
      body: paymentAccountSaveSchema,
      responses: {
        "201": "Created",
        "200": "Updated",
        ...own,
        "422": "Invalid fields, or a wrong or missing currentPassword",
        "429": "Too many wrong current passwords",
      },
    },
  },
  "/api/customers/phone_contacts": {
    post: {
      summary: "Add a phone number (kind mobile or landline)",
      ...bearer,
      body: phoneCreateSchema,
      responses: { "201": "{id, kind, number}", ...own },
    },
    patch: { summary: "Change a phone number", ...bearer, body: phonePatchSchema, responses: { "200": "{id, kind, number}", ...own } },
  },
  "/api/customers/people": {
    patch: {
      summary: "The birthdate (YYYY-MM-DD or null)",
      ...bearer,
      body: peoplePatchSchema,
      responses: { "200": "{birthdate}", ...own },
    },
  },
  "/api/customers/data_export": {
    get: {
      summary:
        "GDPR export: everything stored about the bearer (account, address, payout accounts, phones, own trades with lines and timeline) and accountDeletion {possibleNow, openTrades, rule}",
      ...bearer,
      responses: { "200": "CustomerDataExport (Cache-Control: no-store)", ...own },
    },
  },
  "/api/customers/trade_history": {
    get: {
      summary: "The bearer's trades, newest first, with lines and state timeline",
      ...bearer,
      responses: { "200": "TradeHistoryEntry[]", ...own },
    },
  },
});
