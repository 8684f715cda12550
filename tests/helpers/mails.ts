/** The mails the test mailer wrote into its folder, decoded (quoted-printable soft breaks and =XX bytes, UTF-8). */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { TestContext } from "./databases.ts";

export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Every mail to `to` (case-insensitive), in the folder's order. */
export function mailsTo(ctx: TestContext, to: string): string[] {
  const folder = ctx.deps.mailer.folder!;
  let files: string[];
  try {
    files = readdirSync(folder);
  } catch {
    return [];
  }
  return files
    .map((f) => decodeQuotedPrintable(readFileSync(path.join(folder, f), "latin1")))
    .filter((m) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "im").test(m));
}

/** Every absolute http(s) URL in a mail. */
export const linksIn = (mail: string) => [...mail.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]);
