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
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import {
  cachedCatalogNames,
  cachedCategories,
  cachedDeviceCount,
  deviceColumns,
  deviceJoins,
  slimDeviceColumns,
  slimDeviceJoins,
  toDevice,
  type DeviceRow,
} from "../catalog/index.server.ts";
import type { DeviceView } from "../catalog/index.ts";
import { modelFamily } from "../catalog/index.ts";
import { setSimilarity, trigrams } from "./trigram.ts";
import type { EditionId } from "../editions/index.ts";
import { preparedRows } from "../../db/prepared.server.ts";
import { rows } from "../shared/index.server.ts";
import { facetCounts, orderCandidates, type Facet, type SearchCandidate, type SearchSort } from "./order.ts";
import { MAX_TYPO_EDITS, normalizeSearchText, prefixTsQuery, tokens, typoDistance } from "./query.ts";
import { splitCategoryWords } from "./category-words.ts";
import { cachedShortPrefix, SHORT_PREFIX_MAX } from "./short-prefix-cache.server.ts";

export { clearShortPrefixCache as clearTypeaheadCache } from "./short-prefix-cache.server.ts";

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
/** How many of the most similar known words a correction considers (the first close enough wins). */
const CORRECTION_CANDIDATES = 5;

/** The typeahead: the best `limit` devices for what was typed; short queries from memory (decision 0059). */
export async function searchDevicesText(db: Db, edition: EditionId, text: string, limit: number): Promise<SearchResult<DeviceView>> {
  const normalized = tokens(normalizeSearchText(text)).join(" ");
  const search = async () => {
    const { list } = await findCandidates(db, edition, normalized, Math.max(CANDIDATES, limit));
    const ordered = orderCandidates(list);
    return { total: ordered.length, hits: devicesOf(edition, ordered.slice(0, limit)) };
  };
  if (normalized.length === 0 || normalized.length > SHORT_PREFIX_MAX) return search();
  return cachedShortPrefix(db, `${edition}:${limit}:${normalized}`, search);
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
  const { list } = await findCandidates(db, edition, opts.text, RESULTS_WINDOW, await namesOf(db, edition));
  const known = (value: string | null | undefined, key: "categoryId" | "manufacturerId") =>
    value && list.some((c) => c[key] === value) ? value : null;
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

async function findCandidates(db: Db, edition: EditionId, text: string, window: number, names?: Names): Promise<{ list: Candidate[] }> {
  const typed = tokens(normalizeSearchText(text));
  if (typed.length === 0) return { list: [] };
  // "Handy", "téléphone portable": category words limit the matches to their category (decision 0105)
  const { categories, words } = splitCategoryWords(edition, typed);
  const first = await prefixCandidates(db, edition, words, categories, window, names);
  if (first.length > 0 || words.length === 0) return { list: first };
  const corrected = await correctWords(db, words);
  if (corrected.join(" ") === words.join(" ")) return { list: first };
  return { list: await prefixCandidates(db, edition, corrected, categories, window, names) };
}

/** The names of categories (in the edition), manufacturers and series by id. */
interface Names {
  categories: Map<string, string>;
  manufacturers: Map<string, string>;
  series: Map<string, string>;
  /** Prepare the statement (a small catalog). */
  prepare: boolean;
}

/**
 * Up to this many devices the results page's statement is prepared on PGlite (decision 0062):
 * planning it is most of its cost there, and on a catalog this small every plan is quick. On a
 * larger one the planner must see the words to choose between walking the rank index and the
 * full-text index (decision 0059), which a prepared statement's generic plan does not.
 */
export const PREPARED_SEARCH_MAX_DEVICES = 5000;

/** The names from per-process memory (decision 0058), dropped on every catalog or price change; whether to prepare. */
async function namesOf(db: Db, edition: EditionId): Promise<Names> {
  const [categories, names, devices] = await Promise.all([cachedCategories(db, edition), cachedCatalogNames(db), cachedDeviceCount(db)]);
  return { categories: new Map(categories.map((c) => [c.id, c.name])), ...names, prepare: devices <= PREPARED_SEARCH_MAX_DEVICES };
}

type CandidateRow = DeviceRow & { generated: boolean; search_rank: number };

/**
 * The candidates' rows. With `names` (the results page), without the joins of the category,
 * manufacturer and series, whose names come from memory: planning the statement with three more
 * joins cost about half of the page's render on the embedded database. A row whose names are not
 * in memory (added since) makes it read again whole. The typeahead reads the names fresh: its
 * short answers are kept in memory anyway (decision 0059).
 *
 * The rows come as one JSON text (decision 0063): PGlite turned a hundred rows of a dozen columns
 * into objects in about as long as the statement took to find them; `JSON.parse` takes a tenth.
 */
async function candidateRows(db: Db, edition: EditionId, candidates: SQL, names?: Names): Promise<CandidateRow[]> {
  const statement = (columns: SQL, joins: SQL) => sql`${candidates}
      select coalesce(json_agg(x), '[]')::text as rows
      from (select ${columns}, d.generated, d.search_rank from c join devices d on d.id = c.id ${joins}) x`;
  const parse = (found: { rows: string }[]) => JSON.parse(found[0]?.rows ?? "[]") as CandidateRow[];
  const read = async (columns: SQL, joins: SQL) => parse(await rows<{ rows: string }>(db, statement(columns, joins)));
  if (!names) return read(deviceColumns, deviceJoins(edition));
  const slimStatement = statement(slimDeviceColumns, slimDeviceJoins(edition));
  const slim = parse(
    names.prepare
      ? await preparedRows<{ rows: string }>(db, "search_results", slimStatement, { perShape: true })
      : await rows<{ rows: string }>(db, slimStatement),
  );
  const named = slim.map((r) => ({
    ...r,
    category: names.categories.get(r.category_id),
    manufacturer: names.manufacturers.get(r.manufacturer_id),
    series: names.series.get(r.series_id),
  }));
  return named.every((r) => r.category !== undefined && r.manufacturer !== undefined && r.series !== undefined)
    ? (named as CandidateRow[])
    : read(deviceColumns, deviceJoins(edition));
}

/** `and d.category_id in (…)` for the categories named by category words; nothing without them. */
function inCategories(categories: readonly string[]): SQL {
  if (categories.length === 0) return sql``;
  const ids = categories.map((c) => sql`${c}`);
  return sql` and d.category_id in (${sql.join(ids, sql`, `)})`;
}

async function prefixCandidates(
  db: Db,
  edition: EditionId,
  words: string[],
  categories: readonly string[],
  window: number,
  names?: Names,
): Promise<Candidate[]> {
  const query = prefixTsQuery(words);
  // One statement: real devices outrank generated ones in the static order, so they are looked up
  // first (a small partial index); generated ones only fill what is left of the candidate window
  // (a one-time filter skips that scan when the window is full). Each candidate carries what the
  // ordering and the filters need. Ties in the static order go to the lower id, so every plan
  // picks the same candidates. The similarity of each candidate's model family (without storage)
  // to the words is computed here, not in the statement (decision 0063).
  // Only category words ("Handy"): every device of the categories, in the same static order.
  const q = sql`to_tsquery('simple', ${query})`;
  const inCategory = inCategories(categories);
  const match = words.length === 0 ? sql`true${inCategory}` : sql`d.search_vector @@ ${q}${inCategory}`;
  const candidates = sql`with a as (select d.id from devices d where not d.generated and not d.hidden and ${match}
        order by d.search_rank desc nulls last, d.id limit ${window}),
      ${words.length <= 1 ? oneWordGenerated(match, window) : wordsGenerated(q, indexedQuery(words), inCategory, window)},
      c as (select id from a union all (select id from b order by search_rank desc nulls last, id limit greatest(0, ${window} - (select count(*) from a))))`;
  const list = await candidateRows(db, edition, candidates, names);
  const phrase = trigrams(words.join(" "));
  return list.map((r) => ({
    id: Number(r.id),
    model: r.model,
    generated: Boolean(r.generated),
    searchRank: Number(r.search_rank),
    similarity: setSimilarity(trigrams(modelFamily(r.model)), phrase),
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

/**
 * How many generated devices, in rank order, a search of several words reads before it turns to
 * the full-text index (decision 0059): enough to fill the window for a query matching 4 % of them
 * ("galaxy s", "iphone 1", "sony a"), few enough to cost about a millisecond when it does not.
 */
export const RANK_WALK = 1500;

/**
 * The generated candidates of a one-word search. The query is written out in the condition (not
 * taken from a CTE), so the planner sees how many devices it matches: for a common prefix ("pl")
 * it walks the generated devices in rank order (devices_generated_rank, whose order the query
 * must name exactly, nulls included) and stops at the window; for a rare one it takes the
 * full-text index (decisions 0049, 0059).
 */
function oneWordGenerated(match: SQL, window: number): SQL {
  return sql`b as (select d.id, d.search_rank from devices d where (select count(*) from a) < ${window} and d.generated and not d.hidden
    and ${match} order by d.search_rank desc nulls last, d.id limit ${window})`;
}

/**
 * The generated candidates of a search of several words (decision 0059), in two steps that each
 * cost little whatever the words: first the best RANK_WALK generated devices in rank order,
 * filtered by the query (enough when it is common: "galaxy s", "iphone 1"); only when that does
 * not fill the window, the full-text index for the words that are cheap to look up there
 * (indexedQuery), the whole query checked on each of its rows. Given the whole query, the index
 * expands every word to the vocabulary entries it starts before intersecting them ("s:*", "m:*",
 * "air:*": tens of thousands at 100,000 devices, most of the time such a search took), and the
 * planner, misjudging how many
 * devices match a combination, may walk every device in rank order for one that matches none.
 * `ts_match_vq` is `@@` in a form the planner uses no index for; `search_rank + 0` keeps it
 * from walking the rank index in the second step.
 */
function wordsGenerated(q: SQL, anchor: SQL, inCategory: SQL, window: number): SQL {
  const wanted = sql`${window} - (select count(*) from a)`;
  return sql`walk as (select w.id, w.search_rank from (select d.id, d.search_rank, d.search_vector from devices d
        where (select count(*) from a) < ${window} and d.generated and not d.hidden${inCategory} order by d.search_rank desc nulls last, d.id limit ${RANK_WALK}) w
      where w.search_vector @@ ${q} order by w.search_rank desc nulls last, w.id limit ${window}),
    indexed as (select d.id, d.search_rank from devices d where (select count(*) from walk) < ${wanted} and d.generated and not d.hidden
      and d.search_vector @@ ${anchor} and ts_match_vq(d.search_vector, ${q})${inCategory} order by d.search_rank + 0 desc, d.id limit ${window}),
    b as (select id, search_rank from walk where (select count(*) from walk) >= ${wanted} union all select id, search_rank from indexed)`;
}

/** A word that starts more vocabulary entries than this is not looked up in the full-text index (unless it is the anchor). */
export const CHEAP_PREFIX_TERMS = 100;

/**
 * What the full-text index looks up for a search of several words (decision 0059): the anchor
 * word, and each other word of two characters or more that starts fewer than CHEAP_PREFIX_TERMS
 * words of the vocabulary ("sony a7": "a7" is cheap and narrows "sony" down; "air", "pro" or "s"
 * are not). Counted in the same statement through search_terms_prefix, a few dozen index entries
 * at most. The words are normalized (letters and digits only), so `word || ':*'` is a prefix term.
 */
function indexedQuery(words: readonly string[]): SQL {
  const anchor = anchorWord(words);
  const others = words.filter((w, i) => i !== words.indexOf(anchor) && w.length >= 2);
  if (others.length === 0) return sql`to_tsquery('simple', ${prefixTsQuery([anchor])})`;
  return sql`(select to_tsquery('simple', string_agg(u.word || ':*', ' & ')) from (values ${sql.join(
    [anchor, ...others].map((w) => sql`(${w}::text)`),
    sql`, `,
  )}) as u(word)
    where u.word = ${anchor} or (select count(*) from (select 1 from search_terms where term ^@ u.word limit ${CHEAP_PREFIX_TERMS}) x) < ${CHEAP_PREFIX_TERMS})`;
}

/** The word the full-text index looks up for a search of several words: the longest (the first of equals), which expands to the fewest vocabulary entries. */
export function anchorWord(words: readonly string[]): string {
  return words.reduce((best, w) => (w.length > best.length ? w : best));
}

/** The devices of the given candidates, in their order. */
function devicesOf(edition: EditionId, ordered: Candidate[]): DeviceView[] {
  return ordered.map((c) => toDevice(c.row, edition));
}

/**
 * Replaces each word that starts no known word by the most similar known word, if any is close.
 * One statement for all words (decision 0059; it was two per word plus a transaction): `%` uses
 * the trigram index with the threshold `set_config` gives it for this statement's transaction
 * only. The setting is made in a FROM item that the words depend on (LATERAL), so it is in
 * effect before any word is looked up; a test with a correction just above the threshold and
 * below PostgreSQL's default (0.3: "iphnoe" → "iphone", 0.27) keeps it honest. Of the most
 * similar known words, the first that is at most MAX_TYPO_EDITS slips away is the correction
 * (decision 0105): a word that merely shares a beginning with the typed one is not a typo of it
 * ("airpods" is not "air", nor the generated model number "air0r7"), so nothing is found.
 */
async function correctWords(db: Db, words: string[]): Promise<string[]> {
  const asked = words.map((word, i) => ({ word, i })).filter((w) => w.word.length >= 3);
  if (asked.length === 0) return words;
  const list = await rows<{ i: number; terms: string }>(
    db,
    sql`select w.i, coalesce(
        case when exists(select 1 from search_terms where starts_with(term, w.word)) then w.word end,
        (select string_agg(t.term, ' ' order by t.n) from (select term, row_number() over (order by similarity(term, w.word) desc, length(term), term) as n
          from search_terms where term % w.word order by similarity(term, w.word) desc, length(term), term limit ${CORRECTION_CANDIDATES}) t),
        w.word) as terms
      from (select set_config('pg_trgm.similarity_threshold', ${String(CORRECTION_THRESHOLD)}, true) as threshold) s,
        lateral (select u.word, u.i from (values ${sql.join(
          asked.map((w) => sql`(${w.word}::text, ${w.i}::int)`),
          sql`, `,
        )}) as u(word, i) where s.threshold is not null) w`,
  );
  const out = [...words];
  for (const r of list) {
    const word = out[Number(r.i)]!;
    // vocabulary words are letters and digits, so a space separates them
    out[Number(r.i)] = r.terms.split(" ").find((term) => term === word || typoDistance(term, word) <= MAX_TYPO_EDITS) ?? word;
  }
  return out;
}
