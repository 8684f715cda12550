import type { Db } from "../../db/client.server.ts";
import { editions } from "../editions/index.ts";
import { describeError } from "../shared/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import { mailMessage } from "../mail/index.server.ts";
import { tradeConfirmationMail } from "./mail.server.ts";
import { createTrade, type CreateTradeArgs } from "./create.server.ts";
import type { TradeView } from "./types.ts";

export interface PlaceTradeArgs extends CreateTradeArgs {
  db: Db;
  mailer: Mailer;
  /** The shop's origin for the e-mail's absolute links (mailOrigin in server/config/config.server.ts; never the request's Host). */
  origin: string;
}

/**
 * Checkout in one call, for the API and the checkout page's action: creates the trade
 * (idempotent per key, see createTrade) and, only when it was created now, hands the
 * confirmation for the customer to the mailer, from the edition's sender. The answer does not
 * wait for the mail (it halved the checkout's p95 under load, bench/checkout.ts); the mailer
 * tracks it, and shutdown waits for it (mailer.flush()). A failing mailer is logged and does not
 * undo or fail the trade.
 */
export async function placeTrade(args: PlaceTradeArgs): Promise<{ trade: TradeView; created: boolean }> {
  const { db, mailer, origin, ...create } = args;
  const result = await createTrade(db, create);
  if (result.created) {
    const mail = mailMessage(
      { from: editions[result.trade.edition].contactSender, to: result.trade.customer.email },
      await tradeConfirmationMail(db, result.trade, origin),
      {
        kind: "trade.confirmation",
        tradeNumber: result.trade.tradeNumber,
        customerId: result.trade.customer.customerId,
        resend: { kind: "trade.confirmation", params: { tradeNumber: result.trade.tradeNumber } },
      },
    );
    void mailer.send(mail).catch((err: unknown) => {
      console.error(
        JSON.stringify({
          level: "error",
          msg: "trade confirmation mail failed",
          tradeNumber: result.trade.tradeNumber,
          err: describeError(err),
        }),
      );
    });
  }
  return result;
}
