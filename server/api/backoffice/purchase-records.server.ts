/**
 * `GET /api/backoffice/trades/{n}/purchase-record.pdf` (decision 0115): a trade's purchase record for
 * staff with the role payout or support (admin holds every role); inspector and catalog 403, no
 * token 401; 404 with a problem while there is none.
 */
import { Hono } from "hono";
import { PURCHASE_RECORD_ROLES } from "../../../core/purchase-record/index.ts";
import { ProblemError } from "../../../core/shared/index.ts";
import { getTradeByNumber, tradeNumberOf } from "../../../core/trade/index.server.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { purchaseRecordAnswer } from "../../http/purchase-record.server.ts";
import { requireStaff } from "./auth.server.ts";

export const backofficePurchaseRecordApi = new Hono<AppEnv>().get("/:tradeNumber/purchase-record.pdf", async (c) => {
  await requireStaff(c, ...PURCHASE_RECORD_ROLES);
  const tradeNumber = tradeNumberOf(c.req.param("tradeNumber"));
  const trade = tradeNumber ? await getTradeByNumber(c.get("deps").database.db, tradeNumber) : null;
  if (!trade) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
  return purchaseRecordAnswer(c, trade.tradeNumber);
});
