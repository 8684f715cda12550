/**
 * The customer mails' footer, as data for both parts: the edition's company facts (the legal
 * notice a business letter carries: name, address, register, VAT ID, managing directors, share
 * capital where the law asks for it) from core/editions companyFacts (decision 0034), and the
 * links to the legal notice, privacy and contact pages on the shop's own origin.
 */
import { CONTENT_SLUGS, companyAddress, companyFacts, pathFor } from "../../editions/index.ts";
import { translator } from "../../shared/index.server.ts";
import type { MailContent } from "./content.ts";

export interface MailFooter {
  /** Lines of company facts, in order. */
  facts: string[];
  links: { label: string; href: string }[];
  /** Why not to reply (the sender is a no-reply address). */
  noReply: string;
}

export function mailFooter(content: Pick<MailContent, "edition" | "locale" | "origin">): MailFooter {
  const t = translator(content.locale);
  const facts = companyFacts(content.edition);
  const origin = content.origin.replace(/\/$/, "");
  const slugs = CONTENT_SLUGS[content.edition];
  const register = [facts.registerCourt, facts.registerNumber].filter(Boolean).join(" ");
  const lines = [
    `${facts.name} · ${companyAddress(facts)}`,
    [register, facts.vatId ? t("mail.footer.vatId", { vatId: facts.vatId }) : ""].filter(Boolean).join(" · "),
    [
      facts.managingDirectors ? t("mail.footer.managingDirectors", { names: facts.managingDirectors }) : "",
      facts.shareCapital ? t("mail.footer.shareCapital", { amount: facts.shareCapital }) : "",
    ]
      .filter(Boolean)
      .join(" · "),
  ].filter(Boolean);
  return {
    facts: lines,
    links: [
      { label: t("footer.imprint"), href: `${origin}${pathFor(content.edition, "content", { slug: slugs.imprint })}` },
      { label: t("footer.privacy"), href: `${origin}${pathFor(content.edition, "content", { slug: slugs.privacy })}` },
      { label: t("nav.contact"), href: `${origin}${pathFor(content.edition, "contact")}` },
    ],
    noReply: t("mail.footer.noReply"),
  };
}
