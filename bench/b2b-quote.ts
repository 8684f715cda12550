/**
 * A business seller's 1,000-row device list, parsed, matched and priced (issue 33, decisions 0117,
 * 0118). The list is made from the seed catalog's own devices, each written in one of five messy
 * ways (deterministic, `--seed`):
 * - abbreviated: "IP14PM 256GB", "SGS23 Ultra", "MBA 13 (M2, 2022)", long words cut ("Contemp.");
 * - without brand: "iPhone 13 128 GB";
 * - storage as a bare number: "iPhone 13 128", or "128" in the storage column;
 * - a typo: one slip (a letter dropped, doubled, swapped with its neighbour or replaced) in a word;
 * - case and spacing: "GALAXY s23ultra  256gb".
 * The rows go into a CSV (header in German, semicolons) that is read by `parseListFile`, its
 * columns recognized, its rows read, matched (`matchRows`: one catalog query, in memory) and, when
 * core/b2b-quote's `createQuote` exists, priced and stored as a quote (the whole pipeline).
 *
 * Runs on PGlite (in memory) and on the machine's PostgreSQL (a fresh database, dropped at the end),
 * `--rounds` times each (the first round is a warm-up and not counted). The timed pipeline is
 * parse + createQuote (which reads the rows, matches, prices and stores the quote); `matchRows` is
 * also timed alone (and its result gives the quality figures). Prints p50/p95 per database
 * and, per messy way, the share of rows matched without asking and the share of those matched to
 * the right device. Target (issue 33): ≤ 2 s p95 on both databases.
 * `--no-database` matches against the seed catalog's data in memory only (for tuning the matcher).
 * Usage: npm run bench:b2b-quote [-- --rows 1000 --rounds 5 --seed 7 --no-database --databases pglite,postgres]
 */
import { openDatabase, type Database } from "../db/client.server.ts";
import { seedIfEmpty } from "../db/seed/index.server.ts";
import { allDevices, manufacturers } from "../db/seed/catalog-data/index.ts";
import * as list from "../core/b2b-list/index.server.ts";
import { benchArgs } from "./args.ts";
import { fmt, freshPgDatabase } from "./lib.ts";

const args = benchArgs();
const rowCount = args.number("rows", 1000);
const rounds = args.number("rounds", 5);
const seed = args.number("seed", 7);
const noDatabase = args.flag("no-database");
const kinds = args.list("databases", ["pglite", "postgres"] as const);
const TARGET_MS = 2000;

const WAYS = ["abbreviated", "no brand", "bare storage", "typo", "case/spacing"] as const;
type Way = (typeof WAYS)[number];

