/**
 * The photo worker thread (decision 0069): answers each PhotoJob message with its renditions or
 * its refusal (photo-renditions.server.ts). Started by photo-decodes.server.ts: from this source
 * file under vitest and tsx, as `photo-worker.js` beside the built server (vite.config.ts).
 */
import { parentPort } from "node:worker_threads";
import { photoRenditions, type PhotoJob } from "./photo-renditions.server.ts";

if (!parentPort) throw new Error("photo-worker.server.ts runs as a worker thread");
const port = parentPort;
port.on("message", (job: PhotoJob) => {
  void photoRenditions(job).then(
    (answer) => port.postMessage(answer),
    () => port.postMessage({ refused: "type" }),
  );
});
