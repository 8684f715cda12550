import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { nowFrom, ProblemError, inputString } from "../../core/shared/index.ts";
import { enforceRateLimit } from "../../core/rate-limit/index.server.ts";
import { TRADE_LIMITS, tradeInputSchemaFor, tradeLookupSchema, type TradeView } from "../../core/trade/index.ts";
import { cancelTrade, getTradeByNumber, lookupTrade, placeTrade, tokenMatches } from "../../core/trade/index.server.ts";
import { mailOrigin } from "../config/config.server.ts";
import { pdfResponse } from "../http/file-answers.server.ts";
import { certificateAnswer, tradePhotoAnswer } from "../http/trade-files.server.ts";
import { purchaseRecordAnswer } from "../http/purchase-record.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { tradeLabelFile } from "../carrier/carrier.server.ts";
import { journeysByTrade } from "../../core/carrier/index.server.ts";
import { customerFromBearer } from "./account.server.ts";
import { parseWith, readJson } from "../http/problem.server.ts";

export const tradeParams = z.object({ tradeNumber: inputString().min(1).max(40) });

/**
 * The registered customer behind the request, from its bearer token (decision 0011): null without
 * an Authorization header (a guest: new guest account number, read back with the tracking token),
 * the customer id with a valid token, 401 with an invalid or expired one.
 */
function customerIdOf(c: Context<AppEnv>): Promise<string | null> {
  return customerFromBearer(c);
}

/** The one answer of a trade lookup, whether or not the pair exists. */
export const TRADE_LOOKUP_ANSWER = { accepted: true } as const;

/** The answer to a placed trade (decisions.md "API contracts"). */
function placedBody(trade: TradeView) {
  return {
    tradeId: trade.tradeId,
    tradeNumber: trade.tradeNumber,
    total: trade.total,
    labelUrl: trade.labelUrl,
    state: trade.state,
    trackingToken: trade.trackingToken,
  };
}

/**
 * The trade when the caller may see it: the edition's trade with its tracking token (query
 * `token` or header `Tracking-Token`), or its owner. Everything else is the same 404, so a
 * wrong token does not reveal that the number exists.
 */
async function authorizedTrade(c: Context<AppEnv>): Promise<TradeView> {
  const { tradeNumber } = parseWith(tradeParams, { tradeNumber: c.req.param("tradeNumber") });
  const trade = await getTradeByNumber(c.get("deps").database.db, tradeNumber);
  const token = c.req.query("token") ?? c.req.header("tracking-token");
  const customerId = trade ? await customerIdOf(c) : null;
  const allowed =
    trade !== null &&
    trade.edition === c.get("edition") &&
    (tokenMatches(trade, token) || (customerId !== null && trade.customer.customerId === customerId));
  if (!allowed) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
  c.header("Cache-Control", "private, no-store");
  c.header("Referrer-Policy", "no-referrer");
  return trade;
}

