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
        return { edition, key, slug: CONTENT_SLUGS[edition][key], title: page.title, description: page.description, markdown: page.markdown };
      }),
    ),
  );
}
