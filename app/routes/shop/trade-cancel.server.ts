/**
 * The customer's cancel from a page (tracking page, account): the same rate limit and core call
 * as POST /api/trade/trades/{n}/cancel (decision 0024). Answers null when cancelled, else the
 * message (a key or a translated problem detail) and status for the page.
 */
import { enforceRateLimit } from "../../../core/rate-limit/index.server.ts";
import { ProblemError, nowFrom } from "../../../core/shared/index.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { TRADE_LIMITS, type TradeView } from "../../../core/trade/index.ts";
import { cancelTrade, type TradeActor } from "../../../core/trade/index.server.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import type { PageContext } from "../../../server/http/page-context.server.ts";

export async function cancelFromPage(
  ctx: PageContext,
  trade: TradeView,
  actor: TradeActor,
): Promise<{ error: string; status: number } | null> {
  const db = ctx.deps.database.db;
  const now = nowFrom(ctx.deps);
  try {
    await enforceRateLimit(db, `trade-cancel:${ctx.clientKey}`, TRADE_LIMITS.cancelPerAddress, now);
    await cancelTrade({
      db,
      mailer: ctx.deps.mailer,
      origin: mailOrigin(ctx.deps.config, trade.edition),
      trade,
      actor,
      now,
      locale: ctx.locale,
    });
    return null;
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    // Translated here: the pages' message scopes hold no problem texts.
    return { error: translator(ctx.locale)(err.detail ?? `problem.${err.code}`), status: err.status };
  }
}
