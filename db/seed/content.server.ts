import { sql } from "drizzle-orm";
import { CONTENT_PAGE_KEYS, CONTENT_SLUGS, EDITIONS } from "../../core/editions/index.ts";
import type { Db } from "../client.server.ts";
import { contentPages } from "../schema/index.ts";
import { contentByEdition } from "./content-data/index.ts";

/** The editorial pages of every edition (db/seed/content-data) into the content store. */
export async function seedContent(db: Db) {
  await db.insert(contentPages).values(
    EDITIONS.flatMap((edition) =>
      CONTENT_PAGE_KEYS.map((key) => {
        const page = contentByEdition[edition][key];
        return {
          edition,
          key,
          slug: CONTENT_SLUGS[edition][key],
          title: page.title,
          description: page.description,
          markdown: page.markdown,
        };
      }),
    ),
  );
}

/**
 * Brings a seeded content store up to the seed's current texts (decision 0034: the legal pages
 * now carry fact tokens instead of placeholder company data). A page that differs from its seed
 * and was never edited in the back office (`edited_at` null, decision 0040) is an older seed: it is
 * replaced; a page staff edited is left as they wrote it. Answers how many pages changed.
 */
export async function refreshSeededContent(db: Db): Promise<number> {
  const pages = EDITIONS.flatMap((edition) =>
    CONTENT_PAGE_KEYS.map((key) => {
      const page = contentByEdition[edition][key];
      return { edition, key, slug: CONTENT_SLUGS[edition][key], title: page.title, description: page.description, markdown: page.markdown };
    }),
  );
  const changed = await db
    .insert(contentPages)
    .values(pages)
    .onConflictDoUpdate({
      target: [contentPages.edition, contentPages.key],
      // the slug always follows the code (core/editions names it); the texts only where staff never edited them
      set: {
        slug: sql`excluded.slug`,
        title: sql`case when ${contentPages.editedAt} is null then excluded.title else ${contentPages.title} end`,
        description: sql`case when ${contentPages.editedAt} is null then excluded.description else ${contentPages.description} end`,
        markdown: sql`case when ${contentPages.editedAt} is null then excluded.markdown else ${contentPages.markdown} end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${contentPages.slug} is distinct from excluded.slug or (${contentPages.editedAt} is null and (${contentPages.title}, ${contentPages.description}, ${contentPages.markdown}) is distinct from (excluded.title, excluded.description, excluded.markdown))`,
    })
    .returning({ id: contentPages.id });
  return changed.length;
}
