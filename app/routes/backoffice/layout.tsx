import { Form, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { type ErrorTexts, SurfaceMain, SurfacePage, surfaceRoutes } from "../../ui/surface-frame.tsx";
import { PENDING_PATHS } from "../../../core/staff/index.ts";
import { openStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { MainNav } from "../../features/backoffice/main-nav.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import backofficeStyles from "../../ui/backoffice.css?url";
import type { KitText } from "../../ui/kit.tsx";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: backofficeStyles }];

/** The error page's title (pages set their own). */
export const meta: Route.MetaFunction = ({ error }) => (error ? [{ title: "Sellback back office" }] : []);

/**
 * Every back-office page (decision 0023): only on the back-office host (elsewhere: no such page),
 * with the staff session opened once before any loader or action; Set-Cookie values it made go
 * on the answer.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, request, url }, next) => {
    const ctx = context.get(pageContext);
    if (ctx.surface !== "backoffice") throw pageNotFound(url.pathname, "noRoute");
    const page = await openStaffPage(ctx, request);
    context.set(staffPageContext, page);
    const response = (await next()) as Response;
    for (const c of page.setCookies) response.headers.append("Set-Cookie", c);
    return response;
  },
];

export function loader({ context }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  const staff = page.context?.staff;
  return {
    language: page.language,
    staff: staff ? { displayName: staff.displayName, email: staff.email, roles: staff.roles } : null,
    pending: page.context?.pending ?? null,
  };
}

export type BackofficeData = Awaited<ReturnType<typeof loader>>;

function Frame({ children }: { children: React.ReactNode }) {
  const t = useT();
  const data = useRouteLoaderData<BackofficeData>("backoffice");
  const location = useLocation();
  const staff = data?.staff;
  const free = !data?.pending;
  const kitText: KitText = {
    pagerLabel: t("backoffice.pager.label"),
    previous: t("backoffice.pager.previous"),
    next: t("backoffice.pager.next"),
    pageOf: (page, pages) => t("backoffice.pager.page", { page, pages }),
    apply: t("backoffice.queue.apply"),
    reset: t("backoffice.queue.reset"),
  };
  return (
    <SurfacePage
      name="bo"
      skip={t("backoffice.skip")}
      brand={{ to: staff ? "/trades" : "/login", label: t("backoffice.brand") }}
      header={
        <div className="bo-tools">
          <Form method="post" action="/language" className="bo-language" reloadDocument>
            <input type="hidden" name="next" value={location.pathname + location.search} />
            <label htmlFor="bo-language">{t("backoffice.language.label")}</label>
            <select id="bo-language" name="language" defaultValue={data?.language ?? "en"} key={data?.language}>
              <option value="en" lang="en">
                English
              </option>
              <option value="de" lang="de">
                Deutsch
              </option>
            </select>
            <button type="submit" className="secondary bo-small">
              {t("backoffice.language.submit")}
            </button>
          </Form>
          {staff ? (
            <Form method="post" action="/logout" className="bo-logout">
              <span className="bo-who" title={staff.email}>
                {t("backoffice.nav.signedInAs", { name: staff.displayName })}
              </span>
              <button type="submit" className="secondary bo-small">
                {t("backoffice.nav.logout")}
              </button>
            </Form>
          ) : null}
        </div>
      }
    >
      <div className={staff ? "bo-shell" : undefined}>
        {staff ? (
          <MainNav
            roles={staff.roles}
            free={free}
            security={{
              to: data?.pending ? PENDING_PATHS[data.pending] : "/security",
              label: data?.pending === "password_change" ? "backoffice.password.title" : "backoffice.nav.security",
            }}
          />
        ) : null}
        <SurfaceMain className="bo-main" look="backoffice" kitText={kitText} summaryTitle={t("backoffice.errorSummary")}>
          {children}
        </SurfaceMain>
      </div>
    </SurfacePage>
  );
}

function useErrorTexts(): ErrorTexts {
  const t = useT();
  return { title: (kind) => t(`backoffice.error.${kind}`), back: t("backoffice.trade.back") };
}

const routes = surfaceRoutes(Frame, { className: "bo-page bo-error", backTo: "/trades", useTexts: useErrorTexts });
export default routes.Layout;
export const ErrorBoundary = routes.ErrorBoundary;
