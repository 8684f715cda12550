/** Customer service in the back office (issue 14, decision 0041). */
export * from "./rules.ts";
export { answerSchema, inboxQuery } from "./inbox-query.ts";
export { composeSupportAnswer, type SupportAnswerInput } from "./mails.ts";
export {
  customerSupportView,
  guestSupportView,
  searchSupport,
  ERASED_EMAIL,
  SEARCH_LIMIT,
  type ContactMessageSummary,
  type CustomerHit,
  type MailLogEntry,
  type PersonView,
  type TradeHit,
} from "./people.server.ts";
export {
  answerContactMessage,
  eraseCustomer,
  eraseGuest,
  getContactMessage,
  listInbox,
  resendMail,
  INBOX_PAGE_SIZE,
  type ContactMessageView,
  type ErasureResult,
  type InboxFilter,
} from "./actions.server.ts";
export { supportCustomerExport, supportGuestExport } from "./export.server.ts";
