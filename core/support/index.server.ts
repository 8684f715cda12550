/** The support module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
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