export const tradesApi = new Hono<AppEnv>()
  .post("/", async (c) => {
    const key = c.req.header("idempotency-key");
    if (key === undefined || key.trim() === "") {
      throw new ProblemError(400, "bad_request", "problem.detail.idempotencyKeyRequired", [
        { field: "Idempotency-Key", message: "trade.error.idempotencyKey" },
      ]);
    }
    if (key.length > 200) {
      throw new ProblemError(422, "validation", "problem.detail.idempotencyKeyTooLong", [
        { field: "Idempotency-Key", message: "trade.error.idempotencyKey" },
      ]);
    }
    const edition = c.get("edition");
    const input = await readJson(c, tradeInputSchemaFor(edition));
    const deps = c.get("deps");
    const { database, mailer } = deps;
    const { trade, created } = await placeTrade({
      db: database.db,
      mailer,
      origin: mailOrigin(c.get("deps").config, edition),
      edition,
      // The shop mode from the request's host (never the client's word): the B2B cap and the trade's mode.
      mode: c.get("mode"),
      idempotencyKey: key,
      input,
      customerId: await customerIdOf(c),
      clientKey: c.get("clientKey"),
      now: nowFrom(deps),
    });
    c.header("Cache-Control", "no-store");
    return c.json(placedBody(trade), created ? 201 : 200);
  })
  /**
   * Trade lookup (decision 0031): anyone; the tracking link is mailed to `email` when it is the
   * trade's address. Always 202 with the same body (429 over TRADE_LIMITS.lookup*, 422 for bad input).
   */
  .post("/lookup", async (c) => {
    const deps = c.get("deps");
    const input = await readJson(c, tradeLookupSchema);
    await lookupTrade({
      db: deps.database.db,
      mailer: deps.mailer,
      edition: c.get("edition"),
      originFor: (edition) => mailOrigin(deps.config, edition),
      clientKey: c.get("clientKey"),
      now: nowFrom(deps),
      input,
    });
    c.header("Cache-Control", "no-store");
    return c.json(TRADE_LOOKUP_ANSWER, 202);
  })
  .get("/:tradeNumber", async (c) => {
    const trade = await authorizedTrade(c);
    return c.json(trade);
  })
  /**
   * The customer cancels the trade while it is `created` (decision 0024): its owner (bearer) or
   * the tracking-token holder, as for GET. 409 `trade_state_conflict` in any other state (nothing
   * changed); 429 over TRADE_LIMITS.cancelPerAddress. Answers the trade as GET does.
   */
  .post("/:tradeNumber/cancel", async (c) => {
    const deps = c.get("deps");
    const now = nowFrom(deps);
    await enforceRateLimit(deps.database.db, `trade-cancel:${c.get("clientKey")}`, TRADE_LIMITS.cancelPerAddress, now);
    const trade = await authorizedTrade(c);
    const customerId = await customerIdOf(c);
    const cancelled = await cancelTrade({
      db: deps.database.db,
      mailer: deps.mailer,
      origin: mailOrigin(deps.config, trade.edition),
      trade,
      actor: customerId !== null && trade.customer.customerId === customerId ? { kind: "customer", id: customerId } : { kind: "customer" },
      now,
      locale: c.get("locale"),
    });
    return c.json(cancelled);
  })
  /**
   * The parcels' journeys (issue 30, decision 0094) for the owner or the link holder, as the
   * tracking page shows them: each made label's carrier, tracking number, link, status and steps
   * (the carrier's words only as a problem's reason, never a place); 404 as for the trade otherwise.
   */
  .get("/:tradeNumber/tracking", async (c) => {
    const trade = await authorizedTrade(c);
    const found = await journeysByTrade(c.get("deps").database.db, trade.edition, [trade.tradeNumber]);
    return c.json({ tradeNumber: trade.tradeNumber, parcels: found.get(trade.tradeNumber) ?? [] });
  })
  /** A device's erasure certificate (decision 0025) for the owner or the link holder; 404 as for the trade otherwise. */
  .get("/:tradeNumber/items/:itemId/certificate", async (c) => {
    return certificateAnswer(c, await authorizedTrade(c));
  })
  /** The purchase record (decision 0115) for the owner or the link holder; 404 while there is none. */
  .get("/:tradeNumber/purchase-record.pdf", async (c) => {
    const trade = await authorizedTrade(c);
    return purchaseRecordAnswer(c, trade.tradeNumber);
  })
  /** A photo of the trade's inspection (decision 0025) for the owner or the link holder. */
  .get("/:tradeNumber/photos/:photoId", async (c) => {
    const trade = await authorizedTrade(c);
    return tradePhotoAnswer(c, trade.tradeId);
  })
  /** The shipping label (decision 0042): the edition's carrier's, made once and kept, or the development note. */
  .get("/:tradeNumber/label", async (c) => {
    const trade = await authorizedTrade(c);
    const { pdf } = await tradeLabelFile(c.get("deps"), trade);
    return pdfResponse(pdf, `label-${trade.tradeNumber}.pdf`);
  });
