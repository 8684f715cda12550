/**
 * The route-path table: one entry per page id, the path templates per edition (spec §2).
 * Templates use `{param}` placeholders; the first template of an edition is the canonical one
 * that links are built from, the others (legacy forms) are accepted too.
 */
import type { EditionId } from "./config.ts";

type EditionPaths = Record<EditionId, readonly string[]>;

const same = (...paths: string[]): EditionPaths => ({
  en: paths,
  de: paths,
  at: paths,
  es: paths,
  fr: paths,
  it: paths,
});

const german = (...paths: string[]) => ({ de: paths, at: paths });

export const PAGES = {
  home: same("/"),
  checkout: { ...same("/checkout"), it: ["/guardare"] },
  thankYou: { ...same("/thankYou"), it: ["/grazie"] },
  /** The trade tracking page linked from the confirmation e-mail (`?token=` required). */
  tradeTracking: same("/trade/{tradeNumber}"),
  /** Trade lookup (decision 0031): trade number + e-mail → the tracking link by mail. */
  tradeLookup: {
    ...german("/verkauf-finden"),
    es: ["/buscar-venta"],
    fr: ["/retrouver-ma-vente"],
    it: ["/trova-vendita"],
    en: ["/trade-lookup"],
  },
  /** The review page linked from the invitation after a paid trade (`?token=`; decision 0034). */
  review: { ...same("/review"), ...german("/bewertung"), es: ["/valoracion"], fr: ["/avis"], it: ["/recensione"] },
  content: same("/content/{slug}"),
  account: { ...same("/account"), en: ["/account/overview", "/account"] },
  accountRegister: same("/account/register"),
  accountManagement: same("/account/management"),
  accountAddressChange: { ...same("/account/address-change"), en: ["/account/addressChange"] },
  accountPaymentChange: { ...same("/account/payment-change"), en: ["/account/paymentChange"] },
  passwordReset: { ...same("/account/password-reset"), en: ["/account/password/reset"] },
  passwordForgot: { ...same("/account/password-forgot"), en: ["/account/password/forgot"] },
  clarification: same("/clarification/{id}/{trade}", "/browser/clarification/id/{id}/trade/{trade}"),
  clarificationQuickAnswer: same(
    "/clarificationQuickAnswer/{id}/{trade}/{offerid}",
    "/clarification/clarificationQuickAnswer/{id}/{trade}/{offerid}",
    "/browser/clarificationQuickAnswer/id/{id}/trade/{trade}/offerid/{offerid}",
  ),
  newsletterEnrich: same("/newsletter/enrich", "/newsletter/enrich/{emailHash}"),
  newsletterUnsubscribeSuccess: same("/newsletter/unsubscribe/success"),
  newsletterUnsubscribe: same("/newsletter/unsubscribe/{emailHash}"),
  newsletterSubscribe: same("/newsletter"),
  newsletterConfirm: same("/newsletter/confirm/{token}"),
  overview: {
    ...german("/produkte/uebersicht-{overview}"),
    es: ["/productos/todos-los-articulos-{overview}"],
    fr: ["/produits/apercu-{overview}"],
    it: ["/prodotti/panoramica-{overview}"],
    en: ["/products/{overview}"],
  },
  pdp: {
    ...german("/produkte/{pdp}"),
    es: ["/productos/{pdp}"],
    fr: ["/produits/{pdp}"],
    it: ["/prodotti/{pdp}"],
    en: ["/products/{pdp}"],
  },
  sellCategory: {
    ...german("/verkaufen/{category}"),
    es: ["/vender/{category}"],
    fr: ["/catalogue/{category}"],
    it: ["/catalogo/{category}"],
    en: ["/sell/{category}"],
  },
  contact: {
    ...german("/kontakt"),
    es: ["/contacto"],
    fr: ["/contact"],
    it: ["/contatti"],
    en: ["/contact"],
  },
  search: {
    ...german("/suche"),
    es: ["/buscar"],
    fr: ["/recherche"],
    it: ["/cerca"],
    en: ["/search"],
  },
  // Issue 34: a certificate's public check (decisions.md "Public pages added in wave 3"), price alerts' links, an offer mail's "no reminder" link.
  verifyCertificate: same("/verify/{code}"),
  priceAlertConfirm: same("/price-alert/confirm/{token}"),
  priceAlertUnsubscribe: same("/price-alert/unsubscribe/{token}"),
  offerReminderStop: same("/offer-reminder/stop/{token}"),
  b2bLanding: { de: ["/b2b/ankaufsportal"], en: ["/b2b/landingpage"], at: [], es: [], fr: [], it: [] },
  // Business sellers (issue 33): the editions of the B2B landing page only (core/editions/business.ts).
  businessRegister: { de: ["/b2b/registrieren"], en: ["/b2b/register"], at: [], es: [], fr: [], it: [] },
  businessCompany: { de: ["/b2b/firma"], en: ["/b2b/company"], at: [], es: [], fr: [], it: [] },
  businessQuoteNew: { de: ["/b2b/angebot"], en: ["/b2b/quote"], at: [], es: [], fr: [], it: [] },
  businessQuote: { de: ["/b2b/angebot/{quote}"], en: ["/b2b/quote/{quote}"], at: [], es: [], fr: [], it: [] },
  businessAccount: { de: ["/b2b/konto"], en: ["/b2b/account"], at: [], es: [], fr: [], it: [] },
} as const satisfies Record<string, EditionPaths>;

