import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ProblemError } from "../shared/index.ts";
import { photoDecodes, photoWorkers, type PhotoDecode } from "./photo-decodes.server.ts";
import type { PhotoJob } from "./photo-renditions.server.ts";

/** A decode that records which jobs started and finishes each when the test says so. */
function heldDecode() {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const decode: PhotoDecode = async (job) => {
    const name = new TextDecoder().decode(job.bytes);
    started.push(name);
    await new Promise<void>((resolve) => releases.set(name, resolve));
    return { web: job.bytes, thumb: job.bytes, width: 1, height: 1 };
  };
  const release = (name: string) => releases.get(name)!();
  return { decode, started, release };
}
const job = (name: string, hevc = false): PhotoJob => ({ bytes: new TextEncoder().encode(name), hevc });

describe("photoDecodes", () => {
  it("decodes HEVC HEICs one at a time (the second waits in its slot), refuses beyond the line with 503 photo_busy, and moves on in order", async () => {
    const held = heldDecode();
    const decodes = photoDecodes({ threads: 2, waiting: 1, decode: held.decode });
    const first = decodes.decode(job("heic-1", true));
    const second = decodes.decode(job("heic-2", true));
    await expect.poll(() => held.started).toEqual(["heic-1"]);
    const jpeg = decodes.decode(job("jpeg"));
    expect(decodes.running).toBe(2);
    expect(decodes.waiting).toBe(1);
    const refused = await decodes.decode(job("png")).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ProblemError);
    expect(refused).toMatchObject({ status: 503, code: "photo_busy", extra: { retryAfter: 5 } });

    held.release("heic-1");
    await first;
    // the first HEIC's slot goes to the one in line; the second HEIC goes on
    await expect.poll(() => held.started).toEqual(["heic-1", "heic-2", "jpeg"]);
    held.release("jpeg");
    held.release("heic-2");
    await Promise.all([second, jpeg]);
    expect([decodes.running, decodes.waiting]).toEqual([0, 0]);
  });
});

describe("photoWorkers", () => {
  it("keeps a worker after a JPEG and ends it after a HEVC HEIC, whose libheif memory it would keep", async () => {
    const workers = photoWorkers();
    try {
      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#804020" } })
        .jpeg()
        .toBuffer();
      expect(await workers.decode({ bytes: jpeg, hevc: false })).toMatchObject({ width: 64, height: 48 });
      expect(workers.threads).toBe(1);
      const heic = readFileSync(path.join(import.meta.dirname, "../../server/api/fixtures/iphone-gps.heic"));
      expect(await workers.decode({ bytes: heic, hevc: true })).toMatchObject({ width: 64, height: 48 });
      await expect.poll(() => workers.threads).toBe(0);
      expect(await workers.decode({ bytes: jpeg, hevc: false })).toMatchObject({ width: 64, height: 48 });
    } finally {
      await workers.close();
    }
  });
});
