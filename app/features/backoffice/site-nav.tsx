/** The sub-navigation of the back office's shop content (decision 0040): pages, redirects, vouchers. */
import { NavLink } from "react-router";
import { useT } from "../../i18n/i18n.tsx";

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
