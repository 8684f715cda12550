/** What bench/search.ts and bench/search-sql.ts type: every prefix, from two characters on, of queries people type (one with a typo). */
export const typed = [
  "iphone 15 pro",
  "galaxy s24",
  "macbook air m2",
  "playstation 5",
  "sony a7 iv",
  "canon rf 24-70",
  "pixel 8",
  "ipad air",
  "iphnoe 13",
  "thinkpad x1",
];
export const keystrokes = typed.flatMap((q) => Array.from({ length: q.length - 1 }, (_, i) => q.slice(0, i + 2)));

/** The kind of prefix a keystroke is, for the tables: two letters, a longer word, two or more words, with a typo. */
export function prefixKind(text: string): string {
  const words = text
    .trim()
    .split(/[^a-z0-9]+/i)
    .filter(Boolean);
  if (/^iphn/.test(text)) return "typo";
  if (words.length > 1) return words.at(-1)!.length === 1 ? "words + 1 letter" : "two words";
  return words[0]!.length <= 2 ? "two letters" : words[0]!.length === 3 ? "three letters" : "a word";
}
