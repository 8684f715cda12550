/**
 * The built islands' sizes (decisions 0006 and 0014; issue 34 asks for the self-test's): each
 * `island-*.js` of the client build, raw and gzip (level 9, about what the server's compression
 * sends). The self-test island is not part of the device page's JavaScript: the page's island
 * imports it only when the seller starts the test, so Lighthouse's page figure does not count it.
 *
 * And every customer page kind's JavaScript (issue 35 §2, decision 0133): the page is fetched from
 * the running built server and everything it loads is counted, gzip: its `<script src>`s, its
 * modulepreloads, the modules the inline module script imports (statically, or dynamically once the
 * hydration gate opens: decision 0051), and each file's static imports in turn. Dynamic imports of
 * the files themselves (the self-test on Start) are left out. Each kind at its sample path in de
 * (tests/e2e/sample-paths.ts: a page that needs a state shows what a visitor without it gets, which
 * loads the same scripts), the account pages also logged in (a customer registered and activated
 * through the shop API, the session cookie its access token). Over 80 KB is marked FAIL.
 *
 * Printed by `npm run bench:lighthouse`; alone: `npx tsx bench/island-sizes.ts` (starts the built
 * server of BUILD_DIR on LH_PORT, default 3600).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PAGES, type PageId } from "../core/editions/index.ts";
import { readMails } from "../tests/helpers/mails.ts";
import { everyPath } from "../tests/e2e/sample-paths.ts";
import { registrationBody, root, startServer } from "./lib.ts";

export interface IslandSize {
  name: string;
  bytes: number;
  gzipBytes: number;
}

export function islandSizes(buildDir: string): IslandSize[] {
  const assets = path.join(buildDir, "client", "assets");
  return readdirSync(assets)
    .filter((file) => /^island-.+\.js$/.test(file))
    .map((file) => {
      const source = readFileSync(path.join(assets, file));
      // island-self-test-DGXxxWio.js → self-test
      return {
        name: file.replace(/^island-/, "").replace(/-[A-Za-z0-9_-]{8}\.js$/, ""),
        bytes: source.length,
        gzipBytes: gzipSync(source, { level: 9 }).length,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The islands as a Markdown table (KB with one decimal). */
export function islandSizeTable(buildDir: string): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const rows = islandSizes(buildDir).map(
    (s) => `| ${s.name}${s.name === "self-test" ? " (loaded on Start only)" : ""} | ${kb(s.bytes)} | ${kb(s.gzipBytes)} |`,
  );
  return ["| island | KB | gzip KB |", "|---|---|---|", ...rows].join("\n");
}

/** Issue 35 §2: every customer page's JavaScript, gzip. */
export const PAGE_JS_BUDGET = 80 * 1024;
/** The pages measured logged in too (issue 35 §2: "the logged-in account"; the business pages as a customer without a company sees them). */
const LOGGED_IN: readonly PageId[] = [
  "account",
  "accountManagement",
  "accountAddressChange",
  "accountPaymentChange",
  "businessCompany",
  "businessAccount",
];

export interface PageJs {
  page: PageId | "error";
  path: string;
  state: string;
  /** /assets/… files the page loads, each once. */
  files: string[];
  gzipBytes: number;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to the server at `base` with the de edition's Host (Node's fetch would not send it). */
