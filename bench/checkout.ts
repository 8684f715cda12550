/**
 * Checkout under load: 20 concurrent clients for 30 s, each in a loop making an offer
 * (POST /api/trade/offers) and then a trade from it (POST /api/trade/trades, a fresh
 * Idempotency-Key each), against the built server on the embedded database and on PostgreSQL
 * (a fresh database on 127.0.0.1:5432, dropped afterwards). Prints p50/p95 of the trade POST
 * and the error count per database. Target: p95 ≤ 200 ms, 0 errors.
 * Usage: npm run bench:checkout [-- --clients 20 --seconds 30]   (BUILD_DIR picks the build)
 *
 * The shop limits trades per client address and per recipient e-mail (TRADE_LIMITS, decisions
 * 0019 and 0068), and offers per client address (OFFER_LIMITS, decision 0068). The benchmark stands
 * for many customers, as production would see them: each trade has its own e-mail address, and
 * every TRADE_LIMITS.perAddress.perWindow offers and trades come from another loopback source
 * address (127.x.y.z; the server sees the socket's address). Nothing in the server is switched
 * off for it.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import { cpus, loadavg } from "node:os";
import { TRADE_LIMITS } from "../core/trade/index.ts";
import { fmt, freshPgDatabase, pgUrl, startServer } from "./lib.ts";
import { benchArgs } from "./args.ts";

const args = benchArgs();
const clients = args.number("clients", 20);
const seconds = args.number("seconds", 30);
const port0 = args.number("port", 3610);
const HOST = "de.localhost";

const agent = new http.Agent({ keepAlive: true, maxSockets: clients * 2 });

/** Node's fetch drops the Host header, which picks the edition; node:http keeps it. */
function request(
  url: string,
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
  localAddress?: string,
): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? "" : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        localAddress,
        headers: { host: HOST, "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          let json: unknown = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString());
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

interface Device {
  id: number;
  questions: { id: number; answers: { id: number; effect: { kind: string } }[] }[];
}

/** Devices with their questions, through the search API as a client would find them. */
async function loadDevices(base: string): Promise<Device[]> {
  const found = new Map<string, Device>();
  for (const text of ["iphone", "galaxy", "macbook", "ipad", "playstation", "sony alpha", "canon", "dell"]) {
    const r = await request(`${base}/api/trade/searches`, "POST", {
      search: { type: "devicesText", text },
      application: "devices-de",
      resultSize: 5,
    });
    for (const hit of ((r.json as { hits?: { url?: string; slug?: string }[] })?.hits ?? []).slice(0, 5)) {
      const slug = hit.slug ?? hit.url?.split("/").pop();
      if (!slug || found.has(slug)) continue;
      const d = await request(`${base}/api/trade/searches`, "POST", {
        search: { type: "deviceByUrl", url: slug },
        application: "devices-de",
        resultSize: 1,
      });
      const device = (d.json as { hits?: Device[] })?.hits?.[0];
      if (device?.questions?.length) found.set(slug, device);
    }
  }
  if (!found.size) throw new Error("no devices with questions found");
  return [...found.values()];
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

let tradeSeq = 0;
/** The n-th trade's customer: an e-mail address and a loopback source address of its own (see above). */
function benchCustomer(n: number) {
  const a = Math.floor(n / TRADE_LIMITS.perAddress.perWindow);
  return {
    email: `bench+${n}@example.com`,
    address: `127.${10 + Math.floor(a / 62_500)}.${(Math.floor(a / 250) % 250) + 1}.${(a % 250) + 1}`,
  };
}

const tradeBody = (offerId: string, email: string) => ({
  offers: [{ offerId, quantity: 1 + Math.floor(Math.random() * 2) }],
  customer: { email, firstName: "Bench", lastName: "Mark" },
  address: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
  payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Bench Mark" },
});

async function measure(base: string) {
  const devices = await loadDevices(base);
  const times: number[] = [];
  let errors = 0;
  let offersMade = 0;
  const firstErrors: string[] = [];
  const note = (what: string) => {
    errors++;
    if (firstErrors.length < 5) firstErrors.push(what);
  };
  const until = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < until) {
      const d = pick(devices);
      const answers = d.questions.map((q) => ({
        questionId: q.id,
        answerId: pick(q.answers.filter((a) => a.effect.kind !== "noOffer")).id,
      }));
      try {
        const who = benchCustomer(tradeSeq++);
        const offer = await request(`${base}/api/trade/offers`, "POST", { deviceId: d.id, answers }, {}, who.address);
        if (offer.status !== 201) {
          note(`offer ${offer.status} ${JSON.stringify(offer.json).slice(0, 200)}`);
          continue;
        }
        offersMade++;
        const started = performance.now();
        const trade = await request(
          `${base}/api/trade/trades`,
          "POST",
          tradeBody((offer.json as { offerId: string }).offerId, who.email),
          { "idempotency-key": randomUUID() },
          who.address,
        );
        const ms = performance.now() - started;
        if (trade.status !== 201) note(`trade ${trade.status} ${JSON.stringify(trade.json).slice(0, 200)}`);
        else times.push(ms);
      } catch (err) {
        note(String(err));
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  times.sort((a, b) => a - b);
  return {
    load: loadavg()[0]!,
    trades: times.length,
    offers: offersMade,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors,
    firstErrors,
    perSecond: times.length / seconds,
  };
}

const results: { setup: string; r: Awaited<ReturnType<typeof measure>> }[] = [];
let port = port0;
for (const kind of ["embedded", "postgres"] as const) {
  const pgDb = kind === "postgres" ? await freshPgDatabase("sellback_bench_checkout") : null;
  if (kind === "postgres" && !pgDb) {
    console.log(`PostgreSQL not reachable at ${pgUrl}: skipping the PostgreSQL run`);
    break;
  }
  const server = await startServer({ port: port++, databaseUrl: pgDb?.url });
  try {
    results.push({ setup: kind === "embedded" ? "embedded (PGlite)" : "PostgreSQL", r: await measure(server.base) });
  } finally {
    await server.stop();
    await pgDb?.drop();
  }
}

console.log(`\nCheckout: ${clients} concurrent clients × ${seconds} s, each offer → trade (fresh Idempotency-Key), loopback\n`);
// The load generator shares the machine with the server (and the database): the 1-minute load
// average at the end of each run says how busy the machine was.
console.log(
  `| database | trades | trades/s | trade POST p50 ms | trade POST p95 ms | errors | load avg (${cpus().length} cores) |\n|---|---|---|---|---|---|---|`,
);
for (const { setup, r } of results)
  console.log(`| ${setup} | ${r.trades} | ${fmt(r.perSecond)} | ${fmt(r.p50, 1)} | ${fmt(r.p95, 1)} | ${r.errors} | ${fmt(r.load)} |`);
for (const { setup, r } of results) if (r.firstErrors.length) console.log(`first errors (${setup}):\n  ${r.firstErrors.join("\n  ")}`);
const ok = results.every((x) => x.r.errors === 0 && x.r.p95 <= 200);
console.log(ok ? "\nTarget met: p95 ≤ 200 ms and 0 errors." : "\nTarget NOT met (p95 ≤ 200 ms, 0 errors).");
agent.destroy();
