/**
 * Which UI strings a page sends to the browser. The full catalog is about 48 KB per language; sent
 * with every page as loader data it doubled the home page's HTML and halved its throughput
 * (decision 0016). The root loader sends the chrome's strings plus the page's own scopes; a scope is
 * a key prefix ("checkout" covers "checkout.*"). The server renders with the same subset, so a
 * missing scope shows as a raw key and, in the browser, as a console error that fails the browser
 * tests (app/i18n/i18n.tsx).
 */
import type { PageId } from "../../core/editions/index.ts";
import type { CompiledMessage } from "../../core/shared/index.ts";

/** Every page: header, footer (newsletter sign-up, reviews), consent banner, typeahead, error pages. */
export const CHROME_SCOPES = [
  "brand",
  "nav",
  "footer",
  "edition",
  "error",
  "problem",
  "validation",
  "search",
  "consent",
  "month",
  "newsletter.form",
  "newsletter.error",
  "newsletter.errorSummary",
  "home.reviews",
] as const;

const catalog = ["catalog", "pdp", "price"] as const;
const account = ["accountUi", "account", "tracking", "checkout.condition", "carrier.tracking", "carrier.journey", "guestLink"] as const;
const newsletter = ["newsletter"] as const;

/** What each page adds (its own `page.<id>` meta strings always come too). */
export const PAGE_SCOPES: Record<PageId, readonly string[]> = {
  home: ["home", ...catalog],
  overview: catalog,
  sellCategory: catalog,
  search: catalog,
  pdp: [
    ...catalog,
    "offer",
    "checkout.condition",
    "trust",
    "afterSale.deadlines",
    "selfTest",
    "priceHistory",
    "modelFigures",
    "priceAlert",
    "offerMail",
  ],
  checkout: ["checkout", "trade", "offer", "account", "trust", "price"],
  thankYou: ["thankYou", "checkout", "trade", "tracking", "carrier.tracking", "afterSale", "price", "offer.campaign"],
  tradeTracking: [
    "tracking",
    "trade",
    "checkout",
    "thankYou",
    "carrier.tracking",
    "carrier.journey",
    "payout.correct",
    "payout.mail.returned.cta",
    "accountUi.payment",
    "accountUi.error",
    "afterSale.handIn",
    "priceRise",
  ],
  tradeLookup: ["lookup", "accountUi.error"],
  review: ["review"],
  content: [],
  contact: ["contact"],
  b2bLanding: ["b2b", "lead"],
  // Business sellers (issue 33): their own `business.*` strings (en and de only)
  businessRegister: ["business", "accountUi", "account"],
  businessCompany: ["business", "accountUi"],
  businessQuoteNew: ["business"],
  businessQuote: ["business", "accountUi", "account"],
  businessAccount: ["business", "accountUi", "tracking"],
  account,
  accountRegister: account,
  accountManagement: account,
  accountAddressChange: account,
  accountPaymentChange: account,
  passwordReset: account,
  passwordForgot: account,
  clarification: ["clarification", "offer.breakdown", "offer.effect"],
  clarificationQuickAnswer: ["clarification", "offer.breakdown", "offer.effect"],
  newsletterSubscribe: newsletter,
  newsletterConfirm: newsletter,
  newsletterEnrich: newsletter,
  newsletterUnsubscribe: newsletter,
  newsletterUnsubscribeSuccess: newsletter,
  // Issue 34
  verifyCertificate: ["verify"],
  priceAlertConfirm: ["priceAlert"],
  priceAlertUnsubscribe: ["priceAlert"],
  offerReminderStop: ["offerMail"],
};

/** The back office (decision 0023): its own strings, problem and validation texts, the password rule. */
export const BACKOFFICE_SCOPES = ["backoffice", "problem", "validation", "account.password", "error", "returns.error"] as const;

/** Strings only the server uses (mails, the label PDF, API errors of the controlling call). */
const SERVER_ONLY = /\.mail\.|^label\.|\.ack\.|^controlling\.|^carrier\.(label|error)\./;

const inScope = (key: string, scope: string) => key === scope || key.startsWith(`${scope}.`);

/**
 * The strings a page needs in the browser. `pages` are the pages its path can be (two for the
 * English `/products/{slug}`, none when no route matches: then the chrome's, enough for the error page).
 */
export function messagesForPage<M extends string | CompiledMessage>(all: Record<string, M>, pages: readonly PageId[]): Record<string, M> {
  // the same catalog object and pages give the same subset: chosen once, not on every request (decision 0049)
  let byPages = pageSubsets.get(all);
  if (!byPages) pageSubsets.set(all, (byPages = new Map()));
  const key = pages.join(",");
  const known = byPages.get(key);
  if (known) return known as Record<string, M>;
  const subset = pickPageMessages(all, pages);
  byPages.set(key, subset);
  return subset;
}

/** Per catalog object: the subset per page list (a handful of page lists; dropped with the catalog). */
const pageSubsets = new WeakMap<object, Map<string, Readonly<Record<string, unknown>>>>();

function pickPageMessages<M extends string | CompiledMessage>(all: Record<string, M>, pages: readonly PageId[]): Record<string, M> {
  const scopes: readonly string[] = [...CHROME_SCOPES, ...pages.flatMap((page) => [...PAGE_SCOPES[page], `page.${page}`])];
  const out: Record<string, M> = {};
  for (const key of Object.keys(all)) {
    if (!SERVER_ONLY.test(key) && scopes.some((s) => inScope(key, s))) out[key] = all[key]!;
  }
  return out;
}

/** The strings of every back-office page (one small set: it is a tool, not a shop page). */
export function messagesForBackoffice<M extends string | CompiledMessage>(all: Record<string, M>): Record<string, M> {
  const out: Record<string, M> = {};
  for (const key of Object.keys(all)) if (BACKOFFICE_SCOPES.some((s) => inScope(key, s))) out[key] = all[key]!;
  return out;
}

/** The agan store portal (decision 0046): its strings, the offer form's, problems and validation, the error summary's title. */
export const PORTAL_SCOPES = [
  "portal",
  "offer",
  "problem",
  "validation",
  "account.password",
  "error",
  "backoffice.errorSummary",
  "trade.error",
] as const;

export function messagesForPortal<M extends string | CompiledMessage>(all: Record<string, M>): Record<string, M> {
  const out: Record<string, M> = {};
  for (const key of Object.keys(all)) if (!/\.mail\./.test(key) && PORTAL_SCOPES.some((s) => inScope(key, s))) out[key] = all[key]!;
  return out;
}
