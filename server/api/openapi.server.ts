import { Hono } from "hono";
import type { AppEnv } from "../config/env.server.ts";
import { accountOpenApiPaths } from "./account-openapi.server.ts";
import { backofficeOpenApiPaths } from "./backoffice/openapi.server.ts";
import { contentOpenApiPaths } from "./backoffice/content-openapi.server.ts";
import { campaignsOpenApiPaths } from "./backoffice/campaigns-openapi.server.ts";
import { supportOpenApiPaths } from "./backoffice/support-openapi.server.ts";
import { payoutOpenApiPaths } from "./backoffice/payout-openapi.server.ts";
import { booksOpenApiPaths } from "./backoffice/books-openapi.server.ts";
import { bankFilesOpenApiPaths } from "./backoffice/bank-files-openapi.server.ts";
import { dashboardOpenApiPaths } from "./backoffice/dashboard-openapi.server.ts";
import { catalogOpenApiPaths } from "./backoffice/catalog-openapi.server.ts";
import { pricesOpenApiPaths } from "./backoffice/prices-openapi.server.ts";
import { partnersOpenApiPaths } from "./backoffice/partners-openapi.server.ts";
import { creditNotesOpenApiPaths } from "./credit-notes-openapi.server.ts";
import { b2bPipelineOpenApiPaths } from "./backoffice/b2b-openapi.server.ts";
import { pickupsOpenApiPaths } from "./backoffice/pickups-openapi.server.ts";
import { newsletterOpenApiPaths } from "./newsletter-openapi.server.ts";
import { b2bCompanyOpenApiPaths } from "./b2b-company-openapi.server.ts";
import { paypalWebhookOpenApiPaths } from "./paypal-webhook-openapi.server.ts";
import { reviewsOpenApiPaths } from "./reviews-openapi.server.ts";
import { shopOpenApiPaths } from "./shop-openapi.server.ts";
import { b2bReportsOpenApiPaths } from "./b2b-reports-openapi.server.ts";
import { b2bQuotesOpenApiPaths } from "./b2b-quotes-openapi.server.ts";
import { selfTestOpenApiPaths } from "./self-test-openapi.server.ts";
import { offerMailsOpenApiPaths } from "./offer-mails-openapi.server.ts";
import { priceAlertsOpenApiPaths } from "./price-alerts-openapi.server.ts";
import { certificatesOpenApiPaths } from "./certificates-openapi.server.ts";
import { deviceFactsOpenApiPaths } from "./device-facts-openapi.server.ts";
import { calibrationOpenApiPaths } from "./backoffice/calibration-openapi.server.ts";

/**
 * The API description. Each resource's entries are generated from the zod schemas its handlers
 * validate with (decision 0027) in its own `*-openapi.server.ts` module and spread in here;
 * openapi.test.ts checks that the document lists exactly the operations the API registers.
 */
export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Sellback API",
    version: "1.0.0",
    description:
      "The edition (de, at, es, fr, it, en) comes from the Host header, as for pages. Amounts are EUR decimals. Errors are RFC 9457 problem details.",
  },
  paths: {
    ...accountOpenApiPaths,
    ...newsletterOpenApiPaths,
    ...b2bCompanyOpenApiPaths,
    ...paypalWebhookOpenApiPaths,
    ...shopOpenApiPaths,
    ...b2bReportsOpenApiPaths,
    ...b2bQuotesOpenApiPaths,
    ...backofficeOpenApiPaths,
    ...contentOpenApiPaths,
    ...campaignsOpenApiPaths,
    ...supportOpenApiPaths,
    ...payoutOpenApiPaths,
    ...booksOpenApiPaths,
    ...bankFilesOpenApiPaths,
    ...dashboardOpenApiPaths,
    ...pricesOpenApiPaths,
    ...reviewsOpenApiPaths,
    ...catalogOpenApiPaths,
    ...partnersOpenApiPaths,
    ...creditNotesOpenApiPaths,
    ...b2bPipelineOpenApiPaths,
    ...selfTestOpenApiPaths,
    ...offerMailsOpenApiPaths,
    ...priceAlertsOpenApiPaths,
    ...certificatesOpenApiPaths,
    ...deviceFactsOpenApiPaths,
    ...calibrationOpenApiPaths,
    ...pickupsOpenApiPaths,
  } as Record<string, unknown>,
  components: {
    securitySchemes: {
      bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
      partnerKey: { type: "http", scheme: "bearer", description: "A partner API key (sbp_…), made in the back office" },
    },
    schemas: {
      Problem: {
        type: "object",
        required: ["type", "title", "status"],
        properties: {
          type: { type: "string" },
          title: { type: "string" },
          status: { type: "integer" },
          detail: { type: "string" },
          errors: { type: "array", items: { type: "object", properties: { field: { type: "string" }, message: { type: "string" } } } },
          requestId: { type: "string", description: "The request's id, also in the X-Request-Id header and the server's log lines" },
        },
      },
    },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

export const openApi = new Hono<AppEnv>()
  .get("/openapi.json", (c) => c.json(openApiDocument))
  .get("/docs", (c) => {
    const rows = Object.entries(openApiDocument.paths)
      .flatMap(([path, ops]) =>
        Object.entries(ops as Record<string, { summary?: string }>).map(
          ([method, op]) =>
            `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary ?? "")}</td></tr>`,
        ),
      )
      .join("");
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sellback API reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.4rem;text-align:left}</style></head>
<body><main><h1>Sellback API reference</h1><p>${escapeHtml(openApiDocument.info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
<table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What it does</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`);
  });
