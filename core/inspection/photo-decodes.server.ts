/**
 * Where inspection photos are decoded (decision 0069): in a small pool of worker threads, so the
 * event loop keeps answering while libvips or libheif (WebAssembly, which would otherwise block
 * it for seconds) work, with a bound per instance: PHOTO_DECODE_THREADS at once and
 * PHOTO_DECODE_WAITING in line; the next upload is refused at once with a 503 problem and
 * Retry-After (`photoBusy`), before it costs memory.
 */
import { concurrencyGate, GateFull, ProblemError } from "../shared/index.ts";
import { workerThreads } from "../shared/index.server.ts";
import type { PhotoJob, PhotoRefusal, PhotoRenditions } from "./photo-renditions.server.ts";

/** Decodes at once per instance (one of them a HEVC HEIC at most): each takes one core for up to a few seconds. */
export const PHOTO_DECODE_THREADS = 2;
/** Uploads in line for a decode: a few inspectors uploading at once wait a moment instead of being refused. */
export const PHOTO_DECODE_WAITING = 4;
/** Seconds a refused upload is asked to wait: a line's worth of decodes. */
export const PHOTO_BUSY_RETRY_AFTER = 5;
/** An idle photo worker is ended after this long, which gives libheif's memory back. */
export const PHOTO_WORKER_IDLE_MS = 60_000;

export type PhotoDecode = (job: PhotoJob) => Promise<PhotoRenditions | PhotoRefusal>;

export interface PhotoDecodes {
  /** The renditions or the refusal; throws the 503 `photoBusy` problem when every slot and the line are taken. */
  decode: PhotoDecode;
  /** Decodes running now. */
  readonly running: number;
  /** Uploads in line for a decode. */
  readonly waiting: number;
}

/** The 503 problem of a full pool, with Retry-After; the page shows its field message. */
export const photoBusy = () =>
  new ProblemError(503, "photo_busy", "backoffice.photo.busy", [{ field: "photo", message: "backoffice.photo.busy" }], {
    retryAfter: PHOTO_BUSY_RETRY_AFTER,
  });

/**
 * The photo worker's file. In the sources (vitest, tsx) it is the .ts beside this module, which
 * Node runs with its types stripped; in the built server this module is part of
 * build/server/index.js and the build emits the worker beside it as photo-worker.js (vite.config.ts,
 * which fails the build when the two would not be side by side).
 */
export const PHOTO_WORKER_URL = import.meta.url.endsWith(".ts")
  ? new URL("./photo-worker.server.ts", import.meta.url)
  : new URL("./photo-worker.js", import.meta.url);

/**
 * Decoding in photo worker threads (started on demand, ended when idle); callers bound how many run
 * at once. A worker that decoded a HEVC HEIC is ended right after: libheif's WebAssembly memory
 * grew to ≈ 300 MB for a 24 MP photo and would stay until the worker ends.
 */
export function photoWorkers(idleMs = PHOTO_WORKER_IDLE_MS) {
  const threads = workerThreads<PhotoJob, PhotoRenditions | PhotoRefusal>(PHOTO_WORKER_URL, { idleMs, name: "photo-decode" });
  return {
    decode: ((job) => threads.run(job, { retire: job.hevc })) as PhotoDecode,
    /** Worker threads alive now. */
    get threads() {
      return threads.size;
    },
    close: () => threads.close(),
  };
}

/**
 * A bound around a decode: `threads` at once, `waiting` in line, the next refused with `photoBusy`.
 * HEVC HEICs are decoded one at a time (libheif's memory is the largest); one waiting for another
 * keeps its place among the `threads`.
 */
export function photoDecodes(options: { threads: number; waiting: number; decode: PhotoDecode }): PhotoDecodes {
  const gate = concurrencyGate({ running: options.threads, waiting: options.waiting });
  const heic = concurrencyGate({ running: 1, waiting: options.threads });
  return {
    async decode(job) {
      const decode = () => options.decode(job);
      try {
        return await gate.run(job.hevc ? () => heic.run(decode) : decode);
      } catch (err) {
        throw err instanceof GateFull ? photoBusy() : err;
      }
    },
    get running() {
      return gate.running;
    },
    get waiting() {
      return gate.waiting;
    },
  };
}

let shared: PhotoDecodes | undefined;

/** This process's photo decodes (AppDeps.photoDecodes unset): PHOTO_DECODE_THREADS workers, PHOTO_DECODE_WAITING in line. */
export function sharedPhotoDecodes(): PhotoDecodes {
  shared ??= photoDecodes({ threads: PHOTO_DECODE_THREADS, waiting: PHOTO_DECODE_WAITING, decode: photoWorkers().decode });
  return shared;
}
