/**
 * Device search in the same database. `total` counts matches up to the candidate window (60):
 * the typeahead needs the best few, not an exact count of thousands.
 * Every typed word must start a word of the device
 * (PostgreSQL full text, prefix match: "galaxy s2" → Galaxy S20…S25). The first candidates in a
 * static order (real devices, popularity, newest) are re-ranked by trigram similarity to the
 * model. A word that starts no known word is corrected against the search vocabulary with
 * pg_trgm ("iphnoe" → "iphone"), then the search runs again.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { deviceColumns, deviceJoins, toDevice, type DeviceRow } from "../catalog/queries.server.ts";
import type { DeviceView } from "../catalog/types.ts";
import type { EditionId } from "../editions/index.ts";
import { rows } from "../shared/sql.server.ts";
import { normalizeSearchText, prefixTsQuery, tokens } from "./query.ts";

export interface SearchResult<T> {
  total: number;
  hits: T[];
}

/** How many candidates (in static order) are re-ranked by similarity. */
const CANDIDATES = 60;
/** Minimum trigram similarity for a typo correction. */
const CORRECTION_THRESHOLD = 0.25;

export async function searchDevicesText(db: Db, edition: EditionId, text: string, limit: number): Promise<SearchResult<DeviceView>> {
  const words = tokens(normalizeSearchText(text));
  if (words.length === 0) return { total: 0, hits: [] };
  const first = await prefixSearch(db, edition, words, limit);
  if (first.hits.length > 0) return first;
  const corrected = await correctWords(db, words);
  if (corrected.join(" ") === words.join(" ")) return first;
  return prefixSearch(db, edition, corrected, limit);
}

async function prefixSearch(db: Db, edition: EditionId, words: string[], limit: number): Promise<SearchResult<DeviceView>> {
  const query = prefixTsQuery(words);
  const phrase = words.join(" ");
  const window = Math.max(CANDIDATES, limit);
  // One statement: real devices outrank generated ones in the static order, so they are looked up
  // first (a small partial index); generated ones only fill what is left of the candidate window
  // (a one-time filter skips that scan when the window is full). The candidates are re-ranked by
  // trigram similarity of the model to what was typed.
  const list = await rows<DeviceRow & { total: number }>(
    db,
    sql`with q as (select to_tsquery('simple', ${query}) as q),
      a as (select d.id from devices d, q where not d.generated and d.search_vector @@ q.q order by d.search_rank desc limit ${window}),
      b as (select d.id from devices d, q where (select count(*) from a) < ${window} and d.generated and d.search_vector @@ q.q
        order by d.search_rank desc limit ${window}),
      c as (select id from a union all (select id from b limit greatest(0, ${window} - (select count(*) from a))))
      select ${deviceColumns}, (select count(*) from c)::int as total
      from c join devices d on d.id = c.id ${deviceJoins(edition)}
      order by similarity(lower(d.model), ${phrase}) + case when d.generated then 0 else 0.2 end desc, d.search_rank desc
      limit ${limit}`,
  );
  return { total: Number(list[0]?.total ?? 0), hits: list.map((r) => toDevice(r, edition)) };
}

/** Replaces each word that starts no known word by the most similar known word, if any is close. */
async function correctWords(db: Db, words: string[]): Promise<string[]> {
  return Promise.all(
    words.map(async (word) => {
      if (word.length < 3) return word;
      const [known] = await rows<{ ok: boolean }>(
        db,
        sql`select exists(select 1 from search_terms where starts_with(term, ${word})) as ok`,
      );
      if (known?.ok) return word;
      const best = await db.transaction(async (tx) => {
        // `%` uses the trigram index; its threshold is set for this transaction only.
        await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(CORRECTION_THRESHOLD)}, true)`);
        return rows<{ term: string }>(
          tx,
          sql`select term from search_terms where term % ${word} order by similarity(term, ${word}) desc, length(term), term limit 1`,
        );
      });
      return best[0]?.term ?? word;
    }),
  );
}
