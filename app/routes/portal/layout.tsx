import { Form, NavLink, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { type ErrorTexts, SurfaceMain, SurfacePage, surfaceRoutes } from "../../ui/surface-frame.tsx";
import { PORTAL_HOME, PORTAL_LOGIN } from "../../../core/partner-users/index.ts";
import { openPortalPage, portalPageContext } from "../../../server/sessions/portal.server.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import portalStyles from "../../ui/portal.css?url";
import portalPhoneStyles from "../../ui/portal-phone.css?url";
import { assertFramedPost } from "../../../server/sessions/origin.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: portalStyles },
  { rel: "stylesheet", href: portalPhoneStyles },
];

export const meta: Route.MetaFunction = ({ error }) => (error ? [{ title: "Sellback-Filialportal" }] : []);

/**
 * Every portal page (decision 0046): only on the agan host, and inside a chain's frame on the
 * aganwidget host with its `?partner=` key (decision 0047; elsewhere no such page), the business
 * partner's session opened once before any loader or action; its Set-Cookie values go on the
 * answer, and no portal page sends a Referer or may be cached.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, request, url }, next) => {
    const page = await openPortalPage(context.get(pageContext), request);
    if (!page) throw pageNotFound(url.pathname, "noRoute");
    if (page.framedBy) assertFramedPost(request);
    context.set(portalPageContext, page);
    const response = (await next()) as Response;
    for (const c of page.setCookies) response.headers.append("Set-Cookie", c);
    response.headers.set("Referrer-Policy", "no-referrer");
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  },
];

export function loader({ context }: Route.LoaderArgs) {
  const page = context.get(portalPageContext);
  const c = page.context;
  return {
    user: c ? { displayName: c.user.displayName, roles: c.user.roles, partnerName: c.partnerName, storeName: c.storeName } : null,
    timeZone: page.ctx.deps.config.OPERATOR_TIME_ZONE,
  };
}

export type PortalData = Awaited<ReturnType<typeof loader>>;

function Frame({ children }: { children: React.ReactNode }) {
  const t = useT();
  const data = useRouteLoaderData<PortalData>("portal");
  const user = data?.user;
  return (
    <SurfacePage
      name="portal"
      skip={t("portal.skip")}
      brand={{ to: user ? PORTAL_HOME : PORTAL_LOGIN, label: t("portal.brand") }}
      header={
        user ? (
          <>
            <nav aria-label={t("portal.nav.label")} className="portal-nav">
              <NavLink to={PORTAL_HOME} end>
                {t("portal.nav.trades")}
              </NavLink>
              {user.roles.includes("store_staff") ? <NavLink to="/portal/ankauf">{t("portal.nav.newTrade")}</NavLink> : null}
              {user.roles.includes("store_staff") ? <NavLink to="/portal/versand">{t("portal.nav.shipments")}</NavLink> : null}
              {user.roles.includes("partner_manager") ? <NavLink to="/portal/auswertung">{t("portal.nav.report")}</NavLink> : null}
              <NavLink to="/portal/sicherheit">{t("portal.nav.security")}</NavLink>
            </nav>
            <Form method="post" action="/portal/abmelden" className="portal-logout">
              <span className="portal-who">
                {t("portal.nav.who", { name: user.displayName, place: user.storeName ?? user.partnerName })}
              </span>
              <button type="submit" className="secondary">
                {t("portal.nav.logout")}
              </button>
            </Form>
          </>
        ) : null
      }
    >
      <SurfaceMain
        className="portal-main"
        look="portal"
        timeZone={data?.timeZone}
        locale="de-DE"
        summaryTitle={t("backoffice.errorSummary")}
      >
        {children}
      </SurfaceMain>
    </SurfacePage>
  );
}

function useErrorTexts(): ErrorTexts {
  const t = useT();
  return { title: (kind) => t(`portal.error.${kind}`), back: t("portal.error.back") };
}

const routes = surfaceRoutes(Frame, { className: "portal-page", backTo: PORTAL_HOME, useTexts: useErrorTexts });
export default routes.Layout;
export const ErrorBoundary = routes.ErrorBoundary;
