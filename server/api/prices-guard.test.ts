/**
 * Guarded price changes and the bulk change (issue 29, decision 0087) on PGlite and PostgreSQL:
 * who may call, a change beyond the step or above the ceiling refused (409) until confirmed with a
 * reason, the reason in the history, the bulk preview and its apply in one transaction (stale
 * preview, refused rows, guarded rows), and bad input answered 4xx.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";

const putPrice = (ctx: TestContext, token: string, deviceId: number, json: unknown, edition = "de") =>
  ctx.request(`/api/backoffice/devices/${deviceId}/prices/${edition}`, { host: BACKOFFICE, method: "PUT", json, headers: bearer(token) });
const bulkPreview = (ctx: TestContext, token: string, query: Record<string, string | number>) =>
  ctx.request(`/api/backoffice/prices/bulk?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
    host: BACKOFFICE,
    headers: bearer(token),
  });
const bulkApply = (ctx: TestContext, token: string, json: unknown) =>
  ctx.request("/api/backoffice/prices/bulk", { host: BACKOFFICE, method: "POST", json, headers: bearer(token) });

type Problem = {
  type: string;
  status: number;
  missing?: string[];
  guard?: { reasons: string[]; oldCents: number; newCents: number };
  reason?: string;
};
type Preview = {
  rows: { deviceId: number; oldCents: number; newCents: number; guards: string[]; refused?: string }[];
  counts: { rows: number; guarded: number; refused: number; unchanged: number };
  basis: string;
};

async function priceOf(ctx: TestContext, deviceId: number, edition = "de"): Promise<number | null> {
  const [row] = await rows<{ cents: number }>(
    ctx.database.db,
    sql`select base_price_cents as cents from device_prices where device_id = ${deviceId} and edition = ${edition}`,
  );
  return row ? Number(row.cents) : null;
}

/** A real (not generated) device with a de price, and its filter: category, manufacturer and release year. */
async function realDevices(
  ctx: TestContext,
): Promise<{ id: number; cents: number; category: string; manufacturer: string; year: number }[]> {
  const list = await rows<{ id: number; cents: number; category: string; manufacturer: string; year: number }>(
    ctx.database.db,
    sql`select d.id, p.base_price_cents as cents, d.category_id as category, d.manufacturer_id as manufacturer, d.release_year as year
        from devices d join device_prices p on p.device_id = d.id and p.edition = 'de' where not d.generated order by d.id`,
  );
  return list.map((d) => ({ ...d, id: Number(d.id), cents: Number(d.cents), year: Number(d.year) }));
}

