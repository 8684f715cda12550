/**
 * `/api/backoffice/*` (decision 0023): answers on the back-office host only (any other host: 404,
 * as if it did not exist), in English or German (Accept-Language), never cached or indexed.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { backofficeCalibrationApi } from "./calibration.server.ts";
import { ProblemError } from "../../../core/shared/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { problemResponse } from "../../http/problem.server.ts";
import { backofficeAuditApi } from "./audit.server.ts";
import { backofficeBooksApi } from "./books.server.ts";
import { backofficeBankFilesApi } from "./bank-files.server.ts";
import { authApi } from "./auth.server.ts";
import { backofficeContentApi } from "./content.server.ts";
import { backofficeRedirectsApi } from "./redirects.server.ts";
import { backofficeVouchersApi } from "./vouchers.server.ts";
import { backofficeCampaignsApi } from "./campaigns.server.ts";
import { backofficeDashboardApi } from "./dashboard.server.ts";
import { backofficeCatalogApi } from "./catalog.server.ts";
import { backofficeInspectionApi } from "./inspection.server.ts";
import { backofficeDevicePricesApi, backofficePricesApi } from "./prices.server.ts";
import { backofficePartnersApi } from "./partners.server.ts";
import { backofficePayoutsApi } from "./payouts.server.ts";
import { backofficeReturnsApi } from "./returns.server.ts";
import { backofficeReviewsApi } from "./reviews.server.ts";
import { backofficeStoreShipmentsApi } from "./store-shipments.server.ts";
import { backofficeSupportApi } from "./support.server.ts";
import { backofficeTradesApi } from "./trades.server.ts";
import { backofficePurchaseRecordApi } from "./purchase-records.server.ts";
import { backofficeB2bApi } from "./b2b.server.ts";
import { backofficePickupsApi } from "./pickups.server.ts";
import { backofficeCreditNotesApi } from "./credit-notes.server.ts";

const backofficeHostOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get("surface") !== "backoffice") return problemResponse(c, new ProblemError(404, "not_found", "problem.detail.noApiRoute"));
  c.set("locale", /^de\b/i.test(c.req.header("accept-language") ?? "") ? "de" : "en");
  await next();
};

export const backofficeApi = new Hono<AppEnv>();
backofficeApi.use("*", backofficeHostOnly);
backofficeApi.route("/auth", authApi);
backofficeApi.route("/trades", backofficeInspectionApi);
backofficeApi.route("/trades", backofficeReturnsApi);
backofficeApi.route("/trades", backofficeTradesApi);
backofficeApi.route("/trades", backofficePurchaseRecordApi);
backofficeApi.route("/audit", backofficeAuditApi);
backofficeApi.route("/calibration", backofficeCalibrationApi);
backofficeApi.route("/reviews", backofficeReviewsApi);
backofficeApi.route("/redirects", backofficeRedirectsApi).route("/content", backofficeContentApi).route("/vouchers", backofficeVouchersApi);
backofficeApi.route("/campaigns", backofficeCampaignsApi);
backofficeApi.route("/payout-runs", backofficePayoutsApi);
backofficeApi.route("/books", backofficeBooksApi);
backofficeApi.route("/bank-files", backofficeBankFilesApi);
backofficeApi.route("/catalog", backofficeCatalogApi);
backofficeApi.route("/prices", backofficePricesApi).route("/devices", backofficeDevicePricesApi);
backofficeApi.route("/dashboard", backofficeDashboardApi);
backofficeApi.route("/partners", backofficePartnersApi);
backofficeApi.route("/support", backofficeSupportApi);
backofficeApi.route("/store-shipments", backofficeStoreShipmentsApi);
// Business sellers (issue 33)
backofficeApi.route("/b2b", backofficeB2bApi);
backofficeApi.route("/pickups", backofficePickupsApi);
backofficeApi.route("/credit-notes", backofficeCreditNotesApi);
backofficeApi.all("*", (c) => problemResponse(c, new ProblemError(404, "not_found", "problem.detail.noApiRoute")));
