/**
 * Change signals across app instances (issue 14, decision 0036): a write that changes what the shop
 * shows (catalog, prices, content, redirects, vouchers, campaigns) calls `announceChange` inside its
 * transaction. That is `pg_notify`, which PostgreSQL delivers when the transaction commits (and
 * never when it rolls back) to every instance listening, this one included; each instance then runs
 * the handlers registered with `onChange` (clearing its caches). PGlite has the same LISTEN/NOTIFY
 * inside its one process. The handlers also run at once in the announcing process, so the instance
 * that made the change never serves the old answer after acknowledging it.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";

export const CHANGE_CHANNEL = "sellback_changes";
export const CHANGE_TOPICS = ["catalog", "prices", "content", "redirects", "vouchers", "campaigns", "reviews", "partners"] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export const isChangeTopic = (value: unknown): value is ChangeTopic =>
  typeof value === "string" && (CHANGE_TOPICS as readonly string[]).includes(value);

/**
 * Where a change was heard: "local" when this process announces it (inside its transaction, not yet
 * committed), "notified" when the notification arrives (after the commit; also for this process's
 * own announcements), "gap" after the listener lost its connection (decision 0048 uses the three).
 */
export type ChangeOrigin = "local" | "notified" | "gap";
type Handler = (topic: ChangeTopic, origin: ChangeOrigin) => void;
const handlers = new Map<ChangeTopic, Set<Handler>>();

/** Runs `handler` whenever one of `topics` changes (in this process or, through the listener, another instance). Returns the unsubscribe. */
export function onChange(topics: ChangeTopic | readonly ChangeTopic[], handler: Handler): () => void {
  const list = typeof topics === "string" ? [topics] : topics;
  for (const t of list) {
    let set = handlers.get(t);
    if (!set) handlers.set(t, (set = new Set()));
    set.add(handler);
  }
  return () => {
    for (const t of list) handlers.get(t)?.delete(handler);
  };
}

/** Runs this process's handlers for a topic (the listener calls it for every notification). */
export function dispatchChange(topic: string, origin: ChangeOrigin = "notified"): void {
  if (!isChangeTopic(topic)) return;
  for (const h of handlers.get(topic) ?? []) {
    try {
      h(topic, origin);
    } catch (err) {
      console.error(JSON.stringify({ level: "error", msg: "change handler failed", topic, err: String(err) }));
    }
  }
}

/**
 * Announces a change: `db` should be the transaction that makes it, so other instances hear of it
 * only once it is committed. This process's handlers run now (and again when the notification comes).
 */
export async function announceChange(db: Db, topic: ChangeTopic): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${topic})`);
  dispatchChange(topic, "local");
}

/**
 * Listens for changes announced by any instance (the server starts it once). After a lost
 * connection every topic counts as changed, since notifications sent meanwhile are gone.
 */
export function listenForChanges(database: {
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
}): Promise<() => Promise<void>> {
  return database.listen(
    CHANGE_CHANNEL,
    (payload) => dispatchChange(payload),
    () => {
      for (const topic of CHANGE_TOPICS) dispatchChange(topic, "gap");
    },
  );
}
