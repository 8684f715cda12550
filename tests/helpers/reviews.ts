/**
 * Reviews in tests (decision 0034): a placed trade taken to `paid` by the system (the payout run
 * of issue 14 will do it for real), the invitation job run, and the link read from the mail.
 */
import { changeTradeState } from "../../core/trade/index.server.ts";
import type { Db } from "../../db/client.server.ts";
import { linksIn, readMails } from "./mails.ts";

/** created → received → inspected → payout_pending → paid, each as the system. */
export async function payTrade(db: Db, tradeNumber: string, now = new Date()): Promise<void> {
  for (const to of ["received", "inspected", "payout_pending", "paid"] as const)
    await changeTradeState(db, { tradeNumber, to, actor: { kind: "system" }, reason: "test", now });
}

/** The review links in the mails to `email` in the mail folder, newest last. */
export function reviewLinksTo(mailFolder: string, email: string): string[] {
  // each mail has a text and an HTML part: one link per mail
  return readMails(mailFolder, email).flatMap((mail) => [
    ...new Set(linksIn(mail).filter((l) => /\/(bewertung|review|valoracion|avis|recensione)\?token=/.test(l))),
  ]);
}

export const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
