/** Data erasure as recorded per device (pure, browser-safe): NIST SP 800-88 Clear or Purge, and the result. */
export const ERASURE_METHODS = ["nist_clear", "nist_purge"] as const;
export type ErasureMethod = (typeof ERASURE_METHODS)[number];
export const ERASURE_RESULTS = ["passed", "failed"] as const;
export type ErasureResult = (typeof ERASURE_RESULTS)[number];
