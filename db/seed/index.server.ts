import { sql } from "drizzle-orm";
import type { Db } from "../client.server.ts";
import { redirects } from "../schema/index.ts";
import { seedCatalog } from "./catalog.server.ts";
import { seedContent } from "./content.server.ts";
import { legacyRedirects } from "./redirects.ts";

async function isEmpty(db: Db, table: string): Promise<boolean> {
  const result = await db.execute(sql.raw(`select exists(select 1 from ${table}) as present`));
  const rows = (result as unknown as { rows: { present: boolean }[] }).rows;
  return !rows[0]?.present;
}

/** Loads what an empty database needs: legacy redirects, the seed catalog and the content pages. */
export async function seedIfEmpty(db: Db): Promise<string[]> {
  const done: string[] = [];
  if (await isEmpty(db, "redirects")) {
    await db.insert(redirects).values(legacyRedirects()).onConflictDoNothing();
    done.push("redirects");
  }
  if (await isEmpty(db, "categories")) {
    await seedCatalog(db);
    done.push("catalog");
  }
  if (await isEmpty(db, "content_pages")) {
    await seedContent(db);
    done.push("content");
  }
  return done;
}
