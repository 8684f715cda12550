/**
 * The flags production starts Node with (decision 0134): `node <NODE_FLAGS> build/server/index.js`,
 * one process, as deploy/systemd/sellback@.service's ExecStart has them (node-flags.test.ts checks
 * the unit, scripts/start.mjs and the benches' cluster use this list). V8 reads them when it
 * starts; set later (v8.setFlagsFromString) they no longer change the heap's layout or the
 * WebAssembly compiler.
 *
 * - `--liftoff-only`: WebAssembly (the embedded database, PGlite) runs on V8's baseline compiler
 *   and is never recompiled by the optimizing one. That recompilation of PostgreSQL's largest
 *   functions took about 600 MB of compiler memory for seconds after start and left 100–250 MB
 *   in the allocator's arenas for good; the statements cost no more CPU without it (measured in
 *   the decision).
 * - `--max-semi-space-size=8`: the young generation's two halves stay at 8 MB each. Node 24 lets
 *   them grow to 32 MB on a machine with this much memory: up to 122 MB of heap that is only
 *   short-lived request garbage.
 */
export const NODE_FLAGS: readonly string[] = ["--liftoff-only", "--max-semi-space-size=8"];
