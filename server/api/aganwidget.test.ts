/**
 * The store portal inside a chain's frame (decision 0047) on PGlite and PostgreSQL: on the
 * aganwidget host the portal exists only with the key of an active agan partner, is framed by that
 * partner's registered origins only (unknown or retail key: 404, frame-ancestors 'none'), its
 * session cookie is partitioned (`SameSite=None; Secure; Partitioned`), its sessions are of kind
 * `frame` and of that chain only (a login of another chain's user fails like a wrong password), and
 * a post needs this origin in `Origin`.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { partnerLogin, invitePartnerUser, setPartnerPassword } from "../../core/partner-users/index.server.ts";
import { ProblemError } from "../../core/shared/index.ts";
import { partners } from "../../db/schema/index.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { insertTestStore } from "../../tests/helpers/store-trades.ts";
import { createApp } from "../app.server.ts";
import type { PageContext } from "../http/page-context.server.ts";
import { openPortalPage, portalCookie } from "../sessions/portal.server.ts";
import { staffEnvFrom } from "../sessions/staff-env.server.ts";
import { assertFramedPost } from "../sessions/origin.server.ts";

const AGANWIDGET = "aganwidget.de.localhost";
const AGAN = "agan.de.localhost";
const ORIGINS = ["http://partner.localhost:4324", "https://kasse.example"];
const PASSWORD = "Filiale-Passwort-2026";
let n = 0;
const ip = () => `10.88.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

async function addPartner(ctx: TestContext, kind: "agan" | "retail", origins = ORIGINS) {
  const id = randomUUID();
  const key = `k-${id.slice(0, 18)}`;
  await ctx.database.db.insert(partners).values({ id, key, name: `Kette ${id.slice(0, 4)}`, kind, origins, voucherPrefix: "KT" });
  return { id, key, storeId: await insertTestStore(ctx, id, "Filiale 1", `f.${id.slice(0, 8)}@example.com`) };
}

async function storeUser(ctx: TestContext, partnerId: string, storeId: number) {
  const env = staffEnvFrom(ctx.deps, ip());
  const email = `kasse.${randomUUID().slice(0, 8)}@filiale.example`;
  const { token } = await invitePartnerUser(
    env,
    { id: "staff", email: "admin@example.com" },
    { partnerId, email, displayName: "Karl Kasse", roles: ["store_staff"], storeId },
  );
  await setPartnerPassword(env, token, PASSWORD);
  return email;
}

/** The app with a stand-in for React Router's pages (as server/api/widget.test.ts does). */
function appWithPages(ctx: TestContext) {
  return createApp(ctx.deps, {
    pages: async () =>
      new Response('<!doctype html><html><body><form method="post" action="/portal/anmelden"></form></body></html>', {
        headers: { "content-type": "text/html; charset=utf-8" },
      }),
  });
}
const frameAncestorsOf = (res: Response) => /frame-ancestors ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

function pageCtx(ctx: TestContext, mode: PageContext["mode"]): PageContext {
  return { deps: ctx.deps, edition: "de", mode, surface: "shop", locale: "de", nonce: "n", clientKey: ip() };
}
const request = (host: string, path: string, headers: Record<string, string> = {}) =>
  new Request(`http://${host}${path}`, { headers: { host, ...headers } });

async function status(p: () => unknown): Promise<number | null> {
  try {
    await p();
    return null;
  } catch (err) {
    if (err instanceof ProblemError) return err.status;
    if (err && typeof err === "object" && "init" in err) return (err as { init: { status: number } }).init.status;
    throw err;
  }
}

