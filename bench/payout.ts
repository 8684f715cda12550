/**
 * Building a payout run's SEPA file (decision 0037): 10,000 credit transfers through the
 * pain.001.001.09 builder (core/payout/sepa.ts: every value checked, names transliterated, the
 * `sepa` package writing the XML, the control sum checked against the integer cents), in memory.
 * Accounts from eight SEPA countries, names with diacritics, amounts from 0.01 to 2,500.00 EUR.
 * Prints the time of each round (the first one includes warming up), the peak memory (RSS and
 * heap, sampled while building) and whether the target (≤ 2 s) is met; the last file is checked
 * once with xmllint against the EPC schema (time shown apart, not part of the target).
 * Then the same through an embedded database (PGlite in memory, migrated, 10,000 payout_pending
 * trades inserted by SQL): making the run (candidates under FOR UPDATE SKIP LOCKED, holds, checks,
 * items) and writing its file from the stored items (`--no-database` skips it).
 * Usage: npm run bench:payout [-- --transfers 10000 --rounds 3 --no-database]
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { DEVELOPMENT_DEBTOR, endToEndIdFor, messageIdFor, buildSepaXml, type SepaTransfer } from "../core/payout/index.ts";
import { fmt, root } from "./lib.ts";
import { benchArgs } from "./args.ts";

const args = benchArgs();
const count = args.number("transfers", 10_000);
const rounds = args.number("rounds", 3);
const TARGET_MS = 2000;

const IBANS = [
  { iban: "DE89370400440532013000", bic: "COBADEFFXXX" },
  { iban: "AT611904300234573201", bic: null },
  { iban: "FR1420041010050500013M02606", bic: null },
  { iban: "IT60X0542811101000000123456", bic: null },
  { iban: "ES9121000418450200051332", bic: "CAIXESBBXXX" },
  { iban: "NL91ABNA0417164300", bic: "ABNANL2A" },
  { iban: "BE68539007547034", bic: null },
  { iban: "PL61109010140000071219812874", bic: "WBKPPLPP" },
];
const NAMES = [
  "Jürgen Groß",
  "Élodie Dupré",
  "Łukasz Żółć",
  "María José Núñez",
  "Ørjan Ødegård",
  "Ana-Maria Ionescu",
  "Zoë O’Brien",
  "Giuseppe Rossi",
];

const transfers: SepaTransfer[] = Array.from({ length: count }, (_, i) => {
  const tradeNumber = `SB-${String(1_000_001 + i).padStart(7, "0")}`;
  return {
    tradeNumber,
    endToEndId: endToEndIdFor(4242, tradeNumber),
    amountCents: 1 + ((i * 7919) % 250_000),
    creditor: { name: `${NAMES[i % NAMES.length]} ${i}`, ...IBANS[i % IBANS.length]! },
  };
});

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
};
const sampler = setInterval(sample, 5);
const baseline = process.memoryUsage();

const times: number[] = [];
let xml = "";
for (let r = 0; r < rounds; r++) {
  const at = new Date();
  const started = performance.now();
  const file = buildSepaXml({ messageId: messageIdFor(4242), createdAt: at, executionDate: at, debtor: DEVELOPMENT_DEBTOR, transfers });
  times.push(performance.now() - started);
  sample();
  xml = file.xml;
  if (file.count !== count) throw new Error(`expected ${count} transfers, got ${file.count}`);
  // let the sampler see the heap between rounds
  await new Promise((resolve) => setTimeout(resolve, 20));
}
clearInterval(sampler);

const mb = (bytes: number) => fmt(bytes / 1024 / 1024);
console.log(`SEPA pain.001.001.09, ${count} transfers, ${mb(Buffer.byteLength(xml))} MB of XML`);
times.forEach((ms, i) => console.log(`  round ${i + 1}: ${fmt(ms, 0)} ms${i === 0 ? " (cold)" : ""}`));
console.log(
  `  peak RSS ${mb(peakRss)} MB (at start ${mb(baseline.rss)} MB), peak heap ${mb(peakHeap)} MB (at start ${mb(baseline.heapUsed)} MB)`,
);
const worst = Math.max(...times);
console.log(`  target ≤ ${TARGET_MS} ms for every round: ${worst <= TARGET_MS ? "met" : "NOT met"} (worst ${fmt(worst, 0)} ms)`);

const xsd = path.resolve(root, "../shared/fixtures/sepa/pain.001.001.09.xsd");
const started = performance.now();
try {
  execFileSync("xmllint", ["--noout", "--schema", xsd, "-"], {
    input: xml,
    stdio: ["pipe", "ignore", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  console.log(`  xmllint against the EPC schema: valid (${fmt(performance.now() - started, 0)} ms, not part of the target)`);
} catch (err) {
  console.log(`  xmllint against the EPC schema: INVALID ${String((err as { stderr?: Buffer }).stderr ?? err).slice(0, 300)}`);
  process.exitCode = 1;
}
if (worst > TARGET_MS) process.exitCode = 1;

if (!args.flag("no-database")) {
  // Loaded only now, so the in-memory figures above do not carry the database's modules.
  const { sql } = await import("drizzle-orm");
  const { createPayoutRun, payoutRunSepaXml } = await import("../core/payout/index.server.ts");
  const { openDatabase } = await import("../db/client.server.ts");
  const database = await openDatabase({ dataDir: "memory://" });
  await database.migrate();
  const db = database.db;
  const ibans = IBANS.map((a) => a.iban);
  await db.execute(sql`
    insert into trades (edition, mode, state, email, first_name, last_name, street, house_number, zip, city, country,
      payment_type, payment_method, iban, account_holder, subtotal_cents, total_cents, tracking_token, created_at)
    select 'de', 'default', 'payout_pending', 'bench' || i || '@example.com', 'Jürgen', 'Groß ' || i, 'Hauptstraße', '1', '10115', 'Berlin', 'DE',
      13, 'sepa', (string_to_array(${ibans.join(",")}, ','))[1 + i % ${ibans.length}], 'Jürgen Groß ' || i, 1 + (i * 7919) % 250000, 1 + (i * 7919) % 250000, md5(i::text), now() - interval '3 days'
    from generate_series(1, ${count}) as s(i)`);
  const staff = { id: "bench-staff", email: "bench@staff.example", role: "payout" };
  const started = performance.now();
  const run = await createPayoutRun(db, { filter: {}, staff, now: new Date() });
  const made = performance.now() - started;
  const fileStarted = performance.now();
  const file = await payoutRunSepaXml(db, run.runId, DEVELOPMENT_DEBTOR);
  const written = performance.now() - fileStarted;
  console.log(`Through PGlite (in memory), ${count} payout_pending trades:`);
  console.log(
    `  making the run (${run.trades} trades): ${fmt(made, 0)} ms; its SEPA file from the stored items (${file.count} transfers): ${fmt(written, 0)} ms`,
  );
  console.log(`  RSS afterwards ${mb(process.memoryUsage().rss)} MB (the embedded database included)`);
  await database.close();
}
