import { Hono, type MiddlewareHandler } from "hono";
import { ProblemError } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { log } from "../middleware/logging.server.ts";
import { accountApi, activateByIdentifierApi } from "./account.server.ts";
import { accountPurchaseRecordApi } from "./purchase-records.server.ts";
import { backofficeApi } from "./backoffice/index.server.ts";
import { clientIdApi } from "./client-id.server.ts";
import { b2bApi } from "./b2b.server.ts";
import { b2bCompanyApi } from "./b2b-company.server.ts";
import { b2bCreditNotesApi } from "./b2b-credit-notes.server.ts";
import { b2bQuotesApi } from "./b2b-quotes.server.ts";
import { b2bReportsApi } from "./b2b-reports.server.ts";
import { contactApi } from "./contact.server.ts";
import { contentApi } from "./content.server.ts";
import { customersApi } from "./customers.server.ts";
import { controllingApi } from "./controlling.server.ts";
import { healthApi } from "./health.server.ts";
import { readyApi } from "./ready.server.ts";
import { guestAccountApi } from "./guest-account.server.ts";
import { partnersApi } from "./partners.server.ts";
import { offersApi } from "./offers.server.ts";
import { tradesApi } from "./trades.server.ts";
import { clarificationsApi } from "./clarifications.server.ts";
import { newsletterApi } from "./newsletter.server.ts";
import { openApi } from "./openapi.server.ts";
import { problemResponse } from "../http/problem.server.ts";
import { redirectsApi } from "./redirects.server.ts";
import { reviewsApi } from "./reviews.server.ts";
import { searchApi } from "./search.server.ts";
import { suggestionsApi } from "./suggestions.server.ts";
import { paypalWebhookApi } from "./paypal-webhook.server.ts";
import { logPathOf } from "../http/log-path.ts";
import { selfTestApi } from "./self-test.server.ts";
import { offerMailsApi } from "./offer-mails.server.ts";
import { priceAlertsApi } from "./price-alerts.server.ts";
import { certificatesApi } from "./certificates.server.ts";
import { deviceFactsApi } from "./device-facts.server.ts";

/**
 * Every API answer depends on the edition, which the Host picks: `Vary: Host`. Mounted by
 * createApp on /api/* ahead of the body limit, so refused bodies say it too.
 */
export const varyByHost: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.append("Vary", "Host");
};

/** The JSON API under /api: each resource is its own Hono app, composed here. */
export function createApi() {
  const api = new Hono<AppEnv>();
  api.route("/health", healthApi);
  // readiness: database reachable, migrations applied, not shutting down (decision 0053)
  api.route("/ready", readyApi);
  // The back office's API answers on its host only; there, no shop API answers (decision 0023).
  api.route("/backoffice", backofficeApi);
  api.use("*", async (c, next) => {
    if (c.get("surface") === "backoffice") return problemResponse(c, new ProblemError(404, "not_found", "problem.detail.noApiRoute"));
    await next();
  });
  api.route("/redirects", redirectsApi);
  api.route("/trade/searches", searchApi);
  api.route("/trade/suggestions", suggestionsApi);
  api.route("/self-test", selfTestApi);
  api.route("/offer-mails", offerMailsApi);
  api.route("/price-alerts", priceAlertsApi);
  api.route("/certificates", certificatesApi);
  api.route("/trade/devices", deviceFactsApi);
  api.route("/trade/offers", offersApi);
  api.route("/trade/trades", tradesApi);
  api.route("/clarifications", clarificationsApi);
  // Before any other /customers router: guest account numbers need no login.
  api.route("/customers", guestAccountApi);
  api.route("/customers", customersApi);
  api.route("/account/trades", accountPurchaseRecordApi);
  api.route("/account", accountApi);
  api.route("/activateCustomerByIdentifier", activateByIdentifierApi);
  api.route("/content", contentApi);
  api.route("/contact", contactApi);
  api.route("/reviews", reviewsApi);
  api.route("/newsletter", newsletterApi);
  api.route("/b2b", b2bApi);
  // Business sellers (issue 33): de and en editions only
  api.route("/b2b/quotes", b2bQuotesApi);
  api.route("/b2b", b2bCompanyApi);
  api.route("/b2b", b2bCreditNotesApi);
  api.route("/b2b", b2bReportsApi);
  api.route("/partners", partnersApi);
  api.route("/controlling", controllingApi);
  api.route("/client-id", clientIdApi);
  // PayPal's payout item events (decision 0112): public, verified through PayPal
  api.route("/webhooks/paypal", paypalWebhookApi);
  api.route("/", openApi);

  api.all("*", (c) => problemResponse(c, new ProblemError(404, "not_found", "problem.detail.noApiRoute")));
  api.onError((err, c) => {
    if (err instanceof ProblemError) return problemResponse(c, err);
    log("error", "api error", { path: logPathOf(c), err });
    return problemResponse(c, new ProblemError(500, "internal"));
  });
  return api;
}
