/**
 * Prices in the back office (decision 0038) on PGlite and PostgreSQL: roles, the CSV export, an
 * upload's diff, the apply in one transaction (10,000 rows; a bad row in the middle or a failure
 * half-way changes nothing), the stale preview, the per-device edit with history and audit, and
 * offers made before a change keeping their price.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { PRICE_PREVIEWS_PER_HOUR } from "../../core/pricing-admin/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { smartphoneOffer } from "../../tests/helpers/trades.ts";

const HEADER = "device_id,slug,name,edition,price_eur\n";
/** These tests are about other things than the guard (decision 0087, prices-guard.test.ts): confirmed, with a reason. */
const GUARD_OK = { confirm: true, reason: "test" };
type Diff = {
  id: string;
  counts: Record<string, number>;
  rows: { kind: string; line: number; deviceId: number | null; oldCents: number | null; newCents: number | null; reason?: string }[];
  appliedAt: string | null;
  shown: number;
};

const csvUpload = (ctx: TestContext, token: string, csv: string, edition = "de") =>
  ctx.request(`/api/backoffice/prices/imports?edition=${edition}`, {
    host: BACKOFFICE,
    method: "POST",
    body: csv,
    headers: { ...bearer(token), "content-type": "text/csv; charset=utf-8" },
  });
const apply = (ctx: TestContext, token: string, id: string) =>
  ctx.request(`/api/backoffice/prices/imports/${id}/apply`, { host: BACKOFFICE, method: "POST", headers: bearer(token) });
const putPrice = (ctx: TestContext, token: string, deviceId: number, edition: string, json: unknown) =>
  ctx.request(`/api/backoffice/devices/${deviceId}/prices/${edition}`, { host: BACKOFFICE, method: "PUT", json, headers: bearer(token) });

async function priceOf(ctx: TestContext, deviceId: number, edition = "de"): Promise<number | null> {
  const [row] = await rows<{ cents: number }>(
    ctx.database.db,
    sql`select base_price_cents as cents from device_prices where device_id = ${deviceId} and edition = ${edition}`,
  );
  return row ? Number(row.cents) : null;
}
const editionPrices = async (ctx: TestContext, edition = "de") =>
  (
    await rows<{ id: number; cents: number }>(
      ctx.database.db,
      sql`select device_id as id, base_price_cents as cents from device_prices where edition = ${edition} order by device_id`,
    )
  )
    .map((r) => `${r.id}:${r.cents}`)
    .join(",");

/** Real devices with a de price: [id, slug, cents]. */
async function pricedDevices(ctx: TestContext, n: number): Promise<{ id: number; slug: string; cents: number }[]> {
  const list = await rows<{ id: number; slug: string; cents: number }>(
    ctx.database.db,
    sql`select d.id, d.slug, p.base_price_cents as cents from devices d join device_prices p on p.device_id = d.id and p.edition = 'de' where not d.generated order by d.id limit ${n}`,
  );
  return list.map((d) => ({ id: Number(d.id), slug: d.slug, cents: Number(d.cents) }));
}

