/**
 * pg_trgm's `similarity(a, b)` in plain code (decision 0063), so the search orders its candidates
 * without asking the database for it: on the embedded database, computing it for a hundred
 * candidates in the statement cost about a millisecond of the results page's render.
 *
 * The same rule as pg_trgm (trgm_op.c, `generate_trgm` and `cnt_sml`): the text is split into
 * words of letters and digits (everything else separates them), each word lower-cased and padded
 * with two spaces before and one after, and every run of three characters is a trigram; the
 * similarity is the number of trigrams the two sets share over the number in their union (0 when
 * either set is empty). Letters and digits are Unicode's, as in PostgreSQL's UTF-8 locales; a
 * test compares this with `similarity()` on both databases for every device of the seed catalog.
 */
const WORD = /[\p{L}\p{N}]+/gu;

/** The trigrams of a text, as pg_trgm makes them (`show_trgm`, without its sorting). */
export function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const [word] of text.matchAll(WORD)) {
    const chars = [" ", " ", ...word.toLowerCase(), " "];
    for (let i = 0; i + 2 < chars.length; i++) set.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return set;
}

/** Shared trigrams over all trigrams of the two sets, 0…1. */
export function setSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  // pg_trgm divides in single precision; equal fractions are equal in either, which is what the order needs
  return shared / (a.size + b.size - shared);
}

/** `similarity(a, b)` of pg_trgm. */
export function trigramSimilarity(a: string, b: string): number {
  return setSimilarity(trigrams(a), trigrams(b));
}
