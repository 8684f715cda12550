import { createHook } from "node:async_hooks";

/**
 * Keeps one of `process.nextTick`'s queue entries alive for the life of the process (decision 0065).
 *
 * Node builds each entry as an object literal with computed symbol keys. Its hidden class is a
 * chain of map transitions that V8 holds weakly: while no entry is alive, a garbage collection drops
 * them and the next entry gets new ones. Opening PGlite with the `pg_trgm` extension runs many
 * collections while `nextTick` is still cold, so its literal's inline caches saw a new map each time
 * and went megamorphic for good: every later `nextTick` (several per HTTP response) then defined
 * its properties in V8's runtime, 9–11 % of a cached hit. One live entry keeps the maps, so the
 * caches stay monomorphic. Call it before opening PGlite; it runs once per process.
 */
let pinned: object | undefined;

export async function pinTickObjectShape(): Promise<void> {
  if (pinned) return;
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === "TickObject" && !pinned) pinned = resource;
    },
  });
  hook.enable();
  try {
    await new Promise<void>((resolve) => process.nextTick(resolve));
  } finally {
    hook.disable();
  }
}

/** Whether an entry is held (for the test). */
export function tickObjectShapePinned(): boolean {
  return pinned !== undefined;
}
