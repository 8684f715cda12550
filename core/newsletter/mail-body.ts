/** Plain text and simple HTML of one e-mail from the same parts (HTML escaped). */
export interface MailParts {
  greeting: string;
  paragraphs: string[];
  action?: { href: string; label: string };
  after?: string[];
  signature: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function mailBody(parts: MailParts, lang: string): { text: string; html: string } {
  const after = parts.after ?? [];
  const text = [
    parts.greeting,
    "",
    ...parts.paragraphs.flatMap((p) => [p, ""]),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.href}`, ""] : []),
    ...after.flatMap((p) => [p, ""]),
    parts.signature,
  ].join("\n");
  const para = (p: string) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`;
  const html = [
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a">`,
    para(parts.greeting),
    ...parts.paragraphs.map(para),
    parts.action
      ? `<p><a href="${escapeHtml(parts.action.href)}" style="display:inline-block;padding:10px 18px;background:#0b5c4a;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(parts.action.label)}</a></p>` +
        `<p style="font-size:12px;color:#555">${escapeHtml(parts.action.href)}</p>`
      : "",
    ...after.map(para),
    para(parts.signature),
    "</body></html>",
  ].join("\n");
  return { text, html };
}
