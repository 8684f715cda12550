/** Retry policy of background jobs (decision 0024), pure. */

/** Attempts a job gets before it is `dead` (kept for a person to look at, never run again). */
export const DEFAULT_MAX_ATTEMPTS = 5;

/** How long a claimed job stays locked to its instance; after that another instance may take it over. */
export const JOB_LEASE_SECONDS = 5 * 60;

/** Seconds to wait before attempt `attempt + 1` after attempt `attempt` (1-based) failed: 30 s, 1, 2, 4 min … at most 1 h. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));
}
