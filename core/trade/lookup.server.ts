/**
 * The trade lookup (decision 0031): a trade number and an e-mail address; when they belong
 * together the tracking link goes to that address, by mail only. The caller answers the same in
 * every case. The limits are counted before anything is looked up, and the lookup and the mail
 * run in the background, so neither the answer nor its time tells whether the pair exists.
 */
import { editions, type EditionId } from "../editions/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import type { Db } from "../../db/client.server.ts";
import { enforceRateLimit, recipientKey, recipientMailAllowed } from "../rate-limit/index.server.ts";
import { describeError } from "../shared/index.ts";
import { TRADE_LIMITS } from "./constants.ts";
import type { TradeLookupInput } from "./lookup.ts";
import { sendTradeNotice } from "./notice-mail.server.ts";
import { getTradeByNumber } from "./queries.server.ts";

export interface TradeLookupArgs {
  db: Db;
  mailer: Mailer;
  /** The request's edition (its limits and language); the mailed link is the trade's own edition's. */
  edition: EditionId;
  /** The shop origin of an edition for the mail's link (mailOrigin in server/config/config.server.ts). */
  originFor: (edition: EditionId) => string;
  clientKey: string;
  now: Date;
  input: TradeLookupInput;
}

const pending = new Set<Promise<void>>();

/** Counts the limits (429 over one), then looks up and mails in the background. */
export async function lookupTrade(args: TradeLookupArgs): Promise<void> {
  const { db, input, now } = args;
  await enforceRateLimit(db, `trade-lookup-address:${args.clientKey}`, TRADE_LIMITS.lookupPerAddress, now);
  await enforceRateLimit(db, `trade-lookup-email:${recipientKey(input.email)}`, TRADE_LIMITS.lookupPerEmail, now);
  await enforceRateLimit(db, `trade-lookup-number:${input.tradeNumber}`, TRADE_LIMITS.lookupPerNumber, now);
  const work = (async () => {
    const trade = await getTradeByNumber(db, input.tradeNumber);
    if (!trade || trade.customer.email.toLowerCase() !== input.email.toLowerCase()) return;
    if (!editions[trade.edition]) return;
    if (!(await recipientMailAllowed(db, "trade-lookup", input.email, now))) return;
    await sendTradeNotice(args.mailer, trade, "lookup", args.originFor(trade.edition));
  })();
  pending.add(work);
  work
    .catch((err: unknown) => console.error(JSON.stringify({ level: "error", msg: "trade lookup mail failed", err: describeError(err) })))
    .finally(() => pending.delete(work));
}

/** Waits for lookups still running in the background (tests, shutdown). */
export async function settleTradeLookups(): Promise<void> {
  await Promise.allSettled([...pending]);
}
