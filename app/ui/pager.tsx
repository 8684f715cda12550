/** The pager of a long list (decision 0076): previous and next page links around "Page 2 of 5". */
import { Link, useSearchParams } from "react-router";
import { useKit } from "./kit.tsx";

/** The neighbouring pages of `page` in a list of `pages` (null where there is none); no pager for one page. */
export function pagerSteps(page: number, pages: number): { previous: number | null; next: number | null } | null {
  if (pages <= 1) return null;
  return { previous: page > 1 ? page - 1 : null, next: page < pages ? page + 1 : null };
}

/** How a list's page addresses are made: page 1 without a `page` parameter (`firstPlain`), which parameters to drop. */
export interface PageAddressOptions {
  firstPlain?: boolean;
  /** One-time parameters left out of the other pages' addresses; `done` (a notice) by default. */
  drop?: readonly string[];
}

/** The address of page `page` of the list at `path` with the current query `query`. */
export function pageAddress(
  path: string,
  query: URLSearchParams,
  page: number,
  { firstPlain = false, drop = ["done"] }: PageAddressOptions = {},
): string {
  const next = new URLSearchParams(query);
  for (const name of drop) next.delete(name);
  if (firstPlain && page === 1) next.delete("page");
  else next.set("page", String(page));
  const search = next.toString();
  return search ? `${path}?${search}` : path;
}

/** `pageAddress` for the current query. */
export function usePageHref(path: string, options?: PageAddressOptions): (page: number) => string {
  const [params] = useSearchParams();
  return (page: number) => pageAddress(path, params, page, options);
}

export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { text } = useKit();
  const steps = pagerSteps(page, pages);
  if (!steps) return null;
  return (
    <nav aria-label={text.pagerLabel} className="bo-pager">
      {steps.previous ? <Link to={href(steps.previous)}>{text.previous}</Link> : <span aria-hidden="true" />}
      <span>{text.pageOf(page, pages)}</span>
      {steps.next ? <Link to={href(steps.next)}>{text.next}</Link> : <span aria-hidden="true" />}
    </nav>
  );
}
