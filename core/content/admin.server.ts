/**
 * The back office's content-page editor (decision 0040): the pages of CONTENT_PAGE_KEYS per edition
 * (slugs and keys stay in core/editions: the footer, the alternates and the legal links name them,
 * so there is no "new page" here), their title, description and Markdown. A change is one
 * transaction with its audit entry and the change signal (topic `content`); `edited_at` keeps the
 * seed refresh from replacing it.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { contentPages } from "../../db/schema/index.ts";
import { byActor, recordAudit } from "../audit/index.server.ts";
import { announceChange } from "../changes/index.ts";
import { pathFor, type ContentPageKey, type EditionId } from "../editions/index.ts";
import { ProblemError } from "../shared/index.ts";
import type { ContentUpdate } from "./input.ts";

export interface SiteActor {
  staffId: string;
  staffEmail: string;
  clientKey: string | null;
  now: Date;
}

export interface ContentPageSummary {
  edition: EditionId;
  key: ContentPageKey;
  slug: string;
  title: string;
  url: string;
  updatedAt: string;
  editedAt: string | null;
}

export interface ContentPageSource extends ContentPageSummary {
  description: string;
  markdown: string;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const asDb = (tx: Tx) => tx as unknown as Db;

const toSource = (p: typeof contentPages.$inferSelect): ContentPageSource => ({
  edition: p.edition as EditionId,
  key: p.key as ContentPageKey,
  slug: p.slug,
  title: p.title,
  description: p.description,
  markdown: p.markdown,
  url: pathFor(p.edition as EditionId, "content", { slug: p.slug }),
  updatedAt: p.updatedAt.toISOString(),
  editedAt: p.editedAt?.toISOString() ?? null,
});

/** Every page (or one edition's), by edition and key; without the texts. */
export async function listContentPages(db: Db, edition?: EditionId): Promise<ContentPageSummary[]> {
  const list = await db
    .select()
    .from(contentPages)
    .where(edition ? eq(contentPages.edition, edition) : undefined)
    .orderBy(asc(contentPages.edition), asc(contentPages.key));
  return list.map((p) => {
    const { description: _d, markdown: _m, ...summary } = toSource(p);
    return summary;
  });
}

/** One page as stored (tokens unfilled, Markdown unrendered). */
export async function getContentSource(db: Db, edition: EditionId, key: ContentPageKey): Promise<ContentPageSource | null> {
  const [page] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.edition, edition), eq(contentPages.key, key)));
  return page ? toSource(page) : null;
}

export async function updateContentPage(
  db: Db,
  edition: EditionId,
  key: ContentPageKey,
  input: ContentUpdate,
  actor: SiteActor,
): Promise<ContentPageSource> {
  return db.transaction(async (tx) => {
    const where = and(eq(contentPages.edition, edition), eq(contentPages.key, key));
    const [before] = await tx.select().from(contentPages).where(where).for("update");
    if (!before) throw new ProblemError(404, "not_found", "problem.detail.noContentPage");
    const [after] = await tx
      .update(contentPages)
      .set({ title: input.title, description: input.description, markdown: input.markdown, updatedAt: actor.now, editedAt: actor.now })
      .where(where)
      .returning();
    const pick = (p: typeof contentPages.$inferSelect) => ({ title: p.title, description: p.description, markdown: p.markdown });
    await recordAudit(asDb(tx), {
      ...byActor(actor),
      action: "content.update",
      target: `content:${edition}:${key}`,
      before: pick(before),
      after: pick(after!),
    });
    await announceChange(asDb(tx), "content");
    return toSource(after!);
  });
}
