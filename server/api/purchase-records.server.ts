/**
 * The purchase record's download for a registered customer (decision 0115):
 * `GET /api/account/trades/{n}/purchase-record.pdf` with the bearer access token, only their own
 * trades of this edition; any other trade is the same 404 as an unknown one; no or a bad token 401.
 * Staff: server/api/backoffice/purchase-records.server.ts. The trade's link holder (the tracking
 * page) downloads it at `GET /api/trade/trades/{n}/purchase-record.pdf` (server/api/trades.server.ts,
 * with the trade's other private files).
 */
import { Hono } from "hono";
import { ProblemError } from "../../core/shared/index.ts";
import { getTradeByNumber, tradeNumberOf } from "../../core/trade/index.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { purchaseRecordAnswer } from "../http/purchase-record.server.ts";
import { requireCustomer } from "./account.server.ts";

const noTrade = () => new ProblemError(404, "not_found", "problem.detail.noTrade");

export const accountPurchaseRecordApi = new Hono<AppEnv>().get("/:tradeNumber/purchase-record.pdf", async (c) => {
  const customerId = await requireCustomer(c);
  const tradeNumber = tradeNumberOf(c.req.param("tradeNumber"));
  const trade = tradeNumber ? await getTradeByNumber(c.get("deps").database.db, tradeNumber) : null;
  if (!trade || trade.edition !== c.get("edition") || trade.customer.customerId !== customerId) throw noTrade();
  return purchaseRecordAnswer(c, trade.tradeNumber);
});
