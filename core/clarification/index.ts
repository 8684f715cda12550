/**
 * The clarification module's door (decision 0026).
 * Pure: clarificationDeadlines, clarificationOutcome, CLARIFICATION_JOBS, types.
 * Server only: openClarification (called by the inspection's completion), getClarification,
 * answerClarification, clarificationJobHandlers, returns (markDeviceReturned).
 */
export * from "./types.ts";
export * from "./deadlines.ts";
export * from "./outcome.ts";
export * from "./jobs-keys.ts";
export { openClarification, newClarificationId, type OpenClarificationArgs, type OpenClarificationItem } from "./open.server.ts";
export {
  getClarification,
  answerClarification,
  finalizeIfDecided,
  expireClarification,
  openClarificationsOf,
  type ClarificationView,
  type ClarificationDeviceView,
  type AnswerArgs,
} from "./service.server.ts";
export { composeClarificationMail, clarificationUrl, quickAnswerUrl, type ClarificationNotice } from "./mail.server.ts";
export { clarificationJobHandlers } from "./jobs.server.ts";
export {
  returnsOf,
  returnsByTrade,
  returnLabelPdf,
  markDeviceReturned,
  trackingNumberSchema,
  type TradeReturnView,
  type StaffWho,
} from "./returns.server.ts";
