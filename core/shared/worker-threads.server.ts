/**
 * Worker threads that run one task at a time each (decision 0069): a task posts one message to an
 * idle worker (started when none is idle) and resolves with the worker's one answer. The caller
 * bounds how many run at once (`concurrencyGate`); this only keeps the threads. A worker that
 * stays idle for `idleMs`, or that ran a task marked `retire`, is ended, which gives its memory
 * back (WebAssembly heaps never shrink).
 * Idle workers do not keep the process alive; a running task does.
 */
import { Worker } from "node:worker_threads";

export class WorkerFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "WorkerFailed";
  }
}

export interface WorkerThreads<In, Out> {
  /**
   * The worker's answer to `input`; rejects with WorkerFailed when the worker fails or exits on the
   * way. `retire` ends the worker after its answer instead of keeping it (memory it will not give back).
   */
  run(input: In, options?: { retire?: boolean }): Promise<Out>;
  /** Workers alive now (idle or busy). */
  readonly size: number;
  /** Ends every worker (a task still running rejects). */
  close(): Promise<void>;
}

export function workerThreads<In, Out>(file: URL, options: { idleMs: number; name: string }): WorkerThreads<In, Out> {
  const idle: Array<{ worker: Worker; timer: NodeJS.Timeout }> = [];
  const all = new Set<Worker>();

  const start = () => {
    const worker = new Worker(file, { name: options.name });
    all.add(worker);
    worker.once("exit", () => {
      all.delete(worker);
      const i = idle.findIndex((entry) => entry.worker === worker);
      if (i >= 0) clearTimeout(idle.splice(i, 1)[0]!.timer);
    });
    // an idle worker's error (none expected) must not become an unhandled 'error' event
    worker.on("error", () => {});
    return worker;
  };

  const park = (worker: Worker) => {
    worker.unref();
    const timer = setTimeout(() => {
      const i = idle.findIndex((entry) => entry.worker === worker);
      if (i >= 0) idle.splice(i, 1);
      void worker.terminate();
    }, options.idleMs);
    timer.unref();
    idle.push({ worker, timer });
  };

  return {
    run(input, runOptions) {
      const parked = idle.pop();
      if (parked) clearTimeout(parked.timer);
      const worker = parked?.worker ?? start();
      worker.ref();
      return new Promise<Out>((resolve, reject) => {
        const done = () => {
          worker.off("message", onMessage);
          worker.off("error", onError);
          worker.off("exit", onExit);
        };
        const onMessage = (answer: Out) => {
          done();
          if (runOptions?.retire) void worker.terminate();
          else park(worker);
          resolve(answer);
        };
        const onError = (err: unknown) => {
          done();
          void worker.terminate();
          reject(new WorkerFailed(`worker ${options.name} failed`, { cause: err }));
        };
        const onExit = (code: number) => {
          done();
          reject(new WorkerFailed(`worker ${options.name} exited with code ${code}`));
        };
        worker.on("message", onMessage);
        worker.on("error", onError);
        worker.on("exit", onExit);
        worker.postMessage(input);
      });
    },
    get size() {
      return all.size;
    },
    async close() {
      for (const entry of idle.splice(0)) clearTimeout(entry.timer);
      await Promise.all([...all].map((worker) => worker.terminate()));
    },
  };
}
