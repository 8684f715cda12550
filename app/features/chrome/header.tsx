import { memo, useEffect, useRef, type ReactNode } from "react";
import type { Layout } from "../../../core/editions/index.ts";
import { LocalizedLink, useMessage, useT } from "../../i18n/i18n.tsx";
import { attachCartBadge } from "../../lib/cart-badge.ts";
import { attachMenu } from "./menu.ts";
import { PageLinkItems, type PageLink } from "./page-links.tsx";

/** The main navigation's links before the cart. */
const MAIN_NAV: PageLink[] = [
  { to: "home", label: "nav.sell" },
  { to: "contact", label: "nav.contact" },
  { to: "account", label: "nav.account" },
];

/**
 * The cart's device count: rendered empty and hidden (the cart lives in the browser), filled by the
 * framework-free behaviour in app/lib/cart-badge.ts. Memoised with fixed props, so React never
 * re-renders over what the behaviour wrote; pages without hydration attach it in app/islands/chrome.ts.
 */
const CartBadge = memo(function CartBadge({ label }: { label: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => (ref.current ? attachCartBadge(ref.current) : undefined), []);
  return <span ref={ref} className="cart-count" data-cart-count="" data-label={label} hidden />;
});

/**
 * The menu's disclosure: a <details>, so it works without JavaScript; its behaviour (Escape, focus)
 * lives in menu.ts. React never renders its `open` attribute, so a re-render keeps the state.
 */
function SiteMenu({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => (ref.current ? attachMenu(ref.current) : undefined), []);
  return (
    <details ref={ref} className="site-menu" data-site-menu="">
      <summary className="site-menu__button">
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{label}</span>
      </summary>
      {children}
    </details>
  );
}

/**
 * The page head: brand, search, main navigation (decision 0035). On small screens one row of
 * brand mark, search and a menu button (under 80 px high); on wide screens the navigation shows
 * inline. Widget layouts get the brand only (minimal chrome).
 */
export function Header({ layout, search }: { layout: Layout; search?: ReactNode }) {
  const t = useT();
  const message = useMessage();
  const minimal = layout.startsWith("b2bwidget") || layout === "aganwidget-default";
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("nav.skip")}
      </a>
      <div className="site-header__inner">
        <LocalizedLink to="home" className="brand" aria-label={`${t("brand")}: ${t("nav.home")}`}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
            <rect width="28" height="28" rx="7" fill="#0b5c4a" />
            <path d="M8 15.5l4 4 8-10" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="brand__name">{t("brand")}</span>
        </LocalizedLink>
        {minimal ? null : <div className="site-header__search">{search}</div>}
        {minimal ? null : (
          <SiteMenu label={t("nav.menu")}>
            <nav aria-label={t("nav.main")} className="main-nav">
              <ul>
                <PageLinkItems links={MAIN_NAV} />
                <li>
                  <LocalizedLink to="checkout" className="cart-link">
                    {t("nav.cart")}
                    <CartBadge label={JSON.stringify(message("nav.cartCount"))} />
                  </LocalizedLink>
                </li>
              </ul>
            </nav>
          </SiteMenu>
        )}
      </div>
    </header>
  );
}
