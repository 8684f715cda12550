/**
 * The import's diff (issue 14, decision 0038), pure: each parsed CSV row against the catalog's
 * devices and the edition's current prices.
 */
import type { CsvRow, RejectReason } from "./csv.ts";

export const DIFF_KINDS = ["rejected", "changed", "new", "unknown", "unchanged", "blank"] as const;
/**
 * changed: another price than now; new: the device has no price in the edition yet; unchanged:
 * the same price; unknown: no device with this id (ignored by the apply); blank: no price given
 * (ignored); rejected: a reason refuses the row, and while any row is rejected nothing is applied.
 */
export type DiffKind = (typeof DIFF_KINDS)[number];

export interface DiffRow {
  kind: DiffKind;
  line: number;
  deviceId: number | null;
  /** As written in the file (for rows that name no valid device). */
  deviceIdText: string;
  /** The catalog's slug and name when the device exists, else the file's. */
  slug: string;
  name: string;
  oldCents: number | null;
  newCents: number | null;
  reason?: RejectReason;
}

export type DiffCounts = Record<DiffKind, number> & { total: number };

export interface CatalogDevice {
  slug: string;
  name: string;
}

export function diffRows(
  rows: readonly CsvRow[],
  devices: ReadonlyMap<number, CatalogDevice>,
  current: ReadonlyMap<number, number>,
): DiffRow[] {
  return rows.map((row) => {
    const device = row.deviceId === null ? undefined : devices.get(row.deviceId);
    const oldCents = row.deviceId === null ? null : (current.get(row.deviceId) ?? null);
    const base = {
      line: row.line,
      deviceId: row.deviceId,
      deviceIdText: row.deviceIdText,
      slug: device?.slug ?? row.slug,
      name: device?.name ?? row.name,
      oldCents: device ? oldCents : null,
      newCents: row.priceCents,
    };
    if (row.rejected) return { ...base, kind: "rejected", reason: row.rejected };
    if (!device) return { ...base, kind: "unknown" };
    if (row.slug !== "" && row.slug !== device.slug) return { ...base, kind: "rejected", reason: "slugMismatch" };
    if (row.priceCents === null) return { ...base, kind: "blank" };
    if (oldCents === null) return { ...base, kind: "new" };
    return { ...base, kind: oldCents === row.priceCents ? "unchanged" : "changed" };
  });
}

export function countDiff(rows: readonly DiffRow[]): DiffCounts {
  const counts = { total: rows.length, rejected: 0, changed: 0, new: 0, unknown: 0, unchanged: 0, blank: 0 };
  for (const r of rows) counts[r.kind]++;
  return counts;
}

/** The rows an apply writes: changed and new, as [deviceId, oldCents, newCents]. */
export function changesOf(rows: readonly DiffRow[]): [number, number | null, number][] {
  return rows.filter((r) => r.kind === "changed" || r.kind === "new").map((r) => [r.deviceId!, r.oldCents, r.newCents!]);
}
