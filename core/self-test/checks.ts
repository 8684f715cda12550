/**
 * The browser self-test's checks (issue 34, decision 0125): which exist, on which categories, and
 * what each can and cannot show. Browser-safe: the island, the entry and the server read the same list.
 */

/** The categories a self-test runs on: a browser on the device being sold exists only there. */
export const SELF_TEST_CATEGORIES = ["smartphones", "tablets"] as const;
export type SelfTestCategory = (typeof SELF_TEST_CATEGORIES)[number];

export const SELF_TEST_CHECK_IDS = [
  "touch",
  "pixels",
  "frontCamera",
  "backCamera",
  "microphone",
  "speaker",
  "vibration",
  "motion",
] as const;
export type SelfTestCheckId = (typeof SELF_TEST_CHECK_IDS)[number];

/** passed / failed: the seller ran the check; unsupported: the browser offers no way; skipped: not run. */
export const SELF_TEST_STATUSES = ["passed", "failed", "unsupported", "skipped"] as const;
export type SelfTestStatus = (typeof SELF_TEST_STATUSES)[number];

export interface SelfTestCheck {
  id: SelfTestCheckId;
  /** The categories whose devices have what the check tests (tablets have no vibration motor to speak of). */
  categories: readonly SelfTestCategory[];
  /**
   * Whether the seller's own judgement decides the result (colour fields, vibration): the browser
   * cannot see the screen or feel the motor, it only records what the seller says.
   */
  sellerJudges: boolean;
}

const BOTH: readonly SelfTestCategory[] = SELF_TEST_CATEGORIES;

/**
 * In the order the island runs them. What each proves and cannot prove is worded in the messages
 * (selfTest.check.<id>.*); battery health and the IMEI are absent on purpose: a browser cannot read them.
 */
export const SELF_TEST_CHECKS: readonly SelfTestCheck[] = [
  { id: "touch", categories: BOTH, sellerJudges: false },
  { id: "pixels", categories: BOTH, sellerJudges: true },
  { id: "frontCamera", categories: BOTH, sellerJudges: false },
  { id: "backCamera", categories: BOTH, sellerJudges: false },
  { id: "microphone", categories: BOTH, sellerJudges: false },
  { id: "speaker", categories: BOTH, sellerJudges: false },
  { id: "vibration", categories: ["smartphones"], sellerJudges: true },
  { id: "motion", categories: BOTH, sellerJudges: false },
];

export function isSelfTestCategory(categoryId: string): categoryId is SelfTestCategory {
  return (SELF_TEST_CATEGORIES as readonly string[]).includes(categoryId);
}

/** The checks a device of this category gets; none outside smartphones and tablets. */
export function selfTestChecksFor(categoryId: string): SelfTestCheck[] {
  return isSelfTestCategory(categoryId) ? SELF_TEST_CHECKS.filter((check) => check.categories.includes(categoryId)) : [];
}
