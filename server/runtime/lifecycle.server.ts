/**
 * Whether this instance is taking requests (decision 0053). On SIGTERM `main.server.ts` calls
 * `drain()`: from then on `/api/ready` answers 503 at once (a proxy or an operator stops sending
 * here) and answers carry `Connection: close`, while the running requests finish.
 */
export interface Lifecycle {
  readonly draining: boolean;
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
