/**
 * A trade for the thank-you and tracking pages: by number and tracking token (constant-time
 * check), in the request's edition only. What the pages get leaves out the customer's contact
 * data and the full payout account (only the masked IBAN).
 */
import type { EditionId } from "../../../core/editions/index.ts";
import { type TradeView } from "../../../core/trade/index.ts";
import { getTradeByNumber, tokenMatches } from "../../../core/trade/index.server.ts";
import type { Db } from "../../../db/client.server.ts";
import { maskEmail } from "../../../core/shared/index.ts";

export { maskEmail };

export async function tradeForToken(
  db: Db,
  edition: EditionId,
  tradeNumber: string | null,
  token: string | null,
): Promise<TradeView | null> {
  if (!tradeNumber || !token) return null;
  const trade = await getTradeByNumber(db, tradeNumber.slice(0, 40));
  if (!trade || trade.edition !== edition || !tokenMatches(trade, token)) return null;
  return trade;
}

export function publicTrade(trade: TradeView) {
  return {
    tradeId: trade.tradeId,
    tradeNumber: trade.tradeNumber,
    state: trade.state,
    totalCents: trade.totalCents,
    subtotalCents: trade.subtotalCents,
    voucher: trade.voucher,
    lines: trade.lines,
    payment: { method: trade.payment.method, ibanMasked: trade.payment.ibanMasked, paypalEmail: maskEmail(trade.payment.paypalEmail) },
    labelUrl: trade.labelUrl,
    events: trade.events,
    createdAt: trade.createdAt,
  };
}

export type PublicTrade = ReturnType<typeof publicTrade>;
