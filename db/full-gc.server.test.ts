import { setImmediate as tick } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { collectGarbageNow } from "./full-gc.server.ts";

describe("collectGarbageNow", () => {
  it("frees an unreachable WebAssembly memory at once, and leaves gc unexposed", async () => {
    let memory: WebAssembly.Memory | null = new WebAssembly.Memory({ initial: 1024 });
    const ref = new WeakRef(memory);
    memory = null;
    await tick(); // a WeakRef's target lives until the end of the job that made it
    collectGarbageNow();
    expect(ref.deref()).toBeUndefined();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
