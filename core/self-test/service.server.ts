/**
 * POST /api/self-test's work (decision 0125): the island's result for a catalog device → the
 * server's time, the screen-fit verdict, the pre-filled answers by the device's ids, and the
 * signed token the condition form carries into the offer.
 */
import type { Db } from "../../db/client.server.ts";
import { deviceById } from "../catalog/index.server.ts";
import type { EditionId } from "../editions/index.ts";
import { ProblemError } from "../shared/index.ts";
import { selfTestChecksFor } from "./checks.ts";
import { prefillCodes } from "./prefill.ts";
import { screenFits } from "./screens.ts";
import { signSelfTest } from "./token.server.ts";
import type { SelfTestPrefill, SelfTestResponse, SelfTestSigned, SelfTestSubmission } from "./types.ts";

export async function signSelfTestResult(
  db: Db,
  edition: EditionId,
  submission: SelfTestSubmission,
  now: Date,
  key: string,
): Promise<SelfTestResponse> {
  const device = await deviceById(db, edition, submission.deviceId, { shop: true });
  if (!device) throw new ProblemError(404, "not_found", "problem.detail.noDevice");
  const offered = new Set(selfTestChecksFor(device.categoryId).map((check) => check.id));
  if (!offered.size) throw new ProblemError(422, "validation", undefined, [{ field: "deviceId", message: "selfTest.error.category" }]);
  const foreign = submission.checks.findIndex((check) => !offered.has(check.id));
  if (foreign >= 0)
    throw new ProblemError(422, "validation", undefined, [{ field: `checks.${foreign}.id`, message: "selfTest.error.check" }]);

  const signed: SelfTestSigned = {
    deviceId: device.id,
    checks: submission.checks.map(({ id, status }) => ({ id, status })),
    hardware: submission.hardware,
    at: now.toISOString(),
    screenFits: screenFits(device.model, submission.hardware),
  };
  const prefill: SelfTestPrefill[] = [];
  for (const { questionCode, answerCode } of prefillCodes(signed.checks)) {
    const question = device.questions?.find((q) => q.code === questionCode);
    const answer = question?.answers.find((a) => a.code === answerCode);
    if (question && answer) prefill.push({ questionId: question.id, answerId: answer.id });
  }
  return { token: signSelfTest(signed, key), result: { ...signed, prefill } };
}
