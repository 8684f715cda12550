import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The mail log (issue 14, decision 0041): one row per mail handed to the mailer, written by the
 * mailer itself (core/mail/log.server.ts), so no sender can forget it. It keeps what customer
 * service needs to see and to resend, never the body: a mail's links may hold secrets (tracking
 * tokens, one-time links). `resend` is the recipe to compose the mail again from current data
 * ({kind, params}); null = the mail cannot be resent (one-time links, team mails).
 * Deleted after two years (the contact messages' retention); anonymised by a GDPR erasure.
 */
export const mailLog = pgTable(
  "mail_log",
  {
    id: serial("id").primaryKey(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    edition: text("edition").notNull(),
    /** What the mail is: "trade.confirmation", "trade.notice.reminder", "account.password_reset", "support.answer", … */
    kind: text("kind").notNull(),
    /** Lower case. */
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    tradeNumber: text("trade_number"),
    /** The registered customer the mail went to, when known. */
    customerId: text("customer_id"),
    /** The Message-ID header the transport gave the mail. */
    messageId: text("message_id"),
    /** sent | failed */
    status: text("status").notNull(),
    /** {kind, params}: how to compose the mail again; null = not resendable. */
    resend: jsonb("resend").$type<{
      kind: string;
      params: Record<string, string | number>;
    } | null>(),
    /** The log row this mail resent. */
    resentFrom: integer("resent_from"),
  },
  (t) => [
    index("mail_log_sent_at").on(t.sentAt),
    index("mail_log_customer").on(t.customerId, t.sentAt),
    index("mail_log_recipient").on(t.recipient, t.sentAt),
    index("mail_log_trade").on(t.tradeNumber),
  ],
);