describeEachDatabase("guarded price changes and bulk changes", (ctx) => {
  let catalog: string;
  let admin: string;
  const others: string[] = [];
  beforeAll(async () => {
    const tokenOf = async (roles: Parameters<typeof makeStaff>[1]) => (await staffTokens(ctx(), await makeStaff(ctx(), roles))).accessToken;
    catalog = await tokenOf(["catalog"]);
    admin = await tokenOf(["admin"]);
    for (const role of ["payout", "inspector", "support"] as const) others.push(await tokenOf([role]));
  });

  it("lets only catalog and admin staff preview and apply a bulk change (401 without a token, 403 for other roles)", async () => {
    const [d] = await realDevices(ctx());
    const query = `edition=de&percent=1&category=${d!.category}&manufacturer=${d!.manufacturer}&releaseYear=${d!.year}`;
    const body = { edition: "de", percent: 1, basis: "A".repeat(43) };
    for (const [method, init] of [
      ["GET", { host: BACKOFFICE }],
      ["POST", { host: BACKOFFICE, method: "POST", json: body }],
    ] as const) {
      const path = method === "GET" ? `/api/backoffice/prices/bulk?${query}` : "/api/backoffice/prices/bulk";
      expect((await ctx().request(path, init)).status, `${method} without a token`).toBe(401);
      for (const token of others) {
        const res = await ctx().request(path, { ...init, headers: bearer(token) });
        expect(res.status, `${method} as another role`).toBe(403);
        expect(res.headers.get("content-type")).toMatch(/problem\+json/);
      }
    }
    for (const token of [catalog, admin])
      expect((await ctx().request(`/api/backoffice/prices/bulk?${query}`, { host: BACKOFFICE, headers: bearer(token) })).status).toBe(200);
    for (const token of others) expect((await putPrice(ctx(), token, d!.id, { price: 1, confirm: true, reason: "x" })).status).toBe(403);
    expect(await priceOf(ctx(), d!.id)).toBe(d!.cents);
  });

  it("refuses a change beyond the step until it is confirmed with a reason, and keeps the reason in the history", async () => {
    // a device of 100 to 400 euros: ten times its price is beyond the step but not above the ceiling
    const d = (await realDevices(ctx())).reverse().find((x) => x.cents >= 10_000 && x.cents <= 40_000);
    const tenfold = (d!.cents * 10) / 100;
    const refused = await putPrice(ctx(), catalog, d!.id, { price: tenfold });
    expect(refused.status).toBe(409);
    expect(refused.headers.get("content-type")).toMatch(/problem\+json/);
    const problem = (await refused.json()) as Problem & { errors: { field: string }[] };
    expect(problem.type).toMatch(/price_guarded$/);
    expect(problem.missing).toEqual(["confirm", "reason"]);
    expect(problem.errors.map((e) => e.field)).toEqual(["confirm", "reason"]);
    expect(problem.guard).toMatchObject({
      reasons: ["step"],
      oldCents: d!.cents,
      newCents: d!.cents * 10,
      changePercent: 900,
      stepPercent: 30,
    });
    for (const [json, missing] of [
      [{ price: tenfold, confirm: true }, ["reason"]],
      [{ price: tenfold, confirm: true, reason: "  \n " }, ["reason"]],
      [{ price: tenfold, reason: "New model" }, ["confirm"]],
      [{ price: tenfold, confirm: false, reason: "New model" }, ["confirm"]],
    ] as const) {
      const res = await putPrice(ctx(), catalog, d!.id, json);
      expect(res.status, JSON.stringify(json)).toBe(409);
      expect(((await res.json()) as Problem).missing).toEqual(missing);
    }
    expect(await priceOf(ctx(), d!.id)).toBe(d!.cents);

    const ok = await putPrice(ctx(), catalog, d!.id, { price: tenfold, confirm: true, reason: " Manufacturer\nrecall  reversed " });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ changed: true, newCents: d!.cents * 10, reason: "Manufacturer recall reversed" });
    const history = (await (
      await ctx().request(`/api/backoffice/devices/${d!.id}/prices`, { host: BACKOFFICE, headers: bearer(catalog) })
    ).json()) as { history: { source: string; reason: string | null; newCents: number }[] };
    expect(history.history[0]).toMatchObject({ source: "edit", reason: "Manufacturer recall reversed", newCents: d!.cents * 10 });
    const [audit] = await rows<{ after: { guarded: string[]; reason: string } }>(
      ctx().database.db,
      sql`select after from audit_log where action = 'prices.edit' and target = ${`device:${d!.id}`} order by at desc limit 1`,
    );
    expect(audit!.after).toMatchObject({ guarded: ["step"], reason: "Manufacturer recall reversed" });

    // the way back is −90 %: guarded too
    expect((await putPrice(ctx(), catalog, d!.id, { price: d!.cents / 100 })).status).toBe(409);
    // a small change needs nothing and keeps no reason
    const small = await putPrice(ctx(), catalog, d!.id, { price: (d!.cents * 10 + 100) / 100 });
    expect(small.status).toBe(200);
    expect(await small.json()).toMatchObject({ changed: true, reason: null });
  });

  it("guards a price above the ceiling even by a small step, and a first price above it", async () => {
    const [, , d] = await realDevices(ctx());
    expect((await putPrice(ctx(), admin, d!.id, { price: 4900, confirm: true, reason: "setup" })).status).toBe(200);
    const res = await putPrice(ctx(), admin, d!.id, { price: 5100 });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Problem).guard).toMatchObject({ reasons: ["ceiling"], ceilingCents: 500_000 });
    expect((await putPrice(ctx(), admin, d!.id, { price: 5000 })).status).toBe(200);
    // a first price (none in the edition yet): only the ceiling counts
    await ctx().database.db.execute(sql`delete from device_prices where device_id = ${d!.id} and edition = 'it'`);
    expect((await putPrice(ctx(), admin, d!.id, { price: 6000 }, "it")).status).toBe(409);
    expect((await putPrice(ctx(), admin, d!.id, { price: 10 }, "it")).status).toBe(200);
  });

  it("answers bad guard input with 422, never 5xx", async () => {
    const [, , , d] = await realDevices(ctx());
    for (const json of [
      { price: 1, confirm: "yes", reason: "x" },
      { price: 1, confirm: true, reason: 42 },
      { price: 1, confirm: true, reason: "x".repeat(501) },
      { price: 1, confirm: true, reason: "bell\u0007" },
    ]) {
      const res = await putPrice(ctx(), catalog, d!.id, json);
      expect(res.status, JSON.stringify(json).slice(0, 60)).toBe(422);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
    }
    expect(await priceOf(ctx(), d!.id)).toBe(d!.cents);
  });

  it("previews a bulk change row by row and applies exactly the preview in one go, with history rows of source bulk", async () => {
    const all = await realDevices(ctx());
    const d = all[10]!;
    const filter = { edition: "de", category: d.category, manufacturer: d.manufacturer, releaseYear: d.year };
    const members = all.filter((x) => x.category === d.category && x.manufacturer === d.manufacturer && x.year === d.year);
    const res = await bulkPreview(ctx(), catalog, { ...filter, percent: "-5" });
    expect(res.status).toBe(200);
    const preview = (await res.json()) as Preview;
    const expected = new Map(members.map((m) => [m.id, m.cents]));
    for (const r of preview.rows) {
      expect(r.oldCents).toBe((await priceOf(ctx(), r.deviceId))!);
      expect(r.newCents).toBe(Math.round((r.oldCents * 9500) / 10_000));
      expect(r.guards).toEqual([]);
    }
    // every real device of the filter is in the preview (generated ones of the same filter may be too)
    for (const id of expected.keys()) expect(preview.rows.map((r) => r.deviceId)).toContain(id);
    expect(preview.counts).toMatchObject({ rows: preview.rows.length, guarded: 0, refused: 0 });

    // the apply needs the preview's basis
    expect((await bulkApply(ctx(), catalog, { ...filter, percent: -5 })).status).toBe(422);
    const stale = await bulkApply(ctx(), catalog, { ...filter, percent: -5, basis: "B".repeat(43) });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ reason: "stale" });
    for (const id of expected.keys()) expect(await priceOf(ctx(), id)).toBe(expected.get(id));

    const applied = await bulkApply(ctx(), catalog, { ...filter, percent: "-5", basis: preview.basis });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ edition: "de", percent: -5, applied: preview.rows.length, guarded: 0 });
    for (const r of preview.rows) expect(await priceOf(ctx(), r.deviceId)).toBe(r.newCents);
    const [history] = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from price_history where source = 'bulk' and edition = 'de' and device_id in ${sql.raw(`(${preview.rows.map((r) => r.deviceId).join(",")})`)}`,
    );
    expect(Number(history!.n)).toBe(preview.rows.length);
    // the same basis again: the prices are no longer those of the preview
    expect((await bulkApply(ctx(), catalog, { ...filter, percent: "-5", basis: preview.basis })).status).toBe(409);
  });

  it("needs the confirmation and a reason when rows are guarded, refuses rows above the maximum, and a preview made stale by an edit", async () => {
    const all = await realDevices(ctx());
    const d = all[20]!;
    const filter = { edition: "de", category: d.category, manufacturer: d.manufacturer, releaseYear: d.year };
    const guarded = (await (await bulkPreview(ctx(), catalog, { ...filter, percent: 40 })).json()) as Preview;
    expect(guarded.counts.guarded).toBe(guarded.counts.rows);
    expect(guarded.rows.every((r) => r.guards.includes("step"))).toBe(true);
    const before = await Promise.all(guarded.rows.map((r) => priceOf(ctx(), r.deviceId)));
    const missing = await bulkApply(ctx(), catalog, { ...filter, percent: 40, basis: guarded.basis });
    expect(missing.status).toBe(409);
    expect(await missing.json()).toMatchObject({ missing: ["confirm", "reason"], guardedRows: guarded.counts.rows });
    const noReason = await bulkApply(ctx(), catalog, { ...filter, percent: 40, basis: guarded.basis, confirm: true });
    expect(((await noReason.json()) as Problem).missing).toEqual(["reason"]);
    expect(await Promise.all(guarded.rows.map((r) => priceOf(ctx(), r.deviceId)))).toEqual(before);

    // an edit after the preview makes it stale: nothing is applied
    const first = guarded.rows[0]!;
    expect((await putPrice(ctx(), admin, first.deviceId, { price: (first.oldCents + 100) / 100 })).status).toBe(200);
    const stale = await bulkApply(ctx(), catalog, { ...filter, percent: 40, basis: guarded.basis, confirm: true, reason: "Season" });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ reason: "stale" });

    const fresh = (await (await bulkPreview(ctx(), catalog, { ...filter, percent: 40 })).json()) as Preview;
    const ok = await bulkApply(ctx(), catalog, { ...filter, percent: 40, basis: fresh.basis, confirm: true, reason: "Season start" });
    expect(ok.status).toBe(200);
    const [h] = await rows<{ reason: string }>(
      ctx().database.db,
      sql`select reason from price_history where source = 'bulk' and device_id = ${first.deviceId} order by id desc limit 1`,
    );
    expect(h!.reason).toBe("Season start");

    // a new price above 50,000 EUR is refused: the apply refuses the whole change
    expect((await putPrice(ctx(), admin, first.deviceId, { price: 40_000, confirm: true, reason: "test" })).status).toBe(200);
    const tooHigh = (await (await bulkPreview(ctx(), catalog, { ...filter, percent: 30 })).json()) as Preview;
    expect(tooHigh.counts.refused).toBe(1);
    expect(tooHigh.rows.find((r) => r.deviceId === first.deviceId)).toMatchObject({ refused: "tooHigh", guards: ["ceiling"] });
    const refused = await bulkApply(ctx(), catalog, { ...filter, percent: 30, basis: tooHigh.basis, confirm: true, reason: "x" });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ reason: "refused_rows", refused: 1 });
    expect(await priceOf(ctx(), first.deviceId)).toBe(4_000_000);
  });

  it("answers bad bulk input with 4xx problem details naming the field, never 5xx", async () => {
    const [d] = await realDevices(ctx());
    const good = { edition: "de", percent: "5", category: d!.category };
    for (const [query, field] of [
      [{ ...good, percent: "abc" }, "percent"],
      [{ ...good, percent: "0" }, "percent"],
      [{ ...good, percent: "500" }, "percent"],
      [{ ...good, percent: "-95" }, "percent"],
      [{ ...good, edition: "xx" }, "edition"],
      [{ ...good, releaseYear: "20x4" }, "releaseYear"],
      [{ ...good, releaseYear: "1800" }, "releaseYear"],
      [{ ...good, category: "../etc" }, "category"],
      [{ ...good, manufacturer: "a b" }, "manufacturer"],
      [{ edition: "de" }, "percent"],
    ] as const) {
      const res = await bulkPreview(ctx(), catalog, query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
      const problem = (await res.json()) as { errors: { field: string }[] };
      expect(problem.errors.map((e) => e.field)).toContain(field);
    }
    // a filter that matches nothing: an empty preview; its apply changes nothing (422)
    const empty = (await (await bulkPreview(ctx(), catalog, { ...good, category: "no-such-category" })).json()) as Preview;
    expect(empty.counts.rows).toBe(0);
    expect((await bulkApply(ctx(), catalog, { ...good, category: "no-such-category", basis: empty.basis })).status).toBe(422);
    for (const body of [
      { ...good, basis: "short" },
      { ...good, basis: empty.basis, confirm: "yes" },
      { ...good, basis: empty.basis, reason: ["a"] },
      { ...good, percent: null, basis: empty.basis },
      ["not", "an", "object"],
    ]) {
      const res = await bulkApply(ctx(), catalog, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const notJson = await ctx().request("/api/backoffice/prices/bulk", {
      host: BACKOFFICE,
      method: "POST",
      body: "{",
      headers: { ...bearer(catalog), "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
  });
});
