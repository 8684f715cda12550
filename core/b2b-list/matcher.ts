/**
 * Matching list rows to catalog devices in memory (decision 0117). Pure: the catalog comes in as
 * rows (one query, match.server.ts), the index is built once per call, every row is compared with
 * a few dozen candidate model families found through trigrams, never with the whole catalog.
 *
 * The catalog has one device per storage size ("iPhone 13 128 GB") or RAM/SSD configuration; a
 * row is matched to a model family first (the model without its storage: core/catalog's
 * `modelVariant`), then to the family's variant by the row's storage (its own column, or "128GB",
 * "128 GB", "1TB" or a trailing bare size like "128" in the model text).
 *
 * Texts on both sides are folded the way the shop's search folds them (core/search: no accents,
 * lower case, "+" = "plus", letters and digits only) and split where letters meet digits
 * ("S23" = "s 23", "Fold5" = "fold 5"). Then:
 * 1. Exact: the row's words without spaces equal one family's model or brand + model → confidence 1.
 * 2. Fuzzy: families sharing the most trigrams with the row (pg_trgm's trigrams, core/search) are
 *    scored word by word: the same word 1, one slip (core/search `typoDistance`; a word of three
 *    letters only against one of four or more; never for a word the catalog itself uses: "iphone"
 *    is no slip of "phone") 0.85, two slips in a word of seven letters or more 0.7, the start of a
 *    word ("gal" → "galaxy") 0.75, a single letter that starts a word ("p" → "pro") 0.5; numbers
 *    only count when equal. The score is the Dice coefficient of those weights over both sides'
 *    words; a number of the row that the family lacks multiplies it by 0.6, another manufacturer's
 *    name by 0.5, a slip in the own brand ("Applle") by 0.95. The trigram similarity itself (×0.95)
 *    is the floor, for run-together words.
 * 3. A row's own brand is neutral (missing brands are normal: "iPhone 13"), and so are colours
 *    and words like "unlocked", "Dual SIM", "5G" (the catalog has neither colours nor SIM variants).
 *
 * Status: "matched" only when the best family scores at least MATCH_MIN_SCORE, leads the second by
 * MATCH_MIN_MARGIN, places every word of the row (a word it cannot place, "Galaxy S25 Qwz", makes
 * the row ask) and the storage picks exactly one device; "ask" with the top three devices
 * otherwise; "unpriced" when no family reaches CANDIDATE_MIN_SCORE.
 */
import { modelVariant } from "../catalog/index.ts";
import { setSimilarity, trigrams, typoDistance } from "../search/index.ts";
import { storageGbOf } from "./rows.ts";
import type { RowCandidate, RowMatch } from "./types.ts";

/** The best family must score this much to be matched without asking. */
export const MATCH_MIN_SCORE = 0.8;
/** …and lead the next family by this much. */
export const MATCH_MIN_MARGIN = 0.1;
/** Below this no family is a plausible candidate: the row is not a device of our catalog ("unpriced"). */
export const CANDIDATE_MIN_SCORE = 0.4;
/** Candidates an unclear row offers. */
export const ASK_CANDIDATES = 3;
/** Families scored word by word per row (found through shared trigrams). */
const SHORTLIST = 40;

export interface CatalogDevice {
  id: number;
  /** The name the edition shows ("Apple iPhone 13 128 GB"). */
  name: string;
  /** The model without the brand ("iPhone 13 128 GB"). */
  model: string;
  slug: string;
  manufacturer: string;
}

interface Variant {
  id: number;
  name: string;
  storageGb: number | null;
  memoryGb: number | null;
}

interface Family {
  key: string;
  tokens: string[];
  numbers: Set<string>;
  /** The manufacturer's words ("om system"). */
  brandWords: string[];
  /** …those the model does not repeat ("system" for "OM-1", "apple" for "iPhone 13", none for "OnePlus 13"). */
  brandTokens: Set<string>;
  trigrams: Set<string>;
  variants: Variant[];
}

export interface CatalogIndex {
  families: Family[];
  exact: Map<string, Family[]>;
  byTrigram: Map<string, number[]>;
  brands: Set<string>;
  vocabulary: Set<string>;
}

/** Folded like the search (core/search normalizeSearchText) and split where letters meet digits. */
export function foldModel(input: string): string {
  return input
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\+/g, " plus ")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/([a-z])([0-9])/g, "$1 $2")
    .replace(/([0-9])([a-z])/g, "$1 $2")
    .trim();
}

