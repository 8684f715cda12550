/**
 * The browser self-test's browser-safe door (issue 34, decision 0125): the check list, the pre-fill
 * rules and the types, free of zod so the island can import it; the input schemas, the screen table
 * and the signature are behind index.server.ts.
 */
export {
  isSelfTestCategory,
  SELF_TEST_CATEGORIES,
  SELF_TEST_CHECK_IDS,
  SELF_TEST_CHECKS,
  SELF_TEST_STATUSES,
  type SelfTestCategory,
  type SelfTestCheck,
  type SelfTestCheckId,
  type SelfTestStatus,
  selfTestChecksFor,
} from "./checks.ts";
export { passedChecks, passedChecksFor, prefillCodes, SELF_TEST_PREFILL_RULES, SELF_TEST_QUESTION_CHECKS } from "./prefill.ts";
export type {
  SelfTestCheckResult,
  SelfTestHardware,
  SelfTestPrefill,
  SelfTestResponse,
  SelfTestResult,
  SelfTestSigned,
  SelfTestSubmission,
  StoredSelfTest,
} from "./types.ts";
