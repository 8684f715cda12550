/**
 * The back office's redirect editor (decision 0040): list, read, create, change, delete. Every write
 * runs in one transaction that takes the edition's redirect lock (so two editors cannot close a loop
 * between them), checks source, target and loops against the edition's rules as they are then,
 * records the audit entry and announces the change (topic `redirects`).
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { redirects } from "../../db/schema/index.ts";
import { byActor, recordAudit } from "../audit/index.server.ts";
import { announceChange } from "../changes/index.ts";
import { HOST_MAP, matchPage, type EditionId } from "../editions/index.ts";
import { ProblemError } from "../shared/index.ts";
import { REDIRECT_PAGE_SIZE, type RedirectInput, type RedirectListQuery } from "./input.ts";
import { checkSource, checkTarget, redirectLoop } from "./validation.ts";

export interface SiteActor {
  staffId: string;
  staffEmail: string;
  clientKey: string | null;
  now: Date;
}

export interface RedirectRow {
  id: number;
  edition: EditionId;
  sourcePath: string;
  target: string;
  status: number;
  external: boolean;
  updatedAt: string;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const asDb = (tx: Tx) => tx as unknown as Db;

const toRow = (r: typeof redirects.$inferSelect): RedirectRow => ({
  id: r.id,
  edition: r.edition as EditionId,
  sourcePath: r.sourcePath,
  target: r.target,
  status: r.status,
  external: r.external,
  updatedAt: r.updatedAt.toISOString(),
});

/** The hosts of an edition (without `www.`): an external target may not be one of them. */
export const editionHosts = (edition: EditionId): string[] =>
  Object.entries(HOST_MAP)
    .filter(([, s]) => s.edition === edition)
    .map(([host]) => host);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listRedirects(db: Db, query: RedirectListQuery) {
  const where: SQL[] = [];
  if (query.edition) where.push(eq(redirects.edition, query.edition));
  if (query.q) {
    const like = `%${escapeLike(query.q.toLowerCase())}%`;
    where.push(or(ilike(redirects.sourcePath, like), ilike(redirects.target, like))!);
  }
  const condition = where.length ? and(...where) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(redirects).where(condition);
  const pages = Math.max(1, Math.ceil(total / REDIRECT_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const items = await db
    .select()
    .from(redirects)
    .where(condition)
    .orderBy(asc(redirects.edition), asc(redirects.sourcePath))
    .limit(REDIRECT_PAGE_SIZE)
    .offset((page - 1) * REDIRECT_PAGE_SIZE);
  return { items: items.map(toRow), total, page, pages, pageSize: REDIRECT_PAGE_SIZE };
}

export async function getRedirect(db: Db, id: number): Promise<RedirectRow | null> {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id));
  return row ? toRow(row) : null;
}

const invalid = (field: string, message: string, extra: Record<string, unknown> = {}) =>
  new ProblemError(422, "validation", undefined, [{ field, message }], extra);
const notFound = () => new ProblemError(404, "not_found", "backoffice.redirects.error.notFound");

/** One lock per edition's redirects, held to the end of the transaction. */
const lockEdition = (tx: Tx, edition: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`redirects:${edition}`}::text))`);

/**
 * Creates (no `id`) or changes a redirect after every check; answers the stored row. Refusals are
 * 422 problems naming the field (`sourcePath`, `target`), a loop with its `chain`; an unknown id 404.
 */
export async function saveRedirect(db: Db, input: RedirectInput, actor: SiteActor, id?: number): Promise<RedirectRow> {
  const isPage = (path: string) => matchPage(input.edition, path) !== null;
  const source = checkSource(input.sourcePath, isPage);
  if (!source.ok) throw invalid("sourcePath", source.error);
  const target = checkTarget(input.target, {
    external: input.external,
    sourceHasHash: source.source.includes(":hash"),
    ownHosts: editionHosts(input.edition),
  });
  if (!target.ok) throw invalid("target", target.error);
  const candidate = { sourcePath: source.source, target: target.target, status: input.status, external: input.external };

  return db.transaction(async (tx) => {
    const [before] = id === undefined ? [undefined] : await tx.select().from(redirects).where(eq(redirects.id, id)).for("update");
    if (id !== undefined && !before) throw notFound();
    await lockEdition(tx, input.edition);
    if (before && before.edition !== input.edition) await lockEdition(tx, before.edition);
    const rules = await tx
      .select({ id: redirects.id, sourcePath: redirects.sourcePath, target: redirects.target, status: redirects.status })
      .from(redirects)
      .where(eq(redirects.edition, input.edition));
    if (rules.some((r) => r.sourcePath === candidate.sourcePath && r.id !== id))
      throw invalid("sourcePath", "backoffice.redirects.error.sourceTaken");
    const loop = redirectLoop(
      rules.filter((r) => r.id !== id),
      candidate,
      { isPage },
    );
    if (loop)
      throw invalid("target", loop.kind === "loop" ? "backoffice.redirects.error.loop" : "backoffice.redirects.error.chainTooLong", {
        chain: loop.chain,
      });

    const values = { edition: input.edition, ...candidate, updatedAt: actor.now };
    const [saved] = before
      ? await tx.update(redirects).set(values).where(eq(redirects.id, before.id)).returning()
      : await tx.insert(redirects).values(values).returning();
    const row = toRow(saved!);
    await recordAudit(asDb(tx), {
      ...byActor(actor),
      action: before ? "redirect.update" : "redirect.create",
      target: `redirect:${row.id}`,
      before: before ? auditView(toRow(before)) : null,
      after: auditView(row),
    });
    await announceChange(asDb(tx), "redirects");
    return row;
  });
}

export async function deleteRedirect(db: Db, id: number, actor: SiteActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
    if (!before) throw notFound();
    await recordAudit(asDb(tx), {
      ...byActor(actor),
      action: "redirect.delete",
      target: `redirect:${id}`,
      before: auditView(toRow(before)),
      after: null,
    });
    await announceChange(asDb(tx), "redirects");
  });
}

const auditView = (r: RedirectRow) => ({
  edition: r.edition,
  sourcePath: r.sourcePath,
  target: r.target,
  status: r.status,
  external: r.external,
});
