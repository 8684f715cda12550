/**
 * The seller's self-test on the clarification page (decision 0125): for each device whose offer
 * carried one, the differing answers whose checks passed, with the inspector's finding beside them.
 */
import { findingLine } from "../../../core/clarification/index.ts";
import type { Db } from "../../../db/client.server.ts";
import { passedChecksFor, selfTestsOfOffers } from "../../../core/self-test/index.server.ts";
import type { SelfTestBesideData } from "../../features/self-test/self-test-beside.tsx";
import type { PageClarification } from "./clarification.server.ts";

export async function selfTestsBesideFindings(db: Db, body: PageClarification): Promise<Record<number, SelfTestBesideData>> {
  const offerIds = body.devices.flatMap((d) => (d.oldOffer ? [d.oldOffer.offerId] : []));
  const selfTests = await selfTestsOfOffers(db, offerIds);
  const out: Record<number, SelfTestBesideData> = {};
  for (const d of body.devices) {
    const selfTest = d.oldOffer ? selfTests.get(d.oldOffer.offerId) : undefined;
    if (!selfTest || !d.oldOffer) continue;
    const codes = new Map(d.oldOffer.breakdown.lines.map((l) => [l.questionId, l.questionCode]));
    const rows = d.findings.answers.flatMap((a) => {
      const code = codes.get(Number(a.questionId));
      const checks = code ? passedChecksFor(code, selfTest.checks) : [];
      return checks.length ? [{ question: a.question ?? "", found: findingLine(a) ?? a.foundText ?? "", checks }] : [];
    });
    if (rows.length) out[d.itemId] = { at: selfTest.at, rows };
  }
  return out;
}
