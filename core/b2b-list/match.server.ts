/**
 * Matching list rows to the edition's catalog (decision 0117): one query loads the edition's
 * active catalog (shown, not generated for benchmarks, with a price in the edition), the rows are
 * matched in memory (matcher.ts); identical rows are matched once.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import type { EditionId } from "../editions/index.ts";
import { rows as queryRows } from "../shared/index.server.ts";
import { buildCatalogIndex, type CatalogDevice, type CatalogIndex, matchOne } from "./matcher.ts";
import type { ListRow, RowMatch } from "./types.ts";

/** The devices a list can be matched to in an edition: one statement. */
export async function listCatalog(db: Db, edition: EditionId): Promise<CatalogDevice[]> {
  return queryRows<CatalogDevice>(
    db,
    sql`select d.id, coalesce(dt.name, d.name) as name, d.model, d.slug, m.name as manufacturer
      from devices d
      join manufacturers m on m.id = d.manufacturer_id
      join device_prices p on p.device_id = d.id and p.edition = ${edition}
      left join device_texts dt on dt.device_id = d.id and dt.edition = ${edition}
      where not d.hidden and not d.generated
      order by d.id`,
  );
}

export async function catalogIndex(db: Db, edition: EditionId): Promise<CatalogIndex> {
  return buildCatalogIndex(await listCatalog(db, edition));
}

/** Matches rows to the edition's catalog: exact identifiers first, then fuzzy; one catalog query per call. */
export async function matchRows(
  db: Db,
  edition: EditionId,
  rows: Pick<ListRow, "model" | "storage" | "colour" | "imei" | "serial">[],
): Promise<RowMatch[]> {
  if (rows.length === 0) return [];
  const index = await catalogIndex(db, edition);
  return matchWithIndex(index, rows);
}

/** The same with a loaded index (the benchmark times both parts). */
export function matchWithIndex(index: CatalogIndex, rows: Pick<ListRow, "model" | "storage">[]): RowMatch[] {
  const seen = new Map<string, RowMatch>();
  return rows.map((r) => {
    const key = `${r.model}\u0000${r.storage ?? ""}`;
    let match = seen.get(key);
    if (!match) {
      match = matchOne(index, r.model, r.storage);
      seen.set(key, match);
    }
    return structuredClone(match);
  });
}
