import { describe, expect, it } from "vitest";
import { ttlCache } from "./ttl-cache.ts";

describe("ttlCache", () => {
  it("answers from memory within the TTL and loads again after it", async () => {
    let clock = 1_000;
    let loads = 0;
    const cache = ttlCache<string, number>(60_000, { now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get("de", load)).toBe(1);
    clock += 59_999;
    expect(await cache.get("de", load)).toBe(1);
    clock += 1;
    expect(await cache.get("de", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("keeps keys apart", async () => {
    const cache = ttlCache<string, string>(60_000, { now: () => 0 });
    expect(await cache.get("de", async () => "Handys")).toBe("Handys");
    expect(await cache.get("fr", async () => "Smartphones")).toBe("Smartphones");
    expect(await cache.get("de", async () => "other")).toBe("Handys");
  });

  it("shares one load between concurrent misses", async () => {
    let loads = 0;
    let finish!: (v: number) => void;
    const cache = ttlCache<string, number>(60_000, { now: () => 0 });
    const load = () => {
      loads++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const a = cache.get("de", load);
    const b = cache.get("de", load);
    finish(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    expect(loads).toBe(1);
  });

  it("does not remember a failed load", async () => {
    const cache = ttlCache<string, number>(60_000, { now: () => 0 });
    await expect(cache.get("de", async () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await cache.get("de", async () => 3)).toBe(3);
  });

  it("forgets everything on clear", async () => {
    const cache = ttlCache<string, number>(60_000, { now: () => 0 });
    await cache.get("de", async () => 1);
    cache.clear();
    expect(await cache.get("de", async () => 2)).toBe(2);
  });

  it("measures the age at the time given to get, when one is", async () => {
    const cache = ttlCache<string, number>(60_000, { now: () => 0 });
    expect(await cache.get("de", async () => 1, 1_000)).toBe(1);
    expect(await cache.get("de", async () => 2, 60_999)).toBe(1);
    expect(await cache.get("de", async () => 3, 61_000)).toBe(3);
  });

  it("keeps at most maxEntries keys: a new key when full starts again, a known one does not", async () => {
    const cache = ttlCache<string, string>(60_000, { now: () => 0, maxEntries: 2 });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    expect(await cache.get("a", async () => "a2")).toBe("a1");
    await cache.get("c", async () => "c1");
    expect(await cache.get("c", async () => "c2")).toBe("c1");
    expect(await cache.get("a", async () => "a3")).toBe("a3");
  });

  it("loads again a value that keep turns down, and shares it with the misses meanwhile", async () => {
    let loads = 0;
    const cache = ttlCache<string, string | null>(60_000, { now: () => 0, keep: (v) => v !== null });
    const missing = async () => (++loads, null);
    const [a, b] = await Promise.all([cache.get("x", missing), cache.get("x", missing)]);
    expect([a, b, loads]).toEqual([null, null, 1]);
    await cache.get("x", missing);
    expect(loads).toBe(2);
    await cache.get("y", async () => "kept");
    expect(await cache.get("y", async () => "other")).toBe("kept");
  });
});