function ask(
  base: string,
  route: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${route}`,
      {
        method: init.method ?? "GET",
        headers: {
          host: `de.localhost:${new URL(base).port}`,
          "x-forwarded-for": "10.35.2.1",
          ...(payload ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) } : {}),
          ...init.headers,
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const ASSET = /\/assets\/[\w.-]+\.js/g;

/**
 * The /assets/ scripts a page's HTML loads: script sources, modulepreloads and what its inline
 * module scripts import (React Router's route-module script, deferred or not), each file's static
 * imports added in turn (`import … from "./x.js"`, `import "./x.js"`; not `import("./x.js")`).
 */
export function scriptsOfPage(html: string, buildDir: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const a of m[1]!.matchAll(ASSET)) found.add(a[0]);
  const files = [...found].filter((f) => f.startsWith("/assets/"));
  for (let i = 0; i < files.length; i++) {
    const source = readFileSync(path.join(buildDir, "client", files[i]!), "utf8");
    for (const m of source.matchAll(/(?:\bfrom\s*|\bimport\s*)"\.\/([\w.-]+\.js)"/g)) {
      const file = `/assets/${m[1]!}`;
      if (!files.includes(file)) files.push(file);
    }
  }
  return files;
}

const gzipOf = (buildDir: string, file: string) => gzipSync(readFileSync(path.join(buildDir, "client", file)), { level: 9 }).length;

async function measure(
  base: string,
  buildDir: string,
  page: PageJs["page"],
  route: string,
  state: string,
  cookie?: string,
): Promise<PageJs> {
  let answer = await ask(base, route, cookie ? { headers: { cookie } } : {});
  let shown = `${state}${answer.status === 200 ? "" : `, ${answer.status}`}`;
  // a page that sends a visitor without a session elsewhere (the login): the page it sends to
  for (let hops = 0; hops < 3 && answer.status >= 300 && answer.status < 400; hops++) {
    const to = new URL(String(answer.headers.location), "http://de.localhost");
    answer = await ask(base, to.pathname + to.search, cookie ? { headers: { cookie } } : {});
    shown += ` → ${to.pathname}`;
  }
  const files = scriptsOfPage(answer.body, buildDir);
  return {
    page,
    path: route,
    state: shown,
    files,
    gzipBytes: files.reduce((sum, f) => sum + gzipOf(buildDir, f), 0),
  };
}

/** A customer registered, activated and logged in through the shop API: its session cookie. */
export async function customerCookie(base: string, dataDir: string): Promise<string> {
  const email = `page-js-${Date.now()}@example.com`;
  const password = "Seiten-Budget-2026";
  const registered = await ask(base, "/api/account/register", {
    method: "POST",
    body: registrationBody(email, password, { firstName: "Erika", lastName: "Budget" }),
  });
  if (registered.status !== 202) throw new Error(`register: ${registered.status} ${registered.body}`);
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i++) {
    token = /token=([A-Za-z0-9_-]{43})/.exec(readMails(path.join(dataDir, "mail"), email).at(-1) ?? "")?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error("no activation mail");
  const activated = await ask(base, "/api/account/activateRegistration", { method: "POST", headers: { token } });
  if (activated.status >= 300) throw new Error(`activation: ${activated.status} ${activated.body}`);
  const login = await ask(base, "/api/account/login", { method: "POST", body: { username: email, password } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.body}`);
  return `sb_access=${(JSON.parse(login.body) as { access_token: string }).access_token}`;
}

/**
 * Every customer page kind's JavaScript from the server at `base` (the build in `buildDir`, its
 * data in `dataDir` for the activation mail): each page kind at its de sample path, the 404 page,
 * the account pages logged in.
 */
export async function customerPageSizes(base: string, build: string, dataDir: string): Promise<PageJs[]> {
  const buildDir = path.resolve(root, build);
  const out: PageJs[] = [];
  const seen = new Set<PageId>();
  for (const { edition, page, path: route } of everyPath(Object.keys(PAGES) as PageId[])) {
    if (edition !== "de" || seen.has(page)) continue;
    seen.add(page);
    out.push(await measure(base, buildDir, page, route, "sample path"));
  }
  out.push(await measure(base, buildDir, "error", "/gibt-es-nicht", "no route"));
  const cookie = await customerCookie(base, dataDir);
  for (const page of LOGGED_IN) out.push(await measure(base, buildDir, page, PAGES[page].de[0]!, "logged in", cookie));
  return out;
}

/** The customer pages as a Markdown table: KB gzip, the scripts (hash left out), pass/FAIL against 80 KB. */
export function customerPageTable(sizes: readonly PageJs[]): string {
  const name = (file: string) => file.replace(/^\/assets\//, "").replace(/-[A-Za-z0-9_-]{8}\.js$/, "");
  const rows = sizes.map(
    (s) =>
      `| ${s.page} | ${s.path} | ${s.state} | ${(s.gzipBytes / 1024).toFixed(1)} | ${s.files.map(name).join(", ")} | ${s.gzipBytes > PAGE_JS_BUDGET ? "FAIL: > 80 KB" : "pass"} |`,
  );
  const over = sizes.filter((s) => s.gzipBytes > PAGE_JS_BUDGET).length;
  return [
    "| page kind | path (de) | state | JS gzip KB | scripts | ≤ 80 KB |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
    `${sizes.length} customer pages, ${over} over 80 KB of JavaScript (gzip level 9, everything the page loads; issue 35 §2).`,
  ].join("\n");
}

// alone: the built server of BUILD_DIR, the table, exit 1 when a page is over the budget
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  if (!existsSync(path.join(buildDir, "server", "index.js"))) throw new Error(`no build in ${buildDir}`);
  const server = await startServer({ port: Number(process.env.LH_PORT ?? 3600) });
  try {
    const sizes = await customerPageSizes(server.base, buildDir, server.dataDir);
    console.log(`\nCustomer pages' JavaScript (${buildDir}):\n${customerPageTable(sizes)}`);
    console.log(`\nIslands of the build:\n${islandSizeTable(buildDir)}`);
    if (sizes.some((s) => s.gzipBytes > PAGE_JS_BUDGET)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
