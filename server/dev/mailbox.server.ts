/**
 * The development mailbox (decisions.md "Integrations": mail as .eml files, "readable in a
 * development mailbox page"). Lists the files in the mailer's folder, newest first, and shows one
 * mail's text and HTML so a newcomer can click activation and confirmation links. Outside the
 * edition route table on purpose; answers 404 in production, when mail goes out by SMTP, and on any
 * host but the development ones (`localhost`, `*.localhost`, `127.0.0.1`, `[::1]`; decision 0072).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { isDevelopmentHost } from "../../core/editions/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { parseEml } from "./eml.server.ts";

export const MAILBOX_PATH = "/dev/mailbox";
const FILE_PATTERN = /^[\w.-]+\.eml$/;
const LIST_LIMIT = 200;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Plain text with its http(s) links made clickable. */
const linkify = (text: string) => esc(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:70rem;margin:0 auto;padding:1rem;color:#1b1f1e}a{color:#0b5c4a}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #d5dcd9;vertical-align:top}pre{white-space:pre-wrap;background:#f3f7f5;padding:1rem;border-radius:6px}iframe{width:100%;height:32rem;border:1px solid #d5dcd9;border-radius:6px}.note{color:#4a5552}</style>
</head><body><main>${body}</main></body></html>`;
}

function listFiles(folder: string): string[] {
  try {
    return readdirSync(folder)
      .filter((f) => FILE_PATTERN.test(f))
      .map((f) => ({ f, t: statSync(path.join(folder, f)).mtimeMs }))
      .sort((a, b) => b.t - a.t || b.f.localeCompare(a.f))
      .map((x) => x.f);
  } catch {
    return [];
  }
}

export const devMailbox = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    const { config, mailer } = c.get("deps");
    // development hosts only (decision 0072): a foreign name resolving to this machine reads nothing
    if (config.NODE_ENV === "production" || !mailer.folder || !isDevelopmentHost(c.req.header("host"))) return c.text("Not Found", 404);
    await next();
  })
  .get("/", (c) => {
    const folder = c.get("deps").mailer.folder!;
    const files = listFiles(folder);
    const rows = files.slice(0, LIST_LIMIT).map((f) => {
      const mail = parseEml(readFileSync(path.join(folder, f), "utf8"));
      return `<tr><td>${esc(mail.date?.toISOString().replace("T", " ").slice(0, 19) ?? "")}</td><td>${esc(mail.to)}</td><td><a href="${MAILBOX_PATH}/${encodeURIComponent(f)}">${esc(mail.subject || "(no subject)")}</a></td></tr>`;
    });
    const body = `<h1>Development mailbox</h1>
<p class="note">Mail written to <code>${esc(folder)}</code> (${files.length} messages, newest first${files.length > LIST_LIMIT ? `, showing ${LIST_LIMIT}` : ""}). This page exists only outside production.</p>
${rows.length ? `<table><thead><tr><th scope="col">Date (UTC)</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows.join("")}</tbody></table>` : "<p>No mail yet.</p>"}`;
    return c.html(page("Development mailbox", body));
  })
  .get("/:file", (c) => {
    const file = c.req.param("file");
    const folder = c.get("deps").mailer.folder!;
    if (!FILE_PATTERN.test(file)) return c.text("Not Found", 404);
    let raw: string;
    try {
      raw = readFileSync(path.join(folder, file), "utf8");
    } catch {
      return c.html(page("Mail not found", `<h1>Mail not found</h1><p><a href="${MAILBOX_PATH}">Back to the mailbox</a></p>`), 404);
    }
    const mail = parseEml(raw);
    const links = [...new Set([...(mail.text ?? "").matchAll(/https?:\/\/[^\s<>"']+/g)].map((m) => m[0]))];
    const body = `<p><a href="${MAILBOX_PATH}">← All mail</a></p>
<h1>${esc(mail.subject || "(no subject)")}</h1>
<table><tbody>
<tr><th scope="row">From</th><td>${esc(mail.from)}</td></tr>
<tr><th scope="row">To</th><td>${esc(mail.to)}</td></tr>
${mail.headers["reply-to"] ? `<tr><th scope="row">Reply-To</th><td>${esc(mail.headers["reply-to"])}</td></tr>` : ""}
<tr><th scope="row">Date</th><td>${esc(mail.date?.toISOString() ?? "")}</td></tr>
</tbody></table>
${links.length ? `<h2>Links in this mail</h2><ul>${links.map((l) => `<li><a href="${esc(l)}">${esc(l)}</a></li>`).join("")}</ul>` : ""}
<h2>Text part</h2>
${mail.text !== null ? `<pre>${linkify(mail.text)}</pre>` : "<p>None.</p>"}
<h2>HTML part</h2>
${mail.html !== null ? `<p><a href="${MAILBOX_PATH}/${encodeURIComponent(file)}/html">Open the HTML part as a page</a> (scripts in it never run: the page's CSP)</p><details><summary>HTML source</summary><pre>${esc(mail.html)}</pre></details>` : "<p>None.</p>"}
<p class="note">Raw file: <code>${esc(file)}</code></p>`;
    return c.html(page(mail.subject || "Mail", body));
  })
  .get("/:file/html", (c) => {
    const file = c.req.param("file");
    if (!FILE_PATTERN.test(file)) return c.text("Not Found", 404);
    let raw: string;
    try {
      raw = readFileSync(path.join(c.get("deps").mailer.folder!, file), "utf8");
    } catch {
      return c.text("Not Found", 404);
    }
    const mail = parseEml(raw);
    if (mail.html === null) return c.text("Not Found", 404);
    // Inline images (cid:) shown from the mail's own parts, as a mail client does.
    const html = mail.html.replace(/src="cid:([^"]+)"/g, (whole, cid: string) => (mail.inline[cid] ? `src="${mail.inline[cid]}"` : whole));
    // The mail's own markup; the shop's CSP (script nonce) keeps any script in it from running.
    return c.html(html);
  });
