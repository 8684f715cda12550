/** OpenAPI paths: Calibration: where customers and inspectors disagree (issue 34, decision 0131); spread into openapi.server.ts. */
import { calibrationQuerySchema } from "../../../core/calibration/index.ts";
import { pathsFromZod } from "../../http/openapi-zod.server.ts";

export const calibrationOpenApiPaths = pathsFromZod({
  "/api/backoffice/calibration": {
    get: {
      summary:
        "Where customers and inspectors disagree (support and catalog roles; admin): per question and the customer's answer, the inspected devices, how many the inspector found otherwise and which way (overstated: the customer's answer priced higher than the inspector's; understated; even: another answer of the same price effect), the money it moved in cents, what was found instead, and a flag where the wording may mislead (many wrong both ways); from the daily calibration job's tables, filtered by category, model family and channel. The customers with repeatedly overstated answers only for support (null otherwise), for a conversation and never an automatic action. Private, not stored",
      auth: "staff",
      tags: ["back office"],
      query: calibrationQuerySchema,
      responses: {
        "200":
          "{computedAt | null, filters, choices: {categories: [{id, name}], series: [{id, name, categoryId}]}, rules: {misleadingMinDevices, misleadingBothWaysShare, repeatedOverstatedTrades}, totals: {devices, differing, overstated, understated, movedCents}, questions: [{questionCode, question, devices, differing, overstated, understated, movedCents, misleading, answers: [{customerAnswerCode, answer, devices, differing, overstated, understated, movedCents, found: [{inspectorAnswerCode, direction, devices, movedCents}]}]}], answerTexts: {questionCode: {answerCode: text}}, customers: {count, list: [{customerId, email, trades, overstatedTrades, movedCents, lastTradeAt}]} | null}",
        "401": "No valid staff bearer token",
        "403": "Neither support nor catalog (nor admin), or a step (TOTP set-up, password change) is pending",
        "422": "A filter is malformed (unknown channel, an id with other characters, too long)",
      },
    },
  },
});
