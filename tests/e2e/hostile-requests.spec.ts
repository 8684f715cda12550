/**
 * Issue 27, over HTTP against the built server (no browser):
 * - item 7: an undecodable cookie (`foo=%E0%A4%A`, e.g. set by a sibling subdomain) is ignored:
 *   the login pages, the account, the checkout and a logged-in back office still answer, and a
 *   duplicated cookie name keeps its first value;
 * - item 8: a broken multipart body to a page action or an upload is a localized 400 problem;
 * - item 9: a back-office `next` that a URL parser resolves to another host (a tab or a line
 *   break in `/\t/evil.example`) goes to the trade queue instead;
 * - the page-action sweep: every page of every edition, the back office and the partner portal
 *   get undecodable cookies and unreadable bodies, and never answer 5xx.
 */
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { BACKOFFICE_ROUTES } from "../../app/routes/backoffice/paths.ts";
import { PORTAL_ROUTES } from "../../app/routes/portal/paths.ts";
import { expect, PORT, test } from "./fixtures.ts";
import { editionHost, everyPath } from "./sample-paths.ts";

const BO = "backoffice.localhost";
const AGAN = "agan.de.localhost";
const BAD_COOKIE = "foo=%E0%A4%A";
const BROKEN_MULTIPART = { "content-type": "multipart/form-data; boundary=abc" };
const STAFF = { email: "payout@staff.sellback.test", password: "dev-payout-password" };

/** A request as a browser on `host` would send it (its Origin included), without following redirects. */
function send(
  request: APIRequestContext,
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; data?: string; form?: Record<string, string> } = {},
): Promise<APIResponse> {
  return request.fetch(`http://127.0.0.1:${PORT}${path}`, {
    method: init.method ?? "GET",
    headers: { host: `${host}:${PORT}`, origin: `http://${host}:${PORT}`, ...init.headers },
    ...(init.data !== undefined ? { data: init.data } : {}),
    ...(init.form ? { form: init.form } : {}),
    maxRedirects: 0,
  });
}

/** Logs the payout user in through the back office's login page; the session cookie's value. */
async function staffSession(request: APIRequestContext, next = ""): Promise<{ res: APIResponse; cookie: string }> {
  const res = await send(request, BO, "/login", { method: "POST", form: { ...STAFF, otp: "", next } });
  const set = res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
  const cookie = set.find((c) => c.startsWith("sb_staff="))?.split(";")[0] ?? "";
  return { res, cookie };
}

test.describe("item 7: undecodable cookies are ignored", () => {
  test("the login pages, the trade queue, the account and the checkout answer as without the cookie", async ({ request }) => {
    for (const [host, path, status] of [
      [BO, "/login", 200],
      [BO, "/trades", 302],
      [AGAN, "/portal/anmelden", 200],
      ["de.localhost", "/account", 200],
      ["de.localhost", "/checkout", 200],
    ] as const) {
      const res = await send(request, host, path, { headers: { cookie: BAD_COOKIE } });
      expect(res.status(), `${host}${path}`).toBe(status);
      if (status === 302) expect(res.headers().location).toMatch(/\/login$/);
      else expect(res.headers()["content-type"]).toMatch(/^text\/html/);
    }
  });

  test("a logged-in staff user beside a sibling's broken cookie stays logged in; of a duplicated name the first counts", async ({
    request,
  }) => {
    const { res, cookie } = await staffSession(request);
    expect(res.status()).toBe(302);
    expect(cookie).toMatch(/^sb_staff=./);
    for (const header of [
      `${BAD_COOKIE}; ${cookie}`,
      `${cookie}; ${BAD_COOKIE}`,
      `sb_staff=%E0%A4%A; ${cookie}`,
      `${cookie}; sb_staff=stale`,
    ]) {
      const queue = await send(request, BO, "/trades", { headers: { cookie: header } });
      expect(queue.status(), header).toBe(200);
      expect(await queue.text()).toContain("payout@staff.sellback.test");
    }
    const stale = await send(request, BO, "/trades", { headers: { cookie: `sb_staff=stale; ${cookie}` } });
    expect(stale.status()).toBe(302);
  });
});

