/** The jobs module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export {
  enqueueJob,
  enqueueJobs,
  enqueueDailyJob,
  claimJobs,
  completeJob,
  failJob,
  releaseJobs,
  type NewJob,
  type ClaimedJob,
  type JobExecutor,
} from "./queue.server.ts";
