/**
 * Spec §2/§9: "a failure to load a page part triggers one page reload,
 * guarded by a 10-second window". After a deployment the old build's chunks
 * are gone; one full reload fetches the new build. The guard keeps a broken
 * chunk from reloading the page in a loop.
 */

export const RELOAD_GUARD_STORAGE_KEY = "sellback.reloadGuard";
export const RELOAD_GUARD_WINDOW_MS = 10_000;

/**
 * True when no reload happened within the last `windowMs`. A missing,
 * unreadable or future timestamp (clock changed) does not block the reload.
 */
export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null, windowMs = RELOAD_GUARD_WINDOW_MS): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  if (lastReloadAt > now) return true;
  return now - lastReloadAt >= windowMs;
}

function readTimestamp(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/**
 * Reloads once per window: stores `now` under "sellback.reloadGuard" and
 * calls `reload`, returning true; returns false (no reload) inside the window.
 * When the storage does not work (private mode, quota) the guard cannot hold,
 * so it does not reload at all rather than risk a reload loop.
 */
export function handleChunkError(storage: Pick<Storage, "getItem" | "setItem">, reload: () => void, now: number = Date.now()): boolean {
  try {
    const last = readTimestamp(storage.getItem(RELOAD_GUARD_STORAGE_KEY));
    if (!shouldReloadAfterChunkError(now, last)) return false;
    storage.setItem(RELOAD_GUARD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

const CHUNK_ERROR_PATTERNS: readonly RegExp[] = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /Importing a module script failed/i, // Safari
  /error loading dynamically imported module/i, // Firefox
  /Unable to preload CSS/i, // Vite's preload helper
  /Loading (?:CSS )?chunk [^\s]+ failed/i, // webpack-style ChunkLoadError messages
];

/** Recognizes the errors browsers and bundlers raise when a lazily loaded part of the page cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  if (typeof error === "string") return CHUNK_ERROR_PATTERNS.some((p) => p.test(error));
  if (typeof error !== "object") return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  if (typeof message === "string" && CHUNK_ERROR_PATTERNS.some((p) => p.test(message))) return true;
  // Vite's "vite:preloadError" event carries the error as `payload`.
  const payload = (error as { payload?: unknown }).payload;
  return payload !== undefined && payload !== error && isChunkLoadError(payload);
}
