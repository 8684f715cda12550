/**
 * A small reader of the .eml files the development mailer writes (nodemailer's stream transport):
 * headers with RFC 2047 encoded words, single-part or multipart bodies, quoted-printable or
 * base64, UTF-8. Enough for the development mailbox page and tests; not a general MIME parser.
 */
export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  from: string;
  to: string;
  date: Date | null;
  text: string | null;
  html: string | null;
  /** Inline images by Content-ID (the mail template's logo), as data: URIs for the mailbox's HTML view. */
  inline: Record<string, string>;
}

function decodeQuotedPrintable(input: string): Buffer {
  const soft = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, "utf8"));
  }
  return Buffer.from(bytes);
}

/** Decodes `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words; adjacent encoded words join without space. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8"),
    );
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? "7bit").toLowerCase();
  if (enc === "quoted-printable") return decodeQuotedPrintable(body).toString("utf8");
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

type Collected = { text: string | null; html: string | null; inline: Record<string, string> };

function collectParts(headers: Record<string, string>, body: string, out: Collected) {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith("--")) break;
      const part = splitHead(piece.replace(/^\n/, ""));
      collectParts(part.headers, part.body.replace(/\n$/, ""), out);
    }
    return;
  }
  const cid = /^<?([^>]+)>?$/.exec(headers["content-id"] ?? "")?.[1];
  if (/^image\//i.test(type) && cid && (headers["content-transfer-encoding"] ?? "").toLowerCase() === "base64")
    out.inline[cid] = `data:${type.split(";")[0]!.trim()};base64,${body.replace(/\s+/g, "")}`;
  else if (/^text\/html/i.test(type)) out.html ??= decodeBody(body, headers["content-transfer-encoding"]);
  else if (/^text\/plain/i.test(type)) out.text ??= decodeBody(body, headers["content-transfer-encoding"]);
}

export function parseEml(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const out: Collected = { text: null, html: null, inline: {} };
  collectParts(headers, body, out);
  const date = headers.date ? new Date(headers.date) : null;
  return {
    headers,
    subject: headers.subject ?? "",
    from: headers.from ?? "",
    to: headers.to ?? "",
    date: date && !Number.isNaN(date.getTime()) ? date : null,
    text: out.text,
    html: out.html,
    inline: out.inline,
  };
}
