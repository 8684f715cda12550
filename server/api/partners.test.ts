/**
 * Partners (decision 0044): the back office's partner administration (admin only; audited) and the
 * tills' voucher API on the agan hosts (partner API key; rotation and revocation act at once; a
 * voucher is redeemed once even when two tills try at the same moment; the same reference again
 * answers the first redemption; another partner's code is a 404 like an unknown one). PGlite and
 * PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { isVoucherCodeFormat } from "../../core/partners/index.ts";
import { issuePartnerVoucher, PARTNER_VOUCHER_MISSES } from "../../core/partners/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { PARTNER_API_PER_MINUTE } from "./partners.server.ts";
import { bearer, BACKOFFICE, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";

const AGAN = "agan.de.localhost";
const partnerInput = {
  name: "Testkette",
  kind: "agan",
  origins: ["https://kasse.testkette.example", "http://partner.localhost:4321"],
  contactName: "Frau Muster",
  contactEmail: "zentrale@testkette.example",
  contactPhone: "+49 30 1234567",
  voucherValidityDays: 30,
  voucherPrefix: "tk",
  active: true,
};
const storeInput = {
  name: "Filiale Mitte",
  street: "Hauptstraße",
  houseNumber: "1",
  zip: "10115",
  city: "Berlin",
  email: "mitte@testkette.example",
  active: true,
};

interface Partner {
  id: string;
  key: string;
  origins: string[];
  voucherPrefix: string;
}
interface NewKey {
  id: number;
  keyPrefix: string;
  secret: string;
}

describeEachDatabase("partners API", (ctx) => {
  let admin = "";
  let adminEmail = "";
  beforeAll(async () => {
    adminEmail = await makeStaff(ctx(), ["admin"]);
    admin = (await staffTokens(ctx(), adminEmail)).accessToken;
  });

  const bo = (path: string, init: { method?: string; json?: unknown; token?: string | null } = {}) =>
    ctx().request(`/api/backoffice/partners${path}`, {
      host: BACKOFFICE,
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      ...(init.json === undefined ? {} : { json: init.json }),
      headers: init.token === null ? {} : bearer(init.token ?? admin),
    });
  const till = (path: string, key: string | null, init: { json?: unknown; host?: string; clientAddress?: string } = {}) =>
    ctx().request(`/api/partners${path}`, {
      host: init.host ?? AGAN,
      method: init.json === undefined ? "GET" : "POST",
      ...(init.json === undefined ? {} : { json: init.json }),
      headers: key ? { authorization: `Bearer ${key}` } : {},
      clientAddress: init.clientAddress ?? "198.51.100.7",
    });
  const createPartner = async (over: Partial<typeof partnerInput> = {}) => {
    const res = await bo("", { json: { ...partnerInput, ...over } });
    expect(res.status).toBe(201);
    return (await res.json()) as Partner;
  };
  const createKey = async (partnerId: string) => {
    const res = await bo(`/${partnerId}/api-keys`, { method: "POST" });
    expect(res.status).toBe(201);
    return (await res.json()) as NewKey;
  };
  const issue = (partnerId: string, amountCents: number, now = new Date()) =>
    ctx().database.db.transaction((tx) => issuePartnerVoucher(tx, { partnerId, storeId: null, tradeId: null, amountCents, now }));

  it("answers nobody without a staff token, no role but admin, and no shop host", async () => {
    expect((await bo("", { token: null })).status).toBe(401);
    for (const role of ["catalog", "support", "payout", "inspector"] as const) {
      const token = (await staffTokens(ctx(), await makeStaff(ctx(), [role]))).accessToken;
      expect((await bo("", { token })).status, role).toBe(403);
      expect((await bo("", { token, json: partnerInput })).status, role).toBe(403);
    }
    expect((await ctx().request("/api/backoffice/partners", { host: "de.localhost", headers: bearer(admin) })).status).toBe(404);
  });

  it("creates and changes a partner and its stores, audited; origins are exact and checked", async () => {
    const p = await createPartner();
    expect(p.key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(p.origins).toEqual(["https://kasse.testkette.example", "http://partner.localhost:4321"]);
    expect(p.voucherPrefix).toBe("TK");

    for (const [origin, reason] of [
      ["https://shop.example/path", "path"],
      ["https://*.example.com", "wildcard"],
      ["http://shop.example", "scheme"],
      ["ftp://shop.example", "scheme"],
      ["shop.example", "format"],
      ["https://user@shop.example", "format"],
    ] as const) {
      const res = await bo(`/${p.id}`, { method: "PUT", json: { ...partnerInput, origins: ["https://ok.example", origin] } });
      expect(res.status, origin).toBe(422);
      const body = (await res.json()) as { errors: { field: string; message: string }[] };
      expect(body.errors[0]!.field, origin).toBe("origins.1");
      expect(reason.length).toBeGreaterThan(0);
    }
    const changed = await bo(`/${p.id}`, {
      method: "PUT",
      json: { ...partnerInput, name: "Testkette Nord", origins: ["HTTPS://Kasse.Testkette.Example:443"] },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ name: "Testkette Nord", origins: ["https://kasse.testkette.example"], key: p.key });

    const store = await bo(`/${p.id}/stores`, { json: storeInput });
    expect(store.status).toBe(201);
    const { id: storeId } = (await store.json()) as { id: number };
    expect((await bo(`/${p.id}/stores/${storeId}`, { method: "PUT", json: { ...storeInput, active: false } })).status).toBe(200);
    expect((await bo(`/${p.id}/stores`, { json: { ...storeInput, email: "kein-mail" } })).status).toBe(422);

    const detail = (await (await bo(`/${p.id}`)).json()) as { stores: { id: number; active: boolean }[] };
    expect(detail.stores).toEqual([expect.objectContaining({ id: storeId, active: false })]);
    const listRes = await bo("");
    const list = (await listRes.json()) as { partners: { id: string; stores: number }[] };
    expect(list, JSON.stringify(list).slice(0, 300)).toHaveProperty("partners");
    expect(list.partners.find((x) => x.id === p.id)).toMatchObject({ stores: 1 });

    const audit = await rows<{ action: string; staff_email: string }>(
      ctx().database.db,
      sql`select action, staff_email from audit_log where target like ${`partner:${p.id}%`} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(["partner.create", "partner.update", "partner.store.create", "partner.store.update"]);
    expect(audit.every((a) => a.staff_email === adminEmail)).toBe(true);

    expect((await bo("/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await bo("/not-a-uuid")).status).toBe(422);
    expect((await bo("", { json: { ...partnerInput, kind: "other" } })).status).toBe(422);
    expect((await bo("", { json: { ...partnerInput, voucherPrefix: "T1" } })).status).toBe(422);
    expect((await bo("", { json: { ...partnerInput, voucherValidityDays: 0 } })).status).toBe(422);
  });

  it("shows a key's secret once; rotation and revocation stop the old key at once", async () => {
    const p = await createPartner();
    const { code } = await issue(p.id, 2500);
    const first = await createKey(p.id);
    expect(first.secret).toMatch(/^sbp_[A-Za-z0-9_-]{43}$/);
    expect(first.secret.startsWith(first.keyPrefix)).toBe(true);
    const detail = await (await bo(`/${p.id}`)).text();
    expect(detail).not.toContain(first.secret);
    expect(detail).toContain(first.keyPrefix);
    const [stored] = await rows<{ key_hash: string }>(ctx().database.db, sql`select key_hash from partner_api_keys where id = ${first.id}`);
    expect(stored!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.key_hash).not.toContain(first.secret.slice(4, 20));

    expect((await till(`/vouchers/${code}`, first.secret)).status).toBe(200);
    const rotated = await bo(`/${p.id}/api-keys/${first.id}/rotate`, { method: "POST" });
    expect(rotated.status).toBe(201);
    const second = (await rotated.json()) as NewKey;
    expect(second.secret).not.toBe(first.secret);
    expect((await till(`/vouchers/${code}`, first.secret)).status).toBe(401);
    expect((await till(`/vouchers/${code}`, second.secret)).status).toBe(200);
    expect((await bo(`/${p.id}/api-keys/${first.id}/rotate`, { method: "POST" })).status).toBe(409);

    expect((await bo(`/${p.id}/api-keys/${second.id}/revoke`, { method: "POST" })).status).toBe(200);
    expect((await till(`/vouchers/${code}`, second.secret)).status).toBe(401);
    const actions = await rows<{ action: string; after: unknown }>(
      ctx().database.db,
      sql`select action, after from audit_log where target like ${`partner:${p.id}/apiKey:%`} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(["partner.apiKey.create", "partner.apiKey.rotate", "partner.apiKey.revoke"]);
    expect(JSON.stringify(actions)).not.toContain(first.secret);
    expect(JSON.stringify(actions)).not.toContain(second.secret);
    // another partner's key id through this partner: 404
    const other = await createPartner({ name: "Andere Kette" });
    const otherKey = await createKey(other.id);
    expect((await bo(`/${p.id}/api-keys/${otherKey.id}/revoke`, { method: "POST" })).status).toBe(404);
  });

  it("redeems a voucher once: two tills at once, the same reference again, another partner's code, expiry, bad input", async () => {
    const p = await createPartner();
    const key = (await createKey(p.id)).secret;
    const issued = await issue(p.id, 12345);
    expect(isVoucherCodeFormat(issued.code)).toBe(true);
    expect(issued.code.startsWith("TK-")).toBe(true);

    const check = await till(`/vouchers/${issued.code}`, key);
    expect(check.headers.get("cache-control")).toBe("no-store");
    expect(await check.json()).toMatchObject({
      code: issued.code,
      amountCents: 12345,
      amount: 123.45,
      state: "issued",
      expired: false,
      redeemedAt: null,
    });

    const [a, b] = await Promise.all([
      till(`/vouchers/${issued.code}/redeem`, key, { json: { reference: "BON-1" } }),
      till(`/vouchers/${issued.code}/redeem`, key, { json: { reference: "BON-2" } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = (await (a.status === 200 ? a : b).json()) as { reference: string; redeemedAt: string; amount: number };
    expect(won).toMatchObject({ code: issued.code, amountCents: 12345, amount: 123.45 });
    const again = await till(`/vouchers/${issued.code}/redeem`, key, { json: { reference: won.reference } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(won);
    const [row] = await rows<{ state: string; redeemed_ref: string }>(
      ctx().database.db,
      sql`select state, redeemed_ref from partner_vouchers where code = ${issued.code}`,
    );
    expect(row).toEqual({ state: "redeemed", redeemed_ref: won.reference });

    // lower case, without dashes: the same voucher
    const other = await issue(p.id, 500);
    const typed = other.code.replace(/-/g, "").toLowerCase();
    expect((await till(`/vouchers/${typed}/redeem`, key, { json: { reference: "BON-3" } })).status).toBe(200);

    // another partner's voucher is answered like an unknown code
    const foreign = await createPartner({ name: "Fremde Kette", voucherPrefix: "FK" });
    const foreignCode = (await issue(foreign.id, 1000)).code;
    const f = await till(`/vouchers/${foreignCode}/redeem`, key, { json: { reference: "BON-4" } });
    const u = await till(`/vouchers/FK-2222-3333-4444/redeem`, key, { json: { reference: "BON-4" } });
    expect(f.status).toBe(404);
    expect(u.status).toBe(404);
    // identical but for the request id every problem document carries (decision 0053)
    const { requestId: _fid, ...fb } = (await f.json()) as Record<string, unknown>;
    const { requestId: _uid, ...ub } = (await u.json()) as Record<string, unknown>;
    expect(fb).toEqual(ub);
    expect(_fid).not.toBe(_uid);
    expect(fb.detail).toBe("Keiner Ihrer Gutscheine hat diesen Code.");
    expect((await till(`/vouchers/${foreignCode}`, key)).status).toBe(404);

    const old = await issue(p.id, 700, new Date(Date.now() - 31 * 86_400_000));
    expect((await till(`/vouchers/${old.code}/redeem`, key, { json: { reference: "BON-5" } })).status).toBe(410);
    expect(await (await till(`/vouchers/${old.code}`, key)).json()).toMatchObject({ expired: true, state: "issued" });

    const fresh = (await issue(p.id, 900)).code;
    expect((await till(`/vouchers/${fresh}/redeem`, key, { json: {} })).status).toBe(422);
    expect((await till(`/vouchers/${fresh}/redeem`, key, { json: { reference: "x".repeat(65) } })).status).toBe(422);
    expect((await till(`/vouchers/${fresh}/redeem`, key, { json: { reference: "A\u0000B" } })).status).toBe(422);
    expect((await till(`/vouchers/${"A".repeat(41)}`, key)).status).toBe(422);
    expect((await till(`/vouchers/${fresh}/redeem`, key, { json: "{" })).status).toBe(400);
    expect((await till(`/vouchers/${fresh}/redeem`, null, { json: { reference: "BON-6" } })).status).toBe(401);
    expect((await till(`/vouchers/${fresh}/redeem`, "sbp_" + "x".repeat(43), { json: { reference: "BON-6" } })).status).toBe(401);
    // not on the consumer or back-office hosts
    expect((await till(`/vouchers/${fresh}/redeem`, key, { json: { reference: "BON-6" }, host: "de.localhost" })).status).toBe(404);
    expect((await till(`/vouchers/${fresh}`, key, { host: BACKOFFICE })).status).toBe(404);
    expect((await till(`/vouchers/${fresh}`, key, { host: "aganwidget.de.localhost" })).status).toBe(200);
  });

  it("an inactive partner's key authenticates nothing; failed keys from one address are limited", async () => {
    const p = await createPartner();
    const key = (await createKey(p.id)).secret;
    const code = (await issue(p.id, 100)).code;
    expect((await bo(`/${p.id}`, { method: "PUT", json: { ...partnerInput, active: false } })).status).toBe(200);
    expect((await till(`/vouchers/${code}`, key)).status).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await till(`/vouchers/${code}`, "wrong", { clientAddress: "198.51.100.99" })).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[21]).toBe(429);
  });

  it("codes not found are limited per client address and per code (decision 0068); found codes are not", async () => {
    const p = await createPartner();
    const key = (await createKey(p.id)).secret;
    const code = (await issue(p.id, 100)).code;
    const other = await createPartner({ name: "Andere Kette", voucherPrefix: "AK" });
    const otherKey = (await createKey(other.id)).secret;
    ctx().setNow(new Date("2031-03-04T10:00:05Z"));
    try {
      const { perAddress, perCode } = PARTNER_VOUCHER_MISSES;
      // per address: unknown codes from one address, then even a real code there is 429
      for (let i = 0; i < perAddress.perWindow; i++)
        expect((await till(`/vouchers/NOPE-${i}`, key, { clientAddress: "198.51.100.50" })).status).toBe(404);
      const over = await till(`/vouchers/${code}`, key, { clientAddress: "198.51.100.50" });
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await till(`/vouchers/${code}/redeem`, key, { json: { reference: "BON-L1" }, clientAddress: "198.51.100.50" })).status).toBe(
        429,
      );
      expect((await till(`/vouchers/${code}`, key, { clientAddress: "198.51.100.51" })).status).toBe(200);
      // per code: one unknown code from many addresses, then 429 from a fresh one too; other codes answer
      const probed = "ZZ-5555-6666-7777";
      for (let i = 0; i < perCode.perWindow; i++)
        expect((await till(`/vouchers/${probed}`, key, { clientAddress: `198.51.100.${60 + i}` })).status).toBe(404);
      expect((await till(`/vouchers/${probed.toLowerCase()}`, key, { clientAddress: "198.51.100.90" })).status).toBe(429);
      expect((await till(`/vouchers/${code}`, key, { clientAddress: "198.51.100.90" })).status).toBe(200);
      // another partner's count for the same code is its own
      expect((await till(`/vouchers/${probed}`, otherKey, { clientAddress: "198.51.100.91" })).status).toBe(404);
    } finally {
      ctx().setNow(null);
    }
  });

  it("limits one key to PARTNER_API_PER_MINUTE calls a minute", async () => {
    const p = await createPartner();
    const key = (await createKey(p.id)).secret;
    const code = (await issue(p.id, 100)).code;
    ctx().setNow(new Date("2031-03-03T10:00:05Z"));
    try {
      for (let i = 0; i < PARTNER_API_PER_MINUTE; i++) expect((await till(`/vouchers/${code}`, key)).status).toBe(200);
      const over = await till(`/vouchers/${code}`, key);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      ctx().setNow(new Date("2031-03-03T10:01:05Z"));
      expect((await till(`/vouchers/${code}`, key)).status).toBe(200);
    } finally {
      ctx().setNow(null);
    }
  });
});
