/**
 * The shop's speculation rules (decision 0052): which links the browser may fetch, or render in
 * the background, before the visitor clicks them. One JSON document per edition, built from the
 * route table (core/editions/routes.ts), served at SPECULATION_RULES_PATH and named by the
 * `Speculation-Rules` response header of every shop page (server/speculation/serve.server.ts).
 *
 * - prerender (on hover, `moderate`): device pages (`pdp`), the links of search results, sell
 *   category lists, overviews and the home page. A prerendered page runs its scripts in the
 *   background, so nothing that counts a visit runs before it is shown (app/lib/activation.ts).
 * - prefetch (on hover, `moderate`): the document of every other public page.
 * - never: the private pages (account, checkout, trade and token links, newsletter links with an
 *   e-mail hash; core/editions PRIVATE_PAGES), anything not in the route table (/api, the portal,
 *   downloads, logout is a form post anyway), links with a query string (search terms, tokens,
 *   pages of a list), links marked `rel=nofollow`, `download`, another target or
 *   `data-no-speculation`, other origins.
 * - every shop page is an island page (decision 0133), so a router link's markup (`a[data-discover]`)
 *   is a plain document link there and is speculated like any other; the pages React hydrates (back
 *   office, store portal) carry no rules. The selector that left out router links on hydrated shop
 *   pages (`body:not(:has(…))`) is gone with them (decision 0139): a `:has()` over the whole body that
 *   the browser evaluated for every link of every page.
 */
import { PAGES, PAGE_IDS, PRIVATE_PAGES, type EditionId, type PageId } from "../../core/editions/index.ts";

export const SPECULATION_RULES_PATH = "/speculation-rules.json";
export const SPECULATION_RULES_TYPE = "application/speculationrules+json";

/** Every link selector that must never be speculated, whatever its target. */
export const NEVER_SPECULATE_SELECTOR = [
  'a[href*="?"]',
  "a[rel~=nofollow]",
  "a[download]",
  'a[target]:not([target="_self"])',
  "a[data-no-speculation]",
  "[data-no-speculation] a",
].join(", ");

export type Eagerness = "immediate" | "eager" | "moderate" | "conservative";

export type DocumentPredicate =
  | { and: DocumentPredicate[] }
  | { or: DocumentPredicate[] }
  | { not: DocumentPredicate }
  | { href_matches: string[] }
  | { selector_matches: string };

export interface DocumentRule {
  source: "document";
  where: DocumentPredicate;
  eagerness: Eagerness;
  tag: string;
}

export interface SpeculationRules {
  prefetch: DocumentRule[];
  prerender: DocumentRule[];
}

/**
 * A route template as a URL pattern (pathname only): `{param}` becomes `*`, and the trailing
 * slash that matchPage accepts is optional. Templates hold letters, digits, `/`, `-`, `_` and
 * `{name}` only (checked, so a new template with a pattern character fails here, not in a browser).
 */
export function templatePattern(template: string): string {
  const pattern = template.replace(/\{[a-zA-Z]+\}/g, "*");
  if (!/^\/[A-Za-z0-9/_*-]*$/.test(pattern))
    throw new Error(`route template ${template} has characters a URL pattern would read as syntax`);
  if (pattern === "/") return "/";
  return pattern.endsWith("/") ? pattern : `${pattern}{/}?`;
}

const patternsOf = (edition: EditionId, pages: readonly PageId[]) => [
  ...new Set(pages.flatMap((page) => (PAGES[page][edition] as readonly string[]).map(templatePattern))),
];

/** The pages whose links may be fetched before a click: every page that shows nothing personal. */
export const PUBLIC_PAGES: readonly PageId[] = PAGE_IDS.filter((page) => !PRIVATE_PAGES.has(page));

/** The rules of one edition. */
export function speculationRules(edition: EditionId): SpeculationRules {
  const never: DocumentPredicate[] = [
    { not: { href_matches: patternsOf(edition, [...PRIVATE_PAGES]) } },
    { not: { selector_matches: NEVER_SPECULATE_SELECTOR } },
  ];
  const devicePages = patternsOf(edition, ["pdp"]);
  // In the English set overview and device page share /products/{slug}: there both are prerendered.
  const overviews = patternsOf(edition, ["overview"]).filter((p) => !devicePages.includes(p));
  const prerenderTargets: DocumentPredicate[] = [
    { href_matches: devicePages },
    ...(overviews.length ? [{ not: { href_matches: overviews } }] : []),
  ];
  return {
    prerender: [{ source: "document", where: { and: [...prerenderTargets, ...never] }, eagerness: "moderate", tag: "sellback-device" }],
    prefetch: [
      {
        source: "document",
        where: { and: [{ href_matches: patternsOf(edition, PUBLIC_PAGES) }, { not: { and: prerenderTargets } }, ...never] },
        eagerness: "moderate",
        tag: "sellback-page",
      },
    ],
  };
}
