/**
 * What happened in the business, for counters outside core (decision 0053: the metrics in
 * server/metrics). Core announces after the write has committed; listeners run synchronously and
 * cannot make the write fail. Labels are bounded values (edition, mode), never ids or personal data.
 */
export type BusinessEvent = { kind: "trade.created"; edition: string; mode: string } | { kind: "offer.created"; edition: string };

type Listener = (event: BusinessEvent) => void;
const listeners = new Set<Listener>();

/** Registers a listener; returns the function that removes it. */
export function onBusinessEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener; a listener's error is swallowed (a counter never fails a trade). */
export function announceBusinessEvent(event: BusinessEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // a broken counter must not undo a committed trade
    }
  }
}
