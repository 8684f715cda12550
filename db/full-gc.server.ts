/**
 * One full garbage collection, for the moment after the embedded database was created (decision
 * 0134). PGlite creates a new data folder with a second PostgreSQL (initdb) in WebAssembly and
 * closes it: a 128 MB and a 64 MB WebAssembly memory that only the next full collection frees. V8
 * counts them outside its heap, so an idle shop may hold them for hours; the bench saw the first
 * start rest at 380–660 MB depending on when that collection came. Exposing `gc` once, for this
 * call only, is V8's own way to ask for it (the flag applies to contexts made afterwards).
 */
import v8 from "node:v8";
import vm from "node:vm";

export function collectGarbageNow(): void {
  v8.setFlagsFromString("--expose-gc");
  (vm.runInNewContext("gc") as () => void)();
  v8.setFlagsFromString("--no-expose-gc");
}
