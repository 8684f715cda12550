/**
 * OpenAPI entries of `/api/backoffice/support` (issue 14, decision 0041), from the zod schemas the
 * handlers validate with. Roles `support` and `admin`; every answer `private, no-store`.
 */
import { pathsFromZod, type ZodOperation } from "../../http/openapi-zod.server.ts";
import { customerParams, guestParams, mailParams, messageParams, supportSearchQuery } from "./support.server.ts";
import { answerSchema, inboxQuery } from "../../../core/support/index.ts";

const tags = ["back office", "customer service"];
const staff = { auth: "staff" as const, tags };
const denied = {
  "401": "No valid staff bearer token",
  "403": "Not a support or admin user (or a step is pending)",
  "429": "Too many calls by this staff user (Retry-After)",
};

const paths: Record<string, Partial<Record<"get" | "post", ZodOperation>>> = {
  "/api/backoffice/support/search": {
    get: {
      summary:
        "Find customers and trades by name, e-mail, trade number, customer number or IBAN ending (at least 4 characters; the IBAN is never answered in full)",
      ...staff,
      query: supportSearchQuery,
      responses: {
        "200":
          "{query: {by}, customers: [{customerId, customerNumber, name, email, edition, createdAt}], trades: [{tradeNumber, state, edition, name, email, customerId, payout (masked), totalCents, …}]}",
        ...denied,
        "422": "Query missing, too short (3; an IBAN ending 4) or not a trade number",
      },
    },
  },
  "/api/backoffice/support/customers/{customerId}": {
    get: {
      summary:
        "A registered customer: data with masked payout accounts, trades, contact messages, mails sent (the mail log) and whether erasure is possible now",
      ...staff,
      params: customerParams,
      responses: {
        "200": "{kind: customer, customer, trades, contactMessages, mails, erasure: {possibleNow, openTrades}}",
        ...denied,
        "404": "No such customer",
        "422": "Invalid id",
      },
    },
  },
  "/api/backoffice/support/customers/{customerId}/export": {
    get: {
      summary: "The customer's GDPR data export as a JSON download (IBANs masked, no tracking tokens); audited",
      ...staff,
      params: customerParams,
      responses: { "200": "The export (Content-Disposition: attachment)", ...denied, "404": "No such customer", "422": "Invalid id" },
    },
  },
  "/api/backoffice/support/customers/{customerId}/erase": {
    post: {
      summary:
        "Erase the customer's personal data on request (account, address, payout accounts, contact messages, newsletter; trades, reviews and mail log anonymised, amounts kept); audited without the data",
      ...staff,
      params: customerParams,
      responses: {
        "200": "{erased: true, trades, contactMessages, mails, newsletter, reviews, offerMails, priceAlerts} (counts)",
        ...denied,
        "404": "No such customer",
        "409": "support_erasure_open_trades: a trade is not final yet ({openTrades}); nothing changed",
        "422": "Invalid id",
      },
    },
  },
  "/api/backoffice/support/guests/{tradeNumber}": {
    get: {
      summary: "The guest behind a guest trade: every guest trade with that e-mail, contact messages, mails sent",
      ...staff,
      params: guestParams,
      responses: {
        "200": "{kind: guest, customer, trades, contactMessages, mails, erasure}",
        ...denied,
        "404": "No such trade (or erased)",
        "409": "support_registered_customer: the trade belongs to a customer ({customerId})",
        "422": "Invalid trade number",
      },
    },
  },
  "/api/backoffice/support/guests/{tradeNumber}/export": {
    get: {
      summary: "The guest's GDPR data export as a JSON download; audited",
      ...staff,
      params: guestParams,
      responses: {
        "200": "The export (Content-Disposition: attachment)",
        ...denied,
        "404": "No such trade",
        "409": "support_registered_customer",
        "422": "Invalid trade number",
      },
    },
  },
  "/api/backoffice/support/guests/{tradeNumber}/erase": {
    post: {
      summary: "Erase the guest's personal data (every guest trade with that e-mail anonymised, contact messages, mail log); audited",
      ...staff,
      params: guestParams,
      responses: {
        "200": "{erased: true, trades, contactMessages, mails, newsletter, reviews, offerMails, priceAlerts} (counts)",
        ...denied,
        "404": "No such trade",
        "409": "support_erasure_open_trades or support_registered_customer; nothing changed",
        "422": "Invalid trade number",
      },
    },
  },
  "/api/backoffice/support/mails/{mailId}/resend": {
    post: {
      summary:
        "Send a logged mail again, composed from current data (trade confirmation, trade notices, answers); one-time links are never resent; audited and logged",
      ...staff,
      params: mailParams,
      responses: { "200": "{mailId, kind}", ...denied, "404": "No such mail", "409": "support_mail_not_resendable", "422": "Invalid id" },
    },
  },
  "/api/backoffice/support/inbox": {
    get: {
      summary: "Contact messages, newest first, 50 per page; filter by status (open, answered) and edition; counts per status",
      ...staff,
      query: inboxQuery,
      responses: { "200": "{items, total, page, pages, counts: {open, answered}}", ...denied, "422": "Invalid filter" },
    },
  },
  "/api/backoffice/support/inbox/{messageId}": {
    get: {
      summary: "One contact message with its answer",
      ...staff,
      params: messageParams,
      responses: {
        "200": "{id, edition, subject, subjectLabel, name, email, tradeNumber, message, status, answer, answeredAt, customerId, …}",
        ...denied,
        "404": "No such message",
        "422": "Invalid id",
      },
    },
  },
  "/api/backoffice/support/inbox/{messageId}/answer": {
    post: {
      summary:
        "Answer a contact message by e-mail in its edition's language (the answer and the quoted message); the message becomes answered; audited",
      ...staff,
      params: messageParams,
      body: answerSchema,
      responses: {
        "200": "The message, answered",
        ...denied,
        "404": "No such message",
        "409": "support_already_answered",
        "415": "Not JSON",
        "422": "Answer missing or too long",
      },
    },
  },
};

export const supportOpenApiPaths = pathsFromZod(paths);
