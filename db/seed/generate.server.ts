/**
 * Grows the catalog with generated devices for benchmarks: each is a variant of a real series
 * (name, model code, release date, prices per edition), marked `generated`.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client.server.ts";
import { refreshSearchData } from "./search-data.server.ts";

export async function generateDevices(db: Db, target: number): Promise<{ added: number; total: number }> {
  const [{ count: before = 0 } = {}] = (
    (await db.execute(sql`select count(*)::int as count from devices`)) as unknown as { rows: { count: number }[] }
  ).rows;
  const missing = Math.max(0, target - Number(before));
  const batch = 20_000;
  for (let start = 0; start < missing; start += batch) {
    const from = Number(before) + start + 1;
    const to = Number(before) + Math.min(missing, start + batch);
    await db.execute(sql`
      with s as (
        select s.id, s.name, s.category_id, s.manufacturer_id, m.name as mname, (row_number() over (order by s.id)) - 1 as idx
        from series s join manufacturers m on m.id = s.manufacturer_id
      ), n as (select count(*) as c from s)
      insert into devices (slug, name, model, category_id, manufacturer_id, series_id, release_year, release_month, image, thumbnail, search_text, popularity, generated)
      select 'gen-' || g, s.mname || ' ' || s.name || ' ' || code, s.name || ' ' || code, s.category_id, s.manufacturer_id, s.id,
        2005 + (g % 21), 1 + (g % 12), '/images/categories/' || s.category_id || '.svg', '/images/categories/' || s.category_id || '.svg',
        lower(s.name || ' ' || code || ' ' || s.mname || ' ' || s.name || ' ' || replace(code, ' ', '')), 0, true
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select (array['Lite','Max','Mini','Neo','Prime','Ultra','Edge','Air','Pro','Plus'])[1 + g % 10] || ' ' || (g % 977) || ' ' || chr(65 + g % 26) || (g % 89) as code) c
      join s on s.idx = g % (select c from n)`);
  }
  // the price comes from the id; in bigint, since id · 7919 leaves int4 from id 271,183 on (test databases' ids start at offsets, decision 0073)
  await db.execute(sql`
    insert into device_prices (device_id, edition, base_price_cents)
    select d.id, e.edition, (2000 + ((d.id::bigint * 7919) % 90000)::int) / 100 * 100
    from devices d cross join (values ('en'),('de'),('at'),('es'),('fr'),('it')) e(edition)
    where d.generated and not exists (select 1 from device_prices p where p.device_id = d.id and p.edition = e.edition)`);
  await refreshSearchData(db);
  const [{ count = 0 } = {}] = (
    (await db.execute(sql`select count(*)::int as count from devices`)) as unknown as { rows: { count: number }[] }
  ).rows;
  return { added: Number(count) - Number(before), total: Number(count) };
}
