/**
 * `/api/backoffice/trades/{n}/…` for inspection (decision 0025): receive is in trades.server.ts;
 * here each device's inspection, the completion, photos and erasure certificates. Inspecting is
 * for inspectors (and admin); reading for any staff role.
 */
import { Hono } from "hono";
import { certificatePdf, completeInspection, inspectionInputSchema, inspectionsOf, recordInspection } from "../../../core/inspection/index.ts";
import { nowFrom } from "../../../core/shared/clock.ts";
import { ProblemError } from "../../../core/shared/problem.ts";
import { getTradeByNumber } from "../../../core/trade/queries.server.ts";
import { staffActor } from "../../../core/trade/receive.server.ts";
import { tradeNumberOf } from "../../../core/trade/queue.server.ts";
import type { TradeView } from "../../../core/trade/types.ts";
import { mailOrigin } from "../../config.server.ts";
import type { AppEnv } from "../../env.server.ts";
import { readJson } from "../problem.server.ts";
import { requireStaff } from "./auth.server.ts";

/** An item id from the path: a positive integer, else the same 404 as an unknown item. */
export function itemIdOf(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
  return id;
}

async function tradeOr404(db: Parameters<typeof getTradeByNumber>[0], raw: string): Promise<TradeView> {
  const trade = await getTradeByNumber(db, tradeNumberOf(raw) ?? raw);
  if (!trade) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
  return trade;
}

/** A PDF answer that no cache keeps. */
export const pdfResponse = (pdf: Uint8Array, filename: string) =>
  new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${filename}"`,
      "cache-control": "private, no-store",
      "referrer-policy": "no-referrer",
    },
  });

export const backofficeInspectionApi = new Hono<AppEnv>()
  .get("/:tradeNumber/inspection", async (c) => {
    await requireStaff(c);
    const trade = await tradeOr404(c.get("deps").database.db, c.req.param("tradeNumber"));
    return c.json({ tradeNumber: trade.tradeNumber, state: trade.state, items: await inspectionsOf(c.get("deps").database.db, trade.tradeId) });
  })
  .post("/:tradeNumber/items/:itemId/inspection", async (c) => {
    const staff = await requireStaff(c, "inspector");
    const itemId = itemIdOf(c.req.param("itemId"));
    const input = await readJson(c, inspectionInputSchema);
    const deps = c.get("deps");
    const view = await recordInspection({
      db: deps.database.db,
      tradeNumber: tradeNumberOf(c.req.param("tradeNumber")) ?? c.req.param("tradeNumber"),
      itemId,
      input,
      staff: staffActor(staff, "inspector", c.get("clientKey")),
      now: nowFrom(deps),
      locale: c.get("locale"),
    });
    return c.json(view);
  })
  .post("/:tradeNumber/inspection/complete", async (c) => {
    const staff = await requireStaff(c, "inspector");
    const deps = c.get("deps");
    const result = await completeInspection({
      db: deps.database.db,
      mailer: deps.mailer,
      originFor: (t) => mailOrigin(deps.config, t.edition),
      tradeNumber: tradeNumberOf(c.req.param("tradeNumber")) ?? c.req.param("tradeNumber"),
      staff: staffActor(staff, "inspector", c.get("clientKey")),
      now: nowFrom(deps),
      locale: c.get("locale"),
    });
    return c.json(result);
  })
  .get("/:tradeNumber/items/:itemId/certificate", async (c) => {
    await requireStaff(c);
    const trade = await tradeOr404(c.get("deps").database.db, c.req.param("tradeNumber"));
    const found = await certificatePdf(c.get("deps").database.db, trade, itemIdOf(c.req.param("itemId")));
    if (!found) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
    return pdfResponse(found.pdf, `${found.number}.pdf`);
  });
