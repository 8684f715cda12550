/**
 * The plain-text part of a mail, from the same blocks as the HTML part: paragraphs apart by a
 * blank line, actions as "label: link" in the language's punctuation (clients make the link
 * clickable), the footer after the usual "-- " signature separator.
 */
import { translator } from "../../shared/index.server.ts";
import type { MailBlock, MailContent } from "./content.ts";
import type { MailFooter } from "./footer.ts";

type Link = (label: string, url: string) => string;

function block(b: MailBlock, link: Link): string {
  switch (b.kind) {
    case "text":
    case "heading":
    case "quote":
      return b.text;
    case "list":
      return b.items.map((item, i) => `${b.ordered ? `${i + 1}.` : "-"} ${item}`).join("\n");
    case "items":
      return b.items.map((item) => `- ${item.text}`).join("\n");
    case "button":
    case "link":
      return link(b.label, b.href);
  }
}

export function mailText(content: MailContent, footer: MailFooter | null): string {
  const t = translator(content.locale);
  const link: Link = (label, url) => t("mail.textLink", { label, url });
  const parts = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.blocks.map((b) => block(b, link)),
    ...(content.signoff ? [content.signoff] : []),
    ...(content.note ? [content.note] : []),
  ];
  const tail = footer ? ["-- ", ...footer.facts, ...footer.links.map((l) => link(l.label, l.href)), footer.noReply] : [];
  return [parts.join("\n\n"), ...(tail.length ? ["", tail.join("\n")] : [])].join("\n") + "\n";
}
