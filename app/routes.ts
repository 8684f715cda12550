import { layout, route, type RouteConfig } from "@react-router/dev/routes";
import { mountPatterns, type PageId } from "../core/editions/index.ts";
import { BACKOFFICE_ROUTES } from "./routes/backoffice/paths.ts";
import { PORTAL_ROUTES } from "./routes/portal/paths.ts";

/** The module that renders each page id: every page id has one (the type says so). */
const modules: Record<PageId, string> = {
  home: "routes/shop/home.tsx",
  pdp: "routes/shop/products.tsx",
  // Overviews and device pages share the /produkte/{slug} pattern; products.tsx tells them apart.
  overview: "routes/shop/products.tsx",
  sellCategory: "routes/shop/sell-category.tsx",
  search: "routes/shop/search.tsx",
  content: "routes/shop/content.tsx",
  contact: "routes/shop/contact.tsx",
  newsletterSubscribe: "routes/shop/newsletter.tsx",
  newsletterConfirm: "routes/shop/newsletter-confirm.tsx",
  newsletterEnrich: "routes/shop/newsletter-enrich.tsx",
  newsletterUnsubscribe: "routes/shop/newsletter-unsubscribe.tsx",
  newsletterUnsubscribeSuccess: "routes/shop/newsletter-unsubscribe-success.tsx",
  b2bLanding: "routes/shop/b2b.tsx",
  businessRegister: "routes/shop/business-register.tsx",
  businessCompany: "routes/shop/business-company.tsx",
  businessQuoteNew: "routes/shop/business-quote-new.tsx",
  businessQuote: "routes/shop/business-quote.tsx",
  businessAccount: "routes/shop/business-account.tsx",
  verifyCertificate: "routes/shop/verify-certificate.tsx",
  priceAlertConfirm: "routes/shop/price-alert-confirm.tsx",
  priceAlertUnsubscribe: "routes/shop/price-alert-unsubscribe.tsx",
  offerReminderStop: "routes/shop/offer-reminder-stop.tsx",
  checkout: "routes/shop/checkout.tsx",
  thankYou: "routes/shop/thank-you.tsx",
  tradeTracking: "routes/shop/tracking.tsx",
  review: "routes/shop/review.tsx",
  tradeLookup: "routes/shop/trade-lookup.tsx",
  clarification: "routes/shop/clarification.tsx",
  clarificationQuickAnswer: "routes/shop/clarification.tsx",
  account: "routes/shop/account.tsx",
  accountRegister: "routes/shop/account-register.tsx",
  accountManagement: "routes/shop/account-management.tsx",
  accountAddressChange: "routes/shop/account-address.tsx",
  accountPaymentChange: "routes/shop/account-payment.tsx",
  passwordForgot: "routes/shop/password-forgot.tsx",
  passwordReset: "routes/shop/password-reset.tsx",
};

const counters = new Map<PageId, number>();
const pages = mountPatterns().map(({ pattern, page }) => {
  const n = counters.get(page) ?? 0;
  counters.set(page, n + 1);
  return route(pattern, modules[page], { id: `${page}:${n}` });
});

export default [
  route("build-manifest.json", "routes/build-manifest.ts", { id: "buildManifest" }),
  route("account/data-export", "routes/shop/account-export.ts", { id: "accountExport" }),
  // A business seller's documents (issue 33), with the shop's session cookie: credit note, certificates, reports.
  route("b2b/files/trades/:tradeNumber/credit-note", "routes/shop/business-credit-note.ts", { id: "businessCreditNote" }),
  route("b2b/files/trades/:tradeNumber/certificates", "routes/shop/business-certificates.ts", { id: "businessCertificates" }),
  route("b2b/files/report/:scope", "routes/shop/business-report.ts", { id: "businessReport" }),
  // The back office (decision 0023): its own tree, answered on the back-office host only.
  layout(
    "routes/backoffice/layout.tsx",
    { id: "backoffice" },
    BACKOFFICE_ROUTES.map((r) => route(r.path, r.file, { id: r.id })),
  ),
  // The agan store portal (decision 0046): answered on the agan host only.
  layout(
    "routes/portal/layout.tsx",
    { id: "portal" },
    PORTAL_ROUTES.map((r) => route(r.path, r.file, { id: r.id })),
  ),
  layout("routes/shop/layout.tsx", { id: "chrome" }, [...pages, route("*", "routes/not-found.tsx", { id: "notFound" })]),
] satisfies RouteConfig;
