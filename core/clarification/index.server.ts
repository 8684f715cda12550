/** The clarification module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export { openClarification, newClarificationId, type OpenClarificationArgs, type OpenClarificationItem } from "./open.server.ts";
export {
  getClarification,
  answerClarification,
  acceptAllClarification,
  finalizeIfDecided,
  expireClarification,
  openClarificationsOf,
  type ClarificationView,
  type ClarificationDeviceView,
  type AnswerArgs,
  type AcceptAllArgs,
} from "./service.server.ts";
export * from "./mail.server.ts";
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
