/**
 * New-deployment detection (spec §7: "periodic fetch of a latest-build
 * manifest with a timestamp query"). The watcher polls
 * `/build-manifest.json?t=<now>` (answer `{version: string}`); once the
 * version differs from the running build, the app does a full page load on
 * its next navigation instead of a client-side one, so visitors never keep
 * running an old build against new chunks.
 */

import { createHttpClient } from "../../core/shared/index.ts";

export const BUILD_MANIFEST_URL = "/build-manifest.json";
export const BUILD_CHECK_INTERVAL_MS = 60_000;

export type BuildManifestFetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface BuildWatcherOptions {
  /** The version of the build this page runs. */
  currentVersion: string;
  /** The fetch under the one HTTP client (core/shared/http-client.ts); default the browser's. */
  fetch?: BuildManifestFetch;
  /** The HTTP client's wait before its one retry; injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
  intervalMs?: number;
  /** Clock for the cache-busting timestamp. */
  now?: () => number;
  /** Manifest location (default "/build-manifest.json"). */
  url?: string;
  /** Called once, when a new version is first seen. */
  onNewVersion?: (version: string) => void;
}

export interface BuildWatcher {
  /** Fetches the manifest; true once a different version has been seen (it stays true). Failures are ignored (false). */
  check(): Promise<boolean>;
  /** True after a new version was seen: the next navigation should be a full page load. */
  shouldHardNavigate(): boolean;
  /** The newest version seen so far (the current one until a new one appears). */
  latestVersion(): string;
  /** Starts polling every `intervalMs` (no-op when running or a new version is already known). */
  start(): void;
  stop(): void;
}

function readVersion(manifest: unknown): string | null {
  if (manifest === null || typeof manifest !== "object") return null;
  const { version } = manifest as { version?: unknown };
  return typeof version === "string" && version.trim() !== "" ? version : null;
}

export function createBuildWatcher(options: BuildWatcherOptions): BuildWatcher {
  const { currentVersion, intervalMs = BUILD_CHECK_INTERVAL_MS, url = BUILD_MANIFEST_URL } = options;
  const now = options.now ?? Date.now;
  let seenVersion: string | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let inFlight: Promise<boolean> | null = null;
  // the one HTTP client: a network error or a busy server (503, 429, …) gets the spec's one retry
  const http = createHttpClient({
    ...(options.fetch ? { fetch: options.fetch as typeof fetch } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });

  async function fetchAndCompare(): Promise<boolean> {
    try {
      const separator = url.includes("?") ? "&" : "?";
      const version = readVersion(await http.get(`${url}${separator}t=${now()}`, { cache: "no-store" }));
      if (version === null || version === currentVersion) return false;
      if (seenVersion === null) {
        seenVersion = version;
        stop(); // nothing more to learn
        options.onNewVersion?.(version);
      }
      return true;
    } catch {
      // offline, manifest missing, bad JSON: try again next time
      return false;
    }
  }

  function check(): Promise<boolean> {
    if (seenVersion !== null) return Promise.resolve(true);
    if (inFlight) return inFlight;
    inFlight = fetchAndCompare().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function start(): void {
    if (timer !== null || seenVersion !== null) return;
    timer = setInterval(() => {
      void check();
    }, intervalMs);
  }

  function stop(): void {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  return {
    check,
    shouldHardNavigate: () => seenVersion !== null,
    latestVersion: () => seenVersion ?? currentVersion,
    start,
    stop,
  };
}