/** Network generations and the like: neither side's words count ("Galaxy S21 5G" = "Galaxy S21"). */
const stripNetwork = (folded: string) =>
  folded
    .replace(/\b[345] g\b|\blte\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * Abbreviations fleet lists use, on folded and split text. Only the unambiguous ones: anything else is
 * left to the word comparison (a prefix counts, and an unclear row asks).
 */
const ABBREVIATIONS: [RegExp, string][] = [
  [/\b(?:ip|iph)\b(?= \d)/g, "iphone"],
  [/\bsgs\b(?= \d)/g, "galaxy s"],
  [/\bsg\b/g, "galaxy"],
  [/\bpm\b/g, "pro max"],
  [/\bpromax\b/g, "pro max"],
  [/\bmba\b/g, "macbook air"],
  [/\bmbp\b/g, "macbook pro"],
  [/\bps\b(?= \d)/g, "playstation"],
  [/\bgen\b/g, "generation"],
  [/\b(\d+) (?:st|nd|rd|th)\b/g, "$1"],
];

/** Words the catalog never names (colours, SIM, lock, packaging) are left out unless some device has them. */
const NOISE = new Set(
  (
    "black white silver gold blue red green purple pink yellow orange grey gray graphite midnight starlight space " +
    "titanium natural desert violet lavender cream phantom mint coral sierra alpine " +
    "schwarz weiss silber blau rot gruen lila rosa gelb grau " +
    "negro blanco plata azul rojo verde morado gris noir blanc argent bleu rouge vert violet gris " +
    "nero bianco argento blu rosso verde viola grigio zwart wit zilver blauw rood groen paars grijs " +
    "unlocked simlockfrei ohne simlock dual sim ds esim wifi wi fi cellular refurbished used gebraucht " +
    "smartphone handy phone mobile telefono movil telephone portable cellulare telefoon tablet laptop notebook"
  ).split(" "),
);

const STORAGE_BARE = new Set([32, 64, 128, 256, 512, 1024, 2048]);

/** The row's model text without its storage, and the storage (and memory) it names. */
/** Folded, without network words, abbreviations written out: the same on both sides. */
function normalizeText(text: string): string {
  let folded = stripNetwork(foldModel(text));
  for (const [pattern, replacement] of ABBREVIATIONS) folded = folded.replace(pattern, replacement);
  return folded;
}

export function modelWords(text: string): { words: string[]; storageGb: number | null; memoryGb: number | null } {
  let folded = normalizeText(text);
  const sizes: number[] = [];
  folded = folded
    .replace(
      /\b(\d+) (gb|go|tb|to)\b|\b([1248]) t\b(?! \d)/g,
      (_, n: string | undefined, unit: string | undefined, t: string | undefined) => {
        sizes.push(t ? Number(t) * 1024 : unit!.startsWith("t") ? Number(n) * 1024 : Number(n));
        return " ";
      },
    )
    .replace(/\b(ram|ssd|hdd|storage|speicher)\b/g, " ");
  let words = folded.split(" ").filter(Boolean);
  if (sizes.length <= 1 && words.length >= 2) {
    const last = Number(words[words.length - 1]);
    if (STORAGE_BARE.has(last)) {
      sizes.push(last);
      words = words.slice(0, -1);
    }
  }
  return {
    words,
    storageGb: sizes.length ? sizes[sizes.length - 1]! : null,
    memoryGb: sizes.length > 1 ? sizes[0]! : null,
  };
}

const isNumber = (w: string) => /^\d+$/.test(w);
const compactKey = (words: readonly string[]) => words.join("");

export function buildCatalogIndex(devices: readonly CatalogDevice[]): CatalogIndex {
  const byKey = new Map<string, Family>();
  const brands = new Set<string>();
  const vocabulary = new Set<string>();
  for (const d of devices) {
    const variant = modelVariant(d.model);
    const tokens = normalizeText(variant.family).split(" ").filter(Boolean);
    const brandWords = foldModel(d.manufacturer).split(" ").filter(Boolean);
    for (const b of brandWords) brands.add(b);
    const key = `${d.manufacturer}|${tokens.join(" ")}`;
    let family = byKey.get(key);
    if (!family) {
      const text = tokens.join(" ");
      family = {
        key,
        tokens,
        numbers: new Set(tokens.filter(isNumber)),
        brandWords,
        brandTokens: new Set(brandWords.filter((b) => !tokens.includes(b))),
        trigrams: trigrams(text),
        variants: [],
      };
      byKey.set(key, family);
      for (const t of tokens) vocabulary.add(t);
    }
    family.variants.push({ id: d.id, name: d.name, storageGb: variant.storageGb, memoryGb: variant.memoryGb });
  }
  const families = [...byKey.values()];
  const exact = new Map<string, Family[]>();
  const byTrigram = new Map<string, number[]>();
  const addExact = (k: string, f: Family) => {
    const list = exact.get(k) ?? [];
    if (!list.includes(f)) list.push(f);
    exact.set(k, list);
  };
  families.forEach((f, i) => {
    addExact(compactKey(f.tokens), f);
    addExact(compactKey([...f.brandWords, ...f.tokens]), f);
    for (const t of f.trigrams) {
      const list = byTrigram.get(t);
      if (list) list.push(i);
      else byTrigram.set(t, [i]);
    }
  });
  for (const f of families) f.variants.sort((a, b) => (a.storageGb ?? 0) - (b.storageGb ?? 0) || (a.memoryGb ?? 0) - (b.memoryGb ?? 0));
  return { families, exact, byTrigram, brands, vocabulary };
}

/** The weight of a row word against a family word (see the module comment). */
function wordWeight(r: string, f: string, known = false): number {
  if (r === f) return 1;
  if (isNumber(r) || isNumber(f)) return 0;
  if (f.startsWith(r)) return r.length >= 2 ? 0.75 : 0.5;
  const shorter = Math.min(r.length, f.length);
  // a word the catalog itself uses is no slip of another ("iphone" is not "phone")
  if (!known && shorter >= 3 && Math.max(r.length, f.length) >= 4 && Math.abs(r.length - f.length) <= 2) {
    const d = typoDistance(r, f);
    if (d === 1) return 0.85;
    if (d === 2 && shorter >= 7) return 0.7;
  }
  return 0;
}

/** The row words' score against a family, 0…1. */
export function familyScore(
  words: readonly string[],
  family: Family,
  index: CatalogIndex,
  rowTrigrams: ReadonlySet<string>,
): { score: number; unexplained: number } {
  const row: string[] = [];
  let foreignBrand = false;
  let brandSlip = false;
  const n = family.brandWords.length;
  const own = n > 0 && words.length > n && family.brandWords.every((b, i) => words[i] === b);
  for (const w of own ? words.slice(n) : words) {
    if (family.brandTokens.has(w)) continue;
    // the family's own brand with a slip or cut short ("Applle", "Samusng", "Sams")
    if (w.length >= 4 && !family.tokens.includes(w) && [...family.brandTokens].some((b) => wordWeight(w, b) >= 0.7)) {
      brandSlip = true;
      continue;
    }
    if (index.brands.has(w) && !family.tokens.includes(w)) {
      foreignBrand = true;
      continue;
    }
    row.push(w);
  }
  if (row.length === 0) return { score: 0, unexplained: 0 };
  const used = new Array<boolean>(family.tokens.length).fill(false);
  let sum = 0;
  let missingNumbers = 0;
  let unexplained = 0;
  // exact words first, then the best remaining pairing for each word
  const pending: string[] = [];
  for (const w of row) {
    const at = family.tokens.findIndex((t, i) => !used[i] && t === w);
    if (at >= 0) {
      used[at] = true;
      sum += 1;
    } else pending.push(w);
  }
  for (const w of pending) {
    let best = 0;
    let bestAt = -1;
    const known = index.vocabulary.has(w);
    family.tokens.forEach((t, i) => {
      if (used[i]) return;
      const weight = wordWeight(w, t, known);
      if (weight > best) {
        best = weight;
        bestAt = i;
      }
    });
    if (bestAt >= 0) {
      used[bestAt] = true;
      sum += best;
    } else {
      unexplained++;
      if (isNumber(w)) missingNumbers++;
    }
  }
  let score = (2 * sum) / (row.length + family.tokens.length);
  const trigram = setSimilarity(rowTrigrams, family.trigrams) * 0.95;
  score = Math.max(score, trigram);
  score *= 0.6 ** missingNumbers;
  if (foreignBrand) score *= 0.5;
  if (brandSlip) score *= 0.95;
  return { score, unexplained };
}

interface Scored {
  family: Family;
  score: number;
  /** Row words that match no word of the family: a row that says more than the family is asked about. */
  unexplained: number;
}

function shortlist(rowTrigrams: ReadonlySet<string>, index: CatalogIndex): Family[] {
  const counts = new Map<number, number>();
  for (const t of rowTrigrams) {
    for (const i of index.byTrigram.get(t) ?? []) counts.set(i, (counts.get(i) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, SHORTLIST)
    .map(([i]) => index.families[i]!);
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The family's variants that fit the row's storage (all when the row names none or none fits). */
function fitting(family: Family, storageGb: number | null, memoryGb: number | null): { variants: Variant[]; decided: boolean } {
  if (family.variants.length === 1) {
    const only = family.variants[0]!;
    const fits = storageGb === null || only.storageGb === null || only.storageGb === storageGb;
    return { variants: family.variants, decided: fits };
  }
  if (storageGb === null) return { variants: family.variants, decided: false };
  let list = family.variants.filter((v) => v.storageGb === storageGb);
  if (memoryGb !== null && list.length > 1) list = list.filter((v) => v.memoryGb === memoryGb);
  if (list.length === 0) return { variants: family.variants, decided: false };
  return { variants: list, decided: list.length === 1 };
}

/** Matches one row (model text and storage cell) against the index. */
export function matchOne(index: CatalogIndex, model: string, storage: string | null): RowMatch {
  const parsed = modelWords(model);
  // the storage column: "128", "128GB", "1 TB", or a configuration "8 GB / 256 GB"
  const cellGb = storageGbOf(storage);
  const fromCell = storage && cellGb === null ? modelWords(storage) : null;
  const storageGb = cellGb ?? fromCell?.storageGb ?? parsed.storageGb;
  const memoryGb = fromCell?.storageGb != null ? (fromCell.memoryGb ?? parsed.memoryGb) : parsed.memoryGb;
  const words = parsed.words.filter((w) => !NOISE.has(w) || index.vocabulary.has(w));
  const none: RowMatch = { status: "unpriced", deviceId: null, name: null, confidence: null, candidates: [] };
  if (words.length === 0) return none;

  let scored: Scored[];
  const exactKey = compactKey(words.filter((w) => !index.brands.has(w) || index.vocabulary.has(w)));
  const exact = index.exact.get(compactKey(words)) ?? index.exact.get(exactKey);
  if (exact && exact.length === 1) {
    scored = [{ family: exact[0]!, score: 1, unexplained: 0 }];
  } else {
    const rowTrigrams = trigrams(words.join(" "));
    scored = shortlist(rowTrigrams, index)
      .map((family) => ({ family, ...familyScore(words, family, index, rowTrigrams) }))
      .sort((a, b) => b.score - a.score || a.family.key.localeCompare(b.family.key));
  }
  const top = scored[0];
  if (!top || top.score < CANDIDATE_MIN_SCORE) return none;
  const second = scored[1]?.score ?? 0;
  const best = fitting(top.family, storageGb, memoryGb);
  const clear = top.score >= MATCH_MIN_SCORE && top.score - second >= MATCH_MIN_MARGIN && top.unexplained === 0;
  if (clear && best.decided) {
    const v = best.variants[0]!;
    return {
      status: "matched",
      deviceId: v.id,
      name: v.name,
      confidence: round(top.score),
      candidates: [{ deviceId: v.id, name: v.name, confidence: round(top.score) }],
    };
  }
  const candidates: RowCandidate[] = [];
  for (const s of clear ? [top] : scored) {
    if (s.score < CANDIDATE_MIN_SCORE || candidates.length >= ASK_CANDIDATES) break;
    const fit = fitting(s.family, storageGb, memoryGb);
    // an unclear family offers its best-fitting variant; an unclear storage all of them
    for (const v of clear ? fit.variants : fit.variants.slice(0, 1)) {
      if (candidates.length >= ASK_CANDIDATES) break;
      candidates.push({ deviceId: v.id, name: v.name, confidence: round(s.score) });
    }
  }
  return { status: "ask", deviceId: null, name: null, confidence: round(top.score), candidates };
}
