/** The self-test's shapes on the wire and in offers.self_test (issue 34, decision 0125). Browser-safe. */
import type { SelfTestCheckId, SelfTestStatus } from "./checks.ts";

export interface SelfTestCheckResult {
  id: SelfTestCheckId;
  status: SelfTestStatus;
}

/** What the browser reports of itself: nothing here proves which device it is (decision 0125). */
export interface SelfTestHardware {
  /** screen.width / screen.height in CSS pixels. */
  screenWidth: number;
  screenHeight: number;
  /** window.devicePixelRatio */
  pixelRatio: number;
  /** navigator.platform (or userAgentData.platform), as reported; may be empty. */
  platform: string;
  /** navigator.maxTouchPoints */
  touchPoints: number;
}

/** The island's POST /api/self-test body. */
export interface SelfTestSubmission {
  deviceId: number;
  checks: SelfTestCheckResult[];
  hardware: SelfTestHardware;
}

/** One answer the passed checks pre-fill, by the catalog's ids (the condition form's radio values). */
export interface SelfTestPrefill {
  questionId: number;
  answerId: number;
}

/** What the server signed: the submission plus the server's time and its screen-fit verdict. */
export interface SelfTestSigned {
  deviceId: number;
  checks: SelfTestCheckResult[];
  hardware: SelfTestHardware;
  /** ISO time the server signed it (its clock, not the browser's). */
  at: string;
  /** true: the screen fits the catalog model; false: it does not (flagged); null: cannot tell. */
  screenFits: boolean | null;
}

/** POST /api/self-test's `result`. */
export interface SelfTestResult extends SelfTestSigned {
  prefill: SelfTestPrefill[];
}

/** POST /api/self-test's answer: the token goes into the condition form's hidden `selfTest` input. */
export interface SelfTestResponse {
  token: string;
  result: SelfTestResult;
}

/** offers.self_test: the verified result with the token's signature (base64url HMAC). */
export interface StoredSelfTest extends SelfTestSigned {
  signature: string;
}