test.describe("item 8: a broken multipart body is a localized 400", () => {
  test("the contact form, the back-office and portal logins and the photo upload page", async ({ request }) => {
    for (const [host, path, detail] of [
      ["de.localhost", "/kontakt", "Die Formulardaten konnten nicht gelesen werden."],
      ["fr.localhost", "/contact", "Les données du formulaire n’ont pas pu être lues."],
      [BO, "/login", "The form data could not be read."],
      [AGAN, "/portal/anmelden", "Die Formulardaten konnten nicht gelesen werden."],
      [BO, "/trades/SB-1000001/items/1/photos", "The form data could not be read."],
    ] as const) {
      const res = await send(request, host, path, {
        method: "POST",
        headers: { ...BROKEN_MULTIPART, cookie: BAD_COOKIE },
        data: "garbage",
      });
      expect(res.status(), `${host}${path}`).toBe(400);
      expect(res.headers()["content-type"]).toMatch(/^application\/problem\+json/);
      expect(await res.json()).toMatchObject({ status: 400, detail });
    }
  });

  test("the photo upload API with a staff bearer", async ({ request }) => {
    // the admin (who holds the inspector's role): backoffice-inspect.spec turns on two-factor sign-in for the inspector on the shared server
    const login = await send(request, BO, "/api/backoffice/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      data: JSON.stringify({ email: "admin@staff.sellback.test", password: "dev-admin-password" }),
    });
    expect(login.status(), await login.text()).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const res = await send(request, BO, "/api/backoffice/trades/SB-1000001/items/1/photos", {
      method: "POST",
      headers: { ...BROKEN_MULTIPART, authorization: `Bearer ${accessToken}` },
      data: "garbage",
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ status: 400, detail: "The form data could not be read." });
  });
});

test.describe("item 9: next stays on the back office", () => {
  const NASTY = [
    "/\t/evil.example",
    "/\n/evil.example",
    "/\n",
    "//evil.example",
    "/\\evil.example",
    "/.//evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
  ];

  test("the language switch: another host's next goes to the queue, a path of ours is kept", async ({ request }) => {
    for (const next of NASTY) {
      const res = await send(request, BO, "/language", { method: "POST", form: { language: "en", next } });
      expect(res.status(), JSON.stringify(next)).toBe(302);
      expect(res.headers().location, JSON.stringify(next)).toBe("/trades");
    }
    const res = await send(request, BO, "/language", { method: "POST", form: { language: "en", next: "/payouts?state=open" } });
    expect(res.headers().location).toBe("/payouts?state=open");
  });

  test("the login: after it, a tab or a line break in next does not leave the site", async ({ request }) => {
    for (const next of ["/\t/evil.example", "/\n", "/\r\n/evil.example"]) {
      const { res } = await staffSession(request, next);
      expect(res.status(), JSON.stringify(next)).toBe(302);
      expect(res.headers().location, JSON.stringify(next)).toBe("/trades");
    }
    const { res } = await staffSession(request, "/payouts?state=open");
    expect(res.headers().location).toBe("/payouts?state=open");
  });
});

/** Runs `task` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

const HOSTILE_POSTS: { label: string; headers: Record<string, string>; data?: string }[] = [
  { label: "broken multipart", headers: BROKEN_MULTIPART, data: "garbage" },
  { label: "multipart without a boundary", headers: { "content-type": "multipart/form-data" }, data: "--abc\r\n\r\n" },
  { label: "unterminated multipart", headers: BROKEN_MULTIPART, data: '--abc\r\nContent-Disposition: form-data; name="email"\r\n\r\nx' },
  { label: "text", headers: { "content-type": "text/plain" }, data: "email=x" },
  { label: "JSON", headers: { "content-type": "application/json" }, data: '{"email":"x"}' },
  { label: "no body", headers: {} },
  {
    label: "undecodable form",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "%E0%A4%A=%ZZ&next=%2F%09%2Fevil.example&email=%00",
  },
];

test("page-action sweep: every page, back-office and portal page gets undecodable cookies and unreadable bodies, never a 5xx", async ({
  request,
}) => {
  test.setTimeout(300_000);
  const fill = (path: string) =>
    path.replace(/:(\w+)/g, (_, name: string) => (name === "tradeNumber" ? "SB-1000001" : name === "edition" ? "de" : "1"));
  const targets = [
    ...everyPath().map((p) => ({ host: editionHost(p.edition), path: p.path })),
    ...BACKOFFICE_ROUTES.map((r) => ({ host: BO, path: fill(`/${r.path}`) })),
    ...PORTAL_ROUTES.map((r) => ({ host: AGAN, path: fill(`/${r.path}`) })),
  ];
  expect(targets.length).toBeGreaterThan(250);
  const failures: string[] = [];
  await pool(targets, 4, async ({ host, path }) => {
    const answers: [string, APIResponse][] = [
      [
        "GET, undecodable cookie",
        await send(request, host, path, { headers: { cookie: `${BAD_COOKIE}; sb_staff=%zz; sb_access=%E0; sb_csrf=%` } }),
      ],
    ];
    for (const post of HOSTILE_POSTS)
      answers.push([
        `POST ${post.label}`,
        await send(request, host, path, {
          method: "POST",
          headers: { ...post.headers, cookie: BAD_COOKIE },
          ...(post.data !== undefined ? { data: post.data } : {}),
        }),
      ]);
    for (const [label, res] of answers) {
      if (res.status() >= 500) failures.push(`${host}${path} (${label}): ${res.status()}`);
      await res.dispose();
    }
  });
  expect(failures).toEqual([]);
});