export type PageId = keyof typeof PAGES;
export const PAGE_IDS = Object.keys(PAGES) as PageId[];

export interface PageMatch {
  page: PageId;
  params: Record<string, string>;
}

interface CompiledTemplate {
  page: PageId;
  template: string;
  regex: RegExp;
  names: string[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(page: PageId, template: string): CompiledTemplate {
  const names: string[] = [];
  const source = template
    .split(/(\{[a-zA-Z]+\})/)
    .map((part) => {
      const name = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegex(part);
      names.push(name);
      // no control characters: no page has them, and a NUL must never reach a query
      return "([^/\\u0000-\\u001f\\u007f]+)";
    })
    .join("");
  return { page, template, regex: new RegExp(`^${source}/?$`), names };
}

const compiled = new Map<EditionId, CompiledTemplate[]>();
function templatesOf(edition: EditionId): CompiledTemplate[] {
  let list = compiled.get(edition);
  if (!list) {
    list = PAGE_IDS.flatMap((page) => PAGES[page][edition].map((t) => compile(page, t)));
    compiled.set(edition, list);
  }
  return list;
}

/** Which page of this edition a path is, or null. Static templates win over dynamic ones. */
export function matchPage(edition: EditionId, pathname: string): PageMatch | null {
  const m = matchTemplate(edition, pathname);
  return m ? { page: m.page, params: m.params } : null;
}

/** As matchPage, with the template the path matched (`/clarification/{id}/{trade}`), e.g. for a log line. */
export function matchTemplate(edition: EditionId, pathname: string): (PageMatch & { template: string }) | null {
  let path: string;
  try {
    path = decodeURI(pathname);
  } catch {
    return null;
  }
  for (const t of templatesOf(edition)) {
    const m = t.regex.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    t.names.forEach((name, i) => (params[name] = m[i + 1] ?? ""));
    return { page: t.page, params, template: t.template };
  }
  return null;
}

/**
 * Every page a path can be: usually one, but in the English set overview and device page share
 * `/products/{slug}`, and only the database tells them apart.
 */
export function pagesMatching(edition: EditionId, pathname: string): PageId[] {
  let path: string;
  try {
    path = decodeURI(pathname);
  } catch {
    return [];
  }
  const pages = new Set<PageId>();
  for (const t of templatesOf(edition)) if (t.regex.test(path)) pages.add(t.page);
  return [...pages];
}

/**
 * Pages that show or take personal data (a customer's account, a trade by its token, the
 * checkout, links with a token or an e-mail hash): every answer for them, in every edition, is
 * `Cache-Control: private, no-store` (set once, by page id, in server/app.server.ts).
 */
export const PRIVATE_PAGES: ReadonlySet<PageId> = new Set<PageId>([
  "checkout",
  "thankYou",
  "tradeTracking",
  "review",
  "tradeLookup",
  "account",
  "accountRegister",
  "accountManagement",
  "accountAddressChange",
  "accountPaymentChange",
  "passwordReset",
  "passwordForgot",
  "clarification",
  "clarificationQuickAnswer",
  "newsletterConfirm",
  "newsletterEnrich",
  "newsletterUnsubscribe",
  "newsletterUnsubscribeSuccess",
  "businessRegister",
  "businessCompany",
  "businessQuote",
  "businessAccount",
  "priceAlertConfirm",
  "priceAlertUnsubscribe",
  "offerReminderStop",
]);

/** Is this path (a page or its `.data` request) one of the private pages of the edition? */
export function isPrivatePath(edition: EditionId, pathname: string): boolean {
  const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) || "/" : pathname;
  return pagesMatching(edition, page).some((id) => PRIVATE_PAGES.has(id));
}

/** Does this edition have the page at all (e.g. the B2B landing page only in de and en)? */
export function hasPage(edition: EditionId, page: PageId): boolean {
  return PAGES[page][edition].length > 0;
}

/** Builds the canonical path of a page in an edition. Parameters are URI-encoded. */
export function pathFor(edition: EditionId, page: PageId, params: Record<string, string | number> = {}): string {
  const template = PAGES[page][edition][0];
  if (!template) throw new Error(`page ${page} does not exist in edition ${edition}`);
  return template.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`missing route parameter ${name} for ${page}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The React Router mount patterns: each distinct pattern once, with the module that renders it.
 * A template segment with a prefix before its placeholder ("uebersicht-{overview}") cannot be a
 * React Router segment, so it mounts as ":slug" and the module decides from `matchPage`.
 */
export function mountPatterns(): { pattern: string; page: PageId }[] {
  const seen = new Map<string, PageId>();
  for (const page of PAGE_IDS) {
    for (const edition of Object.keys(PAGES[page]) as EditionId[]) {
      for (const template of PAGES[page][edition]) {
        const pattern = template
          .split("/")
          .map((seg) => {
            const whole = /^\{([a-zA-Z]+)\}$/.exec(seg);
            if (whole) return `:${whole[1]}`;
            return seg.includes("{") ? ":slug" : seg;
          })
          .join("/")
          .replace(/\/:(overview|pdp)$/, "/:slug");
        if (!seen.has(pattern)) seen.set(pattern, page === "overview" ? "pdp" : page);
      }
    }
  }
  return [...seen].map(([pattern, page]) => ({ pattern, page }));
}
