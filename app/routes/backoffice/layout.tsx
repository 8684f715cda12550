import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { surfaceRoutes } from "../../ui/surface-frame.tsx";
import { openStaffPage, staffFrameData, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { BACKOFFICE_ERROR_PAGE, BackofficeFrame, useBackofficeErrorTexts } from "../../features/backoffice/frame.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import backofficeStyles from "../../ui/backoffice.css?url";

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
  return staffFrameData(context.get(staffPageContext));
}

export type BackofficeData = Awaited<ReturnType<typeof loader>>;

function Frame({ children }: { children: React.ReactNode }) {
  return <BackofficeFrame data={useRouteLoaderData<BackofficeData>("backoffice")}>{children}</BackofficeFrame>;
}

const routes = surfaceRoutes(Frame, { ...BACKOFFICE_ERROR_PAGE, useTexts: useBackofficeErrorTexts });
export default routes.Layout;
export const ErrorBoundary = routes.ErrorBoundary;
