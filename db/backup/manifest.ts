/**
 * The backup's manifest (decision 0055): what a backup holds, from which database, at which
 * migration, with the row count and checksum of every table taken in the dump's own snapshot, and
 * the sha256 of every file. Pure: read, check, compare.
 */
import { z } from "zod";

export const MANIFEST_FILE = "manifest.json";
export const MANIFEST_FORMAT = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const md5 = z.string().regex(/^([0-9a-f]{32})?$/);
/** A path inside the backup folder: forward slashes, no "..", no leading slash. */
const inside = z
  .string()
  .min(1)
  .max(500)
  .refine(
    (p) => !p.startsWith("/") && !p.split("/").some((part) => part === "" || part === "." || part === ".."),
    "must be a relative path inside the backup",
  );

export const tableFigures = z.object({ rows: z.number().int().min(0), checksum: md5 });
export type TableFigures = z.infer<typeof tableFigures>;

export const inventorySchema = z.object({
  /** Applied migrations (drizzle's record): how many, and the newest journal `when`. */
  migrations: z.object({ count: z.number().int().min(0), latest: z.number().int().nullable() }),
  /** `schema.table` → rows and the md5 over the sorted md5s of its rows (as text, in UTC). */
  tables: z.record(z.string(), tableFigures),
});
export type Inventory = z.infer<typeof inventorySchema>;

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  app: z.object({ name: z.literal("sellback"), version: z.string(), commit: z.string().nullable() }),
  createdAt: z.iso.datetime(),
  database: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("pglite"), file: inside, pgliteVersion: z.string() }),
    z.object({ kind: z.literal("postgres"), file: inside, serverVersion: z.string(), pgDumpVersion: z.string() }),
  ]),
  /** The journal tag of the newest applied migration (for people; the check uses `inventory.migrations`). */
  migrationTag: z.string().nullable(),
  inventory: inventorySchema,
  /** md5 of the trades' rows, also in `inventory.tables["public.trades"]`: the figure people compare. */
  tradesChecksum: md5,
  /** Every file of the backup but the manifest. */
  files: z.array(z.object({ path: inside, bytes: z.number().int().min(0), sha256 })),
  /**
   * How the signing secret is kept: `included` (the embedded default's generated secrets.json is in
   * the backup), `external` (SESSION_SECRET is a setting; the backup holds only its fingerprint).
   */
  secrets: z.object({ mode: z.enum(["included", "external", "none"]), fingerprint: z.string().nullable() }),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error("the manifest is not JSON");
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new Error(`the manifest is not a Sellback backup manifest: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** What differs between the manifest's inventory and the restored database's, as sentences; [] = the same. */
export function inventoryDifferences(expected: Inventory, actual: Inventory): string[] {
  const out: string[] = [];
  if (expected.migrations.count !== actual.migrations.count || expected.migrations.latest !== actual.migrations.latest)
    out.push(
      `migrations: expected ${expected.migrations.count} (latest ${expected.migrations.latest}), found ${actual.migrations.count} (latest ${actual.migrations.latest})`,
    );
  const names = [...new Set([...Object.keys(expected.tables), ...Object.keys(actual.tables)])].sort();
  for (const name of names) {
    const e = expected.tables[name];
    const a = actual.tables[name];
    if (!e) out.push(`${name}: not in the backup, present after the restore`);
    else if (!a) out.push(`${name}: in the backup, missing after the restore`);
    else if (e.rows !== a.rows) out.push(`${name}: ${e.rows} rows in the backup, ${a.rows} after the restore`);
    else if (e.checksum !== a.checksum) out.push(`${name}: same ${e.rows} rows, different contents (checksum)`);
  }
  return out;
}

/**
 * Whether this code can run on a database at the backup's migration level: refused when the backup
 * has migrations this code does not know (restore with the newer version instead). An older backup
 * is fine: the server migrates it on start.
 */
export function migrationRefusal(backup: Inventory["migrations"], known: readonly number[]): string | null {
  const knownSet = new Set(known);
  if (backup.latest !== null && !knownSet.has(backup.latest))
    return `the backup was taken at a migration this version does not know (journal when ${backup.latest}); restore it with the version that made it`;
  if (backup.count > known.length) return `the backup has ${backup.count} migrations applied, this version knows ${known.length}`;
  return null;
}

export const totalRows = (inv: Inventory) => Object.values(inv.tables).reduce((n, t) => n + t.rows, 0);
