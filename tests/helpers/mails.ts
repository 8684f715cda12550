/**
 * The mails the file mailer wrote into a folder, decoded (quoted-printable soft breaks and =XX
 * bytes, UTF-8): for the API suites (the test mailer's folder) and the browser tests (the test
 * server's DATA_DIR/mail) alike.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { TestContext } from "./databases.ts";

export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Every mail in `folder`, oldest first (the file names start with the time). */
export function mailsIn(folder: string): string[] {
  let files: string[];
  try {
    files = readdirSync(folder).sort();
  } catch {
    return [];
  }
  return files.map((f) => decodeQuotedPrintable(readFileSync(path.join(folder, f), "latin1")));
}

/** Every mail in `folder` to `to` (case-insensitive), oldest first. */
export const readMails = (folder: string, to: string): string[] =>
  mailsIn(folder).filter((m) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "im").test(m));

/** Every mail the test app's mailer wrote to `to`, oldest first. */
export const mailsTo = (ctx: TestContext, to: string): string[] => readMails(ctx.deps.mailer.folder!, to);

/** Every absolute http(s) URL in a mail, with the HTML part's `&amp;` read as `&`. */
export const linksIn = (mail: string) => [...mail.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0].replace(/&amp;/g, "&"));
