/**
 * The campaign editor's API (decision 0028): only catalog staff (and admin) may call it; a campaign
 * made there gives new offers its bonus at once, a change applies to new offers while offers made
 * keep theirs; ended early, new offers get nothing; a used campaign is not deleted; every write is
 * audited; bad input is a localized 4xx. PGlite and PostgreSQL, with the app's clock.
 */
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import { deviceById } from "../../core/catalog/index.server.ts";
import type { DeviceView } from "../../core/catalog/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { bearer, BACKOFFICE, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { rawPost } from "../../tests/helpers/requests.ts";

/** 5 January 2027: the seeded campaigns ended on 31 December. */
const NOW = new Date("2027-01-05T10:00:00Z");
const input = {
  edition: "de",
  name: "Neujahrsbonus",
  kind: "fixed",
  amount: 20,
  categoryIds: ["smartphones"],
  firstDay: "2027-01-05",
  lastDay: "2027-01-31",
};

describeEachDatabase("campaign editor API", (ctx) => {
  let catalog = "";
  let catalogEmail = "";
  let phone: DeviceView;
  /** Sets the app's clock and logs in again (a token from the real time has expired by then). */
  const at = async (now: Date) => {
    ctx().setNow(now);
    catalog = (await staffTokens(ctx(), catalogEmail)).accessToken;
  };
  beforeAll(async () => {
    catalogEmail = await makeStaff(ctx(), ["catalog"]);
    catalog = (await staffTokens(ctx(), catalogEmail)).accessToken;
    const [row] = await rows<{ id: number }>(
      ctx().database.db,
      sql`select id from devices where category_id = 'smartphones' and not generated order by popularity desc, id limit 1`,
    );
    phone = (await deviceById(ctx().database.db, "de", Number(row!.id)))!;
  });
  afterEach(() => ctx().setNow(null));

  const call = (path: string, init: { method?: string; json?: unknown; token?: string; lang?: string } = {}) =>
    ctx().request(`/api/backoffice/campaigns${path}`, {
      host: BACKOFFICE,
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      ...(init.json === undefined ? {} : { json: init.json }),
      headers: { ...bearer(init.token ?? catalog), ...(init.lang ? { "accept-language": init.lang } : {}) },
    });
  const offer = async () => {
    const answers = phone.questions!.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id }));
    const res = await ctx().request("/api/trade/offers", { host: "de.localhost", json: { deviceId: phone.id, answers } });
    expect(res.status).toBe(201);
    return (await res.json()) as { offerId: string; price: number; total: number; campaign: { name: string; bonusCents: number } | null };
  };

  it("answers nobody without a staff token, no other role, and no shop host", async () => {
    const payout = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
    const support = (await staffTokens(ctx(), await makeStaff(ctx(), ["support", "inspector"]))).accessToken;
    expect((await ctx().request("/api/backoffice/campaigns", { host: BACKOFFICE, method: "GET" })).status).toBe(401);
    expect((await call("", { token: payout })).status).toBe(403);
    expect((await call("", { token: support, json: input })).status).toBe(403);
    expect(
      (await ctx().request("/api/backoffice/campaigns", { host: "de.localhost", method: "GET", headers: bearer(catalog) })).status,
    ).toBe(404);
  });

  it("a campaign made here gives new offers its bonus at once; a change applies to new offers, made ones keep theirs", async () => {
    await at(NOW);
    expect((await offer()).campaign).toBeNull();
    const created = await call("", { json: input });
    expect(created.status).toBe(201);
    const c = (await created.json()) as {
      id: number;
      phase: string;
      firstDay: string;
      lastDay: string;
      fixedCents: number;
      offers: number;
    };
    expect(c).toMatchObject({ phase: "running", firstDay: "2027-01-05", lastDay: "2027-01-31", fixedCents: 2000, offers: 0 });

    const first = await offer();
    expect(first.campaign).toMatchObject({ name: "Neujahrsbonus", bonusCents: 2000 });
    expect(Math.round(first.total * 100)).toBe(Math.round(first.price * 100) + 2000);

    const changed = await call(`/${c.id}`, { method: "PUT", json: { ...input, name: "Neujahrsbonus XL", amount: 25.5 } });
    expect(changed.status).toBe(200);
    expect((await offer()).campaign).toMatchObject({ name: "Neujahrsbonus XL", bonusCents: 2550 });
    // the offer made before keeps the terms it got
    const kept = await (await ctx().request(`/api/trade/offers/${first.offerId}`, { host: "de.localhost" })).json();
    expect(kept.campaign).toMatchObject({ name: "Neujahrsbonus", bonusCents: 2000 });
    expect((await (await call(`/${c.id}`)).json()).offers).toBe(2);

    // used: not deleted, but ended now; from then on no bonus
    const del = await call(`/${c.id}`, { method: "DELETE" });
    expect(del.status).toBe(409);
    expect((await del.json()).detail).toBe("Offers got this campaign’s bonus, so it stays on record. End it instead.");
    const ended = await call(`/${c.id}/end`, { method: "POST" });
    expect(ended.status).toBe(200);
    expect((await ended.json()).phase).toBe("ended");
    expect((await offer()).campaign).toBeNull();
    expect((await call(`/${c.id}/end`, { method: "POST" })).status).toBe(409);
    // ended: history, not changed any more
    const late = await call(`/${c.id}`, { method: "PUT", json: input });
    expect(late.status).toBe(422);

    const audit = await rows<{ action: string; before: unknown; after: { name: string } | null }>(
      ctx().database.db,
      sql`select action, before, after from audit_log where target = ${`campaign:${c.id}`} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(["campaign.create", "campaign.update", "campaign.end"]);
    expect(audit[0]!.before).toBeNull();
    expect(audit[1]!.after!.name).toBe("Neujahrsbonus XL");
  });

  it("a planned campaign nobody used is deleted; lists filter by edition", async () => {
    await at(NOW);
    const planned = await (
      await call("", { json: { ...input, edition: "it", name: "Bonus di febbraio", firstDay: "2027-02-01", lastDay: "2027-02-28" } })
    ).json();
    expect(planned.phase).toBe("planned");
    const list = (await (await call("?edition=it")).json()) as { campaigns: { id: number; edition: string }[] };
    expect(list.campaigns.map((x) => x.edition).every((e) => e === "it")).toBe(true);
    expect(list.campaigns.some((x) => x.id === planned.id)).toBe(true);
    expect((await call(`/${planned.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(`/${planned.id}`)).status).toBe(404);
  });

  it("bad input: localized 422 per field, unknown scope ids, past days, malformed JSON and ids — never a 5xx", async () => {
    await at(NOW);
    const bad = await call("", { json: { ...input, amount: -3, lastDay: "2027-01-01", name: "" }, lang: "de" });
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { errors: { field: string; message: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: "amount", message: "Geben Sie einen Betrag über 0 und höchstens 500 EUR ein, mit höchstens zwei Nachkommastellen." },
        { field: "lastDay", message: "Der letzte Tag kann nicht vor dem ersten liegen." },
        { field: "name", message: "Geben Sie den Namen für Kunden ein (höchstens 60 Zeichen)." },
      ]),
    );
    const unknown = await call("", { json: { ...input, manufacturerIds: ["no-such-brand"] } });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors).toEqual([{ field: "manufacturerIds", message: "One of these brands does not exist." }]);
    const past = await call("", { json: { ...input, firstDay: "2027-01-04" } });
    expect((await past.json()).errors).toEqual([{ field: "firstDay", message: "This day is in the past." }]);
    const malformed = await rawPost(ctx(), "/api/backoffice/campaigns", "{", "application/json", {
      host: BACKOFFICE,
      headers: bearer(catalog),
    });
    expect(malformed.status).toBe(400);
    expect((await call("/abc")).status).toBe(422);
    expect((await call("/999999")).status).toBe(404);
    expect((await call("?edition=xx")).status).toBe(422);
    expect((await call("/1", { method: "PUT", json: { ...input, name: "a\u0000b" } })).status).toBe(422);
  });
});
