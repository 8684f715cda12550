import { describe, it, expect, vi, afterEach } from "vitest";
import { createBuildWatcher } from "./build-watch.ts";

function manifest(version: unknown, status = 200): Response {
  return new Response(JSON.stringify({ version }), { status, headers: { "content-type": "application/json" } });
}

/** A fake fetch answering with the given versions in order (the last one repeats); Errors are thrown. */
function fakeFetch(...answers: Array<string | Error | Response>) {
  let i = 0;
  return vi.fn(async (_url: string, _init?: RequestInit): Promise<Response> => {
    const answer = answers[Math.min(i++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return typeof answer === "string" ? manifest(answer) : answer;
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("createBuildWatcher.check", () => {
  it("fetches the manifest with a timestamp query and no cache", async () => {
    const fetch = fakeFetch("v1");
    const watcher = createBuildWatcher({ currentVersion: "v1", fetch, now: () => 1700000000000 });
    await watcher.check();
    expect(fetch).toHaveBeenCalledWith("/build-manifest.json?t=1700000000000", expect.objectContaining({ cache: "no-store" }));
  });

  it("goes through the one HTTP client: a busy server gets one retry", async () => {
    const fetch = fakeFetch(manifest("v1", 503), "v2");
    const watcher = createBuildWatcher({ currentVersion: "v1", fetch, sleep: async () => {} });
    expect(await watcher.check()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("is false while the version is the same", async () => {
    const watcher = createBuildWatcher({ currentVersion: "v1", fetch: fakeFetch("v1") });
    expect(await watcher.check()).toBe(false);
    expect(watcher.shouldHardNavigate()).toBe(false);
    expect(watcher.latestVersion()).toBe("v1");
  });

  it("is true once a new version appears, and stays true", async () => {
    const onNewVersion = vi.fn();
    const fetch = fakeFetch("v1", "v2", "v1");
    const watcher = createBuildWatcher({ currentVersion: "v1", fetch, onNewVersion });
    expect(await watcher.check()).toBe(false);
    expect(await watcher.check()).toBe(true);
    expect(watcher.shouldHardNavigate()).toBe(true);
    expect(watcher.latestVersion()).toBe("v2");
    expect(await watcher.check()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2); // no more fetching once known
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith("v2");
  });

  it("ignores fetch failures, error statuses and bad manifests (after the HTTP client's one retry)", async () => {
    const fetch = fakeFetch(
      new TypeError("Failed to fetch"),
      new TypeError("Failed to fetch"),
      manifest("v2", 503),
      manifest("v2", 503),
      new Response("<html>", { status: 200 }),
      manifest(""),
      manifest(42),
      new Response("null", { status: 200 }),
      "v2",
    );
    const watcher = createBuildWatcher({ currentVersion: "v1", fetch, sleep: async () => {} });
    for (let i = 0; i < 6; i++) {
      expect(await watcher.check(), `answer ${i}`).toBe(false);
      expect(watcher.shouldHardNavigate()).toBe(false);
    }
    expect(await watcher.check()).toBe(true);
  });

  it("shares one request between overlapping checks", async () => {
    const fetch = fakeFetch("v2");
    const watcher = createBuildWatcher({ currentVersion: "v1", fetch });
    const [a, b] = await Promise.all([watcher.check(), watcher.check()]);
    expect([a, b]).toEqual([true, true]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("createBuildWatcher.start/stop", () => {
  it("polls every interval until stopped", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const fetch = fakeFetch("v1");
    const watcher = createBuildWatcher({ currentVersion: "v1", fetch });
    watcher.start();
    watcher.start(); // idempotent
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetch).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe("/build-manifest.json?t=1060000");
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    watcher.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("honours a custom interval", async () => {
    vi.useFakeTimers();
    const fetch = fakeFetch("v1");
    const watcher = createBuildWatcher({ currentVersion: "v1", fetch, intervalMs: 5000 });
    watcher.start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    watcher.stop();
  });

  /** Polls every second through the answers, the last being "v2": no new version before the last poll, one after it. */
  async function seesV2OnLastPoll(...answers: Array<string | Error>) {
    vi.useFakeTimers();
    const fetch = fakeFetch(...answers);
    const watcher = createBuildWatcher({ currentVersion: "v1", fetch, intervalMs: 1000 });
    watcher.start();
    await vi.advanceTimersByTimeAsync((answers.length - 1) * 1000);
    expect(watcher.shouldHardNavigate()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(watcher.shouldHardNavigate()).toBe(true);
    return { fetch, watcher };
  }

  it("detects a deployment while polling and then stops polling", async () => {
    const { fetch } = await seesV2OnLastPoll("v1", "v1", "v2");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("keeps polling after failures", async () => {
    const { watcher } = await seesV2OnLastPoll(new TypeError("offline"), "v2");
    watcher.stop();
  });
});
