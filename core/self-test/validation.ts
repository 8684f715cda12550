/** The self-test's input rules (decision 0125): POST /api/self-test's body, and a token's payload read back. */
import { inputString, z } from "../shared/index.ts";
import { SELF_TEST_CHECK_IDS, SELF_TEST_STATUSES } from "./checks.ts";

const id = z.number().int().positive().max(2_147_483_647);
// generous bounds: a screen is thousands of CSS pixels at most; anything beyond is not a screen
const size = z.number().int().min(0).max(20_000);

export const selfTestHardwareSchema = z.object({
  screenWidth: size,
  screenHeight: size,
  pixelRatio: z.number().min(0).max(20),
  platform: inputString().max(100),
  touchPoints: z.number().int().min(0).max(100),
});

export const selfTestChecksSchema = z
  .array(z.object({ id: z.enum(SELF_TEST_CHECK_IDS), status: z.enum(SELF_TEST_STATUSES) }))
  .max(SELF_TEST_CHECK_IDS.length)
  .refine((checks) => new Set(checks.map((check) => check.id)).size === checks.length, { message: "selfTest.error.duplicateCheck" });

export const selfTestSubmissionSchema = z.object({
  deviceId: id,
  checks: selfTestChecksSchema,
  hardware: selfTestHardwareSchema,
});

/** The signed payload as a token carries it (v: its format's version). */
export const selfTestPayloadSchema = z.object({
  v: z.literal(1),
  deviceId: id,
  checks: selfTestChecksSchema,
  hardware: selfTestHardwareSchema,
  at: z.iso.datetime(),
  screenFits: z.boolean().nullable(),
});

/** A token: base64url payload "." base64url HMAC-SHA256 (the offer forms' hidden `selfTest`, the API's `selfTest`). */
export const SELF_TEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,6000}\.[A-Za-z0-9_-]{43}$/;
export const selfTestTokenSchema = inputString().max(6100);
