/**
 * Outgoing mail: SMTP when SMTP_URL is set, else each message is written as an .eml file under
 * DATA_DIR/mail/ (the development mailbox).
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import nodemailer from "nodemailer";
import { privateDir, writePrivateFile } from "../shared/private-files.server.ts";

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Inline images of the HTML part (the logo, by Content-ID): core/mail/template. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

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

export function createMailer(opts: { smtpUrl?: string; dataDir: string }): Mailer {
  const pending = new Set<Promise<void>>();
  const tracked = (deliver: (m: MailMessage) => Promise<void>) => (m: MailMessage | Promise<MailMessage>) => {
    const sending = Promise.resolve(m).then(deliver);
    pending.add(sending);
    const done = () => void pending.delete(sending);
    sending.then(done, done);
    return sending;
  };
  const flush = async () => {
    await Promise.allSettled([...pending]);
  };
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return { folder: null, flush, send: tracked(async (m) => void (await transport.sendMail(m))) };
  }
  const folder = path.resolve(opts.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    folder,
    flush,
    send: tracked(async (m) => {
      const info = (await transport.sendMail(m)) as unknown as { message: Buffer };
      privateDir(folder);
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      writePrivateFile(path.join(folder, name), info.message);
    }),
  };
}
