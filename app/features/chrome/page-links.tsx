import type { PageId } from "../../../core/editions/index.ts";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";

/** A link of the header's or footer's lists: the page and the message key of its text. */
export interface PageLink {
  to: PageId;
  label: string;
}

/** The list items of a navigation list, each a link to one of the edition's pages. */
export function PageLinkItems({ links }: { links: readonly PageLink[] }) {
  const t = useT();
  return links.map((l) => (
    <li key={l.to}>
      <LocalizedLink to={l.to}>{t(l.label)}</LocalizedLink>
    </li>
  ));
}
