/**
 * Device search in the same database: PostgreSQL full text for phrase-prefix matches
 * ("galaxy s2" → Galaxy S20…S25) and pg_trgm for typos ("iphnoe 15" → iPhone 15). Best first.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { deviceColumns, deviceJoins, toDevice, type DeviceRow } from "../catalog/queries.server.ts";
import type { DeviceView } from "../catalog/types.ts";
import type { EditionId } from "../editions/index.ts";
import { rows } from "../shared/sql.server.ts";
import { normalizeSearchText, prefixTsQuery, tokens } from "./query.ts";

const TYPO_THRESHOLD = 0.4;

export interface SearchResult<T> {
  total: number;
  hits: T[];
}

export async function searchDevicesText(db: Db, edition: EditionId, text: string, limit: number): Promise<SearchResult<DeviceView>> {
  const normalized = normalizeSearchText(text);
  const words = tokens(normalized);
  if (words.length === 0) return { total: 0, hits: [] };
  const phrase = words.join(" ");

  const prefixHits = await rows<DeviceRow & { total: number }>(
    db,
    sql`with found as (
        select d.id, similarity(lower(d.model), ${phrase}) as score, d.popularity, d.release_year, d.release_month
        from devices d
        where to_tsvector('simple', d.search_text) @@ to_tsquery('simple', ${prefixTsQuery(words)})
      ), ranked as (
        select id, score, popularity, release_year, release_month, count(*) over () as total from found
        order by score desc, popularity desc, release_year desc, release_month desc, id
        limit ${limit}
      )
      select ${deviceColumns}, r.total from ranked r join devices d on d.id = r.id ${deviceJoins(edition)}
      order by r.score desc, r.popularity desc, r.release_year desc, r.release_month desc, r.id`,
  );
  if (prefixHits.length >= limit || (prefixHits.length > 0 && words.every((w) => w.length < 3))) {
    return { total: Number(prefixHits[0]?.total ?? 0), hits: prefixHits.map((r) => toDevice(r, edition)) };
  }

  // Typo tolerance: trigram word similarity on the whole phrase, for what the prefix match missed.
  const seen = new Set(prefixHits.map((r) => Number(r.id)));
  const fuzzy = await db.transaction(async (tx) => {
    // A looser threshold than pg_trgm's 0.6, for this query only; `<%` still uses the trigram index.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
    return rows<DeviceRow>(
      tx,
      sql`with found as (
        select d.id, word_similarity(${phrase}, d.search_text) as score, similarity(lower(d.model), ${phrase}) as model_score
        from devices d
        where ${phrase} <% d.search_text
        order by score desc, model_score desc, d.popularity desc, d.id
        limit ${limit * 2}
      )
      select ${deviceColumns} from found f join devices d on d.id = f.id ${deviceJoins(edition)}
      order by f.score desc, f.model_score desc, d.popularity desc, d.release_year desc, d.id`,
    );
  });
  const extra = fuzzy.filter((r) => !seen.has(Number(r.id))).slice(0, limit - prefixHits.length);
  const hits = [...prefixHits, ...extra].map((r) => toDevice(r, edition));
  return { total: Number(prefixHits[0]?.total ?? 0) + extra.length, hits };
}
