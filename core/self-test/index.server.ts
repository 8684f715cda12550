/** The browser self-test's server door (issue 34, decision 0125). */
export * from "./index.ts";
export { signSelfTestResult } from "./service.server.ts";
export {
  canonicalSelfTest,
  SELF_TEST_MAX_AGE_MS,
  type SelfTestVerdict,
  selfTestKey,
  signSelfTest,
  verifySelfTest,
} from "./token.server.ts";
export { MODEL_SCREENS, screenFits } from "./screens.ts";
export {
  SELF_TEST_TOKEN_PATTERN,
  selfTestChecksSchema,
  selfTestHardwareSchema,
  selfTestPayloadSchema,
  selfTestSubmissionSchema,
  selfTestTokenSchema,
} from "./validation.ts";
export { selfTestsOfOffers, selfTestsOfTrade } from "./queries.server.ts";
