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