describeEachDatabase("aganwidget: the store portal in a chain's frame (decision 0047)", (ctx) => {
  let chain: Awaited<ReturnType<typeof addPartner>>;
  let other: Awaited<ReturnType<typeof addPartner>>;
  let retail: Awaited<ReturnType<typeof addPartner>>;
  beforeAll(async () => {
    chain = await addPartner(ctx(), "agan");
    other = await addPartner(ctx(), "agan", ["https://andere-kette.example"]);
    retail = await addPartner(ctx(), "retail");
  });

  describe("frame-ancestors on the portal's login", () => {
    const get = (path: string) => appWithPages(ctx()).request(`http://${AGANWIDGET}${path}`, { headers: { host: AGANWIDGET } });

    it("lists exactly the agan chain's registered origins and keeps its key in the page", async () => {
      const res = await get(`/portal/anmelden?partner=${chain.key}`);
      expect(res.status).toBe(200);
      expect(frameAncestorsOf(res)).toBe(ORIGINS.join(" "));
      expect(res.headers.get("x-frame-options")).toBeNull();
      expect(await res.text()).toContain(`action="/portal/anmelden?partner=${chain.key}"`);
      expect(frameAncestorsOf(await get(`/portal/anmelden?partner=${other.key}`))).toBe("https://andere-kette.example");
    });

    it("refuses an unknown key and a retail key: 404 that nobody may frame", async () => {
      for (const key of ["no-such-partner", retail.key]) {
        const res = await get(`/portal/anmelden?partner=${key}`);
        expect(res.status).toBe(404);
        expect(frameAncestorsOf(res)).toBe("'none'");
      }
    });
  });

  describe("the portal page's session", () => {
    it("exists on the aganwidget host only with an active agan chain's key", async () => {
      expect(await openPortalPage(pageCtx(ctx(), "aganwidget"), request(AGANWIDGET, "/portal/anmelden"))).toBeNull();
      expect(await openPortalPage(pageCtx(ctx(), "aganwidget"), request(AGANWIDGET, `/portal/anmelden?partner=${retail.key}`))).toBeNull();
      expect(
        await openPortalPage(pageCtx(ctx(), "aganwidget"), request(AGANWIDGET, "/portal/anmelden?partner=no-such-partner")),
      ).toBeNull();
      expect(
        await openPortalPage(pageCtx(ctx(), "b2bWidget"), request("b2bwidget.de.localhost", `/portal/anmelden?partner=${chain.key}`)),
      ).toBeNull();
      const page = await openPortalPage(pageCtx(ctx(), "aganwidget"), request(AGANWIDGET, `/portal/anmelden?partner=${chain.key}`));
      expect(page?.framedBy?.id).toBe(chain.id);
      const agan = await openPortalPage(pageCtx(ctx(), "agan"), request(AGAN, "/portal/anmelden"));
      expect(agan?.framedBy).toBeNull();
    });

    it("logs in only the chain's own users in its frame, with a partitioned cookie", async () => {
      const env = staffEnvFrom(ctx().deps, ip());
      const mine = await storeUser(ctx(), chain.id, chain.storeId);
      const foreign = await storeUser(ctx(), other.id, other.storeId);
      // another chain's user fails like a wrong password, in this chain's frame
      expect(await status(() => partnerLogin(env, { email: foreign, password: PASSWORD }, "frame", chain.id))).toBe(401);
      const { token } = await partnerLogin(env, { email: mine, password: PASSWORD }, "frame", chain.id);

      const cookie = `sb_partner=${encodeURIComponent(token)}`;
      const framed = await openPortalPage(pageCtx(ctx(), "aganwidget"), request(AGANWIDGET, `/portal?partner=${chain.key}`, { cookie }));
      expect(framed?.context?.user.partnerId).toBe(chain.id);
      // the same session in another chain's frame, or on the agan host (kind web): no session, and the cookie is cleared
      const elsewhere = await openPortalPage(pageCtx(ctx(), "aganwidget"), request(AGANWIDGET, `/portal?partner=${other.key}`, { cookie }));
      expect(elsewhere?.context).toBeNull();
      expect(elsewhere?.setCookies[0]).toMatch(/^sb_partner=; Path=\/portal; HttpOnly; SameSite=None; Secure; Partitioned; Max-Age=0$/);
      const onAgan = await openPortalPage(pageCtx(ctx(), "agan"), request(AGAN, "/portal", { cookie }));
      expect(onAgan?.context).toBeNull();
      // a web session (agan host) is no session in the frame
      const web = await partnerLogin(env, { email: mine, password: PASSWORD }, "web");
      const webInFrame = await openPortalPage(
        pageCtx(ctx(), "aganwidget"),
        request(AGANWIDGET, `/portal?partner=${chain.key}`, { cookie: `sb_partner=${encodeURIComponent(web.token)}` }),
      );
      expect(webInFrame?.context).toBeNull();
    });

    it("sets SameSite=None; Secure; Partitioned in the frame and keeps the agan host's cookie", () => {
      const framed = portalCookie("t", { production: false, framed: true });
      expect(framed).toContain("SameSite=None; Secure; Partitioned");
      expect(framed).toContain("HttpOnly");
      expect(framed).toContain("Path=/portal");
      expect(portalCookie("t", { production: false, framed: false })).toBe("sb_partner=t; Path=/; HttpOnly; SameSite=Lax");
      expect(portalCookie("t", { production: true, framed: false })).toBe("sb_partner=t; Path=/; HttpOnly; SameSite=Lax; Secure");
    });
  });

  describe("CSRF in the frame", () => {
    const post = (origin?: string) =>
      new Request(`http://${AGANWIDGET}/portal/anmelden`, { method: "POST", headers: origin === undefined ? {} : { origin } });
    it("needs this origin in Origin on a post; a missing, null or foreign Origin gets 403", async () => {
      expect(await status(() => assertFramedPost(post(`http://${AGANWIDGET}`)))).toBeNull();
      for (const origin of [undefined, "null", "https://kasse.example", `http://${AGAN}`])
        expect(await status(() => assertFramedPost(post(origin))), String(origin)).toBe(403);
      expect(await status(() => assertFramedPost(new Request(`http://${AGANWIDGET}/portal`)))).toBeNull();
    });
  });
});
