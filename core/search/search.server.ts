/**
 * Device search in the same database. `total` counts matches up to the candidate window: the
 * typeahead needs the best few, not an exact count of thousands (decision 0004).
 * Every typed word must start a word of the device
 * (PostgreSQL full text, prefix match: "galaxy s2" → Galaxy S20…S25). The first candidates in a
 * static order (real devices, popularity, newest) are ordered by relevance, model family and
 * storage (core/search/order.ts, decision 0030). A word that starts no known word is corrected
 * against the search vocabulary with pg_trgm ("iphnoe" → "iphone"), then the search runs again.
 * Hidden devices are never candidates (decision 0039).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { deviceColumns, deviceJoins, toDevice, type DeviceRow } from "../catalog/queries.server.ts";
import type { DeviceView } from "../catalog/types.ts";
import { FAMILY_PATTERN } from "../catalog/variant.ts";
import type { EditionId } from "../editions/index.ts";
import { rows } from "../shared/sql.server.ts";
import { facetCounts, orderCandidates, type Facet, type SearchCandidate, type SearchSort } from "./order.ts";
import { normalizeSearchText, prefixTsQuery, tokens } from "./query.ts";

export interface SearchResult<T> {
  total: number;
  hits: T[];
}

/** How many candidates (in static order) the typeahead orders. */
const CANDIDATES = 60;
/** How many candidates the results page sorts and filters (more than the seed catalog's matches for any real query). */
export const RESULTS_WINDOW = 500;
/** Minimum trigram similarity for a typo correction. */
const CORRECTION_THRESHOLD = 0.25;

export async function searchDevicesText(db: Db, edition: EditionId, text: string, limit: number): Promise<SearchResult<DeviceView>> {
  const { list } = await findCandidates(db, edition, text, Math.max(CANDIDATES, limit));
  const ordered = orderCandidates(list);
  return { total: ordered.length, hits: devicesOf(edition, ordered.slice(0, limit)) };
}

export interface SearchOptions {
  text: string;
  sort: SearchSort;
  category?: string | null;
  manufacturer?: string | null;
  limit: number;
}

export interface SearchPage extends SearchResult<DeviceView> {
  /** The filters in effect: a value the results do not have is ignored (null). */
  category: string | null;
  manufacturer: string | null;
  /** Counts per category (with the brand filter) and per brand (with the category filter). */
  categories: Facet[];
  manufacturers: Facet[];
  /** True when the matches filled the whole window (there may be more). */
  capped: boolean;
}

/** The results page: the best RESULTS_WINDOW matches, filtered by category and brand, sorted. */
export async function searchDevices(db: Db, edition: EditionId, opts: SearchOptions): Promise<SearchPage> {
  const { list } = await findCandidates(db, edition, opts.text, RESULTS_WINDOW);
  const known = (value: string | null | undefined, key: "categoryId" | "manufacturerId") => (value && list.some((c) => c[key] === value) ? value : null);
  const category = known(opts.category, "categoryId");
  const manufacturer = known(opts.manufacturer, "manufacturerId");
  const inCategory = (c: SearchCandidate) => !category || c.categoryId === category;
  const ofManufacturer = (c: SearchCandidate) => !manufacturer || c.manufacturerId === manufacturer;
  const filtered = orderCandidates(
    list.filter((c) => inCategory(c) && ofManufacturer(c)),
    opts.sort,
  );
  return {
    total: filtered.length,
    hits: devicesOf(edition, filtered.slice(0, opts.limit)),
    category,
    manufacturer,
    categories: facetCounts(list, "category", ofManufacturer),
    manufacturers: facetCounts(list, "manufacturer", inCategory),
    capped: list.length >= RESULTS_WINDOW,
  };
}

/** The matches of what was typed (typos corrected when nothing matched), up to `window`. */
/** A candidate with the row its DeviceView is made of (one statement per search). */
type Candidate = SearchCandidate & { row: DeviceRow };

async function findCandidates(db: Db, edition: EditionId, text: string, window: number): Promise<{ list: Candidate[] }> {
  const words = tokens(normalizeSearchText(text));
  if (words.length === 0) return { list: [] };
  const first = await prefixCandidates(db, edition, words, window);
  if (first.length > 0) return { list: first };
  const corrected = await correctWords(db, words);
  if (corrected.join(" ") === words.join(" ")) return { list: first };
  return { list: await prefixCandidates(db, edition, corrected, window) };
}

async function prefixCandidates(db: Db, edition: EditionId, words: string[], window: number): Promise<Candidate[]> {
  const query = prefixTsQuery(words);
  const phrase = words.join(" ");
  // One statement: real devices outrank generated ones in the static order, so they are looked up
  // first (a small partial index); generated ones only fill what is left of the candidate window
  // (a one-time filter skips that scan when the window is full). Each candidate carries what the
  // ordering and the filters need; the similarity is that of its model family (without storage).
  // The query is written out in each condition (not taken from a CTE), so the planner sees how
  // many devices it matches: for a common prefix ("pl") it walks the generated devices in rank
  // order (devices_generated_rank) and stops at the window instead of reading and sorting
  // thousands of matches; for a rare one it keeps the full-text index (decision 0049).
  const q = sql`to_tsquery('simple', ${query})`;
  const list = await rows<DeviceRow & { generated: boolean; search_rank: number; similarity: number }>(
    db,
    sql`with a as (select d.id from devices d where not d.generated and not d.hidden and d.search_vector @@ ${q} order by d.search_rank desc limit ${window}),
      b as (select d.id from devices d where (select count(*) from a) < ${window} and d.generated and not d.hidden and d.search_vector @@ ${q}
        order by d.search_rank desc limit ${window}),
      c as (select id from a union all (select id from b limit greatest(0, ${window} - (select count(*) from a))))
      select ${deviceColumns}, d.generated, d.search_rank,
        similarity(lower(regexp_replace(d.model, ${FAMILY_PATTERN}, '')), ${phrase}) as similarity
      from c join devices d on d.id = c.id ${deviceJoins(edition)}`,
  );
  return list.map((r) => ({
    id: Number(r.id),
    model: r.model,
    generated: Boolean(r.generated),
    searchRank: Number(r.search_rank),
    similarity: Number(r.similarity),
    categoryId: r.category_id,
    category: r.category,
    manufacturerId: r.manufacturer_id,
    manufacturer: r.manufacturer,
    releaseYear: Number(r.release_year),
    releaseMonth: Number(r.release_month),
    priceCents: Number(r.base_price_cents),
    row: r,
  }));
}

/** The devices of the given candidates, in their order. */
function devicesOf(edition: EditionId, ordered: Candidate[]): DeviceView[] {
  return ordered.map((c) => toDevice(c.row, edition));
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
