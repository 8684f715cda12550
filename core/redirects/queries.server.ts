import { and, eq, like, or } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { redirects } from "../../db/schema/index.ts";
import type { EditionId } from "../editions/index.ts";
import { matchRedirect, type RedirectHit } from "./rules.ts";

/** The redirect for a path in an edition, if any (exact rows first, then the hash patterns). */
export async function findRedirect(db: Db, edition: EditionId, path: string): Promise<RedirectHit | null> {
  const lower = (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path).toLowerCase();
  const rows = await db
    .select({ sourcePath: redirects.sourcePath, target: redirects.target, status: redirects.status })
    .from(redirects)
    .where(and(eq(redirects.edition, edition), or(eq(redirects.sourcePath, lower), like(redirects.sourcePath, "%:hash%"))));
  return matchRedirect(rows, path);
}
