/**
 * Background jobs (decision 0024): rows in the `jobs` table, claimed with row locks.
 * Pure: retryDelaySeconds, DEFAULT_MAX_ATTEMPTS, JOB_LEASE_SECONDS.
 * Server only: enqueueJob, claimJobs, completeJob, failJob (server/jobs/ runs the worker loop).
 */
export * from "./backoff.ts";
