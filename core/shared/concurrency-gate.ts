/**
 * A bound on expensive work (decision 0069): at most `running` tasks at once, at most `waiting`
 * more in line (first come, first served), and the next one is refused at once with `GateFull`,
 * so a burst costs a short queue and a clear "try again", never unbounded memory or waiting.
 */
export class GateFull extends Error {
  constructor() {
    super("every slot is taken and the line is full");
    this.name = "GateFull";
  }
}

export interface ConcurrencyGate {
  /** Runs the task when a slot is free (now, or after those in line); throws GateFull when the line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks in line for a slot. */
  readonly waiting: number;
}

export function concurrencyGate(limits: { running: number; waiting: number }): ConcurrencyGate {
  if (!(limits.running >= 1) || !(limits.waiting >= 0)) throw new RangeError("a gate needs at least one slot and a line of zero or more");
  let running = 0;
  const line: Array<() => void> = [];
  // a finished task hands its slot to the first in line, so nobody overtakes the line
  const release = () => {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task) {
      if (running < limits.running) running += 1;
      else if (line.length < limits.waiting) await new Promise<void>((resolve) => line.push(resolve));
      else throw new GateFull();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}
