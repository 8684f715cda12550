import type { MetaDescriptor } from "react-router";
import { EDITIONS, editions, hasPage, pathFor, type EditionId, type PageId } from "../../core/editions/index.ts";
import { formatMessage } from "../../core/shared/index.ts";
import { unpackMessages } from "../i18n/packed-messages.ts";
import type { RootData } from "../root.tsx";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** Pages whose parameters are the same in every edition (device slugs, ids, hashes). */
const SHARED_PARAMS = new Set<PageId>(["pdp", "clarification", "clarificationQuickAnswer", "newsletterEnrich", "newsletterUnsubscribe"]);

export function rootData(matches: readonly (MatchLike | undefined)[]): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}

/** The path of the same page in every sister edition (translated slugs are passed in by the page). */
export function alternatePaths(
  page: PageId,
  params: Record<string, string>,
  translated?: Partial<Record<EditionId, string>>,
): Partial<Record<EditionId, string>> {
  const out: Partial<Record<EditionId, string>> = {};
  for (const edition of EDITIONS) {
    if (translated) {
      if (translated[edition]) out[edition] = translated[edition];
      continue;
    }
    if (!hasPage(edition, page)) continue;
    if (Object.keys(params).length === 0 || SHARED_PARAMS.has(page)) out[edition] = pathFor(edition, page, params);
  }
  return out;
}

/**
 * Title, description, canonical URL and hreflang alternates for a page.
 * `title` and `description` are message keys or literal texts (`literal: true`).
 */
export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  opts: {
    page: PageId;
    path: string;
    alternates: Partial<Record<EditionId, string>>;
    vars?: Record<string, string | number>;
    title?: string;
    description?: string;
    keywords?: string;
    noindex?: boolean;
  },
): MetaDescriptor[] {
  const root = rootData(matches);
  if (!root) return [{ title: "Sellback" }];
  const locale = editions[root.edition as EditionId]?.localeCode ?? "en-GB";
  const messages = unpackMessages(root.messages);
  const t = (key: string) => formatMessage(locale, messages[key] ?? key, opts.vars);
  const out: MetaDescriptor[] = [
    { title: opts.title ?? t(`page.${opts.page}.title`) },
    { name: "description", content: opts.description ?? t(`page.${opts.page}.description`) },
    { tagName: "link", rel: "canonical", href: `${root.origin}${opts.path}` },
  ];
  if (opts.keywords) out.push({ name: "keywords", content: opts.keywords });
  if (opts.noindex) out.push({ name: "robots", content: "noindex" });
  for (const [edition, path] of Object.entries(opts.alternates) as [EditionId, string][]) {
    const origin = root.origins[edition];
    if (origin) out.push({ tagName: "link", rel: "alternate", hrefLang: editions[edition].htmlLang, href: `${origin}${path}` });
  }
  const en = opts.alternates.en;
  if (en && root.origins.en) out.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${root.origins.en}${en}` });
  return out;
}

/** A route's `meta` for a page search engines must not index (account pages, links from mails). */
export function noindexMeta({
  loaderData,
  matches,
}: {
  loaderData: Parameters<typeof pageMeta>[1] | undefined;
  matches: readonly (MatchLike | undefined)[];
}): MetaDescriptor[] {
  return loaderData ? pageMeta(matches, { ...loaderData, noindex: true }) : [];
}
