/** The sub-navigation of the back office's shop content (decision 0040): pages, redirects, vouchers; their lists' frame. */
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { useT } from "../../i18n/i18n.tsx";
import { EditionOptions, FilterBar, FilterSearch, FilterSelect, ListPage } from "../../ui/list-page.tsx";
import { usePageHref } from "../../ui/pager.tsx";
import siteStyles from "../../ui/backoffice-site.css?url";

/** The content area's style sheet: every page of the area links it. */
export const siteLinks = () => [{ rel: "stylesheet", href: siteStyles }];

/** Where the one "Content" link of the main navigation leads, and the paths it stands for. */
export const SITE_HOME = "/pages";
export const SITE_AREAS = ["/pages", "/redirects", "/vouchers"] as const;
export const isSitePath = (pathname: string) => SITE_AREAS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

export function SiteNav() {
  const t = useT();
  return (
    <nav aria-label={t("backoffice.site.navLabel")} className="bo-site-nav">
      <ul>
        <li>
          <NavLink to="/pages">{t("backoffice.site.pages")}</NavLink>
        </li>
        <li>
          <NavLink to="/redirects">{t("backoffice.site.redirects")}</NavLink>
        </li>
        <li>
          <NavLink to="/vouchers">{t("backoffice.site.vouchers")}</NavLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The frame of the redirect and voucher lists: the sub-navigation, a "New" link, the notice after a
 * deletion, the edition and search filters, the count, the empty state and the pager around `children`
 * (the table); the words are `backoffice.<area>.*`.
 */
export function SiteListPage({
  area,
  list,
  done,
  searchMaxLength,
  children,
}: {
  area: "redirects" | "vouchers";
  list: { total: number; page: number; pages: number; items: readonly unknown[] };
  done: string | null;
  searchMaxLength: number;
  children: ReactNode;
}) {
  const t = useT();
  const path = `/${area}`;
  return (
    <ListPage
      before={<SiteNav />}
      title={t(`backoffice.${area}.title`)}
      actions={
        <Link to={`${path}/new`} className="button">
          {t(`backoffice.${area}.new`)}
        </Link>
      }
      notice={done === "deleted" ? t(`backoffice.${area}.deleted`) : null}
      filters={
        <FilterBar label={t(`backoffice.${area}.filters`)} reset={path}>
          <FilterSelect name="edition" label={t("backoffice.site.edition")} any={t("backoffice.site.allEditions")}>
            <EditionOptions />
          </FilterSelect>
          <FilterSearch label={t(`backoffice.${area}.search`)} maxLength={searchMaxLength} />
        </FilterBar>
      }
      summary={t(`backoffice.${area}.summary`, { total: list.total })}
      empty={t(`backoffice.${area}.empty`)}
      count={list.items.length}
      pager={{ page: list.page, pages: list.pages, href: usePageHref(path) }}
    >
      {children}
    </ListPage>
  );
}
