/**
 * Outgoing mail: SMTP when SMTP_URL is set, else each message is written as an .eml file under
 * DATA_DIR/mail/ (the development mailbox). With `record`, every message handed over is written
 * to the mail log after delivery or failure (core/mail/log.server.ts, decision 0041).
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { privateDir, writePrivateFile } from "../shared/index.server.ts";

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Inline images of the HTML part (the logo, by Content-ID): core/mail/template. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
  /** Extra header lines (a price alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  /** What the mail is, for the mail log (set by mailMessage; never sent). */
  meta?: MailMeta;
}

/**
 * A mail's entry in the mail log (decision 0041): its kind, the trade and customer it concerns,
 * and `resend`, the recipe to compose it again from current data (null: it carries a one-time
 * link or goes to the team, and is not resent).
 */
export interface MailMeta {
  edition: string;
  kind: string;
  tradeNumber?: string | null;
  customerId?: string | null;
  resend?: { kind: string; params: Record<string, string | number> } | null;
  /** The mail-log row this mail resends. */
  resentFrom?: number | null;
}

/** Writes one mail's outcome to the mail log; must not throw (createMailer ignores its failures). */
export type MailRecorder = (message: MailMessage, outcome: { status: "sent" | "failed"; messageId: string | null }) => Promise<void>;

export interface Mailer {
  /**
   * Hands a message to the transport. A promise of a message (a mail still being rendered) is
   * tracked from the start, so flush() also waits for its rendering.
   */
  send(message: MailMessage | Promise<MailMessage>): Promise<void>;
  /** Where files go in the embedded default (null with SMTP). */
  folder: string | null;
  /** Resolves once every message handed to send() so far is delivered or has failed. */
  flush(): Promise<void>;
}

export function createMailer(opts: { smtpUrl?: string; dataDir: string; record?: MailRecorder }): Mailer {
  const pending = new Set<Promise<void>>();
  const { record } = opts;
  // The log is written beside the delivery, not before send() resolves: a sender inside a
  // transaction must not wait for a write the transaction holds up (PGlite has one connection).
  // flush() waits for both.
  const logged = (deliver: (m: MailMessage) => Promise<string | null>) => async (message: MailMessage) => {
    const { meta: _meta, ...m } = message;
    const write = (status: "sent" | "failed", messageId: string | null) => {
      if (!record) return;
      const writing = record(message, { status, messageId }).catch(() => {});
      pending.add(writing);
      void writing.finally(() => pending.delete(writing));
    };
    let messageId: string | null;
    try {
      messageId = await deliver(m);
    } catch (err) {
      write("failed", null);
      throw err;
    }
    write("sent", messageId);
  };
  const tracked = (deliver: (m: MailMessage) => Promise<string | null>) => (m: MailMessage | Promise<MailMessage>) => {
    const sending = Promise.resolve(m).then(logged(deliver));
    pending.add(sending);
    const done = () => void pending.delete(sending);
    sending.then(done, done);
    return sending;
  };
  const flush = async () => {
    // a delivery may add its log write to `pending` as it ends: wait until nothing is left
    while (pending.size) await Promise.allSettled([...pending]);
  };
  // nodemailer loads with the first mail, not at start (decision 0134)
  const lazyTransport = (options: string | { streamTransport: true; buffer: true; newline: "unix" }) => {
    let made: Promise<Transporter> | null = null;
    return {
      sendMail: async (m: Parameters<Transporter["sendMail"]>[0]) =>
        (await (made ??= import("nodemailer").then((n) => n.default.createTransport(options)))).sendMail(m),
    };
  };
  if (opts.smtpUrl) {
    const transport = lazyTransport(opts.smtpUrl);
    return { folder: null, flush, send: tracked(async (m) => (await transport.sendMail(m)).messageId ?? null) };
  }
  const folder = path.resolve(opts.dataDir, "mail");
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    folder,
    flush,
    send: tracked(async (m) => {
      const info = (await transport.sendMail(m)) as unknown as { message: Buffer; messageId?: string };
      privateDir(folder);
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      writePrivateFile(path.join(folder, name), info.message);
      return info.messageId ?? null;
    }),
  };
}
