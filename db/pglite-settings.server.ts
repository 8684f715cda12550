/**
 * PostgreSQL settings of the embedded database (PGlite), given at start as `-c name=value` after
 * PGlite's own start parameters (decision 0134).
 *
 * PGlite is PostgreSQL compiled to WebAssembly in this process: its shared memory is allocated
 * from the WebAssembly memory and set to zero at start, so every byte of it is resident at once and
 * stays resident (WebAssembly memory never shrinks). With PostgreSQL's defaults that was 146 MB
 * (128 MB of shared buffers, WAL buffers and tables sized for 100 connections) of the 723 MB the
 * embedded shop held at rest. The data folder's files are read through the operating system's
 * page cache, which the kernel shares and gives back, so a small buffer pool costs a read call
 * per missed 8 KB page, not a disk read.
 *
 * - shared_buffers 16 MB: the catalog pages a visit touches fit (the seeded database is about 60 MB
 *   on disk, its hot pages a few MB); WAL buffers follow it (1/32, 512 kB).
 * - max_connections 4: PGlite runs one backend (single-user mode); the per-connection tables were
 *   sized for 100.
 * - maintenance_work_mem 16 MB: what CREATE INDEX in a migration may take; WebAssembly memory it
 *   touched once stays resident.
 * - no WAL senders or replication slots: nothing can connect to replicate.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: "16MB",
  max_connections: "4",
  maintenance_work_mem: "16MB",
  max_wal_senders: "0",
  max_replication_slots: "0",
};

/** The settings as start parameters (`-c name=value` pairs). */
export const pgliteSettingParams = (): string[] => Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
