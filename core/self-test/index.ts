/** The browser self-test's browser-safe door (issue 34, decision 0125). */
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
