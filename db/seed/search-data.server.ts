import { sql } from "drizzle-orm";

interface Executor {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}

/**
 * Derived search data after the catalog changes: each device's static rank (real devices first,
 * then popularity, then newest) and the vocabulary typos are corrected against.
 */
export async function refreshSearchData(db: Executor) {
  await db.execute(sql`update devices set search_rank =
    (case when generated then 0 else 1000000 end) + popularity * 1000 + (release_year - 1990) * 12 + release_month`);
  await db.execute(sql`insert into search_terms (term)
    select distinct w from devices, unnest(string_to_array(search_text, ' ')) as w where length(w) >= 2
    on conflict do nothing`);
  await db.execute(sql`analyze devices`);
  await db.execute(sql`analyze search_terms`);
}
