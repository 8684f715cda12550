import { describe, it, expect, vi } from "vitest";
import { handleChunkError, isChunkLoadError, RELOAD_GUARD_STORAGE_KEY, shouldReloadAfterChunkError } from "./reload-guard.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
  };
}

describe("shouldReloadAfterChunkError", () => {
  it("reloads when there was no reload before", () => {
    expect(shouldReloadAfterChunkError(1_000_000, null)).toBe(true);
  });

  it("does not reload within 10 seconds of the last reload", () => {
    expect(shouldReloadAfterChunkError(1_000_000, 1_000_000)).toBe(false);
    expect(shouldReloadAfterChunkError(1_009_999, 1_000_000)).toBe(false);
  });

  it("reloads again from 10 seconds on", () => {
    expect(shouldReloadAfterChunkError(1_010_000, 1_000_000)).toBe(true);
    expect(shouldReloadAfterChunkError(2_000_000, 1_000_000)).toBe(true);
  });

  it("honours a custom window", () => {
    expect(shouldReloadAfterChunkError(1_000_500, 1_000_000, 1000)).toBe(false);
    expect(shouldReloadAfterChunkError(1_001_000, 1_000_000, 1000)).toBe(true);
  });

  it("does not let a timestamp in the future block reloads", () => {
    expect(shouldReloadAfterChunkError(1_000_000, 5_000_000)).toBe(true);
    expect(shouldReloadAfterChunkError(1_000_000, Number.NaN)).toBe(true);
  });
});

describe("handleChunkError", () => {
  it("reloads once and stores the time", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(handleChunkError(storage, reload, 50_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(RELOAD_GUARD_STORAGE_KEY)).toBe("50000");
    expect(RELOAD_GUARD_STORAGE_KEY).toBe("sellback.reloadGuard");
  });

  it("does not reload again within the window, but does after it", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    handleChunkError(storage, reload, 50_000);
    expect(handleChunkError(storage, reload, 55_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(RELOAD_GUARD_STORAGE_KEY)).toBe("50000");
    expect(handleChunkError(storage, reload, 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.data.get(RELOAD_GUARD_STORAGE_KEY)).toBe("60000");
  });

  it("treats a garbled stored value as no previous reload", () => {
    const storage = memoryStorage({ [RELOAD_GUARD_STORAGE_KEY]: "yesterday" });
    const reload = vi.fn();
    expect(handleChunkError(storage, reload, 50_000)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("does not reload when the storage fails (no guard, no loop)", () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    };
    expect(handleChunkError(broken, reload, 50_000)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("defaults now to Date.now()", () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(123_456_789);
      const storage = memoryStorage();
      handleChunkError(storage, () => {});
      expect(storage.data.get(RELOAD_GUARD_STORAGE_KEY)).toBe("123456789");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("isChunkLoadError", () => {
  it.each([
    "Failed to fetch dynamically imported module: https://sellback.de/assets/checkout-abc123.js",
    "Importing a module script failed.",
    "error loading dynamically imported module: https://sellback.de/assets/x.js",
    "Unable to preload CSS for /assets/home-1a2b.css",
    "Loading chunk 342 failed.",
  ])("recognizes %s", (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(message)).toBe(true);
  });

  it("recognizes a ChunkLoadError by name", () => {
    const error = new Error("whatever");
    error.name = "ChunkLoadError";
    expect(isChunkLoadError(error)).toBe(true);
  });

  it("recognizes Vite's preload error event payload", () => {
    expect(isChunkLoadError({ type: "vite:preloadError", payload: new Error("Unable to preload CSS for /a.css") })).toBe(true);
  });

  it("ignores other errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
    expect(isChunkLoadError({})).toBe(false);
  });
});
