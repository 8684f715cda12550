/**
 * OpenAPI paths of a business seller's certificates bundle and sustainability reports (decision
 * 0122; spread into openapi.server.ts), generated from the schemas the handlers validate with.
 */
import { REPORT_PDF_LIMIT } from "../../core/b2b-report/index.ts";
import { pathsFromZod } from "../http/openapi-zod.server.ts";
import { b2bReportParams, b2bTradeParams } from "./b2b-reports.server.ts";

const limit = `${REPORT_PDF_LIMIT.perWindow} PDFs an hour per member (Retry-After)`;
const bearer = "Missing, expired or invalid bearer token";

export const b2bReportsOpenApiPaths = pathsFromZod({
  "/api/b2b/trades/{tradeNumber}/certificates.pdf": {
    get: {
      summary:
        "Every unit's erasure certificate of one of the bearer's company's trades in one PDF: a cover page (devices not yet erased or without a certificate), then one certificate page per device with its IMEI or serial, in unit order; business editions only; private, no-store",
      auth: "customer",
      params: b2bTradeParams,
      responses: {
        "200": { description: "PDF", media: "application/pdf" },
        "401": bearer,
        "404": "Not a trade of the bearer's company (or none), the bearer is in no company, or the edition has no business sellers",
        "429": limit,
      },
    },
  },
  "/api/b2b/reports/{scope}.pdf": {
    get: {
      summary:
        "The sustainability report (devices reused, CO₂e avoided per category from published life-cycle figures, method and sources) of the bearer's company for a calendar year (Berlin time) or one of its quotes; business editions only; private, no-store",
      auth: "customer",
      params: b2bReportParams,
      responses: {
        "200": { description: "PDF", media: "application/pdf" },
        "401": bearer,
        "404":
          "Unknown scope, a year before 2026 or in the future, a quote of another company, the bearer is in no company, or the edition has no business sellers",
        "429": limit,
      },
    },
  },
});
