/**
 * Returns in the back office (decision 0026): the devices going back to a trade's customer, the
 * return label PDF (to the customer's address), and `POST …/items/{itemId}/returned`
 * `{trackingNumber}` (inspector, support or admin; audited): the device is sent; when every
 * returned device of a `return_requested` trade is sent, the trade becomes `returned`.
 */
import { Hono } from "hono";
import { markDeviceReturned, returnsOf, trackingNumberSchema } from "../../../core/clarification/index.server.ts";
import { returnLabelFile } from "../../carrier/carrier.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { getTradeByNumber, staffActor, tradeNumberOf } from "../../../core/trade/index.server.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";
import { itemIdOf } from "../../http/path-params.server.ts";

export const RETURN_ROLES = ["inspector", "support"] as const;

async function tradeOr404(c: { get: (k: "deps") => AppEnv["Variables"]["deps"] }, raw: string) {
  const trade = await getTradeByNumber(c.get("deps").database.db, tradeNumberOf(raw) ?? raw);
  if (!trade) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
  return trade;
}

export const backofficeReturnsApi = new Hono<AppEnv>()
  .get("/:tradeNumber/returns", async (c) => {
    await requireStaff(c, ...RETURN_ROLES);
    const trade = await tradeOr404(c, c.req.param("tradeNumber"));
    return c.json({
      tradeNumber: trade.tradeNumber,
      state: trade.state,
      returns: await returnsOf(c.get("deps").database.db, trade.tradeId),
    });
  })
  .get("/:tradeNumber/items/:itemId/return-label", async (c) => {
    await requireStaff(c, ...RETURN_ROLES);
    const trade = await tradeOr404(c, c.req.param("tradeNumber"));
    const itemId = itemIdOf(c.req.param("itemId"));
    const returns = await returnsOf(c.get("deps").database.db, trade.tradeId);
    if (!returns.some((r) => r.itemId === itemId)) throw new ProblemError(404, "not_found", "returns.error.noReturn");
    const { pdf } = await returnLabelFile(c.get("deps"), trade, itemId);
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="return-${trade.tradeNumber}-${itemId}.pdf"`,
        "cache-control": "private, no-store",
      },
    });
  })
  .post("/:tradeNumber/items/:itemId/returned", async (c) => {
    const staff = await requireStaff(c, ...RETURN_ROLES);
    const trade = await tradeOr404(c, c.req.param("tradeNumber"));
    const itemId = itemIdOf(c.req.param("itemId"));
    const { trackingNumber } = await readJson(c, trackingNumberSchema);
    const deps = c.get("deps");
    const result = await markDeviceReturned({
      db: deps.database.db,
      tradeId: trade.tradeId,
      tradeNumber: trade.tradeNumber,
      itemId,
      trackingNumber,
      staff: staffActor(staff, staff.staff.roles.includes("inspector") ? "inspector" : "support", c.get("clientKey")),
      now: nowFrom(deps),
    });
    return c.json({ tradeNumber: trade.tradeNumber, state: result.tradeState, returns: await returnsOf(deps.database.db, trade.tradeId) });
  });