describeEachDatabase("back-office prices", (ctx) => {
  let catalog: string;
  let admin: string;
  let payout: string;
  let inspector: string;
  beforeAll(async () => {
    const tokenOf = async (roles: Parameters<typeof makeStaff>[1]) => (await staffTokens(ctx(), await makeStaff(ctx(), roles))).accessToken;
    [catalog, admin, payout, inspector] = [
      await tokenOf(["catalog"]),
      await tokenOf(["admin"]),
      await tokenOf(["payout"]),
      await tokenOf(["inspector"]),
    ];
  });

  it("lets catalog and admin staff in, refuses other roles (403) and no token (401)", async () => {
    const [d] = await pricedDevices(ctx(), 1);
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/backoffice/prices/export?edition=de"],
      ["POST", "/api/backoffice/prices/imports?edition=de"],
      ["GET", "/api/backoffice/prices/imports/AAAAAAAAAAAAAAAAAAAAAA"],
      ["POST", "/api/backoffice/prices/imports/AAAAAAAAAAAAAAAAAAAAAA/apply"],
      ["GET", `/api/backoffice/devices/${d!.id}/prices`],
      ["PUT", `/api/backoffice/devices/${d!.id}/prices/de`, { price: 1 }],
    ];
    for (const [method, path, json] of calls) {
      const init = { host: BACKOFFICE, method, ...(json ? { json } : {}) };
      expect((await ctx().request(path, init)).status, `${method} ${path} without a token`).toBe(401);
      for (const token of [payout, inspector]) {
        const res = await ctx().request(path, { ...init, headers: bearer(token) });
        expect(res.status, `${method} ${path} as payout/inspector`).toBe(403);
        expect(res.headers.get("content-type")).toMatch(/problem\+json/);
      }
    }
    expect((await ctx().request("/api/backoffice/prices/export?edition=de", { host: BACKOFFICE, headers: bearer(admin) })).status).toBe(
      200,
    );
    // the shop's hosts know no such API
    expect(
      (await ctx().request("/api/backoffice/prices/export?edition=de", { host: "de.localhost", headers: bearer(catalog) })).status,
    ).toBe(404);
  });

  it("exports an edition's prices as a private CSV that imports again without a change", async () => {
    const res = await ctx().request("/api/backoffice/prices/export?edition=de", { host: BACKOFFICE, headers: bearer(catalog) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="prices-de.csv"');
    const csv = await res.text();
    const [d] = await pricedDevices(ctx(), 1);
    expect(csv.startsWith(HEADER)).toBe(true);
    expect(csv).toContain(`\n${d!.id},${d!.slug},`);
    expect(csv).toMatch(new RegExp(`\\n${d!.id},[^\\n]*,de,${Math.trunc(d!.cents / 100)}\\.${String(d!.cents % 100).padStart(2, "0")}\\n`));
    const again = await csvUpload(ctx(), catalog, csv);
    expect(again.status).toBe(201);
    const diff = (await again.json()) as Diff;
    expect(diff.counts).toMatchObject({ changed: 0, new: 0, rejected: 0, unknown: 0 });
    expect(diff.counts.unchanged).toBeGreaterThan(600);
  });

  it("previews an upload (changed, new, unchanged, unknown), applies it once with history and audit", async () => {
    const [a, b, c] = await pricedDevices(ctx(), 3);
    await ctx().database.db.execute(sql`delete from device_prices where device_id = ${c!.id} and edition = 'de'`);
    const before = await editionPrices(ctx());
    const csv = `\uFEFF${HEADER}${a!.id},${a!.slug},x,de,${(a!.cents + 1234) / 100}\n${b!.id},,,de,"${Math.trunc(b!.cents / 100)},${String(b!.cents % 100).padStart(2, "0")}"\n${c!.id},${c!.slug},,de,77.70\n999999999,nope,Nope,de,10\n`;
    const res = await csvUpload(ctx(), catalog, csv);
    expect(res.status).toBe(201);
    const diff = (await res.json()) as Diff;
    expect(diff.counts).toEqual({ total: 4, changed: 1, new: 1, unchanged: 1, unknown: 1, blank: 0, rejected: 0 });
    expect(diff.rows.map((r) => [r.kind, r.deviceId, r.oldCents, r.newCents])).toEqual([
      ["changed", a!.id, a!.cents, a!.cents + 1234],
      ["unchanged", b!.id, b!.cents, b!.cents],
      ["new", c!.id, null, 7770],
      ["unknown", 999999999, null, 1000],
    ]);
    // nothing changes before the confirmation
    expect(await editionPrices(ctx())).toBe(before);
    const stored = await ctx().request(`/api/backoffice/prices/imports/${diff.id}?kind=new`, {
      host: BACKOFFICE,
      headers: bearer(catalog),
    });
    expect(((await stored.json()) as Diff).rows.map((r) => r.deviceId)).toEqual([c!.id]);

    const done = await apply(ctx(), catalog, diff.id);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ applied: 2, appliedAt: expect.any(String) });
    expect(await priceOf(ctx(), a!.id)).toBe(a!.cents + 1234);
    expect(await priceOf(ctx(), b!.id)).toBe(b!.cents);
    expect(await priceOf(ctx(), c!.id)).toBe(7770);

    const hist = await ctx().request(`/api/backoffice/devices/${a!.id}/prices`, { host: BACKOFFICE, headers: bearer(catalog) });
    const body = (await hist.json()) as {
      prices: { edition: string; cents: number | null }[];
      history: { edition: string; oldCents: number; newCents: number; source: string; importId: string; staffEmail: string }[];
    };
    expect(body.prices.find((p) => p.edition === "de")!.cents).toBe(a!.cents + 1234);
    expect(body.prices).toHaveLength(6);
    expect(body.history[0]).toMatchObject({
      edition: "de",
      oldCents: a!.cents,
      newCents: a!.cents + 1234,
      source: "import",
      importId: diff.id,
      staffEmail: expect.stringMatching(/^catalog-/),
    });
    const [audit] = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from audit_log where action = 'prices.import' and before->>'importId' = ${diff.id}`,
    );
    expect(audit!.n).toBe(1);

    // applied once: a second confirmation is refused
    const twice = await apply(ctx(), catalog, diff.id);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ reason: "applied" });
    const [h] = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from price_history where import_id = ${diff.id}`,
    );
    expect(h!.n).toBe(2);
  });

  it("takes the file as a multipart upload too", async () => {
    const [a] = await pricedDevices(ctx(), 1);
    const form = new FormData();
    form.set("file", new File([`${HEADER}${a!.id},,,de,12.00\n`], "preise.csv", { type: "text/csv" }));
    const res = await ctx().request("/api/backoffice/prices/imports?edition=de", {
      host: BACKOFFICE,
      method: "POST",
      body: form,
      headers: bearer(catalog),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ fileName: "preise.csv", counts: { total: 1 } });
  });

  it("refuses to apply while a row is rejected, and a stale preview; nothing changes", async () => {
    const [a, b] = await pricedDevices(ctx(), 2);
    const bad = (await (await csvUpload(ctx(), catalog, `${HEADER}${a!.id},,,de,10\n${b!.id},,,de,-3\n`)).json()) as Diff;
    expect(bad.counts).toMatchObject({ changed: 1, rejected: 1 });
    expect(bad.rows[1]).toMatchObject({ kind: "rejected", reason: "negative", line: 3 });
    const before = await editionPrices(ctx());
    const refused = await apply(ctx(), catalog, bad.id);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ reason: "rejected_rows", rejected: 1 });
    expect(await editionPrices(ctx())).toBe(before);

    const good = (await (await csvUpload(ctx(), catalog, `${HEADER}${a!.id},,,de,11\n`)).json()) as Diff;
    // someone changes another de price after the preview
    expect((await putPrice(ctx(), admin, b!.id, "de", { price: "321.00", ...GUARD_OK })).status).toBe(200);
    const afterEdit = await editionPrices(ctx());
    const stale = await apply(ctx(), catalog, good.id);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ reason: "stale" });
    expect(await editionPrices(ctx())).toBe(afterEdit);
    // a price of another edition is no reason to refuse
    const fresh = (await (await csvUpload(ctx(), catalog, `${HEADER}${a!.id},,,de,11\n`)).json()) as Diff;
    expect((await putPrice(ctx(), admin, b!.id, "fr", { price: 5, ...GUARD_OK })).status).toBe(200);
    expect((await apply(ctx(), catalog, fresh.id)).status).toBe(200);
    expect(await priceOf(ctx(), a!.id)).toBe(1100);
  });

  it("edits one device's price with validation, history and audit; the same price again changes nothing", async () => {
    const [, , , d] = await pricedDevices(ctx(), 4);
    const res = await putPrice(ctx(), catalog, d!.id, "at", { price: 149.9, ...GUARD_OK });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deviceId: d!.id, edition: "at", newCents: 14990, changed: true });
    expect(await (await putPrice(ctx(), catalog, d!.id, "at", { price: "149,90" })).json()).toMatchObject({ changed: false });
    const [h] = await rows<{ n: number; source: string }>(
      ctx().database.db,
      sql`select count(*)::int as n, max(source) as source from price_history where device_id = ${d!.id} and edition = 'at'`,
    );
    expect(h).toMatchObject({ n: 1, source: "edit" });
    const [audit] = await rows<{ before: { priceCents: number | null }; after: { priceCents: number } }>(
      ctx().database.db,
      sql`select before, after from audit_log where action = 'prices.edit' and target = ${`device:${d!.id}`}`,
    );
    expect(audit!.after.priceCents).toBe(14990);

    for (const [price, message] of [
      ["abc", /number/i],
      ["12.345", /decimal/i],
      [-1, /negative|zero|above/i],
      [0, /zero|above/i],
      ["60000", /50/],
      [1e21, /number/i],
    ] as const) {
      const bad = await putPrice(ctx(), catalog, d!.id, "at", { price });
      expect(bad.status, String(price)).toBe(422);
      expect(bad.headers.get("content-type")).toMatch(/problem\+json/);
      const problem = (await bad.json()) as { errors: { field: string; message: string }[] };
      expect(problem.errors[0]!.field).toBe("price");
      expect(problem.errors[0]!.message, String(price)).toMatch(message);
    }
    expect((await putPrice(ctx(), catalog, d!.id, "xx", { price: 1 })).status).toBe(422);
    expect((await putPrice(ctx(), catalog, 2_000_000_000, "de", { price: 1 })).status).toBe(404);
    expect((await putPrice(ctx(), catalog, d!.id, "de", {})).status).toBe(422);
    expect(await priceOf(ctx(), d!.id, "at")).toBe(14990);
  });

  it("answers bad uploads with 4xx problem details", async () => {
    const cases: [string | undefined, string, number, string?][] = [
      ["application/json", '{"a":1}', 415],
      ["text/csv", "", 422, "empty"],
      ["text/csv", "device_id,edition\n1,de\n", 422, "missingColumn"],
      ["text/csv", `${HEADER}1,a,"broken,de,1\n`, 422, "malformed"],
      ["text/csv", HEADER + Array.from({ length: 20_001 }, (_, i) => `${i + 1},,,de,1`).join("\n"), 422, "tooManyRows"],
    ];
    for (const [type, body, status, reason] of cases) {
      const res = await ctx().request("/api/backoffice/prices/imports?edition=de", {
        host: BACKOFFICE,
        method: "POST",
        body,
        headers: { ...bearer(catalog), ...(type ? { "content-type": type } : {}) },
      });
      expect(res.status, `${type} ${body.slice(0, 30)}`).toBe(status);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
      if (reason) expect(await res.json()).toMatchObject({ reason });
    }
    expect((await csvUpload(ctx(), catalog, `${HEADER}1,,,de,1\n`, "xx")).status).toBe(422);
    const big = `${HEADER}${"9,,,de,1\n".repeat(300_000)}`;
    expect((await csvUpload(ctx(), catalog, big)).status).toBe(413);
    const form = new FormData();
    form.set("other", "x");
    expect(
      (
        await ctx().request("/api/backoffice/prices/imports?edition=de", {
          host: BACKOFFICE,
          method: "POST",
          body: form,
          headers: bearer(catalog),
        })
      ).status,
    ).toBe(422);
    expect((await apply(ctx(), catalog, "BBBBBBBBBBBBBBBBBBBBBB")).status).toBe(404);
    expect((await apply(ctx(), catalog, "short")).status).toBe(422);
  });

  it("limits the previews one staff user stores per hour (429 with Retry-After)", async () => {
    const email = await makeStaff(ctx(), ["catalog"]);
    const token = (await staffTokens(ctx(), email)).accessToken;
    const [staff] = await rows<{ id: string }>(ctx().database.db, sql`select id from staff_users where email = ${email}`);
    for (let i = 0; i < PRICE_PREVIEWS_PER_HOUR - 1; i++)
      await ctx().database.db.execute(
        sql`insert into price_imports (id, edition, staff_id, staff_email, created_at, basis_hash, counts, rows) values (${`limit${String(i).padStart(17, "0")}`}, 'de', ${staff!.id}, ${email}, now(), 'x', '{}'::jsonb, '[]'::jsonb)`,
      );
    expect((await csvUpload(ctx(), token, `${HEADER}1,,,de,1\n`)).status).toBe(201);
    const refused = await csvUpload(ctx(), token, `${HEADER}1,,,de,1\n`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    // another staff user is not held up
    expect((await csvUpload(ctx(), catalog, `${HEADER}1,,,de,1\n`)).status).toBe(201);
  });

  it("keeps the price of offers made before a change; new offers get the new price", async () => {
    const offer = await smartphoneOffer(ctx());
    const { deviceId } = (await (await ctx().request(`/api/trade/offers/${offer.offerId}`, { host: "de.localhost" })).json()) as {
      deviceId: number;
    };
    const old = (await priceOf(ctx(), deviceId))!;
    expect((await putPrice(ctx(), catalog, deviceId, "de", { price: (old + 10_000) / 100, ...GUARD_OK })).status).toBe(200);
    const again = (await (await ctx().request(`/api/trade/offers/${offer.offerId}`, { host: "de.localhost" })).json()) as { price: number };
    expect(again.price).toBe(offer.price);
    const fresh = await smartphoneOffer(ctx());
    expect(fresh.price).toBeGreaterThan(offer.price);
  });

  it("applies 10,000 rows in one transaction; a bad row in the middle or a failure half-way changes nothing", {
    timeout: 240_000,
  }, async () => {
    const db = ctx().database.db;
    await db.execute(sql`
      insert into devices (slug, name, model, category_id, manufacturer_id, series_id, release_year, release_month, image, thumbnail, search_text, generated)
      select 'bulk-' || g, 'Bulk ' || g, 'Bulk ' || g, s.category_id, s.manufacturer_id, s.id, 2020, 1, '/x.svg', '/x.svg', 'bulk ' || g, true
      from generate_series(1, 10000) g cross join (select * from series order by id limit 1) s`);
    const bulk = await rows<{ id: number }>(db, sql`select id from devices where slug like 'bulk-%' order by id`);
    expect(bulk).toHaveLength(10_000);
    const csv = (bad?: number) =>
      HEADER +
      bulk
        .map((d, i) => `${d.id},bulk-${i + 1},,de,${i === bad ? "12.5.0" : `${100 + (i % 500)}.${String(i % 100).padStart(2, "0")}`}`)
        .join("\n") +
      "\n";
    const before = await editionPrices(ctx());

    // a bad row in the middle: shown with its line, and the apply refuses
    const withBad = (await (await csvUpload(ctx(), catalog, csv(5_000))).json()) as Diff;
    expect(withBad.counts).toMatchObject({ total: 10_000, new: 9_999, rejected: 1 });
    const rejected = (await (
      await ctx().request(`/api/backoffice/prices/imports/${withBad.id}?kind=rejected`, { host: BACKOFFICE, headers: bearer(catalog) })
    ).json()) as Diff;
    expect(rejected.rows).toEqual([expect.objectContaining({ line: 5_002, reason: "price" })]);
    expect((await apply(ctx(), catalog, withBad.id)).status).toBe(422);
    expect(await editionPrices(ctx())).toBe(before);

    // a failure half-way through writing (the database refuses one history row): all rolled back
    const good = (await (await csvUpload(ctx(), catalog, csv())).json()) as Diff;
    expect(good.counts).toMatchObject({ total: 10_000, new: 10_000, rejected: 0 });
    const victim = bulk[7_500]!.id;
    await db.execute(
      sql.raw(
        `create function prices_test_fail() returns trigger language plpgsql as $$ begin if new.device_id = ${victim} then raise exception 'test failure'; end if; return new; end $$`,
      ),
    );
    await db.execute(
      sql.raw("create trigger prices_test_fail before insert on price_history for each row execute function prices_test_fail()"),
    );
    const failed = await apply(ctx(), catalog, good.id);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await editionPrices(ctx())).toBe(before);
    const [none] = await rows<{ n: number }>(db, sql`select count(*)::int as n from price_history where import_id = ${good.id}`);
    expect(none!.n).toBe(0);
    await db.execute(sql.raw("drop trigger prices_test_fail on price_history"));
    await db.execute(sql.raw("drop function prices_test_fail()"));

    // the same preview applies whole once the failure is gone
    const started = Date.now();
    const done = await apply(ctx(), catalog, good.id);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ applied: 10_000 });
    console.log(`10,000 price rows applied in ${Date.now() - started} ms`);
    const [after] = await rows<{ n: number; sum: number }>(
      db,
      sql`select count(*)::int as n, sum(p.base_price_cents)::bigint as sum from device_prices p join devices d on d.id = p.device_id where d.slug like 'bulk-%' and p.edition = 'de'`,
    );
    expect(after!.n).toBe(10_000);
    const expected = bulk.reduce((s, _, i) => s + (100 + (i % 500)) * 100 + (i % 100), 0);
    expect(Number(after!.sum)).toBe(expected);
    const [hist] = await rows<{ n: number }>(db, sql`select count(*)::int as n from price_history where import_id = ${good.id}`);
    expect(hist!.n).toBe(10_000);
  });
});
