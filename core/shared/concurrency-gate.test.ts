import { describe, expect, it } from "vitest";
import { concurrencyGate, GateFull } from "./concurrency-gate.ts";

/** A task that runs until the test says so, and tells when it started. */
function heldTask<T>(value: T) {
  let release!: () => void;
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  let running = false;
  return {
    started,
    release,
    get running() {
      return running;
    },
    task: async () => {
      running = true;
      markStarted();
      await released;
      return value;
    },
  };
}

describe("concurrencyGate", () => {
  it("runs `running` tasks at once, keeps `waiting` in line and refuses the next at once; the line moves in order as tasks end", async () => {
    const gate = concurrencyGate({ running: 2, waiting: 1 });
    const [a, b, c, d] = ["a", "b", "c", "d"].map(heldTask);
    const ra = gate.run(a!.task);
    const rb = gate.run(b!.task);
    await Promise.all([a!.started, b!.started]);
    const rc = gate.run(c!.task);
    expect([gate.running, gate.waiting]).toEqual([2, 1]);
    await expect(gate.run(d!.task)).rejects.toBeInstanceOf(GateFull);
    expect(d!.running).toBe(false);
    expect(c!.running).toBe(false);

    b!.release();
    expect(await rb).toBe("b");
    await c!.started;
    expect([gate.running, gate.waiting]).toEqual([2, 0]);
    // a place in line is free again
    const rd = gate.run(d!.task);
    expect(gate.waiting).toBe(1);
    a!.release();
    c!.release();
    d!.release();
    expect(await Promise.all([ra, rc, rd])).toEqual(["a", "c", "d"]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it("a failing task frees its slot, and its error reaches its caller", async () => {
    const gate = concurrencyGate({ running: 1, waiting: 0 });
    await expect(gate.run(async () => Promise.reject(new Error("broken photo")))).rejects.toThrow("broken photo");
    expect(gate.running).toBe(0);
    expect(await gate.run(async () => "next")).toBe("next");
  });

  it("with no line, the second task is refused while the first runs", async () => {
    const gate = concurrencyGate({ running: 1, waiting: 0 });
    const first = heldTask(1);
    const done = gate.run(first.task);
    await first.started;
    await expect(gate.run(async () => 2)).rejects.toBeInstanceOf(GateFull);
    first.release();
    expect(await done).toBe(1);
  });
});
