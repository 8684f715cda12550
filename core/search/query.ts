/** Turning what a person typed into safe search terms: never engine syntax, only words. */
export const MAX_QUERY_LENGTH = 100;

/** Lower case, no accents, letters and digits only ("iPhone 15 Pro-Max" → "iphone 15 pro max"). */
export function normalizeSearchText(input: string): string {
  return input
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\+/g, " plus ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

export function tokens(normalized: string): string[] {
  return normalized.split(" ").filter(Boolean).slice(0, 8);
}

/** A prefix query for PostgreSQL full text: every word must start a word of the device. */
export function prefixTsQuery(words: readonly string[]): string {
  return words.map((w) => `${w}:*`).join(" & ");
}

/**
 * How many slips (a letter wrong, missing, extra, or two neighbours swapped) turn one word into the
 * other: the optimal string alignment distance. A typo correction is at most MAX_TYPO_EDITS away
 * (decision 0105): "iphnoe" → "iphone" is one, "airpods" → "air" four.
 */
export function typoDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The most slips a typo correction may undo. */
export const MAX_TYPO_EDITS = 2;