/** mulberry32: a small deterministic generator. */
function random(s: number) {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(seed);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

const brandOf = new Map(manufacturers.map((m) => [m.key, m.name]));
const SIZE = / ([0-9]+(?:\.[0-9]+)?) ?(GB|TB)$/;

interface Source {
  slug: string;
  name: string;
  model: string;
  brand: string;
}

/**
 * Abbreviations as fleet lists write them. Some the matcher knows ("IP13", "SGS23", "MBA"), some it
 * can only guess at ("S23U", "iPhone 15 P": Pro or Plus?): those must end as "ask", never as a wrong match.
 */
const ABBREVIATIONS: [RegExp, string][] = [
  [/iPhone (\d+) Pro Max/, "IP$1PM"],
  [/iPhone (?=\d)/, "iP"],
  [/iPhone /, "iP "],
  [/Galaxy S(\d+) Ultra/, "S$1U"],
  [/Galaxy S(\d+)/, "SGS$1"],
  [/Galaxy Tab /, "Tab "],
  [/Galaxy /, "Gal. "],
  [/MacBook Air/, "MBA"],
  [/MacBook Pro/, "MBP"],
  [/PlayStation /, "PS"],
  [/ Plus\b/, "+"],
  [/ Pro\b/, " P"],
  [/\(([0-9]+)(st|nd|rd|th) generation\)/, "$1$2 Gen."],
];

function abbreviate(s: Source): string {
  let t = `${s.model}`;
  let changed = false;
  for (const [re, to] of ABBREVIATIONS) {
    if (re.test(t) && rnd() < 0.7) {
      t = t.replace(re, to);
      changed = true;
    }
  }
  if (!changed) {
    // the longest word of eight letters or more, cut to five with a dot
    const long = [...t.matchAll(/[A-Za-z]{8,}/g)].map((m) => m[0]).sort((a, b) => b.length - a.length)[0];
    if (long) t = t.replace(long, `${long.slice(0, 5)}.`);
  }
  return t.replace(SIZE, (_, n: string, u: string) => ` ${n}${u}`);
}

function typo(text: string): string {
  const words = [...text.matchAll(/[A-Za-z]{4,}/g)];
  if (words.length === 0) return text;
  const w = pick(words);
  const at = w.index! + 1 + Math.floor(rnd() * (w[0].length - 2));
  const kind = Math.floor(rnd() * 4);
  const c = text[at]!;
  if (kind === 0) return text.slice(0, at) + text.slice(at + 1); // dropped
  if (kind === 1) return text.slice(0, at) + c + text.slice(at); // doubled
  if (kind === 2) return text.slice(0, at) + text[at + 1] + c + text.slice(at + 2); // swapped
  const near = "qwertyuiopasdfghjklzxcvbnm";
  return text.slice(0, at) + near[(near.indexOf(c.toLowerCase()) + 1) % near.length] + text.slice(at + 1); // replaced
}

function noise(text: string): string {
  const cased = rnd() < 0.5 ? text.toUpperCase() : text.toLowerCase();
  return cased
    .split(" ")
    .map((w, i) => (i === 0 ? w : rnd() < 0.35 ? w : rnd() < 0.5 ? ` ${w}` : `  ${w}`))
    .join(" ")
    .replace(/ (\d+) ?(gb|tb)$/i, (_, n: string, u: string) => ` ${n}${u}`)
    .replace(/(\D) (\d)/, (m, a: string, d: string) => (rnd() < 0.5 ? `${a}${d}` : m));
}

interface ListLine {
  way: Way;
  slug: string;
  model: string;
  storage: string;
}

function messy(s: Source, way: Way): ListLine {
  const base = { way, slug: s.slug, storage: "" };
  switch (way) {
    case "abbreviated":
      return { ...base, model: abbreviate(s) };
    case "no brand":
      return { ...base, model: s.model };
    case "bare storage": {
      const m = SIZE.exec(s.model);
      if (!m) return { ...base, model: s.name };
      const gb = m[2] === "TB" ? String(Number(m[1]) * 1024) : m[1]!;
      const family = s.name.replace(SIZE, "");
      return rnd() < 0.5 ? { ...base, model: `${family} ${gb}` } : { ...base, model: family, storage: gb };
    }
    case "typo":
      return { ...base, model: typo(rnd() < 0.5 ? s.name : s.model) };
    case "case/spacing":
      return { ...base, model: noise(rnd() < 0.5 ? s.name : s.model) };
  }
}

const brandNames = [...brandOf.values()].sort((a, b) => b.length - a.length);
const sources: Source[] = allDevices.map((d) => {
  const brand = brandNames.find((b) => d.name.startsWith(`${b} `) || d.name === b) ?? d.name.split(" ")[0]!;
  return { slug: d.slug, name: d.name, model: d.model, brand };
});
const lines: ListLine[] = Array.from({ length: rowCount }, (_, i) => messy(pick(sources), WAYS[i % WAYS.length]!));
const csvCell = (v: string) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = [
  "Modell;Speicher;Zustand;Menge",
  ...lines.map((l, i) => [l.model, l.storage, pick(["A", "B", "wie neu", "gebraucht", "C"]), String(1 + (i % 3))].map(csvCell).join(";")),
].join("\n");
const bytes = new TextEncoder().encode(csv);

interface Quality {
  rows: number;
  matched: number;
  correct: number;
  ask: number;
  unpriced: number;
}

function quality(matches: list.RowMatch[], slugOf: Map<number, string>): Map<Way, Quality> {
  const byWay = new Map<Way, Quality>(WAYS.map((w) => [w, { rows: 0, matched: 0, correct: 0, ask: 0, unpriced: 0 }]));
  matches.forEach((m, i) => {
    const q = byWay.get(lines[i]!.way)!;
    q.rows++;
    if (m.status === "matched") {
      q.matched++;
      if (m.deviceId !== null && slugOf.get(m.deviceId) === lines[i]!.slug) q.correct++;
    } else if (m.status === "ask") q.ask++;
    else q.unpriced++;
  });
  return byWay;
}

function printQuality(byWay: Map<Way, Quality>) {
  const pct = (a: number, b: number) => (b === 0 ? "–" : `${fmt((100 * a) / b)} %`);
  console.log("  way            rows  matched without asking  correct among them  ask  unpriced");
  const total: Quality = { rows: 0, matched: 0, correct: 0, ask: 0, unpriced: 0 };
  for (const [way, q] of byWay) {
    console.log(
      `  ${way.padEnd(14)} ${String(q.rows).padStart(4)}  ${pct(q.matched, q.rows).padStart(22)}  ${pct(q.correct, q.matched).padStart(18)}  ${String(q.ask).padStart(3)}  ${String(q.unpriced).padStart(8)}`,
    );
    for (const k of Object.keys(total) as (keyof Quality)[]) total[k] += q[k];
  }
  console.log(
    `  ${"all".padEnd(14)} ${String(total.rows).padStart(4)}  ${pct(total.matched, total.rows).padStart(22)}  ${pct(total.correct, total.matched).padStart(18)}  ${String(total.ask).padStart(3)}  ${String(total.unpriced).padStart(8)}`,
  );
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

console.log(`b2b-quote: ${rowCount} rows (${WAYS.join(", ")}), seed ${seed}, ${rounds} rounds per database (+1 warm-up)`);

if (noDatabase) {
  // the seed catalog's data without a database: device ids are positions
  const index = list.buildCatalogIndex(
    sources.map((s, i) => ({ id: i + 1, name: s.name, model: s.model, slug: s.slug, manufacturer: s.brand })),
  );
  const slugOf = new Map(sources.map((s, i) => [i + 1, s.slug]));
  const table = await list.parseListFile(bytes, "liste.csv", "text/csv");
  const { rows } = list.readRows(table, list.recognizeColumns(table.headers));
  let matches: list.RowMatch[] = [];
  const times: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    const started = performance.now();
    matches = list.matchWithIndex(index, rows);
    if (round > 0) times.push(performance.now() - started);
  }
  console.log(`in memory (no database): matched in p50 ${fmt(percentile(times, 50))} ms, p95 ${fmt(percentile(times, 95))} ms`);
  printQuality(quality(matches, slugOf));
  if (args.flag("show")) {
    matches.forEach((m, i) => {
      const wrong = m.status === "matched" && slugOf.get(m.deviceId!) !== lines[i]!.slug;
      if (m.status !== "matched" || wrong)
        console.log(
          `${wrong ? "WRONG" : m.status.padEnd(5)} ${lines[i]!.way.padEnd(12)} ${JSON.stringify(lines[i]!.model)} [${lines[i]!.storage}] → ${lines[i]!.slug} | ${m.candidates.map((c) => `${c.name} ${c.confidence}`).join(" · ")}`,
        );
    });
  }
  process.exit(0);
}

// createQuote (core/b2b-quote, decision 0118) prices and stores the list as a quote when it exists
type CreateQuote = (
  db: Database["db"],
  input: Record<string, unknown>,
) => Promise<{ rows: { status: string; unitPriceCents: number | null }[] }>;
let createQuote: CreateQuote | null = null;
try {
  const quote = (await import("../core/b2b-quote/index.server.ts")) as unknown as { createQuote?: CreateQuote };
  createQuote = quote.createQuote ?? null;
} catch {
  createQuote = null;
}

async function run(kind: "pglite" | "postgres") {
  let database: Database;
  let drop: (() => Promise<void>) | null = null;
  if (kind === "pglite") database = await openDatabase({});
  else {
    const fresh = await freshPgDatabase("sellback_bench_b2b");
    if (!fresh) {
      console.log("postgres: no server reachable, skipped");
      return;
    }
    drop = fresh.drop;
    database = await openDatabase({ databaseUrl: fresh.url, poolSize: 2 });
  }
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
    const slugOf = new Map(
      (
        (await database.db.execute((await import("drizzle-orm")).sql`select id, slug from devices`)) as unknown as {
          rows: { id: number; slug: string }[];
        }
      ).rows.map((r) => [Number(r.id), r.slug]),
    );
    const times: { parse: number; match: number; price: number; total: number }[] = [];
    let last: list.RowMatch[] = [];
    let priced: string | null = null;
    let pricingFailed: string | null = null;
    for (let round = 0; round <= rounds; round++) {
      const t0 = performance.now();
      const table = await list.parseListFile(bytes, "liste.csv", "text/csv");
      const columns = list.recognizeColumns(table.headers);
      const { rows } = list.readRows(table, columns);
      const t1 = performance.now();
      last = await list.matchRows(database.db, "de", rows);
      const t2 = performance.now();
      if (createQuote && !pricingFailed) {
        try {
          // the whole pipeline: createQuote parses nothing again but reads, matches, prices and stores
          const view = await createQuote(database.db, {
            edition: "de",
            clientKey: `bench-${round}`,
            now: new Date(),
            list: { table, columns },
            limit: false,
          });
          priced = `${view.rows.filter((r) => r.unitPriceCents !== null).length} of ${view.rows.length} rows priced`;
        } catch (err) {
          pricingFailed = err instanceof Error ? err.message : String(err);
        }
      }
      const t3 = performance.now();
      // the pipeline is parse + createQuote (which matches itself); without createQuote, parse + match
      const pipeline = createQuote && !pricingFailed ? t1 - t0 + (t3 - t2) : t2 - t0;
      if (round > 0) times.push({ parse: t1 - t0, match: t2 - t1, price: t3 - t2, total: pipeline });
    }
    const p = (key: keyof (typeof times)[number], q: number) =>
      fmt(
        percentile(
          times.map((t) => t[key]),
          q,
        ),
      );
    const p95 = percentile(
      times.map((t) => t.total),
      95,
    );
    console.log(
      `${kind}: ${createQuote && !pricingFailed ? "parse + createQuote (match, price, store)" : "parse + match"}: p50 ${p("total", 50)} ms, p95 ${fmt(p95)} ms — target ≤ ${TARGET_MS} ms: ${p95 <= TARGET_MS ? "met" : "NOT met"}\n  parts p95: parse ${p("parse", 95)} ms, matchRows alone ${p("match", 95)} ms${createQuote && !pricingFailed ? `, createQuote ${p("price", 95)} ms` : ""}`,
    );
    if (!createQuote) console.log("  pricing: core/b2b-quote has no createQuote yet: parse and match only");
    else if (pricingFailed) console.log(`  pricing: createQuote failed (${pricingFailed}): parse and match only`);
    else if (priced) console.log(`  pricing (createQuote: match again, price, store the quote): ${priced}`);
    printQuality(quality(last, slugOf));
  } finally {
    await database.close();
    if (drop) await drop();
  }
}

for (const kind of kinds) await run(kind);
