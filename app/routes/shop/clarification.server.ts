/**
 * The clarification pages' server side (decision 0026): the view behind a link (404 unknown, 410
 * expired or answered, both with the expired-link variant) and the answer from a form, through the
 * same core call and rate limit as POST /api/clarifications/{id}/{trade}.
 */
import {
  acceptAllClarification,
  answerClarification,
  getClarification,
  openClarificationsOf,
  returnsByTrade,
  type ClarificationView,
} from "../../../core/clarification/index.server.ts";
import { matchPage, pathFor, type EditionId } from "../../../core/editions/index.ts";
import { enforceRateLimit } from "../../../core/rate-limit/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { TRADE_LIMITS } from "../../../core/trade/index.ts";
import type { PageContext } from "../../../server/http/page-context.server.ts";
import { clarificationBody } from "../../../server/api/clarifications.server.ts";
import { pageNotFound } from "../../lib/errors.ts";
import type { TradeFollowUpData } from "../../features/tracking/follow-up.tsx";

export type PageClarification = ReturnType<typeof clarificationBody>;

/** The clarification of the link in `url`, or the 404/410 page. `allowAnswered`: the thank-you view after the last answer. */
export async function clarificationForPage(
  ctx: PageContext,
  url: URL,
  params: { id?: string; trade?: string },
  allowAnswered = false,
): Promise<ClarificationView> {
  const view = await getClarification(ctx.deps.database.db, params.id ?? "", params.trade ?? "", nowFrom(ctx.deps));
  if (!view || view.edition !== ctx.edition) throw pageNotFound(url.pathname, "noEntity");
  if (view.state === "expired" || (view.state === "answered" && !allowAnswered)) throw pageNotFound(url.pathname, "noEntity", true);
  return view;
}

export const clarificationPath = (edition: EditionId, view: Pick<ClarificationView, "clarificationId" | "tradeNumber">) =>
  pathFor(edition, "clarification", { id: view.clarificationId, trade: view.tradeNumber });

/** True when `url` is a quick-answer path (any of its three forms). */
export const isQuickAnswer = (edition: EditionId, url: URL) => matchPage(edition, url.pathname)?.page === "clarificationQuickAnswer";

/** One device's answer from a page; null when answered, else the translated message and status. */
export async function answerFromPage(
  ctx: PageContext,
  view: ClarificationView,
  offerId: string,
  answer: "accept" | "return",
): Promise<{ closed: boolean } | { error: string; status: number }> {
  const db = ctx.deps.database.db;
  const now = nowFrom(ctx.deps);
  try {
    await enforceRateLimit(db, `clarification-answer:${ctx.clientKey}`, TRADE_LIMITS.cancelPerAddress, now);
    const result = await answerClarification(db, {
      clarificationId: view.clarificationId,
      tradeNumber: view.tradeNumber,
      offerId,
      answer,
      by: "link",
      now,
    });
    return { closed: result.closed };
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    return { error: translator(ctx.locale)(err.detail ?? `problem.${err.code}`), status: err.status };
  }
}

/** "Accept all new prices" from the page (decision 0119): the same core call and rate limit as POST …/accept-all. */
export async function acceptAllFromPage(
  ctx: PageContext,
  view: ClarificationView,
): Promise<{ closed: boolean } | { error: string; status: number }> {
  const db = ctx.deps.database.db;
  const now = nowFrom(ctx.deps);
  try {
    await enforceRateLimit(db, `clarification-answer:${ctx.clientKey}`, TRADE_LIMITS.cancelPerAddress, now);
    const result = await acceptAllClarification(db, {
      clarificationId: view.clarificationId,
      tradeNumber: view.tradeNumber,
      by: "link",
      now,
    });
    return { closed: result.closed };
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    return { error: translator(ctx.locale)(err.detail ?? `problem.${err.code}`), status: err.status };
  }
}

/**
 * What follows a trade's inspection, for the tracking page and the account's trade history (one
 * query each for all the trades): the open clarification as the link the customer got by mail
 * (decision 0026) with its deadline, and the devices going back.
 */
export async function tradeFollowUps(
  db: PageContext["deps"]["database"]["db"],
  edition: EditionId,
  tradeNumbers: readonly string[],
): Promise<Record<string, TradeFollowUpData>> {
  const [open, returns] = await Promise.all([openClarificationsOf(db, tradeNumbers), returnsByTrade(db, tradeNumbers)]);
  return Object.fromEntries(
    tradeNumbers.map((tradeNumber) => {
      const c = open.get(tradeNumber);
      return [
        tradeNumber,
        {
          clarification: c
            ? { path: clarificationPath(edition, { clarificationId: c.id, tradeNumber }), deadline: c.deadlineAt.toISOString() }
            : null,
          returns: (returns.get(tradeNumber) ?? []).map((r) => ({
            itemId: r.itemId,
            deviceName: r.deviceName,
            trackingNumber: r.trackingNumber,
            returnedAt: r.returnedAt,
          })),
        },
      ];
    }),
  );
}

export { clarificationBody };
