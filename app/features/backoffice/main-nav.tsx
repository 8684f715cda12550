/**
 * The back office's main navigation (decision 0023; grouped in issue 14 once it held fourteen
 * places): sections of links, each shown to the roles that work there. On wide screens a sidebar,
 * on small ones a menu (a `<details>` the layout closes after hydration; without JavaScript it stays
 * open, so every link is reachable).
 */
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { hasRole, type StaffRole } from "../../../core/staff/index.ts";
import { useT } from "../../i18n/i18n.tsx";

interface NavItem {
  to: string;
  label: string;
  roles: readonly StaffRole[];
  /** Further paths the item stands for (the content hub's three areas). */
  also?: readonly string[];
  /** Current only on its own path, not below it (the pipeline's /b2b beside /b2b/pickups). */
  end?: boolean;
}

interface NavSection {
  key: "work" | "customers" | "shop" | "admin";
  items: readonly NavItem[];
}

/** Every place of the back office, by section; `roles` empty = any staff member. */
export const NAV_SECTIONS: readonly NavSection[] = [
  {
    key: "work",
    items: [
      { to: "/dashboard", label: "backoffice.nav.dashboard", roles: [] },
      { to: "/trades", label: "backoffice.nav.trades", roles: [] },
      { to: "/receive", label: "backoffice.receive.nav", roles: ["inspector"] },
      { to: "/payouts", label: "backoffice.nav.payouts", roles: ["payout"] },
      { to: "/b2b/pickups", label: "backoffice.b2b.navCollections", roles: ["account_manager", "support", "inspector"] },
    ],
  },
  {
    key: "customers",
    items: [
      { to: "/support", label: "backoffice.support.nav", roles: ["support"] },
      { to: "/inbox", label: "backoffice.inbox.nav", roles: ["support"] },
      { to: "/reviews", label: "backoffice.reviews.nav", roles: ["support"] },
      // where customers and inspectors disagree (decision 0131): support talks to customers, catalog words the questions
      { to: "/calibration", label: "backoffice.calibration.nav", roles: ["support", "catalog"] },
      {
        to: "/b2b",
        label: "backoffice.b2b.nav",
        roles: ["account_manager", "support"],
        end: true,
        also: ["/b2b/leads", "/b2b/quotes", "/b2b/companies"],
      },
    ],
  },
  {
    key: "shop",
    items: [
      { to: "/catalog", label: "backoffice.catalog.nav", roles: ["catalog"] },
      { to: "/prices", label: "backoffice.nav.prices", roles: ["catalog"] },
      { to: "/campaigns", label: "backoffice.campaigns.nav", roles: ["catalog"] },
      { to: "/pages", label: "backoffice.site.nav", roles: ["catalog"], also: ["/redirects", "/vouchers"] },
    ],
  },
  {
    key: "admin",
    items: [
      { to: "/partners", label: "backoffice.partners.nav", roles: ["admin"] },
      { to: "/audit", label: "backoffice.nav.audit", roles: ["admin"] },
    ],
  },
];

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The sections and items a staff member with `roles` sees (sections without items are left out). */
export function visibleSections(roles: readonly string[]): NavSection[] {
  return NAV_SECTIONS.map((s) => ({ ...s, items: s.items.filter((i) => hasRole(roles, i.roles)) })).filter((s) => s.items.length > 0);
}

/** `free` false: a pending step (password change, TOTP set-up) leaves only the security link. */
export function MainNav({ roles, free, security }: { roles: readonly string[]; free: boolean; security: { to: string; label: string } }) {
  const t = useT();
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  // small screens: the menu starts closed once JavaScript runs, and closes after each navigation
  useEffect(() => {
    if (menu.current && window.matchMedia("(max-width: 63.99rem)").matches) menu.current.open = false;
  }, [pathname]);
  return (
    <details className="bo-menu" open ref={menu}>
      <summary>{t("backoffice.nav.menu")}</summary>
      <nav aria-label={t("backoffice.nav.label")} className="bo-nav">
        {(free ? visibleSections(roles) : []).map((section) => (
          <div key={section.key} className="bo-nav__section">
            <p id={`bo-nav-${section.key}`} className="bo-nav__heading">
              {t(`backoffice.nav.section.${section.key}`)}
            </p>
            <ul aria-labelledby={`bo-nav-${section.key}`}>
              {section.items.map((item) => {
                const current = (item.also ?? []).some((p) => within(pathname, p));
                return (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.end}
                      className={current ? "active" : undefined}
                      aria-current={current ? "page" : undefined}
                    >
                      {t(item.label)}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        <ul className="bo-nav__account">
          <li>
            <NavLink to={security.to}>{t(security.label)}</NavLink>
          </li>
        </ul>
      </nav>
    </details>
  );
}
