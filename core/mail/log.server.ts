/**
 * The mail log's writer (decision 0041): the mailer calls it once per message after delivery or
 * failure, so every sender is logged in one place. It stores the envelope's recipient, the
 * subject and the tag mailMessage attached (kind, trade, customer, how to resend), never the
 * body. A mail without a customer id gets the registered customer with that address, if any.
 * A failure to log is reported without the address and does not fail the mail.
 */
import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { customers, mailLog } from "../../db/schema/index.ts";
import { describeError } from "../shared/index.ts";
import type { MailRecorder } from "./mailer.server.ts";

/** The mailer's `record` for a database. */
export function mailLogRecorder(db: Db): MailRecorder {
  return async (message, outcome) => {
    const meta = message.meta ?? { edition: "", kind: "other" };
    const recipient = message.to.trim().toLowerCase();
    try {
      await db.insert(mailLog).values({
        edition: meta.edition,
        kind: meta.kind,
        recipient,
        subject: message.subject,
        tradeNumber: meta.tradeNumber ?? null,
        customerId: meta.customerId ?? sql`(select ${customers.id} from ${customers} where ${customers.email} = ${recipient} limit 1)`,
        messageId: outcome.messageId,
        status: outcome.status,
        resend: meta.resend ?? null,
        resentFrom: meta.resentFrom ?? null,
      });
    } catch (err) {
      console.error(JSON.stringify({ level: "error", msg: "mail log write failed", kind: meta.kind, err: describeError(err) }));
    }
  };
}

/** Mail-log rows older than this many years go (the contact messages' retention, decision 0034). */
export const MAIL_LOG_RETENTION_YEARS = 2;

/** Deletes the mail-log rows sent before `cutoff`; answers how many went. */
export async function deleteMailLogBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db.delete(mailLog).where(lt(mailLog.sentAt, cutoff)).returning({ id: mailLog.id });
  return gone.length;
}
