import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { contentPages } from "../../db/schema/index.ts";
import { EDITIONS, pathFor, type EditionId } from "../editions/index.ts";
import { renderMarkdown } from "./render.server.ts";
import { contentTokenValues, fillContentTokens } from "./tokens.server.ts";

export interface ContentPage {
  key: string;
  slug: string;
  title: string;
  description: string;
  html: string;
  updatedAt: string;
  url: string;
  /** The same page in the sister editions (their translated slugs). */
  alternates: Partial<Record<EditionId, string>>;
}

export async function contentBySlug(db: Db, edition: EditionId, slug: string): Promise<ContentPage | null> {
  const [page] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.edition, edition), eq(contentPages.slug, slug)));
  if (!page) return null;
  const sisters = await db
    .select({ edition: contentPages.edition, slug: contentPages.slug })
    .from(contentPages)
    .where(eq(contentPages.key, page.key));
  const alternates: Partial<Record<EditionId, string>> = {};
  for (const s of sisters)
    if ((EDITIONS as readonly string[]).includes(s.edition))
      alternates[s.edition as EditionId] = pathFor(s.edition as EditionId, "content", { slug: s.slug });
  return {
    key: page.key,
    slug: page.slug,
    ...renderContentPage(edition, page),
    updatedAt: page.updatedAt.toISOString(),
    url: pathFor(edition, "content", { slug: page.slug }),
    alternates,
  };
}

/**
 * A page's title, description and HTML as the shop shows them: company facts and the code's
 * constants filled in, then Markdown and the sanitizer (decision 0034). The back office's preview
 * calls this very function (decision 0040), so the preview never differs from the shop.
 */
export function renderContentPage(
  edition: EditionId,
  page: { title: string; description: string; markdown: string },
): { title: string; description: string; html: string } {
  const tokens = contentTokenValues(edition);
  return {
    title: fillContentTokens(page.title, tokens, "plain"),
    description: fillContentTokens(page.description, tokens, "plain"),
    html: renderMarkdown(fillContentTokens(page.markdown, tokens)),
  };
}
